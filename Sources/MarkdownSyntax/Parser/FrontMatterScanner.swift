/// Front matter at the very start of a document: YAML between `---` lines (closed by
/// `---` or `...`) or TOML between `+++` lines.
enum FrontMatterScanner {
    struct FrontMatter {
        var format: FrontMatterFormat
        /// The whole block, from the opening line to the end of the closing line.
        var range: Range<Int>
        /// The text between the delimiter lines, without the final line ending.
        var content: Range<Int>
        /// Where the rest of the document starts.
        var next: Int
    }

    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> FrontMatter? {
        var (lineEnd, next) = line(bytes, start)
        let format: FrontMatterFormat
        if isDelimiter(bytes, start, lineEnd, "---") {
            format = .yaml
        } else if isDelimiter(bytes, start, lineEnd, "+++") {
            format = .toml
        } else {
            return nil
        }
        let contentStart = next
        var previousLineEnd = contentStart
        while next < bytes.count {
            let lineStart = next
            (lineEnd, next) = line(bytes, lineStart)
            let closes = format == .yaml
                ? isDelimiter(bytes, lineStart, lineEnd, "---") || isDelimiter(bytes, lineStart, lineEnd, "...")
                : isDelimiter(bytes, lineStart, lineEnd, "+++")
            if closes {
                let contentEnd = lineStart == contentStart ? contentStart : previousLineEnd
                return FrontMatter(format: format, range: start..<lineEnd, content: contentStart..<contentEnd, next: next)
            }
            previousLineEnd = lineEnd
        }
        return nil
    }

    /// The end of the line starting at `start` (before its line ending) and the next line's start.
    private static func line(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> (Int, Int) {
        var end = start
        while end < bytes.count && !ByteClass.isLineEnding(bytes[end]) { end += 1 }
        var next = end
        if next < bytes.count {
            if bytes[next] == ByteClass.carriageReturn && next + 1 < bytes.count && bytes[next + 1] == ByteClass.newline {
                next += 1
            }
            next += 1
        }
        return (end, next)
    }

    private static func isDelimiter(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
                                    _ delimiter: StaticString) -> Bool {
        guard HTMLBlockScanner.hasPrefix(bytes, start, end, delimiter) else { return false }
        for index in (start + delimiter.utf8CodeUnitCount)..<max(end, start + delimiter.utf8CodeUnitCount)
        where !ByteClass.isSpaceOrTab(bytes[index]) {
            return false
        }
        return true
    }
}
