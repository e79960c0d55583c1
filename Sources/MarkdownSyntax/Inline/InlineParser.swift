/// The inline phase for one leaf block: scans its content into tokens, resolves links
/// and emphasis (CommonMark §6 and the appendix's delimiter algorithm), then builds nodes.
struct InlineParser {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    let bytes: Bytes
    let end: Int
    let context: InlineContext
    let strikethrough: Bool
    /// GFM's extended autolinks (bare URLs and email addresses).
    let autolinks: Bool
    let footnotes: Bool
    /// Inline math, by GitHub's rules or (in Python-Markdown) pymdownx.arithmatex's.
    let math: Bool
    let arithmatexMath: Bool
    /// Python-Markdown: a backslash before a line ending is text, not a hard break.
    let backslashBreaks: Bool
    /// DocC: code spans between two or more backticks are symbol links.
    let symbolLinks: Bool

    var tokens: [InlineToken] = []
    /// Each code span's content (after its padding spaces come off) and backtick count.
    var codeSpans: [(content: Range<Int>, backticks: Int)] = []
    var mathSpans: [InlineMathInfo] = []
    var links: [InlineLink] = []
    var delimiters: [Delimiter] = []
    var matches: [EmphasisMatch] = []
    var brackets: [Bracket] = []
    /// Index of the top of the delimiter stack, or -1.
    var lastDelimiter = -1
    /// Brackets below this index are inactive unless they open images.
    var inactiveBelow = 0
    private var openImageBrackets = 0

    var position = 0
    private var textStart = 0
    private var htmlMemo = InlineHTMLScanner.Memo()
    /// After a failed search for a closing backtick run: the last start of a run of each
    /// length (from `backtickRunsScanned` on), so later searches fail in constant time.
    private var backtickRunsScanned = -1
    private var lastBacktickRun: [Int: Int] = [:]

    /// Bytes that may start something other than text, for each combination of the
    /// strikethrough (`~`), autolink (`w`, `:`) and math (`$`) extensions: index 1 adds `~`,
    /// 2 adds `w:`, 4 adds `$`.
    private static let specialByteTables: [[Bool]] = (0..<8).map { variant in
        var table = [Bool](repeating: false, count: 256)
        for byte in "\n\\`*_[]!<".utf8 { table[Int(byte)] = true }
        if variant & 1 != 0 { table[Int(UInt8(ascii: "~"))] = true }
        if variant & 2 != 0 { for byte in "w:".utf8 { table[Int(byte)] = true } }
        if variant & 4 != 0 { table[Int(UInt8(ascii: "$"))] = true }
        return table
    }

    init(bytes: Bytes, context: InlineContext) {
        self.bytes = bytes
        self.end = bytes.count
        self.context = context
        let extensions = context.options.extensions
        strikethrough = extensions.contains(.strikethrough)
        autolinks = extensions.contains(.autolinks)
        footnotes = extensions.contains(.footnotes)
        math = extensions.contains(.math)
        arithmatexMath = extensions.contains(.pythonMarkdown)
        backslashBreaks = !extensions.contains(.pythonMarkdown)
        symbolLinks = extensions.contains(.symbolLinks)
    }

    // MARK: - Scanning

    mutating func scan() {
        let special = InlineParser.specialByteTables[(strikethrough ? 1 : 0) | (autolinks ? 2 : 0) | (math ? 4 : 0)]
        tokens.reserveCapacity(16)
        if end - position >= Self.presizedBytes { presize(special) }
        while position < end {
            // Plain text is skipped in a local loop: most bytes are not special.
            var index = position
            special.withUnsafeBufferPointer { table in
                while index < end && !table[Int(bytes[index])] { index += 1 }
            }
            position = index
            guard index < end else { break }
            let byte = bytes[index]
            switch byte {
            case ByteClass.newline: scanLineEnding()
            case UInt8(ascii: "\\"): scanBackslash()
            case UInt8(ascii: "`"): scanBackticks()
            case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"): scanDelimiterRun(byte)
            case UInt8(ascii: "["): openBracket(isImage: false, length: 1)
            case UInt8(ascii: "!"):
                if position + 1 < end && bytes[position + 1] == UInt8(ascii: "[") {
                    openBracket(isImage: true, length: 2)
                } else {
                    position += 1
                }
            case UInt8(ascii: "]"): closeBracket()
            case UInt8(ascii: "<"): scanAngleBracket()
            case UInt8(ascii: "w"): scanWWWAutolink()
            case UInt8(ascii: ":"): scanSchemeAutolink()
            case UInt8(ascii: "$"): scanDollar()
            default: position += 1
            }
        }
        flushText(upTo: end)
        processEmphasis(above: -1)
    }

