import MarkdownSyntax

/// Prints inline nodes as segments. Text and code parsed from a file are copied as
/// written (so every escape and entity survives); nodes built in code are escaped.
struct InlinePrinter {
    let options: FormatOptions
    /// The bytes of the file the tree was parsed from, when there is one.
    let source: [UInt8]?
    /// Where markers were kept against the options.
    private(set) var notes: PrintNotes
    /// Cells of a table: `|` must be escaped in text that has no source.
    var inTable = false
    /// Content printed on one line (an ATX heading): line breaks inside links and inline
    /// HTML become spaces.
    var joinsLines = false
    /// Python-Markdown reads the document: hard breaks are trailing spaces, never a
    /// backslash, and raw HTML it stores as a block of its own keeps a line to itself.
    var pythonMarkdown = false
    /// Emphasis and strong keep the markers they were written with: set for an inline
    /// container whose text holds a literal `*` or `_` that a changed marker could pair with.
    private var keepsWrittenMarkers = false
    /// Printing the one child of an emphasis, a strong emphasis that fills it (`***a***`):
    /// the markers next to it are its parent's.
    private var fillsEmphasis = false

    /// How the document was parsed: a container's text is read again so to compare markers.
    let parseOptions: ParseOptions
    /// The options' emphasis and strong markers as bytes (nil keeps each as written), read
    /// for every such node.
    private let emphasisMarker: UInt8?
    private let strongMarker: UInt8?

    init(options: FormatOptions, source: [UInt8]?, notes: PrintNotes, parseOptions: ParseOptions) {
        self.options = options
        self.source = source
        self.notes = notes
        self.parseOptions = parseOptions
        emphasisMarker = options.emphasisMarker?.asciiValue
        strongMarker = options.strongMarker?.asciiValue
    }

    /// The segments of one inline container (a paragraph, heading or table cell).
    func segments(_ nodes: some RawNodes) -> [InlineSegment] {
        let result = collect(nodes)
        guard emphasisMarker != nil || strongMarker != nil, !keepsWrittenMarkers,
              Self.containsLiteralDelimiter(result) else { return result }
        var printer = self
        printer.keepsWrittenMarkers = true
        printer.notes = PrintNotes()
        let kept = printer.collect(nodes)
        // A literal `*` or `_` could pair with a changed marker: the changes stay only where
        // the container's text reads the same with them (the safety check then proves the
        // whole document, and falls back to written markers if it must).
        if readsAlike(result, kept) { return result }
        notes.keptEmphasisMarkers.formUnion(printer.notes.keptEmphasisMarkers)
        notes.keptStrongMarkers.formUnion(printer.notes.keptStrongMarkers)
        return kept
    }

    /// Whether two printings of one container render alike when parsed on their own.
    private func readsAlike(_ changed: [InlineSegment], _ kept: [InlineSegment]) -> Bool {
        let changedBytes = Self.flattened(changed)
        let keptBytes = Self.flattened(kept)
        if changedBytes == keptBytes { return true }
        let renderer = HTMLRenderer()
        let html = { (bytes: [UInt8]) in
            renderer.renderUTF8(Document(parsing: SourceFile(bytes: bytes), options: self.parseOptions))
        }
        return html(changedBytes) == html(keptBytes)
    }

    /// Segments as the bytes of unwrapped lines.
    private static func flattened(_ segments: [InlineSegment]) -> [UInt8] {
        var bytes: [UInt8] = []
        for segment in segments {
            switch segment {
            case .text(let text), .atom(let text): bytes += text
            case .softBreak: bytes.append(0x0A)
            case .hardBreak(let marker, _): bytes += marker + [0x0A]
            }
        }
        return bytes
    }

    private func collect(_ nodes: some RawNodes) -> [InlineSegment] {
        var result: [InlineSegment] = []
        result.reserveCapacity(nodes.count + 2)
        collect(nodes, into: &result)
        return result
    }

