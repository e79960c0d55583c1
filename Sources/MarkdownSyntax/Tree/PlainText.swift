/// Flattens content to text, as heading anchors and search need it: inline markup is
/// dropped (code and link text kept), blocks are separated by line breaks and table cells
/// by tabs.
package enum PlainText {
    package static func append(_ node: RawMarkup, to text: inout String) {
        switch node.kind {
        case .text(let content): content.append(to: &text)
        case .inlineCode(let code, _): code.append(to: &text)
        case .symbolLink(let code, _): text += code
        case .codeBlock(let info):
            let code = info.code
            text += code.hasSuffix("\n") ? String(code.dropLast()) : code
        case .softBreak, .lineBreak: text += "\n"
        case .inlineMath(let info): text += info.tex
        case .mathBlock(let info): text += info.tex.hasSuffix("\n") ? String(info.tex.dropLast()) : info.tex
        case .footnoteReference, .inlineHTML, .htmlBlock, .frontMatter, .linkReferenceDefinition, .thematicBreak,
             .attributeList, .snippet: break
        case .document, .blockQuote, .orderedList, .unorderedList, .listItem, .footnoteDefinition, .blockDirective,
             .table, .tableBody, .alert, .admonition, .contentTab, .definitionList, .definitionDescription:
            text += joined(node.children, separator: "\n")
        case .tableHead, .tableRow:
            text += joined(node.children, separator: "\t")
        case .paragraph, .heading, .tableCell, .emphasis, .strong, .strikethrough, .link, .image, .definitionTerm:
            for child in node.children { append(child, to: &text) }
        }
    }

    private static func joined(_ nodes: RawChildren, separator: String) -> String {
        nodes.compactMap { node -> String? in
            var part = ""
            append(node, to: &part)
            return part.isEmpty ? nil : part
        }.joined(separator: separator)
    }
}
