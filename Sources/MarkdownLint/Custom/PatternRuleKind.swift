/// Where a pattern rule (a `custom_rules:` entry of `.mdtool.yml`) looks for its pattern.
/// Each kind is a separate piece of the document, matched on its source text as written:
///
/// | kind | what is matched |
/// |---|---|
/// | `text` | Prose of paragraphs and table cells (not headings); code spans, links, images, raw HTML and footnote references in it become `U+FFFC`, emphasis markers and block quote or list prefixes are left out |
/// | `heading` | Heading text, likewise (without the `#`s or the setext underline) |
/// | `link_text` | The text of each link between its brackets (not autolinks) |
/// | `image_alt` | The text of each image between `![` and `]` |
/// | `link_destination` | URLs as written: of inline links and images, of autolinks, bare URLs and link reference definitions |
/// | `inline_code` | The content of each code span, between its backticks |
/// | `code_block` | Each line of code blocks (not the fences) |
/// | `html` | HTML blocks and inline HTML, comments included |
///
/// `code` names `inline_code` and `code_block`; `prose` names `text`, `heading`,
/// `link_text` and `image_alt` (the default). Front matter is never linted.
public enum PatternRuleKind: String, Sendable, Hashable, CaseIterable {
    /// Prose of paragraphs and table cells.
    case text
    /// Heading text.
    case heading
    /// The text of links.
    case linkText = "link_text"
    /// The alt text of images.
    case imageAlt = "image_alt"
    /// URLs as written.
    case linkDestination = "link_destination"
    /// The content of code spans.
    case inlineCode = "inline_code"
    /// Each line of code blocks.
    case codeBlock = "code_block"
    /// HTML blocks and inline HTML.
    case html

    /// Names that stand for several kinds.
    public static let groups: [(name: String, kinds: [PatternRuleKind])] = [
        ("code", [.inlineCode, .codeBlock]),
        ("prose", [.text, .heading, .linkText, .imageAlt]),
    ]

    /// The kinds a rule applies to when its configuration does not say.
    public static let defaultKinds: Set<PatternRuleKind> = [.text, .heading, .linkText, .imageAlt]

    /// Every name `applies_to` accepts.
    public static var allNames: [String] { allCases.map(\.rawValue) + groups.map(\.name) }

    /// The kinds a name of `applies_to` stands for; nil for an unknown name.
    public static func kinds(named name: String) -> [PatternRuleKind]? {
        if let kind = PatternRuleKind(rawValue: name) { return [kind] }
        return groups.first { $0.name == name }?.kinds
    }
}
