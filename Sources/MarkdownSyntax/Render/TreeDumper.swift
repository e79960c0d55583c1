/// An indented, readable dump of a tree: each node's kind, source range and key
/// attributes, one node per line. Stable enough for golden tests:
///
/// ```
/// Document @1:1-2:1
/// └─ Heading @1:1-1:9 level: 1 style: atx
///    └─ Text @1:3-1:9 "Title!"
/// ```
public enum TreeDumper {
    /// The dump of `markup` and everything below it, one line per node, without a final newline.
    public static func dump(_ markup: any Markup) -> String {
        var bytes = dumpUTF8(markup)
        bytes.removeLast()
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The dump as UTF-8, with a final newline: for output, without making a string.
    package static func dumpUTF8(_ markup: any Markup) -> [UInt8] {
        var writer = Writer()
        writer.write(markup._data, connector: [])
        return writer.out
    }

    /// Writes the dump as bytes: a dump has a line per node, and building each line from
    /// interpolated strings cost about 10,000 instructions per node.
    private struct Writer {
        var out: [UInt8] = []
        /// What starts the lines of the current node's children: one segment per ancestor.
        var prefix: [UInt8] = []

        mutating func write(_ data: _MarkupData, connector: [UInt8]) {
            out += prefix
            out += connector
            let kind = data.raw.kind
            for byte in name(of: kind).utf8 { out.append(byte) }
            if let bytes = data.raw.range, let source = data.sourceFile {
                let range = source.range(of: bytes)
                out.append(contentsOf: " @".utf8)
                writeNumber(range.lowerBound.line, then: UInt8(ascii: ":"))
                writeNumber(range.lowerBound.column, then: UInt8(ascii: "-"))
                writeNumber(range.upperBound.line, then: UInt8(ascii: ":"))
                writeNumber(range.upperBound.column, then: nil)
            }
            if case .text(let text) = kind {
                out.append(UInt8(ascii: " "))
                text.withUTF8 { writeQuoted($0) }
            } else {
                let details = attributes(of: makeMarkup(data))
                if !details.isEmpty {
                    out.append(UInt8(ascii: " "))
                    out += details.utf8
                }
            }
            out.append(UInt8(ascii: "\n"))
            let count = data.raw.children.count
            guard count > 0 else { return }
            // Below the root, a child's lines continue its parent's connector: a bar while
            // siblings follow, blank after the last.
            let continuation = connector.isEmpty ? [] : connector == Self.last ? Self.blank : Self.bar
            prefix += continuation
            let children = MarkupChildren(data)
            for index in 0..<count {
                write(children.data(at: index), connector: index == count - 1 ? Self.last : Self.middle)
            }
            prefix.removeLast(continuation.count)
        }

        static let middle = Array("├─ ".utf8)
        static let last = Array("└─ ".utf8)
        static let bar = Array("│  ".utf8)
        static let blank = Array("   ".utf8)

        private mutating func writeNumber(_ number: Int, then separator: UInt8?) {
            var divisor = 1
            while divisor <= number / 10 { divisor *= 10 }
            repeat {
                out.append(UInt8(ascii: "0") + UInt8(number / divisor % 10))
                divisor /= 10
            } while divisor > 0
            if let separator { out.append(separator) }
        }

        /// `quoted(_:)` of UTF-8 text, byte by byte: only ASCII is escaped, and no byte of
        /// a multibyte character is ASCII.
        private mutating func writeQuoted(_ bytes: UnsafeBufferPointer<UInt8>) {
            out.append(UInt8(ascii: "\""))
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"),
                     0..<0x20, 0x7F:
                    out += TreeDumper.escape(Unicode.Scalar(byte)).utf8
                default:
                    out.append(byte)
                }
            }
            out.append(UInt8(ascii: "\""))
        }
    }

    static func name(of kind: RawKind) -> String {
        switch kind {
        case .document: return "Document"
        case .frontMatter: return "FrontMatter"
        case .blockQuote: return "BlockQuote"
        case .orderedList: return "OrderedList"
        case .unorderedList: return "UnorderedList"
        case .listItem: return "ListItem"
        case .paragraph: return "Paragraph"
        case .heading: return "Heading"
        case .thematicBreak: return "ThematicBreak"
        case .codeBlock: return "CodeBlock"
        case .htmlBlock: return "HTMLBlock"
        case .linkReferenceDefinition: return "LinkReferenceDefinition"
        case .footnoteDefinition: return "FootnoteDefinition"
        case .blockDirective: return "BlockDirective"
        case .table: return "Table"
        case .tableHead: return "Table.Head"
        case .tableBody: return "Table.Body"
        case .tableRow: return "Table.Row"
        case .tableCell: return "Table.Cell"
        case .text: return "Text"
        case .softBreak: return "SoftBreak"
        case .lineBreak: return "LineBreak"
        case .emphasis: return "Emphasis"
        case .strong: return "Strong"
        case .strikethrough: return "Strikethrough"
        case .inlineCode: return "InlineCode"
        case .symbolLink: return "SymbolLink"
        case .inlineHTML: return "InlineHTML"
        case .link: return "Link"
        case .image: return "Image"
        case .footnoteReference: return "FootnoteReference"
        case .inlineMath: return "InlineMath"
        case .mathBlock: return "MathBlock"
        case .alert: return "Alert"
        case .admonition: return "Admonition"
        case .contentTab: return "ContentTab"
        case .definitionList: return "DefinitionList"
        case .definitionTerm: return "DefinitionTerm"
        case .definitionDescription: return "DefinitionDescription"
        case .attributeList: return "AttributeList"
        case .snippet: return "Snippet"
        }
    }

    private static func attributes(of markup: any Markup) -> String {
        switch markup.raw.kind {
        case .frontMatter(let format, let content):
            return "format: \(format.rawValue) content: \(quoted(content))"
        case .orderedList(let info):
            return "start: \(info.start) delimiter: \"\(info.delimiter.rawValue)\" tight: \(info.isTight)"
        case .unorderedList(let info):
            return "marker: \"\(info.marker.rawValue)\" tight: \(info.isTight)"
        case .listItem(let info):
            var text = info.marker.isEmpty ? "" : "marker: \(quoted(info.marker))"
            if let checkbox = info.checkbox {
                text += (text.isEmpty ? "" : " ") + "checkbox: \(checkbox == .checked ? "[x]" : "[ ]")"
            }
            return text
        case .heading(let info):
            var text = "level: \(info.level) style: \(info.style.rawValue)"
            if !info.closingSequence.isEmpty { text += " closing: \(quoted(info.closingSequence))" }
            return text
        case .thematicBreak(let marker):
            return "marker: \"\(Character(Unicode.Scalar(marker)))\""
        case .codeBlock(let info):
            var text: String
            if let fence = info.fence {
                text = "fence: \"\(String(repeating: fence.character, count: fence.length))\""
                if !info.infoString.isEmpty { text += " info: \(quoted(info.infoString))" }
                if !fence.isClosed { text += " unclosed" }
            } else {
                text = "indented"
            }
            return text + " code: \(quoted(info.code))"
        case .htmlBlock(let html, let kind):
            return "kind: \(kind) html: \(quoted(html))"
        case .linkReferenceDefinition(let info):
            return linkAttributes(label: info.label, destination: info.destination, title: info.title, form: nil)
                + topicAttributes((markup as? LinkReferenceDefinition)?.topic)
        case .footnoteDefinition(let label), .footnoteReference(let label):
            return "label: \(quoted(label))"
        case .blockDirective(let info):
            return directiveAttributes(info, source: markup.sourceFile)
        case .table(let info):
            return "alignments: [" + info.alignments.map { $0?.rawValue ?? "none" }.joined(separator: ", ") + "]"
        case .text(let text):
            return quoted(text.string)
        case .lineBreak(let style):
            switch style {
            case .backslash: return "style: backslash"
            case .trailingSpaces(let count): return "style: spaces(\(count))"
            }
        case .emphasis(let marker), .strong(let marker):
            return "marker: \"\(Character(Unicode.Scalar(marker)))\""
        case .strikethrough(let count):
            return "delimiters: \(count)"
        case .inlineCode(let code, let backticks):
            return "backticks: \(backticks) code: \(quoted(code.string))"
        case .symbolLink(let destination, _):
            return "destination: \(quoted(destination))"
        case .inlineHTML(let html):
            return quoted(html)
        case .link(let info):
            return linkAttributes(label: info.label, destination: info.destination, title: info.title, form: info.form)
                + topicAttributes((markup as? Link)?.topic)
        case .image(let info):
            return linkAttributes(label: info.label, destination: info.destination, title: info.title, form: info.form)
        case .inlineMath(let info):
            return "delimiter: \(quoted(info.delimiter.opening)) tex: \(quoted(info.tex))"
        case .mathBlock(let info):
            return "fence: \(info.fenceLength)" + (info.isClosed ? "" : " unclosed") + " tex: \(quoted(info.tex))"
        case .alert(let info):
            return "kind: \(info.kind.rawValue) marker: \(quoted(info.marker))"
        case .admonition(let info):
            var text = "style: \(quoted(info.style.rawValue)) qualifiers: \(quoted(info.qualifiers))"
            if let title = info.title { text += " title: \(quoted(title))" }
            return text
        case .contentTab(let info):
            return (info.flags.isEmpty ? "" : "flags: \(quoted(info.flags)) ") + "title: \(quoted(info.title))"
        case .definitionDescription(let isLoose):
            return isLoose ? "loose" : ""
        case .attributeList(let text), .snippet(let text):
            return quoted(text)
        case .tableCell(let span):
            var text = span.columns == 1 ? "" : "colspan: \(span.columns)"
            if span.rows != 1 { text += (text.isEmpty ? "" : " ") + "rowspan: \(span.rows)" }
            return text
        case .document, .blockQuote, .paragraph, .tableHead, .tableBody, .tableRow, .softBreak, .definitionList,
             .definitionTerm:
            return ""
        }
    }

    /// `name: "Tab" arguments: ["Swift" @1:7-1:12]`, each argument with its name's and its
    /// value's position when parsed; ` no body` or ` unclosed` where the body is missing or
    /// runs to the end of the document.
    private static func directiveAttributes(_ info: BlockDirectiveInfo, source: SourceFile?) -> String {
        func position(_ range: Range<Int>?) -> String {
            guard let range, let source else { return "" }
            let span = source.range(of: range)
            return " @\(span.lowerBound.line):\(span.lowerBound.column)-\(span.upperBound.line):\(span.upperBound.column)"
        }
        var text = "name: \(quoted(info.name))"
        if !info.arguments.isEmpty {
            let arguments = info.arguments.map { argument in
                (argument.name.isEmpty ? "" : argument.name + position(argument.nameByteRange) + ": ")
                    + quoted(argument.value) + position(argument.valueByteRange)
            }
            text += " arguments: [" + arguments.joined(separator: ", ") + "]"
        }
        if !info.hasBody { text += " no body" } else if info.closing == nil && info.opening != nil { text += " unclosed" }
        return text
    }

    private static func linkAttributes(label: String?, destination: String, title: String?, form: LinkForm?) -> String {
        var parts: [String] = []
        if let form { parts.append("form: \(form.rawValue)") }
        if let label { parts.append("label: \(quoted(label))") }
        parts.append("destination: \(quoted(destination))")
        if let title { parts.append("title: \(quoted(title))") }
        return parts.joined(separator: " ")
    }

    /// ` topic: "Article#heading"`, with ` bundle: "id"` for `doc://id/…`; empty for no topic.
    private static func topicAttributes(_ topic: TopicReference?) -> String {
        guard let topic else { return "" }
        return " topic: \(quoted(topic.description))" + (topic.bundleIdentifier.map { " bundle: \(quoted($0))" } ?? "")
    }

    /// A string literal with quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\"" || scalar == "\\" {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// How `quoted(_:)` writes a quote, a backslash or a control character.
    fileprivate static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        default: return "\\u{\(String(scalar.value, radix: 16))}"
        }
    }
}
