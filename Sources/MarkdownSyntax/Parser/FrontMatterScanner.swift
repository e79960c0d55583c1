/// Front matter at the very start of a document: YAML between `---` lines (closed by
/// `---` or `...`) or TOML between `+++` lines.
///
/// A document may just as well open with a thematic break (`---`) or a line of `+++`, so
/// the delimiters alone do not make front matter: the line after the opening one must not
/// be blank, and the text between must be a YAML mapping (or hold nothing but comments)
/// or have the shape of TOML. Anything else is Markdown.
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
        guard let block = delimitedBlock(bytes, from: start), !startsWithBlankLine(bytes, block.content) else {
            return nil
        }
        let content = UnsafeBufferPointer(rebasing: bytes[block.content])
        switch block.format {
        case .yaml: guard YAMLFrontMatter.isMapping(content) else { return nil }
        case .toml: guard TOMLFrontMatter.hasShape(content) else { return nil }
        case .json, .other: return nil  // delimitedBlock opens YAML and TOML only
        }
        return block
    }

    /// The region `start..<end` taken as front matter because a caller decided so (a linter
    /// following markdownlint's pattern), whatever it holds; nil when it is empty. Its format
    /// comes from the first line (`---`, `+++`, `{`); the content of YAML and TOML lies
    /// between the first line and the last line that is not blank, the content of JSON and
    /// anything else is the whole region.
    static func region(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> FrontMatter? {
        let end = min(end, bytes.count)
        guard end > start else { return nil }
        var (lineEnd, next) = line(bytes, start)
        let format = delimiterFormat(bytes, start, lineEnd) ?? (bytes[start] == UInt8(ascii: "{") ? .json : .other)
        // The region without its final line ending.
        var regionEnd = end
        if regionEnd > start && bytes[regionEnd - 1] == ByteClass.newline { regionEnd -= 1 }
        if regionEnd > start && bytes[regionEnd - 1] == ByteClass.carriageReturn { regionEnd -= 1 }
        guard format == .yaml || format == .toml else {
            return FrontMatter(format: format, range: start..<regionEnd, content: start..<regionEnd, next: end)
        }
        // The content ends before the closing delimiter: the last line that is not blank.
        let contentStart = min(next, regionEnd)
        var closingLine = contentStart
        while next < regionEnd {
            let lineStart = next
            (lineEnd, next) = line(bytes, lineStart)
            if (lineStart..<min(lineEnd, regionEnd)).contains(where: { !ByteClass.isSpaceOrTab(bytes[$0]) }) {
                closingLine = lineStart
            }
        }
        var contentEnd = closingLine
        if contentEnd > contentStart && bytes[contentEnd - 1] == ByteClass.newline { contentEnd -= 1 }
        if contentEnd > contentStart && bytes[contentEnd - 1] == ByteClass.carriageReturn { contentEnd -= 1 }
        return FrontMatter(format: format, range: start..<regionEnd, content: contentStart..<contentEnd, next: end)
    }

    /// The format a delimiter line (`---` YAML, `+++` TOML) opens, or nil for another line.
    private static func delimiterFormat(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ lineEnd: Int) -> FrontMatterFormat? {
        if isDelimiter(bytes, start, lineEnd, "---") { return .yaml }
        if isDelimiter(bytes, start, lineEnd, "+++") { return .toml }
        return nil
    }

    /// The block between an opening delimiter line at `start` and the first closing one.
    private static func delimitedBlock(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> FrontMatter? {
        var (lineEnd, next) = line(bytes, start)
        guard let format = delimiterFormat(bytes, start, lineEnd) else { return nil }
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

    /// Whether `content` is not empty and its first line holds only spaces and tabs.
    private static func startsWithBlankLine(_ bytes: UnsafeBufferPointer<UInt8>, _ content: Range<Int>) -> Bool {
        guard !content.isEmpty else { return false }
        let (lineEnd, _) = line(bytes, content.lowerBound)
        return (content.lowerBound..<lineEnd).allSatisfy { ByteClass.isSpaceOrTab(bytes[$0]) }
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
