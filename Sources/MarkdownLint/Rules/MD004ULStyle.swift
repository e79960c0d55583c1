import MarkdownSyntax

/// MD004: unordered list markers should follow one style.
struct MD004ULStyle: Rule {
    enum Style: String, RuleOptionChoice {
        case consistent, asterisk, plus, dash, sublist

        var help: String? {
            switch self {
            case .consistent: "the document's first marker everywhere"
            case .asterisk: "`*`"
            case .plus: "`+`"
            case .dash: "`-`"
            case .sublist: "one marker per nesting level, each different from its parent level's"
            }
        }
    }

    static let styleOption = RuleOption("style", default: Style.consistent, "Marker every bullet list item uses")

    static let descriptor = RuleDescriptor(
        id: "MD004", aliases: ["ul-style"], tags: ["bullet", "ul"],
        summary: "Unordered list style",
        options: [styleOption],
        isFixable: true)

    let style: Style

    init(options: RuleOptions) throws(ConfigError) {
        style = options[Self.styleOption]
    }

    /// The marker a list should have and the one it has, as a finding's detail names them.
    private struct MarkerNames: Hashable {
        let wanted: String
        let actual: String
    }

    private static func name(of marker: UInt8) -> String {
        switch marker {
        case UInt8(ascii: "-"): "dash"
        case UInt8(ascii: "+"): "plus"
        default: "asterisk"
        }
    }

    private static func marker(named name: String) -> UInt8 {
        switch name {
        case "dash": UInt8(ascii: "-")
        case "plus": UInt8(ascii: "+")
        default: UInt8(ascii: "*")
        }
    }

    /// A style unlike `name`, for a sublist whose first marker repeats its parent's.
    private static func other(than name: String) -> String {
        switch name {
        case "dash": "plus"
        case "plus": "asterisk"
        default: "dash"
        }
    }

    func check(_ context: LintContext) -> [Finding] {
        let lists = context.nodes.unorderedLists
        guard !lists.isEmpty else { return [] }
        let bytes = context.bytes
        var findings: [Finding] = []
        var expected: String? = {
            switch style {
            case .asterisk: "asterisk"
            case .plus: "plus"
            case .dash: "dash"
            case .consistent, .sublist: nil
            }
        }()
        var levelStyles: [String?] = []
        var details = DetailCache<MarkerNames>()
        for (index, list) in lists.enumerated() {
            var level = 0
            if style == .sublist {
                var current = list.parent
                while let parent = current {
                    if parent is UnorderedList || parent is OrderedList { level += 1 }
                    current = parent.parent
                }
                while levelStyles.count <= level { levelStyles.append(nil) }
            }
            var pending: [Finding] = []
            var edits: [TextEdit] = []
            var target: UInt8 = 0
            let items = context.nodes.items(ofUnorderedList: index)
            for item in items {
                guard let marker = item.markerByteRange, !marker.isEmpty else { continue }
                let actual = Self.name(of: bytes[marker.lowerBound])
                if style == .sublist {
                    if levelStyles[level] == nil {
                        let parentStyle = level > 0 ? levelStyles[level - 1] : nil
                        levelStyles[level] = actual == parentStyle ? Self.other(than: actual) : actual
                    }
                    expected = levelStyles[level]
                } else if expected == nil {
                    expected = actual
                }
                guard let wanted = expected, wanted != actual else { continue }
                target = Self.marker(named: wanted)
                edits.append(TextEdit(range: marker, replacement: String(UnicodeScalar(target))))
                pending.append(Finding(range: marker, detail: details.detail(for: MarkerNames(wanted: wanted, actual: actual)) {
                    "Expected: \($0.wanted); Actual: \($0.actual)"
                }))
            }
            guard !pending.isEmpty else { continue }
            // All items of a list share one marker: their changes form one fix, applied
            // together (changing only some items would split the list).
            let fix = Fix(edits, applicability: Self.markerChangeIsSafe(list, items: items, to: target, context) ? .safe : .unsafe)
            findings += SharedListFix.attach(fix, to: pending, movable: pending.map { _ in true })
        }
        return findings
    }

    /// A new marker keeps the structure unless the list then joins a neighbouring list
    /// (lists of one marker next to each other are one list) or an item turns into a
    /// thematic break (`+ - -` becoming `- - -`).
    private static func markerChangeIsSafe(_ list: UnorderedList, items: ListItemChildren, to marker: UInt8,
                                           _ context: LintContext) -> Bool {
        if let parent = list.parent {
            let index = list.indexInParent
            let siblings = parent.children
            if index > 0, siblings[index - 1] is UnorderedList { return false }
            if index + 1 < siblings.count, siblings[index + 1] is UnorderedList { return false }
        }
        let bytes = context.bytes
        for item in items {
            guard let range = item.markerByteRange else { continue }
            let lineEnd = context.line(at: range.lowerBound).range.upperBound
            var count = 1
            var onlyMarkers = true
            var index = range.upperBound
            while index < lineEnd {
                let byte = bytes[index]
                if byte == marker {
                    count += 1
                } else if byte != 0x20 && byte != 0x09 {
                    onlyMarkers = false
                    break
                }
                index += 1
            }
            if onlyMarkers && count >= 3 { return false }
        }
        return true
    }
}
