/// Derives Doxygen command nodes (`\param x …`, `@returns …`) from the parsed blocks, which
/// is what `ParseOptions.parseMinimalDoxygen` asks for; the parser itself knows nothing of
/// them. A command starts a paragraph line (or is read as a block directive when those are
/// on); its description runs to the paragraph's end, taking in the lines that directly follow
/// a directive-read command.
enum DoxygenCommandReader {
    /// The commands and what kind of node each becomes (`nil`: a parameter, named next).
    private static let commands: [String: RawMarkupData?] = [
        "param": nil, "returns": .doxygenReturns, "return": .doxygenReturns, "result": .doxygenReturns,
        "note": .doxygenNote, "discussion": .doxygenDiscussion, "abstract": .doxygenAbstract, "brief": .doxygenAbstract,
    ]

    /// The blocks with commands read out of their paragraphs, and descriptions joined.
    static func read(_ blocks: [RawMarkup]) -> [RawMarkup] {
        var result: [RawMarkup] = []
        for block in blocks {
            if case .paragraph = block.data {
                var pieces = split(block)
                if let first = pieces.first, case .paragraph = first.data, let last = result.last, isCommand(last),
                   let merged = absorb(first, into: last) {
                    result[result.count - 1] = merged
                    pieces.removeFirst()
                }
                result += pieces
            } else if let last = result.last, isCommand(last), let merged = absorb(block, into: last) {
                result[result.count - 1] = merged
            } else {
                result.append(block)
            }
        }
        return result
    }

    /// A command read from a directive's line: `text` is what follows the name on that line.
    static func command(named name: String, text: String, at start: SourceLocation?, range: SourceRange?) -> RawMarkup? {
        guard let kind = commands[name] else { return nil }
        let inline = RawMarkup.text(parsedRange: nil, string: text)
        guard let (data, description) = describe(kind, inline, textStart: start) else { return nil }
        // The directive's range may end at its name: the command runs to the end of its text.
        var covering = range
        if let textRange = description.first?.parsedRange { covering?.widen(toFit: textRange) }
        return RawMarkup(data, parsedRange: covering, [descriptionParagraph(description, end: covering?.upperBound)])
    }

    private static func isCommand(_ node: RawMarkup) -> Bool {
        switch node.data {
        case .doxygenParameter, .doxygenReturns, .doxygenNote, .doxygenDiscussion, .doxygenAbstract: true
        default: false
        }
    }

    /// The paragraph in pieces: the text before the first command line, then one command per
    /// command line with the lines after it.
    private static func split(_ paragraph: RawMarkup) -> [RawMarkup] {
        var pieces: [[RawMarkup]] = [[]]
        for (index, inline) in paragraph.children.enumerated() {
            let startsLine = index == 0 || paragraph.children[index - 1].data == .softBreak
            if startsLine, commandName(inline) != nil {
                if case .softBreak? = pieces[pieces.count - 1].last?.data { pieces[pieces.count - 1].removeLast() }
                pieces.append([inline])
            } else {
                pieces[pieces.count - 1].append(inline)
            }
        }
        var result: [RawMarkup] = []
        if !pieces[0].isEmpty {
            result.append(pieces.count == 1 ? paragraph : RawMarkup(.paragraph, parsedRange: covering(pieces[0]), pieces[0]))
        }
        for piece in pieces.dropFirst() {
            guard let name = commandName(piece[0]), let kind = commands[name],
                  let (data, first) = describe(kind, piece[0], textStart: piece[0].parsedRange?.lowerBound) else {
                result.append(RawMarkup(.paragraph, parsedRange: covering(piece), piece))
                continue
            }
            let description = first + Array(piece.dropFirst())
            let range = covering(piece)
            result.append(RawMarkup(data, parsedRange: range, [descriptionParagraph(description, end: range?.upperBound)]))
        }
        return result
    }