    /// From this much content on, the scanner's arrays are sized before it starts. Grown by
    /// doubling, they touch and copy twice the pages they end with: in a paragraph of a
    /// megabyte of emphasis markers, page faults were most of the time.
    static let presizedBytes = 64 * 1024

    /// Room for as many tokens, delimiter runs and matches as the content can make: a
    /// token starts at each byte that may start something, with text between them, and a
    /// delimiter run takes at least one marker byte.
    private mutating func presize(_ special: [Bool]) {
        var specials = 0
        var markers = 0
        special.withUnsafeBufferPointer { table in
            for index in position..<end where table[Int(bytes[index])] {
                specials += 1
                let byte = bytes[index]
                if byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~") { markers += 1 }
            }
        }
        tokens.reserveCapacity(2 * specials + 1)
        delimiters.reserveCapacity(markers)
        matches.reserveCapacity(markers / 2)
    }

    /// Emits the pending text before `index` as a token.
    private mutating func flushText(upTo index: Int) {
        if index > textStart {
            tokens.append(InlineToken(kind: .text, start: textStart, end: index))
        }
        textStart = index
    }

    mutating func emit(_ kind: InlineToken.Kind, _ start: Int, _ end: Int, payload: Int = -1) {
        flushText(upTo: start)
        tokens.append(InlineToken(kind: kind, start: start, end: end, payload: payload))
        textStart = end
        position = end
    }

    private mutating func scanLineEnding() {
        var spaces = 0
        while position - spaces > textStart && bytes[position - spaces - 1] == ByteClass.space { spaces += 1 }
        var whitespaceStart = position
        while whitespaceStart > textStart && ByteClass.isSpaceOrTab(bytes[whitespaceStart - 1]) { whitespaceStart -= 1 }
        flushText(upTo: whitespaceStart)
        if spaces >= 2 {
            emit(.spacesBreak, whitespaceStart, position + 1, payload: spaces)
        } else {
            textStart = position  // trailing whitespace before a soft break is dropped
            emit(.softBreak, position, position + 1)
        }
        // Leading spaces of the next line are not content.
        while position < end && ByteClass.isSpaceOrTab(bytes[position]) { position += 1 }
        textStart = position
    }

    private mutating func scanBackslash() {
        let next = position + 1
        if next < end && bytes[next] == ByteClass.newline && backslashBreaks {
            emit(.backslashBreak, position, next + 1)
            while position < end && ByteClass.isSpaceOrTab(bytes[position]) { position += 1 }
            textStart = position
        } else if next < end && ByteClass.isASCIIPunctuation(bytes[next]) {
            position += 2  // stays text; decoded when the node is built
        } else {
            position += 1
        }
    }

    // MARK: Code spans

    private mutating func scanBackticks() {
        let start = position
        var cursor = position
        while cursor < end && bytes[cursor] == UInt8(ascii: "`") { cursor += 1 }
        let length = cursor - start
        guard let closer = closingBacktickRun(length: length, from: cursor) else {
            position = cursor  // the run is literal text
            return
        }
        codeSpans.append((codeSpanContent(cursor, closer), length))
        emit(.code, start, closer + length, payload: codeSpans.count - 1)
    }

    /// Start of the next run of exactly `length` backticks at or after `start`.
    mutating func closingBacktickRun(length: Int, from start: Int) -> Int? {
        if backtickRunsScanned >= 0 && start >= backtickRunsScanned {
            guard let last = lastBacktickRun[length], last >= start else { return nil }
        }
        var cursor = start
        while cursor < end {
            guard bytes[cursor] == UInt8(ascii: "`") else { cursor += 1; continue }
            let runStart = cursor
            while cursor < end && bytes[cursor] == UInt8(ascii: "`") { cursor += 1 }
            if cursor - runStart == length { return runStart }
        }
        if backtickRunsScanned < 0 || start < backtickRunsScanned { recordBacktickRuns(from: start) }
        return nil
    }