    /// Appends the segments of `nodes` to `result`; what was there before is another
    /// container's, which nothing here reads. Nested content is appended in place, not
    /// collected apart and copied in: that copied each segment once per level of nesting.
    private func collect(_ nodes: some RawNodes, into result: inout [InlineSegment]) {
        let base = result.count
        for (index, node) in nodes.enumerated() {
            // Tags, not kinds, for the tests most nodes fail: reading a kind copies its payload.
            if node.tag == .softBreak, index + 2 == nodes.count, nodes[index + 1].tag == .attributeList {
                // A paragraph's attribute list keeps its own last line, whatever the wrapping.
                result.append(.hardBreak([], spacesOnly: true))
                continue
            }
            if pythonMarkdown, node.tag == .softBreak, index + 1 < nodes.count,
               opensPythonMarkdownHTMLBlock(nodes[index + 1]) {
                // Whether it is a block depends on where its line starts: it keeps a line.
                result.append(.hardBreak([], spacesOnly: true))
                continue
            }
            if pythonMarkdown, node.tag == .lineBreak {
                result.append(.hardBreak([0x20, 0x20], spacesOnly: true))
                continue
            }
            if node.tag == .lineBreak, case .lineBreak(let style) = node.kind, node.range != nil,
               Self.breakMarkerIsSignificant(InlineSegment.lastByte(of: result[base...]), nodes[..<index]) {
                // `\` or spaces after a delimiter or an autolink's word change how they parse.
                result.append(style == .backslash ? .hardBreak([UInt8(ascii: "\\")], spacesOnly: false)
                                                  : .hardBreak([0x20, 0x20], spacesOnly: true))
                continue
            }
            append(node, isFirst: index == 0, previous: index > 0 ? nodes[index - 1] : nil, to: &result, from: base)
        }
    }

    /// Whether `node` is raw HTML that Python-Markdown stores as a block (a comment, a
    /// `<div>` …) because it starts its line of the file after at most three spaces, inside
    /// a list item or not. At the item's indentation of four it would be inline HTML in the
    /// paragraph; as a block, Python-Markdown also moves the text after it on that line to a
    /// paragraph of its own.
    func startsPythonMarkdownHTMLBlock(_ node: RawMarkup) -> Bool {
        guard opensPythonMarkdownHTMLBlock(node), let indentation = writtenIndentation(node) else { return false }
        return indentation.count <= 3 && indentation.allSatisfy(ByteClass.isSpaceOrTab)
    }

    /// Whether `node` is raw HTML that Python-Markdown would store as a block if it started
    /// a line of the file.
    func opensPythonMarkdownHTMLBlock(_ node: RawMarkup) -> Bool {
        guard case .inlineHTML(let html) = node.kind else { return false }
        return PythonMarkdownHTML.opensBlockAtLineStart(Array(html.utf8)[...])
    }

    /// What precedes `node` on its line of the file (nil for a node built in code).
    func writtenIndentation(_ node: RawMarkup) -> ArraySlice<UInt8>? {
        guard let source, let start = node.range?.lowerBound, start <= source.count else { return nil }
        let lineStart = (source[..<start].lastIndex(of: 0x0A) ?? -1) + 1
        return source[lineStart..<start]
    }

    private func sourceBytes(_ node: RawMarkup) -> ArraySlice<UInt8>? {
        guard let source, let range = node.range, range.upperBound <= source.count else { return nil }
        return source[range]
    }

