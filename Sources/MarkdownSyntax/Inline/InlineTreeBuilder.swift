/// Turns the scanner's tokens and matches into inline nodes with source ranges.
///
/// Emphasis and links are opened and closed in token order; they nest properly by
/// construction. Beyond `maximumDepth` nested inlines the delimiters stay text, so trees
/// stay shallow enough for recursive visitors.
struct InlineTreeBuilder {
    private var parser: InlineParser
    private let content: InlineContent
    private let textSource: SourceBytes
    private let maximumDepth: Int

    enum FrameKind {
        case root
        case emphasis(Int)
        case link(Int)
    }

    /// An open container; its children so far are `nodes[start...]`.
    struct Frame {
        var kind: FrameKind
        var start: Int
    }

    /// The children of the open containers, innermost last: one array for all of them,
    /// so each container's children are allocated once, at their final size.
    private var nodes: [RawMarkup]
    private var stack: [Frame]
    private let scratch: InlineScratch
    private var pendingText: Range<Int>?
    /// Matches and links opened beyond the depth limit, kept as text.
    private var flattenedMatches: Set<Int> = []
    private var flattenedLinks: Set<Int> = []
    private var openLinks = 0
    private var pieceHint = InlineContent.PieceHint()

    init(parser: InlineParser, content: InlineContent, textSource: SourceBytes, scratch: InlineScratch,
         maximumDepth: Int) {
        self.parser = parser
        self.content = content
        self.textSource = textSource
        self.maximumDepth = maximumDepth
        self.scratch = scratch
        (nodes, stack) = scratch.take()
        stack.append(Frame(kind: .root, start: 0))
    }

    /// Builds the inlines and hands them to `parent`, which makes the node that holds them
    /// (straight from the builder's stack: no array of their own).
    mutating func build(_ parent: (ArraySlice<RawMarkup>) -> RawMarkup) -> RawMarkup {
        for token in parser.tokens {
            switch token.kind {
            case .text:
                addText(token.start..<token.end)
            case .softBreak:
                append(RawMarkup(.softBreak, range: range(token)))
            case .backslashBreak:
                append(RawMarkup(.lineBreak(.backslash), range: range(token)))
            case .spacesBreak:
                append(RawMarkup(.lineBreak(.trailingSpaces(token.payload)), range: range(token)))
            case .code:
                let span = parser.codeSpans[token.payload]
                let kind: RawKind = parser.symbolLinks && span.backticks > 1
                    ? .symbolLink(destination: parser.codeSpanText(span.content), backticks: Int32(span.backticks))
                    : .inlineCode(code: code(span.content), backticks: Int32(span.backticks))
                append(RawMarkup(kind, range: range(token)))
            case .math:
                append(RawMarkup(.inlineMath(parser.mathSpans[token.payload]), range: range(token)))
            case .html:
                append(RawMarkup(.inlineHTML(CharacterReferences.literal(parser.bytes, token.start..<token.end)),
                                 range: range(token)))
            case .autolink:
                append(autolink(parser.links[token.payload], token))
            case .delimiterRun:
                addDelimiterRun(token)
            case .bracket:
                if token.payload >= 0 {
                    let start = parser.links[token.payload].start
                    addText(token.start..<start)  // the `!` before a footnote reference
                    open(.link(token.payload), delimiters: start..<token.end)
                } else {
                    addText(token.start..<token.end)
                }
            case .linkClose:
                close(.link(token.payload), delimiters: token.start..<token.end)
            }
        }
        flushText()
        // Frames left open would be a scanner bug: their content stays, in the root.
        let node = parent(nodes[...])
        scratch.giveBack(&nodes, &stack)
        scratch.takeBack(from: &parser)
        return node
    }

    private mutating func range(_ token: InlineToken) -> Range<Int> {
        sourceRange(token.start..<token.end)
    }

    private mutating func sourceRange(_ range: Range<Int>) -> Range<Int> {
        content.sourceRange(range, hint: &pieceHint)
    }

    private mutating func append(_ node: RawMarkup) {
        flushText()
        nodes.append(node)
    }

    // MARK: Text

    private mutating func addText(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        if let pending = pendingText, pending.upperBound == range.lowerBound {
            pendingText = pending.lowerBound..<range.upperBound
        } else {
            flushText()
            pendingText = range
        }
    }

    private mutating func flushText() {
        guard let text = pendingText else { return }
        pendingText = nil
        var start = text.lowerBound
        if parser.autolinks && openLinks == 0 {
            for (link, linkText, hasProtocol) in emailAutolinks(in: text) {
                emitText(start..<link.lowerBound)
                let info = LinkInfo(destination: hasProtocol ? linkText : "mailto:" + linkText, title: nil,
                                    form: .extendedAutolink, label: nil)
                let textNode = RawMarkup(.text(linkText), range: sourceRange(link))
                nodes.append(RawMarkup(.link(info), children: [textNode], range: sourceRange(link)))
                start = link.upperBound
            }
        }
        emitText(start..<text.upperBound)
    }

