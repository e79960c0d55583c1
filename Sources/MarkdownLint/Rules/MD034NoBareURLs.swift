import MarkdownSyntax

/// MD034: bare URLs and email addresses (the ones GFM turns into links by itself) should be
/// written as autolinks, `<https://example.com>`.
struct MD034NoBareURLs: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD034", aliases: ["no-bare-urls"], tags: ["links", "url"],
        summary: "Bare URL used", isFixable: true)

    init(options: RuleOptions) throws(ConfigError) {}

    func check(_ context: LintContext) -> [Finding] {
        let bare = context.nodes.links.filter { $0.form == .extendedAutolink }
        guard !bare.isEmpty else { return [] }
        let bytes = context.bytes
        var hiddenByParent: [ObjectIdentifier: [Range<Int>]] = [:]
        var findings: [Finding] = []
        for link in bare {
            guard let range = link.byteRange, !range.isEmpty else { continue }
            // A bare URL right between `<` and `>` (`<www.example.com>`, which is no
            // autolink) reads as bracketed already; markdownlint leaves it alone too.
            if range.lowerBound > 0, range.upperBound < bytes.count,
               bytes[range.lowerBound - 1] == UInt8(ascii: "<"), bytes[range.upperBound] == UInt8(ascii: ">") {
                continue
            }
            // Between an HTML start tag and its end tag (`<a href="…">https://…</a>`), the
            // URL belongs to the HTML.
            if let parent = link.parent {
                let key = ObjectIdentifier(parent.raw)
                let hidden = hiddenByParent[key] ?? {
                    let spans = Self.htmlElementSpans(in: parent)
                    hiddenByParent[key] = spans
                    return spans
                }()
                if hidden.contains(where: { $0.contains(range.lowerBound) }) { continue }
            }
            let text = context.text(range)
            findings.append(Finding(range: range, context: MarkdownlintText.ellipsized(text),
                                    fix: Self.fix(text: text, destination: link.destination, range: range)))
        }
        return findings
    }

    /// Wraps the URL in `<…>`. Safe when the autolink renders the same link: a URL with a
    /// scheme, or an email address CommonMark accepts between angle brackets. A `www.`
    /// address needs a scheme inside the brackets (`<http://www.…>`), which shows in the
    /// text, so that fix is unsafe.
    static func fix(text: String, destination: String, range: Range<Int>) -> Fix {
        var replacement = "<" + text + ">"
        var applicability = Fix.Applicability.safe
        let plain = !text.utf8.contains { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "&") || $0 < 0x21 }
        if destination == "mailto:" + text {
            if !plain || !isCommonMarkEmail(text) { applicability = .unsafe }
        } else if destination == text {
            if !plain { applicability = .unsafe }
        } else {
            replacement = "<" + destination + ">"
            applicability = .unsafe
        }
        return Fix(TextEdit(range: range, replacement: replacement), applicability: applicability)
    }

    /// CommonMark's email autolink grammar: `local@label(.label)*`, labels of letters,
    /// digits and inner hyphens, at most 63 long.
    static func isCommonMarkEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return false }
        let localAllowed = Set(".!#$%&'*+/=?^_`{|}~-".utf8)
        for byte in parts[0].utf8 {
            let isAlnum = (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            if !isAlnum && !localAllowed.contains(byte) { return false }
        }
        for label in parts[1].split(separator: ".", omittingEmptySubsequences: false) {
            let bytes = Array(label.utf8)
            guard !bytes.isEmpty, bytes.count <= 63, bytes.first != UInt8(ascii: "-"),
                  bytes.last != UInt8(ascii: "-") else { return false }
            for byte in bytes {
                let isAlnum = (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                if !isAlnum && byte != UInt8(ascii: "-") { return false }
            }
        }
        return true
    }

    /// The stretches of a node's children between an inline HTML start tag and the matching
    /// end tag among the same children (nested tags of the same name counted).
    static func htmlElementSpans(in parent: any Markup) -> [Range<Int>] {
        let children = Array(parent.children)
        guard children.contains(where: { $0 is InlineHTML }) else { return [] }
        var spans: [Range<Int>] = []
        var index = 0
        while index < children.count {
            defer { index += 1 }
            guard let html = children[index] as? InlineHTML, let open = tagName(html.rawHTML),
                  !open.isClosing, let start = html.byteRange?.upperBound else { continue }
            var depth = 1
            var next = index + 1
            while next < children.count {
                if let other = children[next] as? InlineHTML, let tag = tagName(other.rawHTML), tag.name == open.name {
                    depth += tag.isClosing ? -1 : 1
                    if depth == 0 {
                        if let end = other.byteRange?.lowerBound, start <= end { spans.append(start..<end) }
                        index = next
                        break
                    }
                }
                next += 1
            }
        }
        return spans
    }

    /// The name of an HTML tag (`<a …>`, `</a>`), as written.
    private static func tagName(_ html: String) -> (name: Substring, isClosing: Bool)? {
        var rest = Substring(html)
        guard rest.first == "<" else { return nil }
        rest = rest.dropFirst()
        let isClosing = rest.first == "/"
        if isClosing { rest = rest.dropFirst() }
        let name = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        guard let first = name.first, first.isLetter else { return nil }
        return (name, isClosing)
    }
}
