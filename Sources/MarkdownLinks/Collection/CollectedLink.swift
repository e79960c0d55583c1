import MarkdownSyntax

/// One place in a document that points somewhere: a link, an image, an autolink, a link
/// reference definition, or an `href`/`src` attribute of raw HTML.
public struct CollectedLink: Sendable, Hashable {
    /// What kind of construct the target was written in.
    public enum Kind: Sendable, Hashable {
        /// `[text](target)`, a reference link `[text][label]`, `<https://…>` or a bare URL.
        case link(LinkForm)
        /// `![alt](target)` or a reference image.
        case image(LinkForm)
        /// `[label]: target`
        case definition
        /// An attribute of an HTML start tag: `<a href="…">`, `<img src="…">`.
        case html(tag: String, attribute: String)
        /// A DocC directive argument naming a resource: `@Image(source: …)`, `@Video(poster: …)`.
        case directive(name: String, argument: String)
    }

    /// The construct the target was written in.
    public var kind: Kind
    /// The target as the document means it: escapes and character references decoded, a bare
    /// `www.` URL with its `http://`, an email autolink with its `mailto:`. For reference
    /// links and images, the destination of the definition they use.
    public var destination: String
    /// UTF-8 byte range of the whole construct (the link or image node, the definition, or the
    /// HTML start tag).
    public var range: Range<Int>
    /// UTF-8 byte range of the target as written (inside `<…>` when bracketed, the attribute
    /// value without quotes); nil for reference links and images, whose target is written in
    /// their definition.
    public var destinationRange: Range<Int>?
    /// For reference links and images and for definitions: the label as written.
    public var label: String?
    /// In a DocC document, the page a `doc:` link or definition names (`Link.topic`).
    public var topic: TopicReference?

    /// Makes a collected link; byte ranges are UTF-8 offsets in the document's source.
    public init(kind: Kind, destination: String, range: Range<Int>, destinationRange: Range<Int>?,
                label: String? = nil, topic: TopicReference? = nil) {
        self.kind = kind
        self.destination = destination
        self.range = range
        self.destinationRange = destinationRange
        self.label = label
        self.topic = topic
    }

    /// Whether the target is written in a definition elsewhere (reference links and images).
    public var usesDefinition: Bool {
        switch kind {
        case .link(let form), .image(let form): return form.isReference
        case .definition, .html, .directive: return false
        }
    }

    /// Whether the target is a file shown or offered on the page (an image, a video, a
    /// download), which DocC finds by file name anywhere in the catalog.
    public var isResource: Bool {
        switch kind {
        case .image, .directive: return true
        case .link, .definition, .html: return false
        }
    }

    /// A short name for reports: `link`, `image`, `autolink`, `definition`, `html`, `directive`.
    public var kindName: String {
        switch kind {
        case .link(let form): return form.isAutolink ? "autolink" : "link"
        case .image: return "image"
        case .definition: return "definition"
        case .html: return "html"
        case .directive: return "directive"
        }
    }
}
