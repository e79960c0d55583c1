/// Python-Markdown's raw HTML blocks: at the top level of a document, a line that starts
/// (after at most three spaces) with the opening tag of a block-level element begins a block
/// that runs to the line where that element closes, blank lines and all (or to the end of
/// the document when it never does). The `markdown` attribute (md_in_html) changes what
/// Python-Markdown does inside, not where the block ends.
package enum PythonMarkdownHTML {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    /// Python-Markdown's block-level elements (`markdown.util.BLOCK_LEVEL_ELEMENTS`).
    static let blockLevelElements: Set<String> = [
        "address", "article", "aside", "blockquote", "body", "canvas", "center", "colgroup", "dd", "details", "div",
        "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "group", "h1", "h2", "h3", "h4", "h5", "h6",
        "header", "hgroup", "hr", "html", "iframe", "legend", "li", "main", "map", "math", "menu", "nav", "noscript",
        "object", "ol", "option", "output", "p", "pre", "progress", "script", "section", "style", "summary", "table",
        "tbody", "td", "textarea", "tfoot", "th", "thead", "tr", "ul", "video",
    ]

    /// The lower-cased name of the block-level element whose opening tag starts at `position`.
    static func openingElement(_ bytes: Bytes, _ position: Int, _ end: Int) -> String? {
        guard position + 1 < end, bytes[position] == UInt8(ascii: "<"), ByteClass.isLetter(bytes[position + 1]) else {
            return nil
        }
        let (name, after) = tagName(bytes, position + 1, end)
        guard blockLevelElements.contains(name) else { return nil }
        guard after == end || ByteClass.isSpaceOrTab(bytes[after]) || bytes[after] == UInt8(ascii: ">")
            || bytes[after] == UInt8(ascii: "/") else { return nil }
        return name
    }

    /// Whether Python-Markdown's HTML preprocessor stores raw HTML starting with `html` as a
    /// block of its own when it starts a line of the file after at most three spaces, in
    /// whatever list item or admonition that line is: a comment, processing instruction,
    /// declaration or CDATA section, or a block-level element's tag. Indented further, the
    /// same HTML stays inline.
    package static func opensBlockAtLineStart(_ html: ArraySlice<UInt8>) -> Bool {
        let bytes = Array(html)
        guard bytes.count > 1, bytes[0] == UInt8(ascii: "<") else { return false }
        if bytes[1] == UInt8(ascii: "!") || bytes[1] == UInt8(ascii: "?") {
            return bytes.withUnsafeBufferPointer { HTMLBlockScanner.startCondition($0, 0, $0.count, canBeKind7: false) != nil }
        }
        return bytes.withUnsafeBufferPointer { openingElement($0, 0, $0.count) != nil }
    }

    /// How the open count of `element` changes over a line: +1 for each opening tag that is
    /// not self-closing, -1 for each closing tag.
    static func depthChange(_ bytes: Bytes, _ start: Int, _ end: Int, element: String) -> Int {
        var change = 0
        var cursor = start
        while cursor < end {
            guard bytes[cursor] == UInt8(ascii: "<") else { cursor += 1; continue }
            let closing = cursor + 1 < end && bytes[cursor + 1] == UInt8(ascii: "/")
            let nameStart = closing ? cursor + 2 : cursor + 1
            let (name, after) = tagName(bytes, nameStart, end)
            cursor = max(after, cursor + 1)
            guard name == element else { continue }
            if closing {
                change -= 1
                continue
            }
            // An opening tag: self-closing when its `>` comes right after a `/`.
            var tagEnd = after
            while tagEnd < end && bytes[tagEnd] != UInt8(ascii: ">") { tagEnd += 1 }
            let selfClosing = tagEnd < end && tagEnd > after && bytes[tagEnd - 1] == UInt8(ascii: "/")
            if !selfClosing && element != "hr" { change += 1 }
        }
        return change
    }

    private static func tagName(_ bytes: Bytes, _ start: Int, _ end: Int) -> (String, Int) {
        var cursor = start
        var name: [UInt8] = []
        while cursor < end && (ByteClass.isAlphanumeric(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "-")) {
            name.append(bytes[cursor] | (ByteClass.isLetter(bytes[cursor]) ? 0x20 : 0))
            cursor += 1
        }
        return (String(decoding: name, as: UTF8.self), cursor)
    }
}