    private mutating func recordBacktickRuns(from start: Int) {
        lastBacktickRun.removeAll()
        var cursor = start
        while cursor < end {
            guard bytes[cursor] == UInt8(ascii: "`") else { cursor += 1; continue }
            let runStart = cursor
            while cursor < end && bytes[cursor] == UInt8(ascii: "`") { cursor += 1 }
            lastBacktickRun[cursor - runStart] = runStart
        }
        backtickRunsScanned = start
    }

    /// The bytes between a code span's backtick runs, less one space off each end when
    /// both ends are spaces (or line endings) and not all of it is.
    private func codeSpanContent(_ start: Int, _ end: Int) -> Range<Int> {
        let isSpace = { (byte: UInt8) in byte == ByteClass.space || byte == ByteClass.newline }
        if end - start >= 2 && isSpace(bytes[start]) && isSpace(bytes[end - 1])
            && bytes[start..<end].contains(where: { !isSpace($0) }) {
            return start + 1..<end - 1
        }
        return start..<end
    }

    /// Whether a code span's text is its content's bytes as they are: no line ending to
    /// turn into a space, no NUL to replace.
    func codeSpanIsVerbatim(_ content: Range<Int>) -> Bool {
        ByteSearch.firstIndex(of: ByteClass.newline, in: bytes, from: content.lowerBound, to: content.upperBound) == nil
            && ByteSearch.firstIndex(of: 0, in: bytes, from: content.lowerBound, to: content.upperBound) == nil
    }

    /// A code span's text: its content with line endings turned into spaces (made straight
    /// from the bytes when it has none).
    func codeSpanText(_ content: Range<Int>) -> String {
        guard ByteSearch.firstIndex(of: ByteClass.newline, in: bytes, from: content.lowerBound,
                                    to: content.upperBound) != nil else {
            return CharacterReferences.literal(bytes, content)
        }
        let spaced = bytes[content].map { $0 == ByteClass.newline ? ByteClass.space : $0 }
        return spaced.withUnsafeBufferPointer { CharacterReferences.literal($0, 0..<$0.count) }
    }

    // MARK: Emphasis delimiters

    private mutating func scanDelimiterRun(_ character: UInt8) {
        let start = position
        var cursor = position
        while cursor < end && bytes[cursor] == character { cursor += 1 }
        let count = cursor - start
        if character == UInt8(ascii: "~") && (!strikethrough || count > 2) {
            position = cursor
            return
        }
        let before: Unicode.Scalar = start == 0 ? "\n" : UTF8Scalar.decode(bytes, endingBefore: start)
        let after: Unicode.Scalar = cursor >= end ? "\n" : UTF8Scalar.decode(bytes, at: cursor).0
        let beforeSpace = UnicodeClass.isWhitespace(before)
        let afterSpace = UnicodeClass.isWhitespace(after)
        let beforePunctuation = UnicodeClass.isPunctuation(before)
        let afterPunctuation = UnicodeClass.isPunctuation(after)
        let leftFlanking = !afterSpace && (!afterPunctuation || beforeSpace || beforePunctuation)
        let rightFlanking = !beforeSpace && (!beforePunctuation || afterSpace || afterPunctuation)
        let canOpen: Bool
        let canClose: Bool
        if character == UInt8(ascii: "_") {
            canOpen = leftFlanking && (!rightFlanking || beforePunctuation)
            canClose = rightFlanking && (!leftFlanking || afterPunctuation)
        } else {
            canOpen = leftFlanking
            canClose = rightFlanking
        }
        guard canOpen || canClose else {
            position = cursor
            return
        }
        emit(.delimiterRun, start, cursor, payload: delimiters.count)
        let delimiter = Delimiter(token: tokens.count - 1, character: character, originalCount: count,
                                  remaining: count, canOpen: canOpen, canClose: canClose,
                                  previous: lastDelimiter, next: -1)
        if lastDelimiter >= 0 { delimiters[lastDelimiter].next = delimiters.count }
        lastDelimiter = delimiters.count
        delimiters.append(delimiter)
    }

