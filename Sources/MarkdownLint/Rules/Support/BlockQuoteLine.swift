import MarkdownSyntax

/// A line read inside block quotes: its `>` markers, and what follows them (the list
/// rules, MD032, MD058).
enum BlockQuoteLine {
    /// Skips up to `depth` block quote markers (`>` with up to three spaces before it and
    /// one optional space after it) at the start of `line`. Returns the offset after them
    /// and how many were found.
    static func skipMarkers(in line: Range<Int>, depth: Int, in context: LintContext) -> (end: Int, found: Int) {
        guard depth > 0 else { return (line.lowerBound, 0) }
        return context.bytes.withUnsafeBufferPointer { buffer in
            var index = line.lowerBound
            var found = 0
            while found < depth {
                var probe = index
                var spaces = 0
                while probe < line.upperBound, buffer[probe] == ByteClass.space, spaces < 3 {
                    probe += 1
                    spaces += 1
                }
                guard probe < line.upperBound, buffer[probe] == UInt8(ascii: ">") else { break }
                probe += 1
                if probe < line.upperBound, ByteClass.isSpaceOrTab(buffer[probe]) { probe += 1 }
                index = probe
                found += 1
            }
            return (index, found)
        }
    }

    /// Whether the line is blank once `depth` block quote markers are skipped. Lines
    /// without all those markers are not blank within the quote.
    static func isBlank(_ line: LineInfo, insideQuotes depth: Int, in context: LintContext) -> Bool {
        let (start, found) = skipMarkers(in: line.range, depth: depth, in: context)
        if found < depth { return line.isBlank }
        return context.bytes.withUnsafeBufferPointer { ByteClass.isSpaceOrTabOnly($0, start..<line.range.upperBound) }
    }

    /// Indentation (visual column of the first non-blank character) of a line after
    /// `depth` block quote markers, or nil when the line lacks them or is blank.
    static func indentation(of line: LineInfo, insideQuotes depth: Int, in context: LintContext) -> Int? {
        let (start, found) = skipMarkers(in: line.range, depth: depth, in: context)
        guard found == depth else { return nil }
        return context.bytes.withUnsafeBufferPointer { buffer in
            var index = start
            while index < line.range.upperBound, ByteClass.isSpaceOrTab(buffer[index]) { index += 1 }
            guard index < line.range.upperBound else { return nil }
            return context.source.visualColumn(at: index)
        }
    }

    /// The block quote markers (at most `depth` of them) at the start of `line`, without
    /// the spaces after the last one: what a blank line at that spot inside the quotes holds.
    static func markerPrefix(of line: LineInfo, depth: Int, in context: LintContext) -> String {
        let (end, _) = skipMarkers(in: line.range, depth: depth, in: context)
        var upper = end
        while upper > line.range.lowerBound, ByteClass.isSpaceOrTab(context.bytes[upper - 1]) { upper -= 1 }
        return context.text(line.range.lowerBound..<upper)
    }
}