    /// The command a text starting a line names (`\name` or `@name`), if it is one we read.
    private static func commandName(_ inline: RawMarkup) -> String? {
        guard case .text(let string) = inline.data, let prefix = string.first, prefix == "\\" || prefix == "@" else {
            return nil
        }
        let name = String(string.dropFirst().prefix { $0.isLetter })
        return commands[name] != nil ? name : nil
    }

    /// The node kind and the description's first inlines, given the command's text (with or
    /// without its `\name`); `nil` for a parameter without a name.
    private static func describe(_ kind: RawMarkupData?, _ inline: RawMarkup,
                                 textStart: SourceLocation?) -> (RawMarkupData, [RawMarkup])? {
        guard case .text(let string) = inline.data else { return nil }
        var rest = Substring(string)
        if let prefix = rest.first, prefix == "\\" || prefix == "@" {
            rest = rest.dropFirst().drop { $0.isLetter }
        }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        let data: RawMarkupData
        if let kind {
            data = kind
        } else {
            let name = rest.prefix { $0 != " " && $0 != "\t" }
            guard !name.isEmpty else { return nil }
            data = .doxygenParameter(name: String(name))
            rest = rest.dropFirst(name.count).drop { $0 == " " || $0 == "\t" }
        }
        guard !rest.isEmpty else { return (data, []) }
        let skipped = string.utf8.count - rest.utf8.count
        let start = textStart.map { SourceLocation(line: $0.line, column: $0.column + skipped, source: $0.source) }
        let end = inline.parsedRange?.upperBound ?? start.map {
            SourceLocation(line: $0.line, column: $0.column + rest.utf8.count, source: $0.source)
        }
        let range = start.flatMap { start in end.flatMap { start <= $0 ? start..<$0 : nil } }
        return (data, [.text(parsedRange: range, string: String(rest))])
    }

    /// The command with `block` joined to its description, when the block starts on the line
    /// after the command ends (a paragraph, or lines indented enough to read as code).
    private static func absorb(_ block: RawMarkup, into command: RawMarkup) -> RawMarkup? {
        guard let end = command.parsedRange?.upperBound, let start = block.parsedRange?.lowerBound,
              start.line == end.line + (end.column == 1 ? 0 : 1), let description = command.children.first else { return nil }
        var continuation: [RawMarkup]
        switch block.data {
        case .paragraph:
            continuation = block.children
        case .codeBlock(let code, nil):
            var lines = code.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.last?.isEmpty == true { lines.removeLast() }
            continuation = []
            for (offset, line) in lines.enumerated() {
                if offset > 0 { continuation.append(.softBreak(parsedRange: nil)) }
                // An indented code block's range starts at its code, after the indentation.
                let lineStart = SourceLocation(line: start.line + offset, column: start.column, source: start.source)
                let lineEnd = SourceLocation(line: lineStart.line, column: lineStart.column + line.utf8.count, source: start.source)
                continuation.append(.text(parsedRange: lineStart..<lineEnd, string: String(line)))
            }
        default:
            return nil
        }
        let inlines = description.children + (description.children.isEmpty ? [] : [.softBreak(parsedRange: nil)]) + continuation
        var range = command.parsedRange
        if let blockRange = block.parsedRange { range?.widen(toFit: blockRange) }
        return RawMarkup(command.data, parsedRange: range, [descriptionParagraph(inlines, end: range?.upperBound)])
    }

    /// A description paragraph, ranging from its first inline to `end`.
    private static func descriptionParagraph(_ inlines: [RawMarkup], end: SourceLocation?) -> RawMarkup {
        guard let start = inlines.first?.parsedRange?.lowerBound, let end, start <= end else {
            return .paragraph(parsedRange: nil, inlines)
        }
        return .paragraph(parsedRange: start..<end, inlines)
    }

    private static func covering(_ nodes: [RawMarkup]) -> SourceRange? {
        let ranges = nodes.compactMap(\.parsedRange)
        guard var range = ranges.first else { return nil }
        for other in ranges.dropFirst() { range.widen(toFit: other) }
        return range
    }
}