    // MARK: Angle brackets: autolinks and raw HTML

    private mutating func scanAngleBracket() {
        let start = position
        if let (textEnd, isEmail) = AutolinkScanner.angleAutolink(bytes, start, end) {
            let text = start + 1..<textEnd
            let url = CharacterReferences.decode(bytes, text, escapes: false)
            let destination = isEmail ? "mailto:" + url : url
            links.append(InlineLink(kind: .link, info: LinkInfo(destination: destination, title: nil, form: .autolink, label: nil),
                                    start: start, textRange: text))
            emit(.autolink, start, textEnd + 1, payload: links.count - 1)
            return
        }
        if let htmlEnd = InlineHTMLScanner.end(bytes, start, end, memo: &htmlMemo) {
            emit(.html, start, htmlEnd)
            return
        }
        position += 1
    }

    // MARK: GFM extended autolinks

    /// GFM does not recognize bare URLs while a `[` or `![` could still open a link.
    private var insideBracket: Bool {
        brackets.count > inactiveBelow || openImageBrackets > 0
    }

    private mutating func scanWWWAutolink() {
        let start = position
        if start > 0 {
            let previous = bytes[start - 1]
            guard ByteClass.isASCIIWhitespace(previous) || previous == UInt8(ascii: "*")
                || previous == UInt8(ascii: "_") || previous == UInt8(ascii: "~")
                || previous == UInt8(ascii: "(") else { position += 1; return }
        }
        guard !insideBracket, let linkEnd = AutolinkScanner.wwwAutolink(bytes, start, end) else {
            position += 1
            return
        }
        let text = start..<linkEnd
        let url = "http://" + String(decoding: UnsafeBufferPointer(rebasing: bytes[text]), as: UTF8.self)
        addExtendedAutolink(text, url)
    }

    private mutating func scanSchemeAutolink() {
        let colon = position
        var schemeStart = colon
        while schemeStart > textStart && ByteClass.isLetter(bytes[schemeStart - 1]) { schemeStart -= 1 }
        guard schemeStart < colon, !insideBracket,
              let linkEnd = AutolinkScanner.schemeAutolink(bytes, schemeStart, colon, end) else {
            position += 1
            return
        }
        let text = schemeStart..<linkEnd
        addExtendedAutolink(text, String(decoding: UnsafeBufferPointer(rebasing: bytes[text]), as: UTF8.self))
    }

    private mutating func addExtendedAutolink(_ text: Range<Int>, _ destination: String) {
        let info = LinkInfo(destination: destination, title: nil, form: .extendedAutolink, label: nil)
        links.append(InlineLink(kind: .link, info: info, start: text.lowerBound, textRange: text))
        emit(.autolink, text.lowerBound, text.upperBound, payload: links.count - 1)
    }

    // MARK: Links and images

    private mutating func openBracket(isImage: Bool, length: Int) {
        let start = position
        emit(.bracket, start, start + length)
        if isImage { openImageBrackets += 1 }
        brackets.append(Bracket(token: tokens.count - 1, isImage: isImage, delimiterBottom: lastDelimiter,
                                textStart: start + length))
    }

    private mutating func popBracket() {
        if brackets.removeLast().isImage { openImageBrackets -= 1 }
        inactiveBelow = min(inactiveBelow, brackets.count)
    }

    private mutating func closeBracket() {
        let close = position
        guard let opener = brackets.last else {
            position += 1
            return
        }
        let openerIndex = brackets.count - 1
        if openerIndex < inactiveBelow && !opener.isImage {
            popBracket()
            position += 1
            return
        }
        guard let (info, linkEnd) = resolveLink(opener: opener, close: close) else {
            if let footnoteEnd = footnoteReference(opener: opener, close: close) {
                finishLink(.footnoteReference, footnoteEnd.info, opener: opener, close: close, end: footnoteEnd.end)
                return
            }
            popBracket()
            position += 1
            return
        }
        finishLink(opener.isImage ? .image : .link, info, opener: opener, close: close, end: linkEnd)
    }

