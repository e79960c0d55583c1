import MarkdownSyntax

/// MD013: lines should not be longer than the configured length.
struct MD013LineLength: Rule {
    static let lineLengthOption = RuleOption("line_length", default: 80, "Maximum length of a line")
    static let headingLineLengthOption = RuleOption(
        "heading_line_length", default: 80, "Maximum length of a heading line; when not given, `line_length` applies")
    static let codeBlockLineLengthOption = RuleOption(
        "code_block_line_length", default: 80,
        "Maximum length of a line in a code block (fence lines included); when not given, `line_length` applies")
    static let codeBlocksOption = RuleOption("code_blocks", default: true, "Check code blocks")
    static let tablesOption = RuleOption("tables", default: true, "Check tables")
    static let headingsOption = RuleOption("headings", default: true, "Check headings")
    static let directivesOption = RuleOption("directives", default: false,
                                             "Check the opening lines of DocC directives (`@Name(arguments) {`)")
    static let strictOption = RuleOption("strict", default: false,
                                         "Report every long line, even one without whitespace beyond the limit")
    static let sternOption = RuleOption("stern", default: false,
                                        "Report long lines unless they are a single word (such as a URL)")

    static let descriptor = RuleDescriptor(
        id: "MD013", aliases: ["line-length"], tags: ["line_length"],
        summary: "Line length",
        options: [lineLengthOption, headingLineLengthOption, codeBlockLineLengthOption, codeBlocksOption,
                  tablesOption, headingsOption, directivesOption, strictOption, sternOption])

    let lineLength: Int
    let headingLineLength: Int
    let codeLineLength: Int
    let includesCode: Bool
    let includesTables: Bool
    let includesHeadings: Bool
    let includesDirectives: Bool
    let strict: Bool
    let stern: Bool

    init(options: RuleOptions) throws(ConfigError) {
        // As in markdownlint, 0 means the default, and the heading and code limits
        // default to `line_length`.
        func length(_ option: RuleOption<Int>, default value: Int) throws(ConfigError) -> Int {
            let length = options.configured(option) ?? 0
            if length < 0 { throw options.invalid(option, "\(option.name) must be 0 or more, found \(length)") }
            return length == 0 ? value : length
        }
        lineLength = try length(Self.lineLengthOption, default: Self.lineLengthOption.defaultValue)
        headingLineLength = try length(Self.headingLineLengthOption, default: lineLength)
        codeLineLength = try length(Self.codeBlockLineLengthOption, default: lineLength)
        includesCode = options[Self.codeBlocksOption]
        includesTables = options[Self.tablesOption]
        includesHeadings = options[Self.headingsOption]
        includesDirectives = options[Self.directivesOption]
        strict = options[Self.strictOption]
        stern = options[Self.sternOption]
    }

    private struct LongLine {
        var line: Int
        /// Where the part beyond the limit starts.
        var start: Int
        var limit: Int
        var length: Int
        /// Reported only if it is not a line of links without other text.
        var unlessLinkOnly: Bool
    }

    func check(_ context: LintContext) -> [Finding] {
        var longLines: [LongLine] = []
        var footnoteLines: LineMarks?
        context.withLintedBytes { linted in
            let bytes = linted.sourceBytes
            for line in context.lines {
                let flags = line.flags
                let inCode = flags.contains(.code) || flags.contains(.codeFence)
                let isHeading = flags.contains(.heading)
                let limit = inCode ? codeLineLength : (isHeading ? headingLineLength : lineLength)
                // A line has at least as many bytes as UTF-16 code units.
                guard line.range.count > limit, !flags.contains(.frontMatter) else { continue }
                if (inCode && !includesCode) || (isHeading && !includesHeadings)
                    || (flags.contains(.table) && !includesTables) || flags.contains(.linkDefinition)
                    || (flags.contains(.directive) && !includesDirectives) {
                    continue
                }
                if footnoteLines == nil { footnoteLines = Self.footnoteLines(context) }
                if footnoteLines![line.number] { continue }
                if let long = longLine(line, limit, bytes, linted.buffer(for: line.range)) { longLines.append(long) }
            }
        }
        guard !longLines.isEmpty else { return [] }
        let linkOnly = longLines.contains { $0.unlessLinkOnly } ? Self.linkOnlyLines(context, longLines) : []
        var details = DetailCache<ExpectedActual.Counts>()
        // Reserved: grown by doubling, a file of long lines held up to twice its findings.
        var findings: [Finding] = []
        findings.reserveCapacity(longLines.count)
        let lines = context.lines
        for long in longLines where !(long.unlessLinkOnly && linkOnly.contains(long.line)) {
            let end = lines[long.line - 1].range.upperBound
            findings.append(Finding(range: long.start..<end, detail: details.detail(long.limit, long.length)))
        }
        return findings
    }

