import MarkdownSyntax

/// A `doc:` link's topic as a catalog resolves it: `doc:Article`, `doc:Module/Article`,
/// `doc:/documentation/Module/Article`, `doc://bundle/documentation/Module/Article`,
/// `doc:tutorials/Name`, each with an optional `#heading`; `doc:#heading` is a heading of
/// the same page. Anything longer is a symbol path (`doc:Type/member`), which needs the
/// symbol graph to check.
struct DocumentationLink: Hashable, Sendable {
    enum Page: Hashable, Sendable {
        /// The page the link is on.
        case current
        /// An article (or a tutorial) named as DocC names pages: the file name without its
        /// extension, each run of whitespace a dash.
        case named(String, tutorialsOnly: Bool)
        /// A longer path: a symbol's, not checked.
        case symbol
    }

    var page: Page
    /// The heading part after `#`, as written.
    var heading: String?

    /// Reads where `topic` points; `module` is the catalog's name, which may lead the path.
    init(_ topic: TopicReference, module: String) {
        heading = topic.fragment
        var components = topic.pathComponents.map(String.init)
        var tutorialsOnly = false
        if components.first == "documentation" {
            components.removeFirst()
        } else if components.first == "tutorials" {
            components.removeFirst()
            tutorialsOnly = true
        }
        if components.count > 1 && components.first == module { components.removeFirst() }
        switch components.count {
        case 0: page = .current
        case 1: page = .named(components[0], tutorialsOnly: tutorialsOnly)
        default: page = .symbol
        }
    }

    /// How DocC names the page of a file: its name without the extension, each run of
    /// whitespace a dash.
    static func pageName(ofFile name: Substring) -> String {
        let base = name.lastIndex(of: ".").map { name[..<$0] } ?? name
        return dashed(base)
    }

    /// A heading's or fragment's comparable form, as DocC matches them: each run of
    /// whitespace a dash, every other character that is not a letter, digit or dash dropped,
    /// runs of dashes one dash, no dash at either end. Case counts.
    static func headingKey(_ text: some StringProtocol) -> String {
        var result = ""
        for character in dashed(text) where character.isLetter || character.isNumber || character == "-" {
            if character == "-" && result.last == "-" { continue }
            result.append(character)
        }
        while result.hasPrefix("-") { result.removeFirst() }
        while result.hasSuffix("-") { result.removeLast() }
        return result
    }

    private static func dashed(_ text: some StringProtocol) -> String {
        var result = ""
        var inWhitespace = false
        for character in text {
            if character.isWhitespace {
                if !inWhitespace { result.append("-") }
                inWhitespace = true
            } else {
                result.append(character)
                inWhitespace = false
            }
        }
        return result
    }
}
