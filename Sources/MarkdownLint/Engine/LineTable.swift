import MarkdownSyntax

/// Builds the per-line facts of a file from its tree.
enum LineTable {
    static func build(_ context: LintContext) -> [LineInfo] {
        let source = context.source
        let bytes = source.bytes
        var lines: [LineInfo] = []
        lines.reserveCapacity(source.lineCount)
        for number in 1...source.lineCount {
            let range = source.contentRange(ofLine: number)
            let next = number < source.lineCount ? source.lineStarts[number] : bytes.count
            var blank = true
            for index in range where bytes[index] != 0x20 && bytes[index] != 0x09 {
                blank = false
                break
            }
            lines.append(LineInfo(number: number, range: range, lineEndingLength: next - range.upperBound,
                                  flags: blank ? .blank : []))
        }

        func mark(_ node: any Markup, _ flag: LineInfo.Flags) {
            guard let range = node.byteRange else { return }
            for line in context.lineNumbers(of: range) { lines[line - 1].flags.insert(flag) }
        }

        if let frontMatter = context.document.frontMatter { mark(frontMatter, .frontMatter) }
        let nodes = context.nodes
        for code in nodes.codeBlocks {
            guard let range = code.byteRange else { continue }
            let span = context.lineNumbers(of: range)
            if let fence = code.fence {
                lines[span.lowerBound - 1].flags.insert(.codeFence)
                let last = fence.isClosed && span.count > 1 ? span.upperBound : nil
                if let last { lines[last - 1].flags.insert(.codeFence) }
                for line in span where line != span.lowerBound && line != last {
                    lines[line - 1].flags.insert(.code)
                }
            } else {
                for line in span { lines[line - 1].flags.formUnion([.code, .indentedCode]) }
            }
        }
        for html in nodes.htmlBlocks { mark(html, .htmlBlock) }
        for table in nodes.tables { mark(table, .table) }
        for heading in nodes.headings { mark(heading, .heading) }
        for definition in nodes.linkDefinitions { mark(definition, .linkDefinition) }
        for directive in nodes.blockDirectives {
            for range in [directive.openingByteRange, directive.closingByteRange].compactMap({ $0 }) {
                for line in context.lineNumbers(of: range) { lines[line - 1].flags.insert(.directive) }
            }
        }
        return lines
    }
}
