/// Renders a tree to HTML following the CommonMark spec's output conventions, with
/// raw HTML passed through. Every node the tree has is rendered (GFM tables, footnotes as
/// GitHub renders them: numbered references and a footnotes section at the end). The
/// document's dialect decides the rest: in GFM the tag filter applies to raw HTML, math and
/// alerts get GitHub's markup, and MkDocs constructs get Python-Markdown's (see
/// HTMLWriter+Extensions).
public struct HTMLRenderer: Sendable {
    /// The dialect whose conventions apply; nil renders each tree in the dialect of the
    /// document it belongs to (GFM for nodes built in code).
    public var dialect: Dialect?

    /// Makes a renderer; with no dialect, each tree renders in its own document's.
    public init(dialect: Dialect? = nil) {
        self.dialect = dialect
    }

    /// Renders in `flavor` whatever the document's dialect (the former spelling of `dialect:`).
    public init(flavor: Dialect) {
        self.init(dialect: flavor)
    }

    /// The HTML of `markup` and its descendants; a document's footnotes, if it has any, follow in a section at the end.
    public func render(_ markup: any Markup) -> String {
        String(decoding: renderUTF8(markup), as: UTF8.self)
    }

    /// The HTML as UTF-8 bytes, without building a `String` (for writing large outputs).
    public func renderUTF8(_ markup: any Markup) -> [UInt8] {
        var writer = writer(for: markup, expectedSize: markup.raw.range?.count ?? 0)
        writer.render(markup.raw)
        return writer.out.array
    }

    /// Hands the HTML to `sink` in pieces of about a megabyte, in order, as it is written:
    /// a large document's HTML is never held whole (the concatenated pieces are
    /// `renderUTF8`'s bytes).
    public func render(_ markup: any Markup, to sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        withoutActuallyEscaping(sink) { sink in
            var writer = writer(for: markup, expectedSize: min(markup.raw.range?.count ?? 0, HTMLWriter.pieceBytes))
            writer.sink = sink
            writer.render(markup.raw)
            writer.flush()
        }
    }

    private func writer(for markup: any Markup, expectedSize: Int) -> HTMLWriter {
        let document = markup.root as? Document
        return writer(parsedWith: document?.parseOptions, source: document?.source?.bytes, expectedSize: expectedSize)
    }

    /// A writer for nodes of a document parsed with `options` (nil for nodes built in code)
    /// from `source`.
    func writer(parsedWith options: ParseOptions?, source: [UInt8]?, expectedSize: Int) -> HTMLWriter {
        let extensions = dialect?.extensions ?? options?.extensions ?? Dialect.gfm.extensions
        var writer = HTMLWriter(tagFilter: extensions.contains(.tagFilter), expectedSize: expectedSize)
        writer.mathMarkup = dialect == .mkdocs || (dialect == nil && options?.dialect == .mkdocs) ? .arithmatex : .github
        writer.renderedMath = extensions.contains(.math)
        writer.readsTopicReferences = (dialect ?? options?.dialect ?? .gfm).readsTopicReferences
        if extensions.contains(.pythonMarkdown) { writer.source = source }
        return writer
    }
}

struct HTMLWriter {
    /// The markup math gets.
    enum MathMarkup { case github, arithmatex }

    let out: ByteOutput
    var mathMarkup = MathMarkup.github
    /// Whether ```` ```math ```` fences are math.
    var renderedMath = false
    /// Whether `doc:` links are links to documentation pages (DocC), marked as such.
    var readsTopicReferences = false
    /// The source of a Python-Markdown document, whose list items are loose one by one
    /// (by the blank lines around each) rather than list by list.
    var source: [UInt8]?
    /// Receives the output piece by piece when set (`flushIfFull`); nil keeps it whole in `out`.
    var sink: ((UnsafeBufferPointer<UInt8>) -> Void)?
    /// The last byte handed to `sink`: where a line break is needed depends on it.
    private var lastFlushed: UInt8?
    /// Set when this writer's output will follow output written elsewhere (a run of blocks
    /// rendered on its own): a newline wanted before anything was written is then left to
    /// whoever joins the outputs, who knows the byte before (`wantsLineBreakFirst`).
    var continuesEarlierOutput = false
    private(set) var wantsLineBreakFirst = false
    /// About how much output a piece holds.
    static let pieceBytes = 1 << 20
    private let tagFilter: Bool
    var footnotes = FootnoteState()

