import MarkdownSyntax

/// MD010: no hard tab characters.
struct MD010NoHardTabs: Rule {
    static let codeBlocksOption = RuleOption("code_blocks", default: true, "Check code blocks and code spans")
    static let ignoreCodeLanguagesOption = RuleOption(
        "ignore_code_languages", default: [String](),
        "Fenced code languages (the first word of the info string, compared ignoring case) in which tabs are allowed")
    static let spacesPerTabOption = RuleOption("spaces_per_tab", default: 1, "Spaces the fix puts in place of each tab")

    static let descriptor = RuleDescriptor(
        id: "MD010", aliases: ["no-hard-tabs"], tags: ["whitespace", "hard_tab"],
        summary: "Hard tabs",
        options: [codeBlocksOption, ignoreCodeLanguagesOption, spacesPerTabOption],
        isFixable: true)

    let includesCode: Bool
    /// Lowercased.
    let ignoredLanguages: Set<String>
    let spacesPerTab: Int

    init(options: RuleOptions) throws(ConfigError) {
        includesCode = options[Self.codeBlocksOption]
        ignoredLanguages = Set(options[Self.ignoreCodeLanguagesOption].map { $0.lowercased() })
        spacesPerTab = max(0, options[Self.spacesPerTabOption])
    }

    func check(_ context: LintContext) -> [Finding] {
        let runs = Self.outsideComments(Self.tabRuns(context.bytes), context.htmlComments)
        guard !runs.isEmpty else { return [] }
        let checker = RunChecker(context: context, rule: self)
        var findings: [Finding] = []
        // Read once, not per run: a file of tabs has a finding per run.
        let lines = context.lines
        let columns = context.utf16Columns
        var details = DetailCache<Int>()
        for run in runs {
            let number = context.lineNumber(at: run.lowerBound)
            let line = lines[number - 1]
            if line.flags.contains(.frontMatter) || checker.isExcluded(run, line) { continue }
            let column = columns.column(at: run.lowerBound, line: number)
            let replacement = Self.spaces(run.count * spacesPerTab)
            let applicability: Fix.Applicability = checker.isSafeToReplace(run, line) ? .safe : .unsafe
            findings.append(Finding(range: run, detail: details.detail(for: column) { "Column: " + String($0) },
                                    fix: Fix(TextEdit(range: run, replacement: replacement),
                                             applicability: applicability)))
        }
        return findings
    }

    /// `count` spaces; the usual counts are made once (a file of tabs has a finding per run).
    private static func spaces(_ count: Int) -> String {
        count < commonSpaces.count ? commonSpaces[count] : String(repeating: " ", count: count)
    }

    private static let commonSpaces = (0..<16).map { String(repeating: " ", count: $0) }

    /// The runs not inside the text of a comment (which `<!--` and `-->` bound, so a run of
    /// tabs is wholly inside or wholly outside it). Both lists are in document order.
    private static func outsideComments(_ runs: [Range<Int>], _ comments: [Range<Int>]) -> [Range<Int>] {
        guard !comments.isEmpty else { return runs }
        var next = 0
        return runs.filter { run in
            while next < comments.count && comments[next].upperBound <= run.lowerBound { next += 1 }
            return !(next < comments.count && comments[next].lowerBound + 4 <= run.lowerBound
                     && run.upperBound <= comments[next].upperBound - 3)
        }
    }

    /// The runs of tabs in the text, found by `memchr` (most files have none, or few).
    private static func tabRuns(_ text: [UInt8]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        text.withUnsafeBufferPointer { bytes in
            var index = 0
            while let start = ByteSearch.firstIndex(of: 0x09, in: bytes, from: index) {
                index = start + 1
                while index < bytes.count && bytes[index] == 0x09 { index += 1 }
                runs.append(start..<index)
            }
        }
        return runs
    }

    /// Answers questions about tab runs from the tree, by binary search in its lists of nodes.
    private struct RunChecker {
        let context: LintContext
        let rule: MD010NoHardTabs

        /// markdownlint's exclusions: without `code_blocks`, the content lines of fenced
        /// code, indented code and code spans; with `ignore_code_languages`, the content
        /// lines of fenced code in those languages (and, as markdownlint does, of fenced
        /// code without a language).
        func isExcluded(_ run: Range<Int>, _ line: LineInfo) -> Bool {
            if !rule.includesCode {
                if line.flags.contains(.code) && !line.flags.contains(.indentedCode) { return true }
                if line.flags.contains(.indentedCode), let block = codeBlock(at: run), block.fence == nil,
                   let range = block.byteRange, range.overlaps(run) {
                    return true
                }
                return SortedRanges.index(overlapping: run, in: context.nodes.inlineCodes) != nil
            }
            if !rule.ignoredLanguages.isEmpty && line.flags.contains(.code) && !line.flags.contains(.indentedCode),
               let block = codeBlock(at: run), block.fence != nil {
                guard let language = block.language else { return true }
                return rule.ignoredLanguages.contains(language.lowercased())
            }
            return false
        }

        /// Replacing keeps the HTML identical only on a line of whitespace, or in indentation
        /// where the spaces reach the same tab stop (CommonMark counts a tab as reaching the
        /// next multiple of four columns). Elsewhere (code, HTML, text, after a list or
        /// block quote marker, at the end of a line) the output could differ.
        func isSafeToReplace(_ run: Range<Int>, _ line: LineInfo) -> Bool {
            let flags = line.flags
            if flags.contains(.code) || flags.contains(.codeFence) || flags.contains(.htmlBlock)
                || flags.contains(.linkDefinition) {
                return false
            }
            if line.isBlank { return true }
            // Indentation inside a code span or a tag that goes on from the line before.
            let nodes = context.nodes
            if SortedRanges.index(overlapping: run, in: nodes.inlineCodes) != nil
                || SortedRanges.index(overlapping: run, in: nodes.inlineHTML) != nil {
                return false
            }
            return context.withLintedBytes { linted in
                let bytes = linted.buffer(for: line.range)
                var column = 0
                for index in line.range.lowerBound..<run.lowerBound {
                    switch bytes[index] {
                    case 0x20: column += 1
                    case 0x09: column += 4 - column % 4
                    default: return false
                    }
                }
                var after = run.upperBound
                while after < line.range.upperBound && bytes[after] == 0x20 { after += 1 }
                if after == line.range.upperBound { return false }
                var end = column
                for _ in run { end += 4 - end % 4 }
                return end - column == run.count * rule.spacesPerTab
            }
        }

        private func codeBlock(at run: Range<Int>) -> CodeBlock? {
            let blocks = context.nodes.codeBlocks
            return SortedRanges.index(overlapping: run, in: blocks).map { blocks[$0] }
        }
    }
}
