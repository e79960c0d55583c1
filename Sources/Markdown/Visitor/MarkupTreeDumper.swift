/// Draws a tree one node a line, children under their parent with `├─`, `│` and `└─`.
enum MarkupTreeDumper {
    static func dump(_ markup: Markup, options: MarkupDumpOptions) -> String {
        var lines: [String] = []
        write(markup, options: options, isRoot: true, prefix: "", childPrefix: "", into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func write(_ markup: Markup, options: MarkupDumpOptions, isRoot: Bool, prefix: String,
                              childPrefix: String, into lines: inout [String]) {
        var line = prefix + name(of: markup)
        if options.contains(.printSourceLocations), let range = markup.range {
            line += " @" + range.diagnosticDescription
        }
        if options.contains(.printIDs) {
            if isRoot { line += " Root #\(markup._data.id.rootId)" }
            line += " #\(markup._data.id.childId)"
        }
        let (summary, body) = details(of: markup)
        if !summary.isEmpty { line += " " + summary }
        lines.append(line)
        for bodyLine in body { lines.append(childPrefix + bodyLine) }
        let count = markup.childCount
        for (index, child) in markup.children.enumerated() {
            let isLast = index == count - 1
            write(child, options: options, isRoot: false, prefix: childPrefix + (isLast ? "└─ " : "├─ "),
                  childPrefix: childPrefix + (isLast ? "   " : "│  "), into: &lines)
        }
    }

    private static func name(of markup: Markup) -> String {
        switch markup {
        case is Table.Head: "Head"
        case is Table.Body: "Body"
        case is Table.Row: "Row"
        case is Table.Cell: "Cell"
        default: String(describing: type(of: markup))
        }
    }

    /// The attributes after the name, and lines of literal content under it.
    private static func details(of markup: Markup) -> (String, [String]) {
        switch markup.raw.markup.data {
        case .heading(let level): return ("level: \(level)", [])
        case .text(let string): return ("\"\(string)\"", [])
        case .inlineCode(let code): return ("`\(code)`", [])
        case .inlineHTML(let html): return (html, [])
        case .customInline(let text): return ("\"\(text)\"", [])
        case .htmlBlock(let html): return ("", contentLines(html))
        case .codeBlock(let code, let language): return ("language: \(language ?? "none")", contentLines(code))
        case .orderedList(let start): return (start == 1 ? "" : "startIndex: \(start)", [])
        case .listItem(let checkbox):
            switch checkbox {
            case .checked: return ("checkbox: [x]", [])
            case .unchecked: return ("checkbox: [ ]", [])
            case nil: return ("", [])
            }
        case .link(let destination, let title):
            return (quoted("destination", destination) + (title.map { " title: \"\($0)\"" } ?? ""), [])
        case .image(let source, let title):
            return (quoted("source", source) + (title.map { " title: \"\($0)\"" } ?? ""), [])
        case .symbolLink(let destination): return ("destination: \(destination ?? "")", [])
        case .inlineAttributes(let attributes): return ("attributes: `\(attributes)`", [])
        case .doxygenParameter(let name): return ("parameter: \(name)", [])
        case .table(let alignments):
            let table = markup as? Table
            let columns = table?.columnAlignments ?? alignments
            return ("alignments: |" + columns.map(alignmentMark).joined(separator: "|") + "|", [])
        case .tableCell(let colspan, let rowspan):
            var parts: [String] = []
            if colspan != 1 { parts.append("colspan: \(colspan)") }
            if rowspan != 1 { parts.append("rowspan: \(rowspan)") }
            return (parts.joined(separator: " "), [])
        case .blockDirective(let name, _, let argumentText):
            guard !argumentText.segments.isEmpty else { return ("name: \"\(name)\"", []) }
            var body = ["├─ Argument text segments:"]
            for segment in argumentText.segments {
                let at = segment.range.map { "@\($0.diagnosticDescription): " } ?? ""
                body.append("|    \(at)\(String(segment.untrimmedText[segment.parseIndex...]).debugDescription)")
            }
            return ("name: \"\(name)\"", body)
        default: return ("", [])
        }
    }

    private static func quoted(_ label: String, _ value: String?) -> String {
        value.map { "\(label): \"\($0)\"" } ?? ""
    }

    private static func alignmentMark(_ alignment: Table.ColumnAlignment?) -> String {
        switch alignment {
        case nil: "-"
        case .left: "l"
        case .center: "c"
        case .right: "r"
        }
    }

    /// The text's lines, without the final line ending.
    private static func contentLines(_ text: String) -> [String] {
        var trimmed = Substring(text)
        if trimmed.hasSuffix("\n") { trimmed = trimmed.dropLast() }
        return trimmed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