    init(tagFilter: Bool, expectedSize: Int) {
        self.tagFilter = tagFilter
        // HTML is typically a little longer than its Markdown.
        out = ByteOutput(capacity: max(4096, expectedSize + expectedSize / 4))
    }

    @inline(__always)
    mutating func write(_ text: StaticString) {
        out.append(text)
    }

    /// Text made at run time (literals take `write(_:)` with a `StaticString`, which
    /// copies without making a `String`).
    mutating func write(string text: String) {
        var text = text
        // One copy of the contiguous bytes, where appending the UTF-8 view went byte by byte.
        text.withUTF8 { out.append($0) }
    }

    /// A newline unless the output is empty or already ends with one.
    mutating func lineBreakIfNeeded() {
        if let last = out.last ?? lastFlushed {
            if last != ByteClass.newline { out.append(ByteClass.newline) }
        } else if continuesEarlierOutput {
            wantsLineBreakFirst = true
        }
    }

    /// Renders a tree and, for a document, its footnotes section.
    mutating func render(_ root: RawMarkup) {
        collectFootnoteDefinitions(in: root)
        renderBlock(root, tight: false)
        renderFootnotes()
    }

    /// Hands the output so far to `sink` once it makes a piece (anywhere: only the last
    /// byte written is ever looked at again).
    mutating func flushIfFull() {
        if out.count >= Self.pieceBytes { flush() }
    }

    /// Hands the output so far to `sink`, if there is one.
    mutating func flush() {
        guard let sink, let last = out.last else { return }
        out.withBytes(sink)
        lastFlushed = last
        out.removeAll()
    }

    /// Appends output rendered elsewhere. A stretch of 16 KiB or more (most runs' output)
    /// goes to the sink as it is, after what is waiting, instead of being copied into the
    /// output first.
    mutating func writeRendered(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let sink, bytes.count >= 16 << 10, let last = bytes.last else {
            out.append(bytes)
            return
        }
        flush()
        sink(bytes)
        lastFlushed = last
    }

    private mutating func writeRaw(_ html: String) {
        if tagFilter { HTMLEscaping.appendFiltered(html, to: out) } else { write(string: html) }
    }

    // MARK: Blocks

    mutating func renderBlock(_ node: RawMarkup, tight: Bool) {
        defer { flushIfFull() }
        switch node.kind {
        case .document:
            for child in node.children { renderBlock(child, tight: false) }
        case .frontMatter, .linkReferenceDefinition:
            break
        case .blockQuote:
            lineBreakIfNeeded()
            write("<blockquote>\n")
            for child in node.children { renderBlock(child, tight: false) }
            lineBreakIfNeeded()
            write("</blockquote>\n")
        case .orderedList(let info):
            lineBreakIfNeeded()
            if info.start == 1 { write("<ol>\n") } else { write(string: "<ol start=\"\(info.start)\">\n") }
            renderItems(node, tight: info.isTight)
            write("</ol>\n")
        case .unorderedList(let info):
            lineBreakIfNeeded()
            write("<ul>\n")
            renderItems(node, tight: info.isTight)
            write("</ul>\n")
        case .listItem(let info):
            lineBreakIfNeeded()
            write("<li>")
            if let checkbox = info.checkbox {
                write(checkbox == .checked ? "<input type=\"checkbox\" checked=\"\" disabled=\"\" /> "
                                           : "<input type=\"checkbox\" disabled=\"\" /> ")
            }
            for child in node.children { renderBlock(child, tight: tight) }
            write("</li>\n")
        case .paragraph:
            if tight {
                renderInlines(node.children)
            } else {
                lineBreakIfNeeded()
                write("<p")
                writeAttributes(ofBlock: node)
                write(">")
                renderInlines(node.children)
                write("</p>\n")
            }
        case .heading(let info):
            lineBreakIfNeeded()
            write("<h")
            out.append(decimal: info.level)
            writeAttributes(ofBlock: node)
            write(">")
            renderInlines(node.children)
            write("</h")
            out.append(decimal: info.level)
            write(">\n")
        case .thematicBreak:
            lineBreakIfNeeded()
            write("<hr />\n")
        case .codeBlock(let info) where renderedMath && info.infoString.prefix(while: { $0 != " " && $0 != "\t" }) == "math":
            renderDisplayMath(info.code)
        case .codeBlock(let info):
            lineBreakIfNeeded()
            write("<pre><code")
            let language = info.infoString.prefix { $0 != " " && $0 != "\t" }
            if !language.isEmpty {
                write(" class=\"language-")
                HTMLEscaping.appendEscaped(String(language), to: out)
                write("\"")
            }
            write(">")
            info.content.withUTF8 { HTMLEscaping.appendEscaped($0, to: out) }
            write("</code></pre>\n")
        case .htmlBlock(let html, _):
            lineBreakIfNeeded()
            writeRaw(html)
            write("\n")
        case .footnoteDefinition:
            footnoteDefinitionMet(node)
        case .blockDirective(let info):
            // A preview of the structure DocC sees: an element named and argued as the directive.
            lineBreakIfNeeded()
            write("<div class=\"directive\" data-name=\"")
            HTMLEscaping.appendEscaped(info.name, to: out)
            write("\"")
            if !info.arguments.isEmpty {
                write(" data-arguments=\"")
                HTMLEscaping.appendEscaped(DirectiveArgument.argumentText(info.arguments), to: out)
                write("\"")
            }
            write(">\n")
            for child in node.children { renderBlock(child, tight: false) }
            lineBreakIfNeeded()
            write("</div>\n")
        case .table(let info):
            renderTable(node, info.alignments)
        case .tableHead, .tableBody, .tableRow, .tableCell:
            // Outside a table (only in trees built by hand): render the cells' content.
            for child in node.children { renderBlock(child, tight: tight) }
        case .mathBlock(let info):
            renderDisplayMath(info.tex)
        case .alert(let info):
            renderAlert(node, info)
        case .admonition(let info):
            renderAdmonition(node, info)
        case .contentTab(let info):
            renderContentTab(node, info)
        case .definitionList, .definitionTerm, .definitionDescription:
            renderDefinitionPart(node)
        case .snippet(let text):
            lineBreakIfNeeded()
            write("<p class=\"snippet\">")
            HTMLEscaping.appendEscaped(text, to: out)
            write("</p>\n")
        case .text, .softBreak, .lineBreak, .emphasis, .strong, .strikethrough, .inlineCode, .symbolLink, .inlineHTML,
             .link, .image, .footnoteReference, .inlineMath, .attributeList:
            renderInline(node)
        }
    }

