import Foundation
import MarkdownAttributedString
import MarkdownSyntax

/// One run of a converted string, its attributes read back out, for assertions.
struct RunRecord: Equatable, CustomStringConvertible {
    typealias Markdown = AttributeScopes.MarkdownAttributes

    var text: String
    var blocks: [MarkdownBlockIntent.Component]
    var inline: MarkdownInlineIntent
    var link: URL?
    var imageURL: URL?
    var footnote: String?
    var range: SourceRange?

    var kinds: [MarkdownBlockKind] { blocks.map(\.kind) }
    var isPlaceholder: Bool { text == Markdown.placeholder }

    var description: String { "\(text.debugDescription) \(kinds) \(inline.rawValue)" }

    /// The runs of `string` in order.
    static func runs(of string: AttributedString) -> [RunRecord] {
        string.runs.map { run in
            RunRecord(text: String(string[run.range].characters),
                      blocks: run[Markdown.BlockIntentAttribute.self]?.components ?? [],
                      inline: run[Markdown.InlineIntentAttribute.self] ?? [],
                      link: run.link, imageURL: run.imageURL,
                      footnote: run[Markdown.FootnoteReferenceAttribute.self],
                      range: run[Markdown.SourceRangeAttribute.self])
        }
    }

    static func runs(of markdown: String, options: MarkdownAttributedStringOptions = .init()) -> [RunRecord] {
        runs(of: AttributedString(parsingMarkdown: markdown, options: options))
    }
}
