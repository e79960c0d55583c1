import MarkdownSyntax

/// MD009: lines should not end with whitespace, except a hard line break of exactly
/// `br_spaces` spaces.
struct MD009NoTrailingSpaces: Rule {
    static let brSpacesOption = RuleOption("br_spaces", default: 2,
                                           "Trailing spaces allowed for a hard line break; values below 2 allow none")
    static let codeBlocksOption = RuleOption("code_blocks", default: false,
                                             "Also check the content lines of code blocks")
    static let listItemEmptyLinesOption = RuleOption(
        "list_item_empty_lines", default: false,
        "Allow whitespace on empty lines inside a list item (between its first and last line), which some editors "
            + "insert to keep the indentation; empty lines between items are still reported")
    static let strictOption = RuleOption("strict", default: false,
                                         "Also report `br_spaces` spaces that make no line break")

    static let descriptor = RuleDescriptor(
        id: "MD009", aliases: ["no-trailing-spaces"], tags: ["whitespace"],
        summary: "Trailing spaces",
        options: [brSpacesOption, codeBlocksOption, listItemEmptyLinesOption, strictOption],
        isFixable: true)

    /// The allowed count of trailing spaces; 0 when `br_spaces` is below 2.
    let expected: Int
    let includesCodeBlocks: Bool
    let allowsListItemEmptyLines: Bool
    let strict: Bool

    init(options: RuleOptions) throws(ConfigError) {
        let brSpaces = options[Self.brSpacesOption]
        expected = brSpaces < 2 ? 0 : brSpaces
        includesCodeBlocks = options[Self.codeBlocksOption]
        allowsListItemEmptyLines = options[Self.listItemEmptyLinesOption]
        strict = options[Self.strictOption]
    }

    private struct Candidate {
        var line: Int
        /// Start of the trailing whitespace.
        var start: Int
        /// Its length in characters.
        var count: Int
    }

    func check(_ context: LintContext) -> [Finding] {
        let candidates = trailingWhitespace(context)
        guard !candidates.isEmpty else { return [] }

        // Facts from the tree, gathered only when some line ends with whitespace.
        let nodes = context.nodes
        var breakSpaces: [Int: Int] = [:]
        for lineBreak in nodes.lineBreaks {
            guard case .trailingSpaces(let count) = lineBreak.style, let range = lineBreak.byteRange else { continue }
            breakSpaces[context.lineNumber(at: range.lowerBound)] = count
        }
        // Lines whose trailing whitespace is inside a code span (or inline HTML) that goes on.
        var insideCodeSpan = LineMarks(context)
        for node in nodes.inlineCodes {
            if let range = node.byteRange { insideCodeSpan.mark(range, in: context, excludingLastLine: true) }
        }
        var insideInline = insideCodeSpan
        for node in nodes.inlineHTML {
            if let range = node.byteRange { insideInline.mark(range, in: context, excludingLastLine: true) }
        }
        var paragraphLines = LineMarks()
        if strict {
            // A line of a paragraph but its last one: trailing spaces there make a line break.
            paragraphLines = LineMarks(context)
            for paragraph in nodes.paragraphs {
                if let range = paragraph.byteRange { paragraphLines.mark(range, in: context, excludingLastLine: true) }
            }
        }
        var listItemInnerLines = LineMarks()
        if allowsListItemEmptyLines {
            listItemInnerLines = LineMarks(context)
            for item in nodes.listItems {
                guard let range = item.byteRange else { continue }
                let span = context.lineNumbers(of: range)
                if span.count > 2 { for line in (span.lowerBound + 1)..<span.upperBound { listItemInnerLines[line] = true } }
            }
        }

        let expectedText = expected == 0 ? "Expected: 0; Actual: " : "Expected: 0 or \(expected); Actual: "
        var findings: [Finding] = []
        var details = DetailCache<Int>()
        context.withLintedBytes { linted in
            for candidate in candidates {
                let line = context.lines[candidate.line - 1]
                let bytes = linted.buffer(for: line.range)
                if allowsListItemEmptyLines && listItemInnerLines[candidate.line]
                    && Self.isEmptyInsideContainers(bytes, line.range) {
                    continue
                }
                let reported = candidate.count != expected
                    || (strict && (!paragraphLines[candidate.line] || insideCodeSpan[candidate.line]))
                guard reported else { continue }
                let fix = self.fix(candidate, line, bytes, breakSpaces[candidate.line],
                                   risky: insideInline[candidate.line])
                findings.append(Finding(range: candidate.start..<line.range.upperBound,
                                        detail: details.detail(for: candidate.count) { expectedText + String($0) }, fix: fix))
            }
        }
        return findings
    }