    private mutating func renderTable(_ table: RawMarkup, _ alignments: [TableAlignment?]) {
        lineBreakIfNeeded()
        write("<table>\n")
        for section in table.children {
            switch section.kind {
            case .tableHead:
                write("<thead>\n")
                renderRow(section, alignments, header: true)
                write("</thead>\n")
            case .tableBody:
                write("<tbody>\n")
                for row in section.children { renderRow(row, alignments, header: false) }
                write("</tbody>\n")
            default:
                renderRow(section, alignments, header: false)
            }
        }
        write("</table>\n")
    }

    private mutating func renderRow(_ row: RawMarkup, _ alignments: [TableAlignment?], header: Bool) {
        defer { flushIfFull() }
        write("<tr>\n")
        for (column, cell) in row.children.enumerated() {
            var span = TableCellSpan.single
            if case .tableCell(let cellSpan) = cell.kind { span = cellSpan }
            // A cell another one covers (DocC's spans) is not a cell of its own.
            if span.columns == 0 || span.rows == 0 { continue }
            write(header ? "<th" : "<td")
            if column < alignments.count, let alignment = alignments[column] {
                write(string: " align=\"\(alignment.rawValue)\"")
            }
            if span.columns > 1 { write(string: " colspan=\"\(span.columns)\"") }
            if span.rows > 1 { write(string: " rowspan=\"\(span.rows)\"") }
            write(">")
            renderInlines(cell.children)
            write(header ? "</th>\n" : "</td>\n")
        }
        write("</tr>\n")
    }

    // MARK: Inlines

    mutating func renderInlines(_ nodes: RawChildren) {
        for (index, node) in nodes.enumerated() {
            // A block's attribute list on its own last line takes that line with it.
            // Tags, not kinds, for the tests most nodes fail: reading a kind copies its payload.
            if node.tag == .softBreak, index + 2 == nodes.count, nodes[index + 1].tag == .attributeList { continue }
            if index + 1 < nodes.count, nodes[index + 1].tag == .attributeList,
               case .attributeList(let list) = nodes[index + 1].kind, AttributeLists.attaches(node) {
                renderInline(node, attributes: list)
            } else {
                renderInline(node)
            }
            // One paragraph can make a great deal of HTML (thousands of references).
            flushIfFull()
        }
    }