    /// GFM's email and `mailto:`/`xmpp:` autolinks in a text run, found in its decoded text:
    /// each as the buffer range it spans (escapes and references included) and its text.
    private func emailAutolinks(in text: Range<Int>) -> [(Range<Int>, String, hasProtocol: Bool)] {
        let bytes = parser.bytes
        // Only a reference (`&#64;`) decodes to an `@` that is not in the source. Most text
        // has neither: one quick pass.
        let at = UInt8(ascii: "@"), ampersand = UInt8(ascii: "&")
        guard ByteSearch.firstIndex(ofAny: at, ampersand, at, ampersand, in: bytes, from: text.lowerBound,
                                    to: text.upperBound) < text.upperBound else { return [] }
        let firstDecoded = ByteSearch.firstIndex(ofAny: UInt8(ascii: "\\"), ampersand, 0, 0, in: bytes,
                                                 from: text.lowerBound, to: text.upperBound)
        guard firstDecoded < text.upperBound else {
            return AutolinkScanner.emailAutolinks(bytes, text).map { ($0.range, string($0.range), $0.hasProtocol) }
        }
        let decoded = DecodedText(bytes, text)
        return decoded.bytes.withUnsafeBufferPointer { buffer in
            AutolinkScanner.emailAutolinks(buffer, 0..<buffer.count).compactMap { link in
                // A link cannot start or end inside one escape or reference.
                guard let range = decoded.sourceRange(link.range) else { return nil }
                return (range, String(decoding: UnsafeBufferPointer(rebasing: buffer[link.range]), as: UTF8.self),
                        link.hasProtocol)
            }
        }
    }

    /// Text without escapes, references or NUL is a range of the source; other text is decoded.
    private mutating func emitText(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let node: RawMarkup
        if CharacterReferences.isLiteral(parser.bytes, range),
           let source = content.verbatimSource(of: range, hint: &pieceHint) {
            node = RawMarkup(.text(TextContent(textSource, source)), range: source)
        } else {
            node = RawMarkup(.text(CharacterReferences.decode(parser.bytes, range)), range: sourceRange(range))
        }
        nodes.append(node)
    }

    /// A code span's text: a range of the source when it is the source's bytes as they are.
    private mutating func code(_ content: Range<Int>) -> TextContent {
        if parser.codeSpanIsVerbatim(content), let source = self.content.verbatimSource(of: content, hint: &pieceHint) {
            return TextContent(textSource, source)
        }
        return .string(parser.codeSpanText(content))
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: parser.bytes[range]), as: UTF8.self)
    }

    // MARK: Links

    private mutating func autolink(_ link: InlineLink, _ token: InlineToken) -> RawMarkup {
        let text = link.info.form == .autolink
            ? CharacterReferences.decode(parser.bytes, link.textRange, escapes: false)
            : string(link.textRange)
        let child = RawMarkup(.text(text), range: sourceRange(link.textRange))
        return RawMarkup(.link(link.info), children: [child], range: range(token))
    }

    // MARK: Emphasis

    private mutating func addDelimiterRun(_ token: InlineToken) {
        let delimiter = parser.delimiters[token.payload]
        var matchIndex = delimiter.firstClose
        var closed = 0
        while matchIndex >= 0 {
            let match = parser.matches[matchIndex]
            closed += match.width
            close(.emphasis(matchIndex), delimiters: token.start + closed - match.width..<token.start + closed)
            matchIndex = match.nextClose
        }
        addText(token.start + delimiter.usedLeft..<token.end - delimiter.usedRight)
        matchIndex = delimiter.firstOpen
        var opened = delimiter.usedRight
        while matchIndex >= 0 {
            let match = parser.matches[matchIndex]
            open(.emphasis(matchIndex), delimiters: token.end - opened..<token.end - opened + match.width)
            opened -= match.width
            matchIndex = match.nextOpen
        }
    }

    // MARK: Frames

    private mutating func open(_ kind: FrameKind, delimiters: Range<Int>) {
        guard stack.count <= maximumDepth else {
            switch kind {
            case .emphasis(let index): flattenedMatches.insert(index)
            case .link(let index): flattenedLinks.insert(index)
            case .root: break
            }
            addText(delimiters)
            return
        }
        flushText()
        if case .link = kind { openLinks += 1 }
        stack.append(Frame(kind: kind, start: nodes.count))
    }

    private mutating func close(_ kind: FrameKind, delimiters: Range<Int>) {
        switch kind {
        case .emphasis(let index) where flattenedMatches.contains(index),
             .link(let index) where flattenedLinks.contains(index):
            addText(delimiters)
            return
        default:
            break
        }
        flushText()
        let frame = stack.removeLast()
        // The node is made from the stack's slice, which is gone before the stack changes
        // (a slice still held would make the removal copy the stack).
        let node = made(kind, delimiters: delimiters, children: nodes[frame.start...])
        nodes.removeSubrange(frame.start...)
        if let node { nodes.append(node) }
    }

    /// The node that `kind`'s frame closes into (nil for the root).
    private mutating func made(_ kind: FrameKind, delimiters: Range<Int>,
                               children: ArraySlice<RawMarkup>) -> RawMarkup? {
        switch kind {
        case .emphasis(let index):
            let match = parser.matches[index]
            let range = sourceRange(match.start..<match.end)
            switch match.kind {
            case .emphasis: return RawMarkup(.emphasis(marker: match.character), children: children, range: range)
            case .strong: return RawMarkup(.strong(marker: match.character), children: children, range: range)
            case .strikethrough:
                return RawMarkup(.strikethrough(delimiterCount: match.width), children: children, range: range)
            }
        case .link(let index):
            openLinks -= 1
            let link = parser.links[index]
            let range = sourceRange(link.start..<delimiters.upperBound)
            switch link.kind {
            case .link: return RawMarkup(.link(link.info), children: children, range: range)
            case .image: return RawMarkup(.image(link.info), children: children, range: range)
            case .footnoteReference: return RawMarkup(.footnoteReference(label: link.info.label ?? ""), range: range)
            }
        case .root:
            return nil
        }
    }
}
