import MarkdownSyntax

// foldingRange: sections, lists, code blocks, block quotes, tables, front matter.

extension LanguageServer {
    func foldingRanges(_ params: JSON?) throws(ResponseError) -> JSON {
        let model = workspace.model(of: try document(params))
        var ranges: [JSON] = []
        func add(_ span: Range<Int>?, kind: String? = nil) {
            guard let span, !span.isEmpty else { return }
            let first = model.lines.line(containing: span.lowerBound)
            // The last line holding content of the span (not the line a trailing newline opens).
            let last = model.lines.line(containing: max(span.lowerBound, span.upperBound - 1))
            guard last > first else { return }
            var range: [String: JSON] = ["startLine": .int(first), "endLine": .int(last)]
            if let kind { range["kind"] = .string(kind) }
            ranges.append(.object(range))
        }
        for heading in model.headings {
            add(Self.trimmingTrailingBlankLines(heading.sectionRange, in: model.bytes), kind: "region")
        }
        var pending: [any Markup] = Array(model.document.children)
        while let node = pending.popLast() {
            switch node {
            case is UnorderedList, is OrderedList, is BlockQuote, is Table:
                add(node.byteRange)
                pending.append(contentsOf: node.children)
            case is CodeBlock, is HTMLBlock:
                add(node.byteRange)
            case is FrontMatter:
                add(node.byteRange)
            default:
                pending.append(contentsOf: node.children)
            }
        }
        return .array(ranges)
    }

    private static func trimmingTrailingBlankLines(_ span: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        var end = span.upperBound
        while end > span.lowerBound, [0x0A, 0x0D, 0x20, 0x09].contains(bytes[end - 1]) { end -= 1 }
        return span.lowerBound..<end
    }
}
