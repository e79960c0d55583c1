import MarkdownTransforms

/// The edits that turn one text into another, touching only the lines that differ: each
/// run of changed lines becomes one edit replacing whole lines, so editors keep the cursor,
/// folds and markers of every line the formatter left alone.
enum MinimalTextEdits {
    struct Edit: Equatable {
        /// Bytes of the old text replaced (whole lines, line endings included).
        var range: Range<Int>
        var replacement: [UInt8]
    }

    /// More differing lines than this make one edit of everything between the first and the
    /// last change (the line diff's memory grows with the square of the count).
    static let maximumDistance = 3_000

    static func between(_ old: [UInt8], _ new: [UInt8]) -> [Edit] {
        guard old != new else { return [] }
        let oldLines = lines(old)
        let newLines = lines(new)
        var prefix = 0
        while prefix < oldLines.count, prefix < newLines.count, old[oldLines[prefix]] == new[newLines[prefix]] { prefix += 1 }
        var suffix = 0
        while suffix < oldLines.count - prefix, suffix < newLines.count - prefix,
              old[oldLines[oldLines.count - 1 - suffix]] == new[newLines[newLines.count - 1 - suffix]] { suffix += 1 }
        let oldMiddle = Array(oldLines[prefix..<(oldLines.count - suffix)])
        let newMiddle = Array(newLines[prefix..<(newLines.count - suffix)])
        func start(_ lines: [Range<Int>], _ index: Int, _ bytes: [UInt8]) -> Int {
            index < lines.count ? lines[index].lowerBound : bytes.count
        }
        // Lines compared as numbers: equal lines get the same one.
        var numbers: [ArraySlice<UInt8>: Int] = [:]
        func number(_ line: ArraySlice<UInt8>) -> Int {
            if let known = numbers[line] { return known }
            numbers[line] = numbers.count
            return numbers.count - 1
        }
        let oldNumbers = oldMiddle.map { number(old[$0]) }
        let newNumbers = newMiddle.map { number(new[$0]) }
        guard let script = LineDiff.edits(oldNumbers, newNumbers, maximumDistance: maximumDistance) else {
            let range = start(oldLines, prefix, old)..<start(oldLines, oldLines.count - suffix, old)
            let replacement = Array(new[start(newLines, prefix, new)..<start(newLines, newLines.count - suffix, new)])
            return [Edit(range: range, replacement: replacement)]
        }
        // Runs of deletions and insertions between unchanged lines, in old-line numbers.
        var edits: [Edit] = []
        var oldIndex = 0
        var newIndex = 0
        var index = 0
        while index < script.count {
            if case .same = script[index] {
                oldIndex += 1
                newIndex += 1
                index += 1
                continue
            }
            let oldStart = oldIndex
            let newStart = newIndex
            while index < script.count {
                switch script[index] {
                case .same: break
                case .delete: oldIndex += 1
                case .insert: newIndex += 1
                }
                if case .same = script[index] { break }
                index += 1
            }
            let range = start(oldLines, prefix + oldStart, old)..<start(oldLines, prefix + oldIndex, old)
            let replacement = new[start(newLines, prefix + newStart, new)..<start(newLines, prefix + newIndex, new)]
            edits.append(Edit(range: range, replacement: Array(replacement)))
        }
        return edits
    }

    /// The byte range of each line, its line ending included.
    static func lines(_ bytes: [UInt8]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A || bytes[index] == 0x0D {
                if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                result.append(start..<(index + 1))
                start = index + 1
            }
            index += 1
        }
        if start < bytes.count { result.append(start..<bytes.count) }
        return result
    }
}
