import MarkdownSyntax

/// MD007: nested unordered lists should be indented by a fixed number of spaces.
struct MD007ULIndent: Rule {
    static let indentOption = RuleOption("indent", default: 2, "Spaces per nesting level")
    static let startIndentedOption = RuleOption("start_indented", default: false,
                                                "Whether top-level lists are indented too")
    static let startIndentOption = RuleOption(
        "start_indent", default: 2,
        "Spaces before top-level list items when `start_indented` is set; when not given, the value of `indent`")

    static let descriptor = RuleDescriptor(
        id: "MD007", aliases: ["ul-indent"], tags: ["bullet", "ul", "indentation"],
        summary: "Unordered list indentation",
        options: [indentOption, startIndentedOption, startIndentOption],
        isFixable: true)

    /// The configured indent; nil: 2, or in MkDocs files 4 (Python-Markdown nests nothing
    /// indented less).
    let configuredIndent: Int?
    let startIndented: Bool
    let configuredStartIndent: Int?

    init(options: RuleOptions) throws(ConfigError) {
        // As markdownlint: 0 (or nothing) means the default.
        let indent = options.configured(Self.indentOption) ?? 0
        configuredIndent = indent == 0 ? nil : indent
        startIndented = options[Self.startIndentedOption]
        let start = options.configured(Self.startIndentOption) ?? 0
        configuredStartIndent = start == 0 ? nil : start
    }

    func check(_ context: LintContext) -> [Finding] {
        let indent = configuredIndent ?? (context.document.dialect == .mkdocs ? 4 : Self.indentOption.defaultValue)
        let startIndent = configuredStartIndent ?? indent
        var findings: [Finding] = []
        // Read once: each read of a context's table retains and releases its storage.
        let lines = context.lines
        let columns = context.utf16Columns
        let bytes = context.bytes
        for (listIndex, list) in context.nodes.unorderedLists.enumerated() {
            // Only lists whose enclosing lists (up to the nearest block quote or DocC
            // directive) are all unordered. A directive's body counts from its indentation.
            // Kinds first: making each ancestor's node costs more than the rule's own work.
            var nesting = 0
            var base = 0
            var skip = false
            var ancestors = list.ancestorKinds
            var distance = -1
            while let kind = ancestors.next() {
                distance += 1
                if kind == .unorderedList {
                    nesting += 1
                } else if kind == .orderedList {
                    skip = true
                    break
                } else if kind == .blockQuote {
                    break
                } else if kind == .blockDirective {
                    var directive = list.parent
                    for _ in 0..<distance { directive = directive?.parent }
                    if let directive = directive as? BlockDirective { base = context.bodyIndentation(of: directive) }
                    break
                }
            }
            if skip { continue }
            let expected = base + (startIndented ? startIndent : 0) + nesting * indent
            var moves: [ListItemMove] = []
            var pending: [(Finding, Bool)] = []
            for item in context.nodes.items(ofUnorderedList: listIndex) {
                guard let prefix = ListItemPrefix(of: item, in: context) else { continue }
                let markerStart = prefix.marker.lowerBound
                let number = context.lineNumber(at: markerStart)
                let line = lines[number - 1]
                // Indentation counts from the last block quote marker (and the one space
                // after it) before the list marker on its line.
                var quoteEnd = line.range.lowerBound
                var index = markerStart - 1
                while index >= line.range.lowerBound {
                    if bytes[index] == UInt8(ascii: ">") {
                        quoteEnd = index + 1
                        if quoteEnd < markerStart, bytes[quoteEnd] == 0x20 || bytes[quoteEnd] == 0x09 {
                            quoteEnd += 1
                        }
                        break
                    }
                    index -= 1
                }
                let actual = columns.column(at: markerStart, line: number) - columns.column(at: quoteEnd, line: number)
                guard actual != expected else { continue }
                let move = ListItemMove(item, from: actual, to: expected, in: context)
                if let move { moves.append(move) }
                pending.append((Finding(range: line.range.lowerBound..<prefix.range.upperBound,
                                        detail: ExpectedActual.detail(expected, actual)), move != nil))
            }
            if pending.isEmpty { continue }
            // The moves of one list form one fix, so that its items move together.
            let fix = ListItemMove.fix(moves, in: context)
            findings += SharedListFix.attach(fix, to: pending.map { $0.0 }, movable: pending.map { $0.1 })
        }
        return findings
    }
}
