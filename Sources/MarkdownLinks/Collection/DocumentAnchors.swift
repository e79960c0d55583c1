import MarkdownSyntax

/// The anchors a `#fragment` can reach in one document, the way GitHub renders it: heading
/// slugs (github-slugger's algorithm, repeated headings numbered `-1`, `-2`, …),
/// `{#custom-id}` heading attributes, the `id` of any HTML element and the `name` of `<a>`
/// elements; plus `#top` and GitHub's line fragments (`#L10`, `#L10-L20`, `#L19C5-L21C11`).
/// In MkDocs, the `#id` of an attribute list (`{ #id }`) too, in place of its heading's slug.
public struct DocumentAnchors: Sendable {
    /// Every anchor once, in document order (headings first, then HTML ids and names).
    public private(set) var anchors: [String] = []
    private var exact: Set<String> = []
    private var folded: [String: String] = [:]

    /// No anchors.
    public init() {}

    /// The anchors of a parsed Markdown document.
    public init(document: Document) {
        let bytes = document.source?.bytes ?? []
        var slugger = HeadingSlugger()
        var htmlRanges: [Range<Int>] = []
        var pending: [any Markup] = document.children.reversed()
        while let node = pending.popLast() {
            switch node {
            case let heading as Heading:
                insertAnchors(of: heading, slugger: &slugger, source: bytes)
                // Inline HTML in a heading can carry ids too.
                pending.append(contentsOf: node.children.reversed())
            case let attributes as AttributeList:
                // MkDocs: `[](){ #id }`, `Paragraph.{ #id }` give the element they follow an id.
                if let id = attributes.identifier, !id.isEmpty { insert(id) }
            case let html as HTMLBlock:
                if let range = html.byteRange { htmlRanges.append(range) }
            case let html as InlineHTML:
                if let range = html.byteRange { htmlRanges.append(range) }
            case is CodeBlock, is InlineCode, is FrontMatter:
                break
            default:
                pending.append(contentsOf: node.children.reversed())
            }
        }
        for range in htmlRanges { insertHTMLAnchors(HTMLTag.scan(bytes, in: range)) }
    }

    /// Adds the anchors of `heading`: in MkDocs the `#id` of its attribute list
    /// (`## Title { #id }`, the last one winning), which takes the place of its slug; else
    /// its slug (numbered by `slugger` when repeated) and any `{#custom-id}` in its source
    /// `bytes`. MD051, `mdtool links` and MDT001 all read headings through this.
    package mutating func insertAnchors(of heading: Heading, slugger: inout HeadingSlugger, source bytes: [UInt8]) {
        if let id = heading.children.lazy.compactMap({ ($0 as? AttributeList)?.identifier }).last {
            insert(id)
            return
        }
        let slug = slugger.slug(for: heading)
        guard !slug.isEmpty else { return }
        insert(slug)
        if let range = heading.byteRange, bytes[range].contains(UInt8(ascii: "{")) {
            for id in Self.customIDs(in: bytes, range) { insert(id) }
        }
    }

    /// The `id`s and `<a name>`s of an HTML file.
    public init(html bytes: [UInt8]) {
        insertHTMLAnchors(HTMLTag.scan(bytes, in: 0..<bytes.count))
    }

    private mutating func insertHTMLAnchors(_ tags: [HTMLTag]) {
        for tag in tags {
            if let id = tag.attribute("id")?.value, !id.isEmpty { insert(id) }
            if tag.name == "a", let name = tag.attribute("name")?.value, !name.isEmpty { insert(name) }
        }
    }

    /// Adds an anchor, unless it is already there.
    public mutating func insert(_ anchor: String) {
        guard exact.insert(anchor).inserted else { return }
        anchors.append(anchor)
        let key = Self.caseFoldKey(anchor)
        if folded[key] == nil { folded[key] = anchor }
    }

    /// `anchor` lowercased: the anchor itself (sharing its storage) when it has no capital
    /// letter, as slugs never do, rather than a copy of every anchor.
    private static func caseFoldKey(_ anchor: String) -> String {
        anchor.utf8.contains(where: { $0 >= 0x80 || ($0 >= 0x41 && $0 <= 0x5A) }) ? anchor.lowercased() : anchor
    }

    /// Whether the document has exactly this anchor.
    public func contains(_ anchor: String) -> Bool { exact.contains(anchor) }

    /// The first anchor equal to `anchor` when case is ignored.
    public func matchIgnoringCase(_ anchor: String) -> String? { folded[Self.caseFoldKey(anchor)] }

    /// How a fragment (without `#`, as written) resolves.
    public enum Resolution: Sendable, Hashable {
        /// The fragment reaches an anchor.
        case found
        /// Only a case-insensitive match exists: the anchor as the document spells it.
        case differsInCase(String)
        /// No anchor matches the fragment.
        case missing
    }

    /// Resolves a fragment: an anchor (as written or percent-decoded, with or without GitHub's
    /// `user-content-` prefix), `top`, or a line fragment. With `ignoringCase`, a match that
    /// differs only in case counts as found.
    public func resolve(_ fragment: String, ignoringCase: Bool = false) -> Resolution {
        if fragment.isEmpty || fragment == "top" || Self.isLineFragment(fragment) { return .found }
        var candidates = [fragment]
        if let decoded = LinkTarget.percentDecoded(fragment) { candidates.append(decoded) }
        for candidate in candidates where candidate.hasPrefix("user-content-") {
            candidates.append(String(candidate.dropFirst("user-content-".count)))
        }
        if candidates.contains(where: contains) { return .found }
        for candidate in candidates {
            if let match = matchIgnoringCase(candidate) { return ignoringCase ? .found : .differsInCase(match) }
        }
        return .missing
    }

    /// GitHub's line fragments: `L20`, `L19-L21`, `L19C5-L21C11` (without the `#`).
    public static func isLineFragment(_ fragment: some StringProtocol) -> Bool {
        var bytes = Array(fragment.utf8)[...]
        func digits() -> Bool {
            var count = 0
            while let byte = bytes.first, byte >= 0x30 && byte <= 0x39 {
                bytes.removeFirst()
                count += 1
            }
            return count > 0
        }
        func line() -> Bool {
            guard bytes.first == UInt8(ascii: "L") else { return false }
            bytes.removeFirst()
            guard digits() else { return false }
            if bytes.first == UInt8(ascii: "C") {
                bytes.removeFirst()
                return digits()
            }
            return true
        }
        guard line() else { return false }
        if bytes.isEmpty { return !fragment.contains("C") }
        guard bytes.first == UInt8(ascii: "-") else { return false }
        bytes.removeFirst()
        return line() && bytes.isEmpty
    }

    /// `{#custom-id}` attributes in a heading's source: `#` then lowercase letters and digits
    /// in groups joined by single `-` or `_`.
    package static func customIDs(in bytes: [UInt8], _ range: Range<Int>) -> [String] {
        var result: [String] = []
        var index = range.lowerBound
        while index + 3 < range.upperBound {
            guard bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "#") else {
                index += 1
                continue
            }
            var end = index + 2
            var groupLength = 0
            var valid = true
            while end < range.upperBound {
                let byte = bytes[end]
                if (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) {
                    groupLength += 1
                } else if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                    if groupLength == 0 { valid = false; break }
                    groupLength = 0
                } else {
                    break
                }
                end += 1
            }
            if valid, groupLength > 0, end < range.upperBound, bytes[end] == UInt8(ascii: "}") {
                result.append(String(decoding: bytes[(index + 2)..<end], as: UTF8.self))
                index = end + 1
            } else {
                index += 1
            }
        }
        return result
    }
}