    /// The line's length in UTF-16 code units if it is reportable beyond `limit`.
    private func longLine(_ line: LineInfo, _ limit: Int, _ bytes: UnsafeBufferPointer<UInt8>,
                          _ linted: UnsafeBufferPointer<UInt8>) -> LongLine? {
        let range = line.range
        // An ASCII byte is one unit, and cannot start a line or paragraph separator: the
        // ASCII run the line starts with (most often the whole line) is counted at once.
        var index = ByteSearch.firstNonASCII(in: bytes, from: range.lowerBound, to: range.upperBound)
        var units = index - range.lowerBound
        var start: Int? = units > limit ? range.lowerBound + limit : nil
        while index < range.upperBound {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80 {
                if start == nil && units >= limit { start = index }
                units += byte >= 0xF0 ? 2 : 1
                // JavaScript's `.` does not match line or paragraph separators, so
                // markdownlint's pattern never matches such a line.
                if byte == 0xE2 && index + 2 < range.upperBound && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) {
                    return nil
                }
            }
            index += 1
        }
        guard units > limit, let start else { return nil }
        var long = LongLine(line: line.number, start: start, limit: limit, length: units, unlessLinkOnly: false)
        if strict { return long }
        if stern {
            if isSingleWord(range, bytes, linted) { return nil }
        } else {
            guard hasWhitespace(from: start, in: range, bytes, linted) else { return nil }
        }
        long.unlessLinkOnly = true
        return long
    }

    /// markdownlint reads text inside HTML comments with every character but spaces
    /// replaced (and spaces at the end of a line inside a comment, too).
    @inline(__always)
    private static func whitespaceLength(at index: Int, _ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>,
                                         _ linted: UnsafeBufferPointer<UInt8>) -> Int {
        let length = ByteClass.javaScriptWhitespaceLength(linted, at: index, end: range.upperBound)
        if length > 0 { return length }
        guard bytes[index] == 0x20 && linted[index] == UInt8(ascii: ".") else { return 0 }
        var next = index + 1
        while next < range.upperBound {
            if !(bytes[next] == 0x20 && linted[next] == UInt8(ascii: ".")) { return 1 }
            next += 1
        }
        return 0
    }

    private func hasWhitespace(from start: Int, in range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>,
                               _ linted: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = start
        while index < range.upperBound {
            if Self.whitespaceLength(at: index, range, bytes, linted) > 0 { return true }
            index += 1
        }
        return false
    }

    /// `stern` allows a line that is one word after any indentation, heading and block
    /// quote markers (markdownlint's `^(?:[#>\s]*\s)?\S*$`): whatever precedes its last
    /// whitespace is markers or whitespace.
    private func isSingleWord(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>,
                              _ linted: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = range.lowerBound
        var firstContent: Int?
        var lastWhitespace: Int?
        while index < range.upperBound {
            let length = Self.whitespaceLength(at: index, range, bytes, linted)
            if length > 0 {
                lastWhitespace = index
                index += length
                continue
            }
            let byte = linted[index]
            if firstContent == nil && byte != UInt8(ascii: "#") && byte != UInt8(ascii: ">") { firstContent = index }
            index += 1
        }
        guard let lastWhitespace else { return true }
        return firstContent.map { $0 > lastWhitespace } ?? true
    }

    /// Lines of footnote definitions, which markdownlint exempts whole.
    private static func footnoteLines(_ context: LintContext) -> LineMarks {
        var marks = LineMarks(context)
        for definition in context.nodes.footnoteDefinitions {
            if let range = definition.byteRange { marks.mark(range, in: context) }
        }
        return marks
    }

    /// Long lines holding a link or image but no other text of a paragraph: markdownlint
    /// exempts them (outside `strict`), since links cannot be broken.
    private static func linkOnlyLines(_ context: LintContext, _ longLines: [LongLine]) -> Set<Int> {
        var candidates = LineMarks(context)
        for long in longLines where long.unlessLinkOnly { candidates[long.line] = true }
        var linkLines = Set<Int>()
        func add(_ node: some Markup) {
            guard let range = node.byteRange else { return }
            for line in context.lineNumbers(of: range) where candidates[line] { linkLines.insert(line) }
        }
        for link in context.nodes.links { add(link) }
        for image in context.nodes.images { add(image) }
        guard !linkLines.isEmpty else { return [] }
        // Most text nodes are on other lines: a search among the link lines' spans (line
        // endings included; the last line's reaching the end of the file) finds those that
        // reach one without looking up their lines.
        let spans = linkLines.sorted().map { number -> Range<Int> in
            let line = context.lines[number - 1]
            let end = number == context.lines.count ? Int.max : line.range.upperBound + line.lineEndingLength
            return line.range.lowerBound..<end
        }
        for text in context.nodes.texts {
            guard let range = text.byteRange, reaches(range, spans) else { continue }
            let span = context.lineNumbers(of: range)
            guard span.contains(where: { linkLines.contains($0) }), isParagraphText(text) else { continue }
            for line in span { linkLines.remove(line) }
            if linkLines.isEmpty { break }
        }
        return linkLines
    }

    /// Whether `range` (taken as its first byte when empty) overlaps one of `spans`, which
    /// are disjoint and in order.
    private static func reaches(_ range: Range<Int>, _ spans: [Range<Int>]) -> Bool {
        let end = max(range.upperBound, range.lowerBound + 1)
        var low = 0
        var high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].upperBound <= range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < spans.count && spans[low].lowerBound < end
    }

    /// Whether a text node is text of a paragraph (not of a heading or table cell, nor the
    /// URL shown by an autolink).
    private static func isParagraphText(_ text: Text) -> Bool {
        var node = text.parent
        while let current = node {
            if let link = current as? Link {
                if link.form.isAutolink { return false }
            } else if !(current is any InlineMarkup) {
                return current is Paragraph
            }
            node = current.parent
        }
        return false
    }
}
