import MarkdownSyntax

/// Prints inline nodes as segments. Text and code parsed from a file are copied as
/// written (so every escape and entity survives); nodes built in code are escaped.
struct InlinePrinter {
    let options: FormatOptions
    /// The bytes of the file the tree was parsed from, when there is one.
    let source: [UInt8]?
    /// Cells of a table: `|` must be escaped in text that has no source.
    var inTable = false

    init(options: FormatOptions, source: [UInt8]?) {
        self.options = options
        self.source = source
    }

    func segments(_ nodes: [RawMarkup]) -> [InlineSegment] {
        var result: [InlineSegment] = []
        result.reserveCapacity(nodes.count + 2)
        for (index, node) in nodes.enumerated() {
            append(node, isFirst: index == 0, to: &result)
        }
        return result
    }

    private func sourceBytes(_ node: RawMarkup) -> ArraySlice<UInt8>? {
        guard let source, let range = node.range, range.upperBound <= source.count else { return nil }
        return source[range]
    }

    private func append(_ node: RawMarkup, isFirst: Bool, to result: inout [InlineSegment]) {
        switch node.kind {
        case .text(let string):
            if let written = sourceBytes(node) {
                // In table cells a `\|` may fall outside the text's range: escape every pipe.
                result.append(.text(inTable ? TextEscaper.escapingPipes(written) : Array(written)))
            } else {
                result.append(.text(TextEscaper.escape(string, atStart: isFirst, inTable: inTable)))
            }
        case .softBreak:
            result.append(.softBreak)
        case .lineBreak:
            result.append(.hardBreak(options.hardBreak == .backslash ? [UInt8(ascii: "\\")] : [0x20, 0x20]))
        case .inlineCode(let code, let backticks):
            if let written = sourceBytes(node), !written.contains(0x0A), !written.contains(0x0D) {
                result.append(.atom(Array(written)))
            } else {
                result.append(.atom(Array(CodeSpanPrinter.print(code, preferredBackticks: backticks).utf8)))
            }
        case .inlineHTML(let html):
            result.append(.atom(Array(html.utf8)))
        case .emphasis(let marker):
            appendDelimited(node, written: marker, preferred: options.emphasisMarker, count: 1, to: &result)
        case .strong(let marker):
            appendDelimited(node, written: marker, preferred: options.strongMarker, count: 2, to: &result)
        case .strikethrough(let count):
            let tildes = [UInt8](repeating: UInt8(ascii: "~"), count: count)
            result.append(.atom(tildes))
            result += segments(node.children)
            result.append(.atom(tildes))
        case .link(let info):
            result.append(.atom(link(node, info, isImage: false)))
        case .image(let info):
            result.append(.atom(link(node, info, isImage: true)))
        case .footnoteReference(let label):
            result.append(.atom(Array("[^\(label)]".utf8)))
        default:
            // A block inside inline content (only in trees built by hand): keep its text.
            var text = ""
            PlainText.append(node, to: &text)
            result.append(.text(TextEscaper.escape(text, atStart: isFirst, inTable: inTable)))
        }
    }

    /// Emphasis or strong with the preferred marker where it parses the same, else as written.
    private func appendDelimited(_ node: RawMarkup, written: UInt8, preferred: Character?, count: Int,
                                 to result: inout [InlineSegment]) {
        let inner = segments(node.children)
        var marker = written
        if let preferred, let byte = preferred.asciiValue, byte != written,
           canUse(byte, around: node, inner: inner, previous: result) {
            marker = byte
        }
        let delimiter = [UInt8](repeating: marker, count: count)
        result.append(.atom(delimiter))
        result += inner
        result.append(.atom(delimiter))
    }

    /// Whether delimiters of `marker` would still open and close here: not touching the same
    /// character (which would make a longer run) and, for `_`, not inside a word.
    private func canUse(_ marker: UInt8, around node: RawMarkup, inner: [InlineSegment],
                        previous: [InlineSegment]) -> Bool {
        let before = InlineSegment.lastByte(of: previous) ?? (node.range.flatMap { source?[safe: $0.lowerBound - 1] })
        let after = node.range.flatMap { source?[safe: $0.upperBound] }
        let first = InlineSegment.firstByte(of: inner)
        let last = InlineSegment.lastByte(of: inner)
        for byte in [before, after, first, last] where byte == marker { return false }
        if marker == UInt8(ascii: "_") {
            for byte in [before, after] {
                if let byte, byte >= 0x80 || ByteClass.isAlphanumeric(byte) { return false }
            }
        }
        return true
    }

    // MARK: Links

    private func flatten(_ nodes: [RawMarkup]) -> [UInt8] {
        var bytes: [UInt8] = []
        for segment in segments(nodes) {
            switch segment {
            case .text(let text), .atom(let text): bytes += text
            case .softBreak:
                if case .keep = options.wrap { bytes.append(0x0A) } else { bytes.append(0x20) }
            case .hardBreak(let marker): bytes += marker + [0x0A]
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
        bytes += flatten(node.children)
        switch info.form {
        case .fullReference:
            bytes += Array("][\(info.label ?? "")]".utf8)
        case .collapsedReference:
            bytes += Array("][]".utf8)
        case .shortcutReference:
            bytes += Array("]".utf8)
        default:
            if let tail = writtenTail(node), !tail.contains(0x0A), !tail.contains(0x0D) {
                bytes += tail
            } else {
                bytes += Array("](".utf8) + LinkDestinationPrinter.destination(info.destination)
                if let title = info.title { bytes += [0x20] + LinkDestinationPrinter.title(title) }
                bytes.append(UInt8(ascii: ")"))
            }
        }
        return bytes
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
    static func lastByte(of segments: [InlineSegment]) -> UInt8? {
        for segment in segments.reversed() {
            switch segment {
            case .text(let bytes), .atom(let bytes): if let last = bytes.last { return last }
            case .softBreak, .hardBreak: return 0x0A
            }
        }
        return nil
    }

    static func firstByte(of segments: [InlineSegment]) -> UInt8? {
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