    /// `attributes`: an attribute list right after the node, which gives it its attributes.
    private mutating func renderInline(_ node: RawMarkup, attributes: String? = nil) {
        switch node.kind {
        case .text(let text):
            text.withUTF8 { HTMLEscaping.appendEscaped($0, to: out) }
        case .softBreak:
            write("\n")
        case .lineBreak:
            write("<br />\n")
        case .inlineCode(let code, _):
            write("<code")
            writeAttributes(attributes)
            write(">")
            code.withUTF8 { HTMLEscaping.appendEscaped($0, to: out) }
            write("</code>")
        case .symbolLink(let destination, _):
            // A code link to the symbol, addressed as DocC addresses links (`doc:`).
            write("<a class=\"symbol-link\" href=\"doc:")
            HTMLEscaping.appendEscapedURL(destination, to: out)
            write("\"><code>")
            HTMLEscaping.appendEscaped(destination, to: out)
            write("</code></a>")
        case .inlineHTML(let html):
            writeRaw(html)
        case .emphasis:
            write("<em")
            writeAttributes(attributes)
            write(">")
            renderInlines(node.children)
            write("</em>")
        case .strong:
            write("<strong")
            writeAttributes(attributes)
            write(">")
            renderInlines(node.children)
            write("</strong>")
        case .strikethrough:
            write("<del>")
            renderInlines(node.children)
            write("</del>")
        case .link(let info):
            write("<a href=\"")
            HTMLEscaping.appendEscapedURL(info.destination, to: out)
            write("\"")
            if readsTopicReferences, let topic = TopicReference(destination: info.destination) {
                // A preview cannot resolve the page; it shows which one is meant.
                write(" class=\"topic-link\" data-topic=\"")
                HTMLEscaping.appendEscaped(topic.description, to: out)
                write("\"")
            }
            writeTitle(info.title)
            writeAttributes(attributes)
            write(">")
            renderInlines(node.children)
            write("</a>")
        case .image(let info):
            write("<img src=\"")
            HTMLEscaping.appendEscapedURL(info.destination, to: out)
            write("\" alt=\"")
            renderAltText(node.children)
            write("\"")
            writeTitle(info.title)
            writeAttributes(attributes)
            write(" />")
        case .footnoteReference(let label):
            footnoteReferenceMet(node, label, shown: true)
        case .inlineMath(let info):
            renderInlineMath(info)
        case .attributeList:
            break  // the attributes of the node before it, or of its block
        case .document, .frontMatter, .blockQuote, .orderedList, .unorderedList, .listItem, .paragraph, .heading,
             .thematicBreak, .codeBlock, .htmlBlock, .linkReferenceDefinition, .footnoteDefinition, .blockDirective, .table,
             .tableHead, .tableBody, .tableRow, .tableCell, .mathBlock, .alert, .admonition, .contentTab, .definitionList,
             .definitionTerm, .definitionDescription, .snippet:
            // Blocks inside inline content (only in trees built by hand).
            renderBlock(node, tight: false)
        }
    }

    private mutating func writeTitle(_ title: String?) {
        guard let title else { return }
        write(" title=\"")
        HTMLEscaping.appendEscaped(title, to: out)
        write("\"")
    }

    /// Image descriptions are rendered as plain text.
    private mutating func renderAltText(_ nodes: RawChildren) {
        for node in nodes {
            switch node.kind {
            case .text(let text): text.withUTF8 { HTMLEscaping.appendEscaped($0, to: out) }
            case .inlineCode(let code, _): code.withUTF8 { HTMLEscaping.appendEscaped($0, to: out) }
            case .symbolLink(let code, _): HTMLEscaping.appendEscaped(code, to: out)
            case .inlineHTML(let html): HTMLEscaping.appendEscaped(html, to: out)
            case .inlineMath(let info): HTMLEscaping.appendEscaped(info.tex, to: out)
            case .softBreak, .lineBreak: write(" ")
            case .attributeList: break
            case .footnoteReference(let label):
                // Counted where it stands, as everywhere else; it shows no text.
                footnoteReferenceMet(node, label, shown: false)
            case .document, .frontMatter, .blockQuote, .orderedList, .unorderedList, .listItem, .paragraph, .heading,
                 .thematicBreak, .codeBlock, .htmlBlock, .linkReferenceDefinition, .footnoteDefinition, .blockDirective,
                 .table, .tableHead, .tableBody, .tableRow, .tableCell, .emphasis, .strong, .strikethrough, .link, .image,
                 .mathBlock, .alert, .admonition, .contentTab, .definitionList, .definitionTerm,
                 .definitionDescription, .snippet:
                renderAltText(node.children)
            }
        }
    }
}
