import MarkdownSyntax

/// MD030: the number of spaces after list markers.
struct MD030ListMarkerSpace: Rule {
    static let ulSingleOption = RuleOption(
        "ul_single", default: 1, "Spaces after the marker in bullet lists whose items are all one line")
    static let olSingleOption = RuleOption(
        "ol_single", default: 1, "Spaces after the marker in ordered lists whose items are all one line")
    static let ulMultiOption = RuleOption("ul_multi", default: 1, "Spaces after the marker in other bullet lists")
    static let olMultiOption = RuleOption("ol_multi", default: 1, "Spaces after the marker in other ordered lists")

    static let descriptor = RuleDescriptor(
        id: "MD030", aliases: ["list-marker-space"], tags: ["ol", "ul", "whitespace"],
        summary: "Spaces after list markers",
        options: [ulSingleOption, olSingleOption, ulMultiOption, olMultiOption],
        isFixable: true)

    let ulSingle: Int
    let olSingle: Int
    let ulMulti: Int
    let olMulti: Int
    /// Whether any option was set: else MkDocs files may also put the content four columns
    /// after the marker's start, as Python-Markdown's nesting (and `fmt`) wants.
    let isConfigured: Bool

    init(options: RuleOptions) throws(ConfigError) {
        // As markdownlint: 0 means the default.
        func read(_ option: RuleOption<Int>) -> Int {
            let value = options[option]
            return value == 0 ? option.defaultValue : value
        }
        ulSingle = read(Self.ulSingleOption)
        olSingle = read(Self.olSingleOption)
        ulMulti = read(Self.ulMultiOption)
        olMulti = read(Self.olMultiOption)
        isConfigured = [Self.ulSingleOption, Self.olSingleOption, Self.ulMultiOption, Self.olMultiOption]
            .contains { (options.configured($0) ?? 0) != 0 }
    }

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        let bytes = context.bytes
        let fourColumnContent = !isConfigured && context.document.dialect == .mkdocs
        for (node, ordered, items) in context.nodes.allLists {
            guard let range = node.byteRange, let endLine = ListItemGeometry.tokenEndLine(of: node, in: context) else { continue }
            let startLine = context.lineNumber(at: range.lowerBound)
            // One line per item: every item is a single line (markdownlint compares the
            // lines its list token spans with the number of items).
            let single = endLine - startLine + 1 == items.count
            let expected = ordered ? (single ? olSingle : olMulti) : (single ? ulSingle : ulMulti)
            for item in items {
                guard let prefix = ListItemPrefix(of: item, in: context), !prefix.whitespace.isEmpty else { continue }
                let actual = prefix.whitespace.count
                guard actual != expected else { continue }
                if fourColumnContent && prefix.whitespace.upperBound - prefix.marker.lowerBound == 4 { continue }
                var safe = expected < 5 && !bytes[prefix.whitespace].contains(0x09)
                if safe {
                    let oldColumns = context.source.visualColumn(at: prefix.whitespace.upperBound)
                        - context.source.visualColumn(at: prefix.whitespace.lowerBound)
                    safe = ListItemGeometry.shiftIsSafe(item, markerShift: 0, contentShift: expected - oldColumns, in: context)
                }
                findings.append(Finding(
                    range: prefix.range,
                    detail: ExpectedActual.detail(expected, actual),
                    fix: Fix(TextEdit(range: prefix.whitespace, replacement: String(repeating: " ", count: expected)),
                             applicability: safe ? .safe : .unsafe)))
            }
        }
        return findings
    }
}
