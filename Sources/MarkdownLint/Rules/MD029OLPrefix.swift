import MarkdownSyntax
import MarkdownTransforms

/// MD029: ordered list numbers should be all ones, all zeros, or count up from 0 or 1.
struct MD029OLPrefix: Rule {
    enum Style: String, RuleOptionChoice {
        case oneOrOrdered = "one_or_ordered", one, ordered, zero

        var help: String? {
            switch self {
            case .oneOrOrdered: "`one` or `ordered`, decided per list"
            case .one: "every item `1.`"
            case .ordered: "counting up from 1, or from 0 when the list starts at 0"
            case .zero: "every item `0.`"
            }
        }
    }

    static let styleOption = RuleOption("style", default: Style.oneOrOrdered, "Numbering of ordered lists")

    static let descriptor = RuleDescriptor(
        id: "MD029", aliases: ["ol-prefix"], tags: ["ol"],
        summary: "Ordered list item prefix",
        options: [styleOption],
        isFixable: true)

    let style: Style

    init(options: RuleOptions) throws(ConfigError) {
        style = options[Self.styleOption]
    }

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        let bytes = context.bytes
        for list in context.nodes.orderedLists {
            let items = list.items
            let values = items.map { item in
                item.markerByteRange.flatMap { ListRenumbering.number(ofMarker: bytes[$0]) }
            }
            guard let first = values.first ?? nil else { continue }
            // Decide the list's style from its first two numbers, as markdownlint does.
            var start = 1
            var incrementing = false
            if values.count >= 2, let second = values[1] {
                if second != 1 || first == 0 {
                    incrementing = true
                    if first == 0 { start = 0 }
                }
            }
            let counting: Bool
            switch style {
            case .oneOrOrdered: counting = incrementing
            case .ordered: counting = true
            case .one:
                counting = false
                start = 1
            case .zero:
                counting = false
                start = 0
            }
            let example = counting ? "1/2/3" : (start == 0 ? "0/0/0" : "1/1/1")
            // Renumbering keeps the first number (it shows in the output); it can only
            // fix lists whose first number is already right.
            var changes: [Int: ListRenumbering.Change]?
            for (index, item) in items.enumerated() {
                guard let actual = values[index], let prefix = ListItemPrefix(of: item, in: context) else { continue }
                let expected = counting ? start + index : start
                guard actual != expected else { continue }
                if changes == nil {
                    var computed: [Int: ListRenumbering.Change] = [:]
                    if first == start {
                        let scheme: ListRenumbering.Scheme = counting ? .incrementing(from: start) : .constant(start)
                        for change in ListRenumbering(list, scheme: scheme, source: context.source).changes {
                            computed[change.index] = change
                        }
                    }
                    changes = computed
                }
                let fix = changes?[index].map { Fix($0.edits, applicability: $0.isSafe ? .safe : .unsafe) }
                findings.append(Finding(range: prefix.range,
                                        detail: "Expected: \(expected); Actual: \(actual); Style: \(example)",
                                        fix: fix))
            }
        }
        return findings
    }
}