    /// Lines ending with whitespace, outside front matter (and code blocks unless included).
    private func trailingWhitespace(_ context: LintContext) -> [Candidate] {
        var candidates: [Candidate] = []
        let lines = context.lines
        context.withLintedBytes { linted in
            for line in lines {
                let range = line.range
                guard !range.isEmpty else { continue }
                let bytes = linted.buffer(for: range)
                let last = bytes[range.upperBound - 1]
                if last < 0x80 && last != 0x20 && last != 0x09 && last != 0x0B && last != 0x0C { continue }
                if line.flags.contains(.frontMatter) { continue }
                if !includesCodeBlocks && line.flags.contains(.code) { continue }
                let (start, count) = Self.trailingWhitespace(bytes, range)
                if count > 0 { candidates.append(Candidate(line: line.number, start: start, count: count)) }
            }
        }
        return candidates
    }

    /// Where the trailing whitespace of `range` starts, and how many characters (UTF-16 code
    /// units: all whitespace characters are in the Basic Multilingual Plane) it holds.
    private static func trailingWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
        -> (start: Int, count: Int) {
        var start = range.upperBound
        var count = 0
        while start > range.lowerBound {
            let length = ByteClass.javaScriptWhitespaceLength(bytes, endingAt: start, start: range.lowerBound)
            if length == 0 { break }
            start -= length
            count += 1
        }
        return (start, count)
    }

    /// Whether a line holds nothing but whitespace and block quote markers.
    private static func isEmptyInsideContainers(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                continue
            }
            let length = ByteClass.javaScriptWhitespaceLength(bytes, at: index, end: range.upperBound)
            if length == 0 { return false }
            index += length
        }
        return true
    }

    /// Deletes the trailing whitespace. Where it makes a hard line break, a safe fix keeps
    /// exactly `br_spaces` spaces; removing the break, or whitespace that belongs to code,
    /// HTML or a title, would change the rendering and is unsafe.
    private func fix(_ candidate: Candidate, _ line: LineInfo, _ bytes: UnsafeBufferPointer<UInt8>,
                     _ breakSpaces: Int?, risky: Bool) -> Fix {
        // CommonMark drops trailing spaces and tabs; other Unicode spaces are text.
        func onlySpacesAndTabs(_ range: Range<Int>) -> Bool {
            !range.contains { bytes[$0] != 0x20 && bytes[$0] != 0x09 }
        }
        let whole = candidate.start..<line.range.upperBound
        if let breakSpaces {
            // The break's spaces are the last bytes of the line.
            if expected >= 2 && candidate.count > expected && breakSpaces >= expected {
                let excess = candidate.start..<(line.range.upperBound - expected)
                if onlySpacesAndTabs(excess) { return Fix(.delete(excess)) }
            }
            return Fix(.delete(whole), applicability: .unsafe)
        }
        let unsafe = risky || !onlySpacesAndTabs(whole)
            || line.flags.contains(.htmlBlock) || line.flags.contains(.linkDefinition) || line.flags.contains(.code)
            // `a\ ` + line ending is text; without the space the backslash makes a line break.
            || (candidate.start > line.range.lowerBound && bytes[candidate.start - 1] == UInt8(ascii: "\\"))
        return Fix(.delete(whole), applicability: unsafe ? .unsafe : .safe)
    }
}
