// Apple platforms only: Foundation's PresentationIntent and InlinePresentationIntent do
// not exist elsewhere, so this file is not compiled on Linux (see the README).
#if canImport(Darwin)
import Foundation
import MarkdownSyntax

/// Foundation's own intents for a run, so renderers written for `AttributedString(markdown:)`
/// take these runs as they are.
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
enum FoundationIntents {
    static func add(_ style: RunBuffer.Style, to attributes: inout AttributeContainer) {
        if let block = style.block, let intent = presentationIntent(block) {
            attributes.presentationIntent = intent
        }
        var inline = InlinePresentationIntent()
        let pairs: [(MarkdownInlineIntent, InlinePresentationIntent)] = [
            (.emphasized, .emphasized), (.stronglyEmphasized, .stronglyEmphasized), (.strikethrough, .strikethrough),
            (.code, .code), (.softBreak, .softBreak), (.lineBreak, .lineBreak), (.inlineHTML, .inlineHTML),
        ]
        for (ours, theirs) in pairs where style.inline.contains(ours) { inline.insert(theirs) }
        if case .htmlBlock? = style.block?.innermost?.kind { inline.insert(.blockHTML) }
        if !inline.isEmpty { attributes.inlinePresentationIntent = inline }
    }

    /// The chain as nested intents; footnote definitions, unknown to Foundation, leave
    /// their blocks in the enclosing block's place.
    private static func presentationIntent(_ block: MarkdownBlockIntent) -> PresentationIntent? {
        var intent: PresentationIntent?
        for component in block.components {
            guard let kind = kind(of: component.kind) else { continue }
            intent = PresentationIntent(kind, identity: component.identity, parent: intent)
        }
        return intent
    }

    private static func kind(of kind: MarkdownBlockKind) -> PresentationIntent.Kind? {
        switch kind {
        case .paragraph, .htmlBlock: return .paragraph
        case .heading(let level): return .header(level: level)
        case .orderedList: return .orderedList
        case .unorderedList: return .unorderedList
        case .listItem(let ordinal), .taskItem(let ordinal, _): return .listItem(ordinal: ordinal)
        case .blockQuote, .alert: return .blockQuote
        case .codeBlock(let language): return .codeBlock(languageHint: language)
        case .table(let alignments):
            return .table(columns: alignments.map { PresentationIntent.TableColumn(alignment: column($0)) })
        case .tableHeaderRow: return .tableHeaderRow
        case .tableRow(let index): return .tableRow(rowIndex: index)
        case .tableCell(let column, _): return .tableCell(columnIndex: column)
        case .thematicBreak: return .thematicBreak
        case .footnoteDefinition: return nil
        }
    }

    private static func column(_ alignment: TableAlignment?) -> PresentationIntent.TableColumn.Alignment {
        switch alignment {
        case .center?: return .center
        case .right?: return .right
        case .left?, nil: return .left
        }
    }
}
#endif
