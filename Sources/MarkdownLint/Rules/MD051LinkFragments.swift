import Foundation
import MarkdownLinks
import MarkdownSyntax

/// MD051: `#fragment` links within the document must reach a heading (GitHub's anchor),
/// a `{#custom-id}`, an HTML `id` or `<a name>`, `#top`, or a GitHub line (`#L20`).
struct MD051LinkFragments: Rule {
    static let ignoreCaseOption = RuleOption(
        "ignore_case", default: false,
        "Accept fragments that match an anchor when case is ignored (GitHub resolves them that way)")
    static let ignoredPatternOption = RuleOption(
        "ignored_pattern", default: "",
        "A regular expression; fragments (without the `#`) it matches are not checked. Empty means none")

    static let descriptor = RuleDescriptor(
        id: "MD051", aliases: ["link-fragments"], tags: ["links"],
        summary: "Link fragments should be valid",
        options: [ignoreCaseOption, ignoredPatternOption],
        isFixable: true)

    let ignoreCase: Bool
    let ignoredPattern: NSRegularExpression?

    init(options: RuleOptions) throws(ConfigError) {
        ignoreCase = options[Self.ignoreCaseOption]
        let pattern = options[Self.ignoredPatternOption]
        if pattern.isEmpty {
            ignoredPattern = nil
        } else {
            do {
                ignoredPattern = try NSRegularExpression(pattern: pattern)
            } catch {
                throw options.invalid(Self.ignoredPatternOption, "invalid regular expression \"\(pattern)\"")
            }
        }
    }

    func check(_ context: LintContext) -> [Finding] {
        // Links with a fragment of their own: inline links and definitions (reference links
        // are checked through their definition).
        var targets: [(range: Range<Int>, destination: String, destinationStart: Int?)] = []
        for link in context.nodes.links where link.destination.utf8.first == UInt8(ascii: "#") && link.form == .inline {
            if let range = link.byteRange, let text = LinkSource.textRange(of: link, in: context) {
                targets.append((range, link.destination, text.upperBound + 2))
            }
        }
        for definition in context.nodes.linkDefinitions where definition.destination.utf8.first == UInt8(ascii: "#") {
            if let range = definition.byteRange {
                targets.append((range, definition.destination, LinkSource.definitionLabelEnd(in: range, in: context)))
            }
        }
        targets.removeAll { $0.destination.utf8.count < 2 }
        guard !targets.isEmpty else { return [] }

        var anchors = FragmentAnchors.anchors(in: context)
        anchors.insert("top")
        var findings: [Finding] = []
        for target in targets {
            let fragment = target.destination.dropFirst()
            if anchors.contains(String(fragment)) || DocumentAnchors.isLineFragment(fragment) { continue }
            let decoded = LinkTarget.percentDecoded(fragment)
            if let decoded, anchors.contains(decoded) { continue }
            if let ignoredPattern {
                let text = String(fragment)
                if ignoredPattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil { continue }
            }
            let range = target.range
            let singleLine = context.lineNumbers(of: range).count == 1
            let source = singleLine ? context.text(range) : nil
            if let match = anchors.matchIgnoringCase(String(fragment)) ?? decoded.flatMap(anchors.matchIgnoringCase) {
                guard !ignoreCase else { continue }
                var fix: Fix?
                if singleLine, let start = target.destinationStart,
                   let destination = LinkSource.destinationRange(from: start, limit: range.upperBound, in: context) {
                    // The link's target changes (GitHub would have matched it anyway).
                    fix = Fix(TextEdit(range: destination, replacement: "#" + match), applicability: .unsafe)
                }
                findings.append(Finding(range: range, detail: "Expected: #\(match); Actual: \(target.destination)",
                                        context: source, fix: fix))
            } else {
                findings.append(Finding(range: range, context: source))
            }
        }
        return findings
    }
}
