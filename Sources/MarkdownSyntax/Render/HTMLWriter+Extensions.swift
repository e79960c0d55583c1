/// HTML for the constructs GitHub and MkDocs add to CommonMark.
///
/// GitHub (as github.com shows them, without the icons): math is
/// `<math-renderer class="js-inline-math" style="display: inline">$…$</math-renderer>`, or
/// `class="js-display-math" style="display: block"` with `$$` for display math, math blocks
/// and ```` ```math ```` fences; the TeX is escaped, never read as Markdown. An alert is
/// `<div class="markdown-alert markdown-alert-note">` holding
/// `<p class="markdown-alert-title">Note</p>` and its blocks.
///
/// MkDocs (as Python-Markdown with Material's extensions writes them): an admonition is
/// `<div class="admonition note">` with `<p class="admonition-title">Title</p>`, details are
/// `<details class="note">` (`open="open"` for `???+`) with `<summary>`, a content tab is
/// `<div class="tabbed-block" data-title="…">`, definition lists are `<dl>`/`<dt>`/`<dd>`,
/// attribute lists become the attributes of their element, math is arithmatex's
/// `<span class="arithmatex">\(…\)</span>` and `<div class="arithmatex">\[…\]</div>`, and a
/// snippet line shows as `<p class="snippet">`.
extension HTMLWriter {
    // MARK: Math

    mutating func renderInlineMath(_ info: InlineMathInfo) {
        let display = info.delimiter == .doubleDollar
        switch mathMarkup {
        case .github:
            write(display ? "<math-renderer class=\"js-display-math\" style=\"display: block\">$$"
                          : "<math-renderer class=\"js-inline-math\" style=\"display: inline\">$")
            HTMLEscaping.appendEscaped(info.tex, to: out)
            write(display ? "$$</math-renderer>" : "$</math-renderer>")
        case .arithmatex:
            write(display ? "<span class=\"arithmatex\">\\[" : "<span class=\"arithmatex\">\\(")
            HTMLEscaping.appendEscaped(info.tex, to: out)
            write(display ? "\\]</span>" : "\\)</span>")
        }
    }

    /// A math block or ```` ```math ```` fence; `tex` ends with a newline unless empty.
    mutating func renderDisplayMath(_ tex: String) {
        lineBreakIfNeeded()
        switch mathMarkup {
        case .github:
            write("<math-renderer class=\"js-display-math\" style=\"display: block\">$$\n")
            HTMLEscaping.appendEscaped(tex, to: out)
            write("$$</math-renderer>\n")
        case .arithmatex:
            write("<div class=\"arithmatex\">\\[\n")
            HTMLEscaping.appendEscaped(tex, to: out)
            write("\\]</div>\n")
        }
    }

    // MARK: Containers

    mutating func renderAlert(_ node: RawMarkup, _ info: AlertInfo) {
        lineBreakIfNeeded()
        write(string: "<div class=\"markdown-alert markdown-alert-\(info.kind.rawValue)\">\n")
        write(string: "<p class=\"markdown-alert-title\">\(info.kind.title)</p>\n")
        for child in node.children { renderBlock(child, tight: false) }
        lineBreakIfNeeded()
        write("</div>\n")
    }

    mutating func renderAdmonition(_ node: RawMarkup, _ info: AdmonitionInfo) {
        lineBreakIfNeeded()
        let type = info.qualifiers.prefix { $0 != " " }
        let title = info.title ?? (type.prefix(1).uppercased() + type.dropFirst().lowercased())
        let classes = info.qualifiers.split(separator: " ").joined(separator: " ")
        if info.style == .admonition {
            write("<div class=\"admonition ")
            HTMLEscaping.appendEscaped(classes, to: out)
            write("\">\n")
            if !title.isEmpty {
                write("<p class=\"admonition-title\">")
                HTMLEscaping.appendEscaped(title, to: out)
                write("</p>\n")
            }
        } else {
            write("<details class=\"")
            HTMLEscaping.appendEscaped(classes, to: out)
            write(info.style == .expanded ? "\" open=\"open\">\n<summary>" : "\">\n<summary>")
            HTMLEscaping.appendEscaped(title, to: out)
            write("</summary>\n")
        }
        for child in node.children { renderBlock(child, tight: false) }
        lineBreakIfNeeded()
        write(info.style == .admonition ? "</div>\n" : "</details>\n")
    }

