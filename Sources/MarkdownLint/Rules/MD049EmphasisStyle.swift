import MarkdownSyntax

/// MD049: emphasis should use one marker (`*text*` or `_text_`) throughout.
///
/// With `consistent` the document's first emphasis sets the style. Both markers of an
/// emphasis in the other style are reported; the fix swaps them, unless the swap could
/// change the rendering (see `EmphasisStyleCheck`).
struct MD049EmphasisStyle: Rule {
    static let styleOption = RuleOption("style", default: EmphasisMarkerStyle.consistent,
                                        "Marker of every emphasis (`*text*` or `_text_`)")

    static let descriptor = RuleDescriptor(
        id: "MD049", aliases: ["emphasis-style"], tags: ["emphasis"],
        summary: "Emphasis style",
        options: [styleOption],
        isFixable: true)

    let style: EmphasisMarkerStyle

    init(options: RuleOptions) throws(ConfigError) {
        style = options[Self.styleOption]
    }

    func check(_ context: LintContext) -> [Finding] {
        let emphases = context.nodes.emphases
        guard !emphases.isEmpty else { return [] }
        return EmphasisStyleCheck.findings(emphases, markerLength: 1, style: style, in: context)
    }
}
