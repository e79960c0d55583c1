import MarkdownAttributedString
import MarkdownSyntax

/// The tree's blocks around a source range, found by containment: the oracle for the
/// block intent chains of converted runs.
enum TreePaths {
    /// A block on a path: its expected kind and where it is in the tree (child indices).
    struct Step: Hashable {
        var kind: MarkdownBlockKind
        var position: [Int]
    }

    /// Every path from the document down to a deepest block containing `range` (more than
    /// one where empty ranges of padded table cells coincide).
    static func paths(to range: Range<Int>, in document: Document) -> [[Step]] {
        paths(to: range, below: document, position: [], prefix: [])
    }

    private static func paths(to range: Range<Int>, below node: any Markup, position: [Int], prefix: [Step]) -> [[Step]] {
        var found: [[Step]] = []
        for (index, child) in node.children.enumerated() where child is BlockMarkup || isTablePart(child) {
            guard let bytes = child.byteRange, bytes.lowerBound <= range.lowerBound,
                  range.upperBound <= bytes.upperBound else { continue }
            let here = position + [index]
            let steps = expectedKind(of: child).map { prefix + [Step(kind: $0, position: here)] } ?? prefix
            found += paths(to: range, below: child, position: here, prefix: steps)
        }
        return found.isEmpty ? [prefix] : found
    }

    private static func isTablePart(_ node: any Markup) -> Bool {
        node is Table.Head || node is Table.Body || node is Table.Row || node is Table.Cell
    }

    /// What the node's block intent should say, from the node and its parents alone.
    static func expectedKind(of node: any Markup) -> MarkdownBlockKind? {
        switch node {
        case is Paragraph: return .paragraph
        case let heading as Heading: return .heading(level: heading.level)
        case is OrderedList: return .orderedList
        case is UnorderedList: return .unorderedList
        case let item as ListItem:
            let ordinal = ((item.parent as? OrderedList)?.startIndex ?? 1) + item.indexInParent
            return item.checkbox.map { .taskItem(ordinal: ordinal, isChecked: $0 == .checked) } ?? .listItem(ordinal: ordinal)
        case is BlockQuote: return .blockQuote
        case let code as CodeBlock: return .codeBlock(language: code.language)
        case is HTMLBlock: return .htmlBlock
        case let table as Table: return .table(columnAlignments: table.columnAlignments)
        case is Table.Head: return .tableHeaderRow
        case let row as Table.Row: return .tableRow(index: row.indexInParent + 1)
        case let cell as Table.Cell: return .tableCell(column: cell.indexInParent, alignment: cell.alignment)
        case is ThematicBreak: return .thematicBreak
        case let definition as FootnoteDefinition: return .footnoteDefinition(label: definition.label)
        default: return nil
        }
    }
}
