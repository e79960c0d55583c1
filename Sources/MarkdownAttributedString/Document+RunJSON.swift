#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MarkdownSyntax

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension Document {
    /// The runs of `attributedString(options:)` as JSON lines, one object per run (what
    /// `mdtool render --to attributed` prints): `text`, `blocks` (outermost first: `kind`,
    /// `identity` and the kind's details), `inline` intents, and when present `link`,
    /// `image`, `footnote` and `range` (1-based lines, and columns in UTF-16 code units).
    public func attributedRunsJSONLines(options: MarkdownAttributedStringOptions = .init()) -> String {
        let (attributed, text) = AttributedString.converting(self, options: options)
        var json = JSONLineWriter()
        typealias Markdown = AttributeScopes.MarkdownAttributes
        let utf8 = Array(text.utf8)
        var textStart = 0
        for run in attributed.runs {
            let textEnd = textStart + attributed.utf8.distance(from: run.range.lowerBound, to: run.range.upperBound)
            json.open()
            json.key("text")
            json.string(utf8: utf8[textStart..<textEnd])
            textStart = textEnd
            json.key("blocks")
            json.array(run[Markdown.BlockIntentAttribute.self]?.components ?? []) { json, component in
                Self.write(component, to: &json)
            }
            json.key("inline")
            json.array(Self.names(of: run[Markdown.InlineIntentAttribute.self] ?? [])) { $0.literal($1) }
            if let link = run.link {
                json.key("link")
                json.string(link.absoluteString)
            }
            if let imageURL = run.imageURL {
                json.key("image")
                json.string(imageURL.absoluteString)
            }
            if let footnote = run[Markdown.FootnoteReferenceAttribute.self] {
                json.key("footnote")
                json.string(footnote)
            }
            if let range = run[Markdown.SourceRangeAttribute.self] {
                json.key("range")
                json.open()
                Self.write(range.lowerBound, named: "start", source: source, to: &json)
                Self.write(range.upperBound, named: "end", source: source, to: &json)
                json.close()
            }
            json.close()
            json.newline()
        }
        return json.text
    }

    private static func write(_ location: SourceLocation, named name: StaticString, source: SourceFile?,
                              to json: inout JSONLineWriter) {
        json.key(name)
        json.open()
        json.key("line")
        json.number(location.line)
        json.key("column")
        json.number(source.map { $0.utf16Column(at: location.offset) } ?? location.column)
        json.close()
    }

    private static func write(_ component: MarkdownBlockIntent.Component, to json: inout JSONLineWriter) {
        json.open()
        json.key("kind")
        switch component.kind {
        case .paragraph: json.literal("paragraph")
        case .heading(let level):
            json.literal("heading")
            json.key("level")
            json.number(level)
        case .orderedList: json.literal("orderedList")
        case .unorderedList: json.literal("unorderedList")
        case .listItem(let ordinal):
            json.literal("listItem")
            json.key("ordinal")
            json.number(ordinal)
        case .taskItem(let ordinal, let isChecked):
            json.literal("taskItem")
            json.key("ordinal")
            json.number(ordinal)
            json.key("checked")
            json.bool(isChecked)
        case .blockQuote: json.literal("blockQuote")
        case .alert(let kind):
            json.literal("alert")
            json.key("alert")
            json.string(kind.rawValue)
        case .codeBlock(let language):
            json.literal("codeBlock")
            if let language {
                json.key("language")
                json.string(language)
            }
        case .htmlBlock: json.literal("htmlBlock")
        case .table(let alignments):
            json.literal("table")
            json.key("columns")
            json.array(alignments) { json, alignment in
                if let alignment { json.string(alignment.rawValue) } else { json.null() }
            }
        case .tableHeaderRow: json.literal("tableHeaderRow")
        case .tableRow(let index):
            json.literal("tableRow")
            json.key("index")
            json.number(index)
        case .tableCell(let column, let alignment):
            json.literal("tableCell")
            json.key("column")
            json.number(column)
            if let alignment {
                json.key("alignment")
                json.string(alignment.rawValue)
            }
        case .thematicBreak: json.literal("thematicBreak")
        case .footnoteDefinition(let label):
            json.literal("footnoteDefinition")
            json.key("label")
            json.string(label)
        }
        json.key("identity")
        json.number(component.identity)
        json.close()
    }

    private static func names(of intent: MarkdownInlineIntent) -> [StaticString] {
        let named: [(MarkdownInlineIntent, StaticString)] = [
            (.emphasized, "emphasized"), (.stronglyEmphasized, "stronglyEmphasized"),
            (.strikethrough, "strikethrough"), (.code, "code"), (.softBreak, "softBreak"),
            (.lineBreak, "lineBreak"), (.inlineHTML, "inlineHTML"),
        ]
        return named.filter { intent.contains($0.0) }.map(\.1)
    }
}
