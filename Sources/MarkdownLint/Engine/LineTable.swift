import MarkdownSyntax

/// Builds the per-line facts of a file from its tree.
enum LineTable {
    static func build(_ context: LintContext) -> LineList {
        var lines = LineList.Builder(context.source)

        func mark(_ node: any Markup, _ flag: LineInfo.Flags) {
            guard let range = node.byteRange else { return }
            for line in context.lineNumbers(of: range) { lines.mark(flag, onLine: line) }
        }

        if let frontMatter = context.document.frontMatter { mark(frontMatter, .frontMatter) }
        let nodes = context.nodes
        for code in nodes.codeBlocks {
            guard let range = code.byteRange else { continue }
            let span = context.lineNumbers(of: range)
            if let fence = code.fence {
                lines.mark(.codeFence, onLine: span.lowerBound)
                let last = fence.isClosed && span.count > 1 ? span.upperBound : nil
                if let last { lines.mark(.codeFence, onLine: last) }
                for line in span where line != span.lowerBound && line != last {
                    lines.mark(.code, onLine: line)
                }
            } else {
                for line in span { lines.mark([.code, .indentedCode], onLine: line) }
            }
        }
        for html in nodes.htmlBlocks { mark(html, .htmlBlock) }
        for table in nodes.tables { mark(table, .table) }
        for heading in nodes.headings { mark(heading, .heading) }
        for definition in nodes.linkDefinitions { mark(definition, .linkDefinition) }
        for directive in nodes.blockDirectives {
            for range in [directive.openingByteRange, directive.closingByteRange].compactMap({ $0 }) {
                for line in context.lineNumbers(of: range) { lines.mark(.directive, onLine: line) }
            }
        }
        return lines.finished()
    }
}