    /// Appends the segments of `node`; the container's own begin at `base`.
    private func append(_ node: RawMarkup, isFirst: Bool, previous: RawMarkup?, to result: inout [InlineSegment],
                        from base: Int) {
        switch node.kind {
        case .text(let text):
            if let written = sourceBytes(node) {
                // In table cells a `\|` may fall outside the text's range: escape every pipe.
                result.append(.text(inTable ? TextEscaper.escapingPipes(written) : Array(written)))
            } else {
                result.append(.text(TextEscaper.escape(text.string, atStart: isFirst, inTable: inTable)))
            }
        case .softBreak:
            result.append(.softBreak)
        case .lineBreak:
            if let previous, case .link(let info) = previous.kind, info.form == .extendedAutolink {
                // A backslash would extend the URL before it.
                result.append(.hardBreak([0x20, 0x20], spacesOnly: true))
            } else {
                result.append(.hardBreak(hardBreakMarker(after: result[base...]), spacesOnly: false))
            }
        case .inlineCode(let code, let backticks):
            if let written = sourceBytes(node), !written.contains(0x0A), !written.contains(0x0D) {
                result.append(.atom(Array(written)))
            } else {
                result.append(.atom(Array(CodeSpanPrinter.print(code.string, preferredBackticks: Int(backticks)).utf8)))
            }
        case .symbolLink(let destination, let backticks):
            if let written = sourceBytes(node), !written.contains(0x0A), !written.contains(0x0D) {
                result.append(.atom(Array(written)))
            } else {
                result.append(.atom(Array(CodeSpanPrinter.print(destination, preferredBackticks: Int(backticks),
                                                                minimumBackticks: 2).utf8)))
            }
        case .inlineHTML(let html):
            var bytes = Array(html.utf8)
            if joinsLines && (bytes.contains(0x0A) || bytes.contains(0x0D)) {
                bytes = LineEndings.normalized(bytes).map { $0 == 0x0A ? 0x20 : $0 }
            }
            result.append(.atom(bytes))
        case .emphasis(let marker):
            appendDelimited(node, written: marker, preferred: emphasisMarker, count: 1, to: &result, from: base)
        case .strong(let marker):
            appendDelimited(node, written: marker, preferred: strongMarker, count: 2, to: &result, from: base)
        case .strikethrough(let count):
            let tildes = [UInt8](repeating: UInt8(ascii: "~"), count: count)
            result.append(.atom(tildes))
            collect(node.children, into: &result)
            result.append(.atom(tildes))
        case .link(let info) where info.form == .inline || info.form == .fullReference:
            // The text breaks at its spaces like any other (a line break in a link's text is
            // a soft break), so a long one can wrap; the brackets and the destination cannot.
            result.append(.atom([UInt8(ascii: "[")]))
            collect(node.children, into: &result)
            result.append(.atom(linkTail(node, info)))
        case .link(let info):
            result.append(.atom(link(node, info, isImage: false)))
        case .image(let info):
            result.append(.atom(link(node, info, isImage: true)))
        case .footnoteReference(let label):
            result.append(.atom(Array("[^\(label)]".utf8)))
        case .inlineMath(let info):
            // The TeX as written; never escaped or broken.
            if let written = sourceBytes(node), !written.contains(0x0A), !written.contains(0x0D) {
                result.append(.atom(Array(written)))
            } else {
                result.append(.atom(Array((info.delimiter.opening + info.tex + info.delimiter.closing).utf8)))
            }
        case .attributeList(let text):
            // attr_list reads `{…}` at the end of a heading only after a space, which no other
            // node holds when the list was written after one.
            var atom = sourceBytes(node).map(Array.init) ?? Array(text.utf8)
            if let source, let start = node.range?.lowerBound, start > 0, ByteClass.isSpaceOrTab(source[start - 1]) {
                atom.insert(ByteClass.space, at: 0)
            }
            result.append(.atom(atom))
        case .document, .frontMatter, .blockQuote, .orderedList, .unorderedList, .listItem, .paragraph, .heading,
             .thematicBreak, .codeBlock, .htmlBlock, .linkReferenceDefinition, .footnoteDefinition, .blockDirective, .table,
             .tableHead, .tableBody, .tableRow, .tableCell, .mathBlock, .alert, .admonition, .contentTab, .definitionList,
             .definitionTerm, .definitionDescription, .snippet:
            // A block inside inline content (only in trees built by hand): keep its text.
            var text = ""
            PlainText.append(node, to: &text)
            result.append(.text(TextEscaper.escape(text, atStart: isFirst, inTable: inTable)))
        }
    }

    /// Whether a hard break after `last` (the byte printed before it) must keep the marker
    /// it was written with: the next byte decides whether a `*`, `_` or `~` run is
    /// left-flanking, and a backslash would extend an extended autolink whose trailing
    /// punctuation (`www.a.`, `http://a/)`) is text right before the break.
    private static func breakMarkerIsSignificant(_ last: UInt8?, _ before: some BidirectionalCollection<RawMarkup>) -> Bool {
        guard let last, last != UInt8(ascii: "\\") else { return false }
        if last == UInt8(ascii: "*") || last == UInt8(ascii: "_") || last == UInt8(ascii: "~") { return true }
        for node in before.reversed() {
            switch node.kind {
            case .text(let text):
                if text.withUTF8({ $0.contains(where: { $0 == 0x20 || $0 == 0x09 }) }) { return false }
            case .link(let info):
                return info.form == .extendedAutolink
            default:
                return false
            }
        }
        return false
    }

