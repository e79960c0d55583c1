#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MarkdownSyntax

/// The runs of a document as the tree walk finds them, merged while their attributes stay
/// the same, then made into an `AttributedString` at once.
///
/// Every `AttributedString` mutation costs tens of thousands of instructions on Linux, and
/// more the longer the string, so the text is gathered here first, then made into small
/// attributed strings of a few runs each, appended one after the other.
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
struct RunBuffer {
    /// The attributes every text of a run shares; a new style starts whenever one changes.
    struct Style {
        var block: MarkdownBlockIntent?
        var inline: MarkdownInlineIntent = []
        var link: URL?
        var imageURL: URL?
        /// The normalized label of a referenced footnote.
        var footnote: String?
    }

    private struct Run {
        /// UTF-8 length of the run's text in `text`.
        var length: Int
        var style: Int
        /// Source bytes the text came from; -1 when unknown (nodes built in code).
        var start: Int32
        var end: Int32
    }

    /// The text of all runs, one after the other.
    private(set) var text = ""
    private var runs: [Run] = []
    private var styles: [Style] = []
    /// Set when the current style changed since the last run began.
    private var styleChanged = true
    private(set) var current = Style()

    /// How many texts were added, merged or not (to tell whether a block produced any).
    private(set) var textCount = 0

    /// Changes the style of the texts added from now on.
    mutating func update(_ change: (inout Style) -> Void) {
        change(&current)
        styleChanged = true
    }

    /// Adds `piece` with the current style; `range` is where its source is.
    mutating func append(_ piece: String, range: Range<Int>?) {
        guard !piece.isEmpty else { return }
        textCount += 1
        text += piece
        let start = Int32(truncatingIfNeeded: range?.lowerBound ?? -1)
        let end = Int32(truncatingIfNeeded: range?.upperBound ?? -1)
        if !styleChanged, let last = runs.indices.last {
            runs[last].length += piece.utf8.count
            if start >= 0 && runs[last].start >= 0 {
                runs[last].start = min(runs[last].start, start)
                runs[last].end = max(runs[last].end, end)
            } else {
                runs[last].start = -1
                runs[last].end = -1
            }
            return
        }
        if styleChanged {
            styles.append(current)
            styleChanged = false
        }
        runs.append(Run(length: piece.utf8.count, style: styles.count - 1, start: start, end: end))
    }

    /// The attributed string of all runs; `source` turns byte ranges into lines and columns,
    /// `footnoteLabels` normalized footnote labels into the definitions' labels as written.
    func attributedString(source: SourceFile?, footnoteLabels: [String: String]) -> AttributedString {
        var containers: [AttributeContainer] = []
        containers.reserveCapacity(styles.count)
        for style in styles { containers.append(Self.container(for: style, footnoteLabels: footnoteLabels)) }
        var result = AttributedString()
        var textStart = text.utf8.startIndex
        var first = 0
        while first < runs.count {
            let group = runs[first..<min(runs.count, first + Self.runsPerPiece)]
            let textEnd = text.utf8.index(textStart, offsetBy: group.reduce(0) { $0 + $1.length })
            var piece = AttributedString(text[textStart..<textEnd])
            var start = piece.startIndex
            for run in group {
                var attributes = containers[run.style]
                if let source, run.start >= 0 {
                    attributes[AttributeScopes.MarkdownAttributes.SourceRangeAttribute.self] =
                        source.range(of: Int(run.start)..<Int(run.end))
                }
                let end = piece.utf8.index(start, offsetBy: run.length)
                piece[start..<end].setAttributes(attributes)
                start = end
            }
            result.append(piece)
            textStart = textEnd
            first += group.count
        }
        return result
    }

    /// Runs set in one piece before it is appended: a mutation of an attributed string costs
    /// more the more runs it has, an append more the more runs it adds (measured with
    /// callgrind on 100,000 runs: 31,000 instructions a run in pieces of 16, 33,000 in pieces
    /// of 32, 39,000 in pieces of 8, 59,000 setting every run in one string).
    private static let runsPerPiece = 16

    private static func container(for style: Style, footnoteLabels: [String: String]) -> AttributeContainer {
        var attributes = AttributeContainer()
        typealias Markdown = AttributeScopes.MarkdownAttributes
        if let block = style.block { attributes[Markdown.BlockIntentAttribute.self] = block }
        if !style.inline.isEmpty { attributes[Markdown.InlineIntentAttribute.self] = style.inline }
        if let footnote = style.footnote {
            attributes[Markdown.FootnoteReferenceAttribute.self] = footnoteLabels[footnote] ?? footnote
        }
        if let link = style.link { attributes.link = link }
        if let imageURL = style.imageURL { attributes.imageURL = imageURL }
        #if canImport(Darwin)
        FoundationIntents.add(style, to: &attributes)
        #endif
        return attributes
    }
}
