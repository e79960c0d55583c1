/// DocC's block directives, read as swift-markdown reads them: a pass over whole lines
/// decides which lines open a directive (`@Name…`), which close one (`}`) and which are
/// Markdown; the Markdown lines between two such events are parsed as a document of their
/// own inside the innermost directive, without the body's indentation. A line indented four
/// or more columns past that indentation, or inside what looks like a code fence, neither
/// opens nor closes a directive.
extension BlockParser {
    mutating func processDirectiveLine(_ start: Int, _ end: Int) {
        let first = DirectiveScanner.skipWhitespace(bytes, start, end)
        let isBlank = first == end
        let indentation = DirectiveScanner.indentation(bytes, start, end)
        let looksLikeFence = !isBlank && DirectiveScanner.looksLikeFence(bytes, start, end)

        // A blank line ends a directive that could only have taken a `{` next, or is done.
        if isBlank, !lineRunOpen, let top = directives.last?.details.directive,
           top.progress.state == .contentsStart || top.progress.state == .done {
            closeDirective()
        }
        // The first non-blank line after an opening sets the body's indentation.
        if !isBlank, let innermost = directives.last?.details.directive, innermost.innerIndentation == nil {
            innermost.innerIndentation = indentation
        }
        // A `}` closes the innermost directive whose body is open, and what is open inside it.
        if !isBlank && bytes[first] == UInt8(ascii: "}") && !isCode(indentation, looksLikeFence: looksLikeFence),
           let index = directives.lastIndex(where: { $0.details.directive?.progress.state == .contents }) {
            closeLineRun()
            while directives.count > index + 1 { closeDirective() }
        }
        if !isBlank && bytes[first] == UInt8(ascii: "@") && directives.count < options.maximumNestingDepth
            && !isCode(indentation, looksLikeFence: looksLikeFence),
           let name = DirectiveScanner.name(bytes, at: first, end) {
            openDirective(at: first, name: name, indentation: indentation, lineStart: start, lineEnd: end)
            return
        }

        if lineRunOpen {
            addMarkdownLine(start, end)
            lineRunInFence = lineRunInFence != looksLikeFence
            return
        }
        if let top = directives.last, let directive = top.details.directive {
            var progress = directive.progress
            let canAccept = progress.state != .done
                && (progress.state == .argumentsText || !isCode(indentation, looksLikeFence: looksLikeFence))
            if canAccept && progress.accept(bytes, lineStart: start, lineEnd: end) {
                directive.progress = progress
                top.end = progress.end
                if progress.state == .done { closeDirective() }
                return
            }
            // A line it does not take ends a directive that is not reading its body; what the
            // line did to the copy of its progress only decides that.
            if progress.state != .contents { closeDirective() }
        }
        lineRunOpen = true
        lineRunInFence = looksLikeFence
        addMarkdownLine(start, end)
    }

    /// Whether swift-markdown would take the line for code: indented four columns past the
    /// innermost directive's indentation, or in (what it guesses is) a code fence.
    private func isCode(_ indentation: Int, looksLikeFence: Bool) -> Bool {
        let baseline = directives.last?.details.directive?.indentation ?? 0
        return indentation - baseline >= 4 || looksLikeFence || (lineRunOpen && lineRunInFence)
    }

    /// A Markdown line of the innermost directive's body (or of the document).
    private mutating func addMarkdownLine(_ start: Int, _ end: Int) {
        processMarkdownLine(start, end, skipping: directives.last?.details.directive?.indentation ?? 0)
    }

    private mutating func openDirective(at atSign: Int, name: Range<Int>, indentation: Int, lineStart: Int, lineEnd: Int) {
        var progress = PendingDirective.Progress(end: name.upperBound)
        progress.begin(bytes, from: name.upperBound, lineEnd: lineEnd)
        // Inside an open body the directive is a child; after one that is not reading its
        // body, a sibling.
        if lineRunOpen {
            closeLineRun()
        } else if let top = directives.last?.details.directive, top.progress.state != .contents {
            closeDirective()
        }
        let parent = openBlocks[openBlocks.count - 1]
        let node = store.make(.blockDirective, start: atSign, nesting: parent.nesting + 1)
        let directive = PendingDirective(name: name, atIndentation: indentation, progress: progress)
        node.ownDetails.directive = directive
        node.end = progress.end
        parent.append(node)
        openBlocks.append(node)
        directives.append(node)
        if let content = progress.singleLineContent {
            // The body on the opening line is a line of Markdown of its own.
            directive.innerIndentation = content.lowerBound - lineStart
            lineRunOpen = true
            lineRunInFence = false
            processMarkdownLine(content.lowerBound, content.upperBound, skipping: 0)
            closeLineRun()
        } else if progress.state == .done {
            closeDirective()
        }
    }

    /// Closes the Markdown blocks open inside the innermost directive.
    private mutating func closeLineRun() {
        guard lineRunOpen else { return }
        while openBlocks.count > directives.count + 1 { closeInnermost() }
        lineRunOpen = false
        lineRunInFence = false
    }

    /// Closes the innermost directive, which has no Markdown blocks open inside.
    private mutating func closeDirective() {
        closeLineRun()
        closeInnermost()
        directives.removeLast()
    }
}