    /// The configured hard break where the text before it allows: after nothing or
    /// whitespace only a backslash makes a break (trailing spaces would be dropped, or leave
    /// a blank line), and after a backslash only spaces do (`\\` would be an escape).
    private func hardBreakMarker(after previous: ArraySlice<InlineSegment>) -> [UInt8] {
        let backslash = [UInt8(ascii: "\\")]
        let spaces: [UInt8] = [0x20, 0x20]
        let last = InlineSegment.lastByte(of: previous)
        if last == UInt8(ascii: "\\") { return spaces }
        if last == nil || last == 0x20 || last == 0x09 || last == 0x0A { return backslash }
        // `[x]` followed by spaces at the start of a list item is a task checkbox.
        if previous.count == 1, case .text(let text) = previous.first,
           text == Array("[ ]".utf8) || text == Array("[x]".utf8) || text == Array("[X]".utf8) { return backslash }
        return options.hardBreak == .backslash ? backslash : spaces
    }

    /// Emphasis or strong with the preferred marker where it parses the same, else as written.
    private func appendDelimited(_ node: RawMarkup, written: UInt8, preferred: UInt8?, count: Int,
                                 to result: inout [InlineSegment], from base: Int) {
        let fills = count == 1 && Self.onlyChild(of: node).map { Self.isStrong($0) } == true
        // The content goes in place after a stand-in for the opening delimiter, which is
        // set once the content has decided the marker.
        let opening = result.count
        result.append(.softBreak)
        if fills == fillsEmphasis {
            collect(node.children, into: &result)
        } else {
            // A copy only where the flag changes: the printer holds all the options.
            var innerPrinter = self
            innerPrinter.fillsEmphasis = fills
            innerPrinter.collect(node.children, into: &result)
        }
        var marker = written
        if !keepsWrittenMarkers, let preferred, preferred != written,
           canUse(preferred, around: node, inner: result[(opening + 1)...], previous: result[base..<opening]) {
            marker = preferred
        }
        if let preferred, preferred != marker {
            if count == 1 { notes.keptEmphasisMarkers.insert(marker) } else { notes.keptStrongMarkers.insert(marker) }
        }
        let delimiter = [UInt8](repeating: marker, count: count)
        result[opening] = .atom(delimiter)
        result.append(.atom(delimiter))
    }

