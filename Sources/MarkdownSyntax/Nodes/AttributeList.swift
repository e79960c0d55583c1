/// An MkDocs attribute list (attr_list): `{ #id .class key="value" }` right after an inline
/// (a link, an image, emphasis, code), at the end of a heading or term, or on the last line of
/// a paragraph. `target` is the node it gives its attributes to.
public struct AttributeList: InlineMarkup {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitAttributeList(self) }

    /// `text` includes the braces (`{: .note }`).
    public init(_ text: String) { self.init(raw: RawMarkup(.attributeList(text))) }

    /// The list as written, braces included.
    public var text: String {
        guard case .attributeList(let text) = raw.kind else { preconditionFailure("not an attribute list") }
        return text
    }

    /// The attributes in order: `#id` as `("id", value)`, `.class` as `("class", value)`,
    /// `key=value` (quoted or not) as the pair.
    public var attributes: [(name: String, value: String)] { AttributeListParser.attributes(of: text) }

    /// The `#id`, if any (the last one wins, as in attr_list).
    public var identifier: String? { attributes.last { $0.name == "id" }?.value }

    /// The `.class` names in order.
    public var classes: [String] { attributes.filter { $0.name == "class" }.map(\.value) }

    /// The node the attributes belong to: the inline right before the list, or else the
    /// block the list ends (a heading, term or paragraph).
    public var target: (any Markup)? {
        if let previous = previousSibling, !(previous is Text), !(previous is SoftBreak), !(previous is LineBreak) {
            return previous
        }
        return parent
    }
}
