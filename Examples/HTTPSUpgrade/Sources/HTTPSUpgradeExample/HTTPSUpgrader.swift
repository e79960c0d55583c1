import MarkdownSyntax

/// A custom transform: every `http://` link, image and link reference definition becomes
/// `https://`. Autolinks (`<http://…>`, bare `http://…`) show their URL as text, so their
/// text is upgraded with them; reference links follow their definitions.
///
/// Apply it with `Document.applying(_:)` to get minimal edits: only the bytes of the
/// upgraded URLs change.
public struct HTTPSUpgrader: MarkupRewriter {
    /// How many destinations were upgraded.
    public private(set) var upgraded = 0

    public init() {}

    public mutating func visitLink(_ link: Link) -> (any Markup)? {
        // Visit the link text first: it may contain images.
        guard var link = defaultVisit(link) as? Link else { return link }
        guard let secure = upgrade(link.destination) else { return link }
        if link.form == .autolink || link.form == .extendedAutolink, link.plainText == link.destination {
            // An autolink shows its URL: upgrade the text too, so it stays an autolink.
            link = Link(destination: secure, title: link.title, form: link.form, label: link.label, [Text(secure)])
        } else {
            link.destination = secure
        }
        return link
    }

    public mutating func visitImage(_ image: Image) -> (any Markup)? {
        var image = image
        if let secure = upgrade(image.source) { image.source = secure }
        return image
    }

    public mutating func visitLinkReferenceDefinition(_ definition: LinkReferenceDefinition) -> (any Markup)? {
        guard let secure = upgrade(definition.destination) else { return definition }
        return LinkReferenceDefinition(label: definition.label, destination: secure, title: definition.title)
    }

    private mutating func upgrade(_ destination: String) -> String? {
        guard destination.hasPrefix("http://") else { return nil }
        upgraded += 1
        return "https://" + destination.dropFirst("http://".count)
    }
}