    /// Whether delimiters of `marker` would still open and close here: not touching another
    /// delimiter run (changing one marker of `***x***` or `*_x_*` would split or merge runs)
    /// and, for `_`, not inside a word.
    private func canUse(_ marker: UInt8, around node: RawMarkup, inner: ArraySlice<InlineSegment>,
                        previous: ArraySlice<InlineSegment>) -> Bool {
        let before = InlineSegment.lastByte(of: previous) ?? (node.range.flatMap { source?[safe: $0.lowerBound - 1] })
        let after = node.range.flatMap { source?[safe: $0.upperBound] }
        let first = InlineSegment.firstByte(of: inner)
        let last = InlineSegment.lastByte(of: inner)
        // Markers may touch only where the runs keep pairing as they did: emphasis around
        // the strong emphasis that fills it (`_**a**_`, `*__a__*`, and `___a___`, which is
        // read as emphasis outside too), strong emphasis around emphasis of the other marker.
        let fill = Self.onlyChild(of: node).flatMap { child -> Bool? in
            if case .emphasis = node.kind, Self.isStrong(child) { return true }
            if case .strong = node.kind, case .emphasis = child.kind { return first != marker }
            return nil
        }
        var touching = [first, last]
        if let fill {
            guard fill else { return false }
            touching = []
        }
        if !fillsEmphasis { touching += [before, after] }
        for byte in touching where byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") {
            return false
        }
        if marker == UInt8(ascii: "_") {
            // `_` opens only after whitespace or punctuation and closes only before them,
            // by CommonMark's Unicode classes (a soft hyphen or `é` is inside a word, `→` is not).
            let written = node.range.flatMap { range in
                source.map { (Self.lastScalar(of: $0[..<range.lowerBound]), Self.firstScalar(of: $0[range.upperBound...])) }
            }
            let printedBefore = Self.lastScalar(of: previous)
            for scalar in [printedBefore ?? written?.0, written?.1] {
                if let scalar, !UnicodeClass.isWhitespace(scalar) && !UnicodeClass.isPunctuation(scalar) { return false }
            }
        }
        return true
    }

    private static func onlyChild(of node: RawMarkup) -> RawMarkup? {
        node.children.count == 1 ? node.children[0] : nil
    }

    private static func isStrong(_ node: RawMarkup) -> Bool {
        if case .strong = node.kind { return true }
        return false
    }

    /// The last character printed (a line break for a break), nil when nothing is.
    private static func lastScalar(of segments: ArraySlice<InlineSegment>) -> Unicode.Scalar? {
        for segment in segments.reversed() {
            switch segment {
            case .text(let bytes), .atom(let bytes): if !bytes.isEmpty { return lastScalar(of: bytes[...]) }
            case .softBreak, .hardBreak: return "\n"
            }
        }
        return nil
    }

    private static func lastScalar(of bytes: ArraySlice<UInt8>) -> Unicode.Scalar? {
        var start = bytes.endIndex
        repeat { start -= 1 } while start > bytes.startIndex && bytes[start] & 0xC0 == 0x80
        return start < bytes.startIndex ? nil : firstScalar(of: bytes[start...])
    }

    private static func firstScalar(of bytes: ArraySlice<UInt8>) -> Unicode.Scalar? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }

    /// Whether printed text holds an unescaped `*` or `_` that could act as a delimiter
    /// next to what is printed around it: not `_` inside a word, not a run with whitespace
    /// (or a line start or end) on both sides.
    private static func containsLiteralDelimiter(_ segments: [InlineSegment]) -> Bool {
        // Most text has neither byte: then nothing is put together.
        let star = UInt8(ascii: "*"), underscore = UInt8(ascii: "_")
        guard segments.contains(where: { segment in
            guard case .text(let text) = segment else { return false }
            return text.withUnsafeBufferPointer {
                ByteSearch.firstIndex(ofAny: star, underscore, star, underscore, in: $0, from: 0, to: $0.count) < $0.count
            }
        }) else { return false }
        var bytes: [UInt8] = []
        var candidates: [Int] = []
        var textStart = 0
        for segment in segments {
            switch segment {
            case .text(let text):
                let start = bytes.count
                bytes += text
                // A backslash escapes only within text (an atom's backslash is code or HTML).
                for index in start..<bytes.count where bytes[index] == star || bytes[index] == underscore {
                    var backslashes = 0
                    var cursor = index - 1
                    while cursor >= textStart && bytes[cursor] == UInt8(ascii: "\\") {
                        backslashes += 1
                        cursor -= 1
                    }
                    if backslashes % 2 == 0 { candidates.append(index) }
                }
            case .atom(let atom):
                bytes += atom
                textStart = bytes.count
            case .softBreak, .hardBreak:
                bytes.append(0x0A)
                textStart = bytes.count
            }
        }
        for index in candidates {
            let byte = bytes[index]
            var start = index
            while start > 0 && bytes[start - 1] == byte { start -= 1 }
            var end = index + 1
            while end < bytes.count && bytes[end] == byte { end += 1 }
            let before = start > 0 ? bytes[start - 1] : 0x20
            let after = end < bytes.count ? bytes[end] : 0x20
            if ByteClass.isASCIIWhitespace(before) && ByteClass.isASCIIWhitespace(after) { continue }
            if byte == UInt8(ascii: "_") && ByteClass.isAlphanumeric(before) && ByteClass.isAlphanumeric(after) { continue }
            return true
        }
        return false
    }

    // MARK: Links

    private func flatten(_ nodes: some RawNodes) -> [UInt8] {
        var bytes: [UInt8] = []
        for segment in collect(nodes) {
            switch segment {
            case .text(let text), .atom(let text): bytes += text
            case .softBreak:
                if case .keep = options.wrap, !joinsLines { bytes.append(0x0A) } else { bytes.append(0x20) }
            case .hardBreak(let marker, _): bytes += marker + [0x0A]
            }
        }
        return bytes
    }

    private func link(_ node: RawMarkup, _ info: LinkInfo, isImage: Bool) -> [UInt8] {
        switch info.form {
        case .autolink:
            if let written = sourceBytes(node) { return Array(written) }
            let text = info.destination.hasPrefix("mailto:") ? String(info.destination.dropFirst(7)) : info.destination
            return Array("<\(text)>".utf8)
        case .extendedAutolink:
            if let written = sourceBytes(node) { return Array(written) }
            return flatten(node.children)
        default:
            break
        }
        var bytes: [UInt8] = isImage ? [UInt8(ascii: "!"), UInt8(ascii: "[")] : [UInt8(ascii: "[")]
        if info.form == .collapsedReference || info.form == .shortcutReference, let label = info.label {
            // The text is also the label that names the definition: print it as written.
            bytes += labelText(label, node)
        } else {
            bytes += flatten(node.children)
        }
        return bytes + linkTail(node, info)
    }

    /// What follows a link's or image's text: `]` and the label or the destination and title.
    private func linkTail(_ node: RawMarkup, _ info: LinkInfo) -> [UInt8] {
        switch info.form {
        case .fullReference:
            return Array("][\(info.label ?? "")]".utf8)
        case .collapsedReference:
            return Array("][]".utf8)
        case .shortcutReference:
            return Array("]".utf8)
        default:
            if let tail = writtenTail(node), !tail.contains(0x0A), !tail.contains(0x0D) { return Array(tail) }
            var bytes = Array("](".utf8) + LinkDestinationPrinter.destination(info.destination)
            if let title = info.title { bytes += [0x20] + LinkDestinationPrinter.title(title) }
            bytes.append(UInt8(ascii: ")"))
            return bytes
        }
    }

    /// A label as written, on one line unless it holds a hard break or line breaks are kept
    /// (the label matches its definition either way: labels compare with runs of whitespace
    /// collapsed).
    private func labelText(_ label: String, _ node: RawMarkup) -> [UInt8] {
        var bytes = LineEndings.normalized(Array(label.utf8))
        if case .keep = options.wrap, !joinsLines {} else if bytes.contains(0x0A) && !Self.containsHardBreak(node) {
            var joined: [UInt8] = []
            joined.reserveCapacity(bytes.count)
            var lineStart = false
            for byte in bytes {
                if byte == 0x0A {
                    while let last = joined.last, last == 0x20 || last == 0x09 { joined.removeLast() }
                    joined.append(0x20)
                    lineStart = true
                } else if !(lineStart && (byte == 0x20 || byte == 0x09)) {
                    joined.append(byte)
                    lineStart = false
                }
            }
            bytes = joined
        }
        return inTable ? TextEscaper.escapingPipes(bytes[...]) : bytes
    }

    static func containsHardBreak(_ node: RawMarkup) -> Bool {
        contains(node) { if case .lineBreak = $0 { true } else { false } }
    }

    static func containsSoftBreak(_ node: RawMarkup) -> Bool {
        contains(node) { if case .softBreak = $0 { true } else { false } }
    }

    private static func contains(_ node: RawMarkup, where matches: (RawKind) -> Bool) -> Bool {
        var stack = Array(node.children)
        while let child = stack.popLast() {
            if matches(child.kind) { return true }
            stack += child.children
        }
        return false
    }

    /// `](destination "title")` of an inline link as written.
    private func writtenTail(_ node: RawMarkup) -> [UInt8]? {
        guard let source, let range = node.range else { return nil }
        var textEnd = range.lowerBound + 1
        if case .image = node.kind { textEnd += 1 }
        if let last = node.children.last?.range { textEnd = last.upperBound }
        // Link text may end in markup whose range stops before `]`: find the bracket.
        while textEnd < range.upperBound && source[textEnd] != UInt8(ascii: "]") { textEnd += 1 }
        guard textEnd < range.upperBound else { return nil }
        return Array(source[textEnd..<range.upperBound])
    }
}

extension InlineSegment {
    static func lastByte(of segments: some BidirectionalCollection<InlineSegment>) -> UInt8? {
        for segment in segments.reversed() {
            switch segment {
            case .text(let bytes), .atom(let bytes): if let last = bytes.last { return last }
            case .softBreak, .hardBreak: return 0x0A
            }
        }
        return nil
    }

    static func firstByte(of segments: some Collection<InlineSegment>) -> UInt8? {
        for segment in segments {
            switch segment {
            case .text(let bytes), .atom(let bytes): if let first = bytes.first { return first }
            case .softBreak, .hardBreak: return 0x0A
            }
        }
        return nil
    }
}

extension Array where Element == UInt8 {
    subscript(safe index: Int) -> UInt8? { index >= 0 && index < count ? self[index] : nil }
}