    mutating func renderContentTab(_ node: RawMarkup, _ info: ContentTabInfo) {
        lineBreakIfNeeded()
        write("<div class=\"tabbed-block\" data-title=\"")
        HTMLEscaping.appendEscaped(info.title, to: out)
        if !info.flags.isEmpty {
            write("\" data-flags=\"")
            HTMLEscaping.appendEscaped(info.flags, to: out)
        }
        write("\">\n")
        for child in node.children { renderBlock(child, tight: false) }
        lineBreakIfNeeded()
        write("</div>\n")
    }

    mutating func renderDefinitionPart(_ node: RawMarkup) {
        lineBreakIfNeeded()
        switch node.kind {
        case .definitionList:
            write("<dl>\n")
            for child in node.children { renderBlock(child, tight: false) }
            lineBreakIfNeeded()
            write("</dl>\n")
        case .definitionTerm:
            write("<dt")
            writeAttributes(ofBlock: node)
            write(">")
            renderInlines(node.children)
            write("</dt>\n")
        case .definitionDescription(let isLoose):
            write("<dd>")
            let tight = !isLoose && node.children.count == 1
            if !tight { write("\n") }
            for child in node.children { renderBlock(child, tight: tight) }
            lineBreakIfNeeded()
            write("</dd>\n")
        default:
            for child in node.children { renderBlock(child, tight: false) }
        }
    }

    // MARK: Lists

    /// A list's items: tight or loose as the list is, except in Python-Markdown, where an
    /// item is loose when a blank line comes right before or after it.
    mutating func renderItems(_ list: RawMarkup, tight: Bool) {
        let items = list.children
        guard let source else {
            for item in items { renderBlock(item, tight: tight) }
            return
        }
        var blankBefore = false
        for (index, item) in items.enumerated() {
            var blankAfter = false
            if index + 1 < items.count, let end = item.range?.upperBound, let next = items[index + 1].range?.lowerBound {
                blankAfter = Self.hasBlankLine(source, end..<next)
            }
            renderBlock(item, tight: item.range == nil ? tight : !(blankBefore || blankAfter))
            blankBefore = blankAfter
        }
    }

    /// Whether a line of `range` holds nothing but spaces, tabs and block quote markers.
    static func hasBlankLine(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard range.lowerBound >= 0, range.upperBound <= bytes.count, !range.isEmpty else { return false }
        var sawLineEnd = false
        var lineIsBlank = false
        for index in range {
            let byte = bytes[index]
            if byte == ByteClass.newline {
                if sawLineEnd && lineIsBlank { return true }
                sawLineEnd = true
                lineIsBlank = true
            } else if byte != ByteClass.space && byte != ByteClass.tab && byte != ByteClass.carriageReturn
                        && byte != UInt8(ascii: ">") {
                lineIsBlank = false
            }
        }
        return false
    }

    // MARK: Attribute lists

    /// The attributes of a block's trailing attribute list (at the end of a heading or term,
    /// or on the last line of a paragraph).
    mutating func writeAttributes(ofBlock node: RawMarkup) {
        let children = node.children
        guard let last = children.last, case .attributeList(let text) = last.kind else { return }
        if children.count >= 2 && AttributeLists.attaches(children[children.count - 2]) { return }
        writeAttributes(text)
    }

    /// ` id="…" class="…" key="…"` for an attribute list (nothing for nil).
    mutating func writeAttributes(_ list: String?) {
        guard let list else { return }
        var identifier: String?
        var classes: [String] = []
        var others: [(String, String)] = []
        for (name, value) in AttributeListParser.attributes(of: list) {
            switch name {
            case "id": identifier = value
            case "class": classes.append(value)
            default: others.append((name, value))
            }
        }
        if let identifier { writeAttribute("id", identifier) }
        if !classes.isEmpty { writeAttribute("class", classes.joined(separator: " ")) }
        for (name, value) in others { writeAttribute(name, value) }
    }

    private mutating func writeAttribute(_ name: String, _ value: String) {
        write(" ")
        HTMLEscaping.appendEscaped(name, to: out)
        write("=\"")
        HTMLEscaping.appendEscaped(value, to: out)
        write("\"")
    }
}

/// Where attr_list's attribute lists go.
enum AttributeLists {
    /// Whether an attribute list right after `node` gives `node` its attributes.
    static func attaches(_ node: RawMarkup) -> Bool {
        switch node.kind {
        case .link, .image, .emphasis, .strong, .strikethrough, .inlineCode, .inlineMath: true
        default: false
        }
    }
}