    private mutating func finishLink(_ kind: InlineLink.Kind, _ info: LinkInfo, opener: Bracket, close: Int, end: Int) {
        // A footnote reference opened by `![` starts at its `[`; the `!` stays text.
        let start = kind == .footnoteReference ? opener.textStart - 1 : tokens[opener.token].start
        links.append(InlineLink(kind: kind, info: info, start: start))
        tokens[opener.token].payload = links.count - 1
        emit(.linkClose, close, end, payload: links.count - 1)
        processEmphasis(above: opener.delimiterBottom)
        popBracket()
        if kind == .link {
            // Links cannot contain links: earlier `[` can no longer open one. (A footnote
            // reference is no link: the link text around it may still close.)
            inactiveBelow = brackets.count
        }
    }

    /// An inline link or a reference link whose `]` is at `close`.
    private func resolveLink(opener: Bracket, close: Int) -> (LinkInfo, Int)? {
        let after = close + 1
        if after < end && bytes[after] == UInt8(ascii: "("), let inline = inlineLinkTail(after) {
            return inline
        }
        let openerText = opener.textStart..<close
        if after < end && bytes[after] == UInt8(ascii: "["), let label = LinkScanner.label(bytes, after, end) {
            if !label.content.isEmpty {
                guard let definition = lookUp(label.content) else { return nil }
                return (LinkInfo(destination: definition.destination, title: definition.title,
                                 form: .fullReference, label: text(label.content)), label.next)
            }
            guard isValidLabel(openerText), let definition = lookUp(openerText) else { return nil }
            return (LinkInfo(destination: definition.destination, title: definition.title,
                             form: .collapsedReference, label: text(openerText)), label.next)
        }
        guard isValidLabel(openerText), let definition = lookUp(openerText) else { return nil }
        return (LinkInfo(destination: definition.destination, title: definition.title,
                         form: .shortcutReference, label: text(openerText)), after)
    }

    /// `(destination "title")` starting at `open`, which holds `(`.
    private func inlineLinkTail(_ open: Int) -> (LinkInfo, Int)? {
        let destinationStart = LinkScanner.skipSpaceAndOneNewline(bytes, open + 1, end)
        guard let destination = LinkScanner.destination(bytes, destinationStart, end) else { return nil }
        var cursor = LinkScanner.skipSpaceAndOneNewline(bytes, destination.next, end)
        var title: String?
        if cursor > destination.next, let scanned = LinkScanner.title(bytes, cursor, end) {
            title = CharacterReferences.decode(bytes, scanned.content)
            cursor = LinkScanner.skipSpaceAndOneNewline(bytes, scanned.next, end)
        }
        guard cursor < end && bytes[cursor] == UInt8(ascii: ")") else { return nil }
        let url = CharacterReferences.decode(bytes, destination.raw)
        return (LinkInfo(destination: url, title: title, form: .inline, label: nil), cursor + 1)
    }

    /// `[^label]` naming a footnote definition (GFM); after `!` too, which is then text.
    private func footnoteReference(opener: Bracket, close: Int) -> (info: LinkInfo, end: Int)? {
        guard footnotes, close - opener.textStart >= 2,
              bytes[opener.textStart] == UInt8(ascii: "^") else { return nil }
        let label = opener.textStart + 1..<close
        guard isValidLabel(label),
              context.footnoteLabels.contains(LinkLabel.normalize(bytes, label)) else { return nil }
        return (LinkInfo(destination: "", title: nil, form: .shortcutReference, label: text(label)), close + 1)
    }

    private func lookUp(_ label: Range<Int>) -> LinkDefinitionInfo? {
        guard !context.definitions.isEmpty else { return nil }
        let normalized = LinkLabel.normalize(bytes, label)
        guard !normalized.isEmpty else { return nil }
        return context.definitions[normalized]
    }

    /// Link text usable as a label: at most 999 characters and no unescaped brackets.
    private func isValidLabel(_ range: Range<Int>) -> Bool {
        guard range.count <= LinkScanner.maximumLabelLength else { return false }
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            switch bytes[cursor] {
            case UInt8(ascii: "\\"): cursor += 2
            case UInt8(ascii: "["), UInt8(ascii: "]"): return false
            default: cursor += 1
            }
        }
        return true
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
