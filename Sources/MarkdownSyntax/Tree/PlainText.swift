/// Flattens inline content to text, as image alt text and heading anchors need it.
enum PlainText {
    static func append(_ node: RawMarkup, to text: inout String) {
        switch node.kind {
        case .text(let string): text += string
        case .inlineCode(let code, _): text += code
        case .softBreak, .lineBreak: text += "\n"
        case .footnoteReference, .inlineHTML, .htmlBlock: break
        default:
            for child in node.children { append(child, to: &text) }
        }
    }
}
