/// The text of HTML written by `HTMLRenderer`: its text nodes with entities decoded and
/// images' `alt` text, without the newlines that stand between blocks, the space after a
/// task checkbox, or footnote back-references. Text in the footnotes section is kept
/// apart, one string per footnote. Meant for HTML without raw HTML in it.
struct HTMLTextContent {
    private(set) var main = ""
    private(set) var footnotes: [String] = []

    private static let blockTags: Set<String> = [
        "p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote", "pre", "table", "thead",
        "tbody", "tr", "th", "td", "hr", "section",
    ]

    private enum Token {
        case tag(name: String, closing: Bool, source: String)
        case text(String)
    }

    init(_ html: String) {
        let tokens = Self.tokens(html)
        var inFootnotes = false
        var skippingBackReference = false
        var afterCheckbox = false
        for (index, token) in tokens.enumerated() {
            switch token {
            case .tag(let name, let closing, let source):
                afterCheckbox = false
                if skippingBackReference {
                    if name == "a" && closing { skippingBackReference = false }
                    continue
                }
                if name == "section" && !closing { inFootnotes = true }
                if inFootnotes && name == "li" && !closing { footnotes.append("") }
                if name == "a" && source.contains("footnote-backref") {
                    skippingBackReference = true
                    append(nil, dropTrailingSpace: true, inFootnotes: inFootnotes)
                }
                if name == "img", let alt = Self.attribute("alt", in: source) {
                    append(Self.decoded(alt), inFootnotes: inFootnotes)
                }
                afterCheckbox = name == "input"
            case .text(let raw):
                if skippingBackReference { continue }
                var text = Self.decoded(raw)
                if afterCheckbox && text.hasPrefix(" ") { text.removeFirst() }
                afterCheckbox = false
                if index > 0, case .tag(let name, _, _) = tokens[index - 1], Self.blockTags.contains(name) {
                    text = String(text.drop { $0 == "\n" })
                }
                if index + 1 < tokens.count, case .tag(let name, _, _) = tokens[index + 1], Self.blockTags.contains(name) {
                    while text.hasSuffix("\n") { text.removeLast() }
                }
                append(text, inFootnotes: inFootnotes)
            }
        }
    }

    private mutating func append(_ text: String?, dropTrailingSpace: Bool = false, inFootnotes: Bool) {
        if inFootnotes {
            guard !footnotes.isEmpty else { return }
            if dropTrailingSpace && footnotes[footnotes.count - 1].hasSuffix(" ") { footnotes[footnotes.count - 1].removeLast() }
            footnotes[footnotes.count - 1] += text ?? ""
        } else {
            if dropTrailingSpace && main.hasSuffix(" ") { main.removeLast() }
            main += text ?? ""
        }
    }

    private static func tokens(_ html: String) -> [Token] {
        var tokens: [Token] = []
        var rest = Substring(html)
        while !rest.isEmpty {
            if rest.first == "<", let end = rest.firstIndex(of: ">") {
                let source = String(rest[...end])
                let closing = source.hasPrefix("</")
                let name = source.dropFirst(closing ? 2 : 1).prefix { $0.isLetter || $0.isNumber }
                tokens.append(.tag(name: String(name), closing: closing, source: source))
                rest = rest[rest.index(after: end)...]
            } else {
                let end = rest.dropFirst().firstIndex(of: "<") ?? rest.endIndex
                tokens.append(.text(String(rest[..<end])))
                rest = rest[end...]
            }
        }
        return tokens
    }

    private static func attribute(_ name: String, in tag: String) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        let value = tag[start.upperBound...]
        return value.firstIndex(of: "\"").map { String(value[..<$0]) }
    }

    /// The renderer escapes only these four.
    private static func decoded(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }
}
