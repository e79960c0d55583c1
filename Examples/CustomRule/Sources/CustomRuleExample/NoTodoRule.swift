import MarkdownLint
import MarkdownSyntax

/// TODO001: prose should not contain markers of unfinished work. Code is not prose.
public struct NoTodoRule: Rule {
    /// Each option is declared once: key, default (its type gives the value's type) and help.
    public static let markersOption = RuleOption("markers", default: ["TODO", "FIXME"],
                                                 "Words that mark unfinished work")

    public static let descriptor = RuleDescriptor(
        id: "TODO001", aliases: ["no-todo"], tags: ["prose"],
        summary: "Prose should not contain TODO markers", options: [markersOption])

    private let markers: [String]

    public init(options: RuleOptions) throws(ConfigError) {
        markers = options[Self.markersOption]
        if markers.contains("") { throw options.invalid(Self.markersOption, "a marker cannot be empty") }
    }

    public func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        // Text nodes are prose: code spans, code blocks, HTML and URLs are other nodes.
        let bytes = context.bytes
        for text in context.nodes.texts {
            guard let range = text.byteRange else { continue }
            for marker in markers {
                for start in range where bytes[start..<range.upperBound].starts(with: marker.utf8) {
                    findings.append(Finding(range: start..<(start + marker.utf8.count), context: marker))
                }
            }
        }
        return findings
    }
}
