import MarkdownSyntax

/// MD050: strong emphasis should use one marker (`**text**` or `__text__`) throughout.
///
/// With `consistent` the document's first strong emphasis sets the style. Both markers of
/// a strong emphasis in the other style are reported; the fix swaps them, unless the swap
/// could change the rendering (see `EmphasisStyleCheck`).
struct MD050StrongStyle: Rule {
    static let styleOption = RuleOption("style", default: EmphasisMarkerStyle.consistent,
                                        "Marker of every strong emphasis (`**text**` or `__text__`)")

    static let descriptor = RuleDescriptor(
        id: "MD050", aliases: ["strong-style"], tags: ["emphasis"],
        summary: "Strong style",
        options: [styleOption],
        isFixable: true)

    let style: EmphasisMarkerStyle

    init(options: RuleOptions) throws(ConfigError) {
        style = options[Self.styleOption]
    }

    func check(_ context: LintContext) -> [Finding] {
        let strongs = context.nodes.strongs
        guard !strongs.isEmpty else { return [] }
        return EmphasisStyleCheck.findings(strongs, markerLength: 2, style: style, in: context)
    }
}
