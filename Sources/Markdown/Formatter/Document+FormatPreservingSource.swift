import MarkdownSyntax

extension Document {
    /// The document as Markdown, keeping what the source said where `format(options:)`
    /// rewrites it: an unchanged document is its source byte for byte; otherwise each
    /// top-level block that did not change is written exactly as it was (its markers,
    /// escapes, entities and line breaks, and the blank lines around it), reference
    /// definitions, footnote definitions and front matter are kept, and only new or changed
    /// blocks are written by `format(options:)`.
    public func formatPreservingSource(options: MarkupFormatter.Options = .default) -> String {
        if let source = syntaxTree?.sourceText { return source }
        let blocks = Array(children)
        guard let tree = blocks.lazy.compactMap({ $0.syntaxNode?.root as? MarkdownSyntax.Document }).first,
              let file = tree.sourceFile else {
            return format(options: options)
        }
        var writer = SourcePreservingWriter(file: file, leftOut: Self.nodesThisTreeLeavesOut(tree))
        for block in blocks {
            if let node = block.syntaxNode, node.root.isIdentical(to: tree), let range = node.byteRange {
                writer.writeSource(range)
            } else {
                writer.writeFormatted(block.format(options: options))
            }
        }
        writer.finish()
        return writer.output
    }

    /// The top-level nodes the conversion drops (front matter, reference and footnote
    /// definitions): they stay in the source between blocks.
    private static func nodesThisTreeLeavesOut(_ tree: MarkdownSyntax.Document) -> [Range<Int>] {
        tree.children.compactMap { node in
            switch node.kind {
            case .frontMatter, .linkReferenceDefinition, .footnoteDefinition: node.byteRange
            default: nil
            }
        }
    }
}

/// Writes source ranges and formatted blocks in order: the source between two written
/// ranges is copied when it holds nothing but whitespace and left-out nodes (nothing was
/// removed there), and otherwise replaced by a blank line and the left-out nodes.
private struct SourcePreservingWriter {
    let file: SourceFile
    let leftOut: [Range<Int>]
    private(set) var output = ""
    /// Source before this offset is written or deliberately skipped.
    private var cursor = 0
    private var lastWasSource = true

    init(file: SourceFile, leftOut: [Range<Int>]) {
        self.file = file
        self.leftOut = leftOut
    }

    mutating func writeSource(_ range: Range<Int>) {
        if range.lowerBound >= cursor {
            writeGap(upTo: range.lowerBound)
            cursor = range.upperBound
        } else {
            // Moved before what is already written: its text, with plain spacing.
            separate()
        }
        output += file.text(in: range)
        lastWasSource = true
    }

    mutating func writeFormatted(_ text: String) {
        separate()
        output += text
        lastWasSource = false
    }

    mutating func finish() {
        writeGap(upTo: file.bytes.count)
        if !output.isEmpty, !output.hasSuffix("\n") { output += "\n" }
    }

    private mutating func writeGap(upTo end: Int) {
        let gap = cursor..<end
        let kept = leftOut.filter { gap.lowerBound <= $0.lowerBound && $0.upperBound <= gap.upperBound }
        if lastWasSource, onlyWhitespace(in: gap, apartFrom: kept) {
            output += file.text(in: gap)
        } else {
            for range in kept {
                separate()
                output += file.text(in: range)
            }
            if end < file.bytes.count { separate() }
        }
        cursor = end
    }

    /// A blank line after what is written, unless nothing is.
    private mutating func separate() {
        guard !output.isEmpty else { return }
        while output.hasSuffix("\n") { output.removeLast() }
        output += "\n\n"
    }

    private func onlyWhitespace(in gap: Range<Int>, apartFrom nodes: [Range<Int>]) -> Bool {
        var offset = gap.lowerBound
        var nodes = nodes[...]
        while offset < gap.upperBound {
            if let node = nodes.first, node.lowerBound == offset {
                offset = max(offset + 1, node.upperBound)
                nodes.removeFirst()
                continue
            }
            guard ByteClass.isASCIIWhitespace(file.bytes[offset]) else { return false }
            offset += 1
        }
        return true
    }
}
