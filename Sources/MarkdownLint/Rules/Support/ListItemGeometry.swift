import MarkdownSyntax

/// Where list items sit in their lines, and whether moving their markers or content keeps
/// the document's structure (MD005, MD007, MD030, and the code rules' container prefixes).
enum ListItemGeometry {
    /// The visual column where an item's content starts (marker column + content offset).
    static func contentColumn(of item: ListItem, in context: LintContext) -> Int? {
        guard let marker = item.markerByteRange else { return nil }
        return context.source.visualColumn(at: marker.lowerBound) + item.contentOffset
    }


    /// The line on which markdownlint's (micromark's) token for `list` ends: its last line
    /// of content, or a later blank line inside the list that holds whitespace or block
    /// quote markers (micromark keeps those prefixes inside the list).
    static func tokenEndLine(of list: any Markup, in context: LintContext) -> Int? {
        guard let range = list.byteRange else { return nil }
        let lines = context.lines
        let visualEnd = context.lineNumbers(of: range).upperBound
        // Only a line of nothing but whitespace and `>` goes on with the token; most lists are
        // followed by text, or by nothing, and then need no walk up to count their quotes.
        guard visualEnd < lines.count, Self.holdsOnlySpaceAndMarkers(lines[visualEnd], in: context) else {
            return visualEnd
        }
        let depth = NodeAncestry.blockQuoteDepth(list)
        var end = visualEnd
        var number = visualEnd + 1
        while number <= lines.count {
            let line = lines[number - 1]
            let (_, found) = BlockQuoteLine.skipMarkers(in: line.range, depth: depth, in: context)
            if found < depth || !BlockQuoteLine.isBlank(line, insideQuotes: depth, in: context) { break }
            if !line.range.isEmpty { end = number }
            number += 1
        }
        return end
    }

    /// Whether the line holds nothing but spaces, tabs and `>` (or nothing at all).
    private static func holdsOnlySpaceAndMarkers(_ line: LineInfo, in context: LintContext) -> Bool {
        context.bytes.withUnsafeBufferPointer { buffer in
            buffer[line.range].allSatisfy { ByteClass.isSpaceOrTab($0) || $0 == UInt8(ascii: ">") }
        }
    }

    /// Whether moving an item's marker by `markerShift` columns and its content by
    /// `contentShift` columns (changing only bytes on the marker line) keeps the
    /// document's structure: every line stays in the same block, nothing becomes or
    /// stops being indented code, and no following line joins or leaves the item.
    /// Conservative: answers false whenever unsure.
    ///
    /// `siblingShift` tells how far other items of the same list move in the same fix
    /// (markers of a whole list move together), 0 for items that stay.
    static func shiftIsSafe(_ item: ListItem, markerShift: Int, contentShift: Int,
                            siblingShift: (ListItem) -> Int = { _ in 0 }, in context: LintContext) -> Bool {
        if markerShift == 0 && contentShift == 0 { return true }
        guard let marker = item.markerByteRange, let itemRange = item.byteRange,
              let oldContent = contentColumn(of: item, in: context) else { return false }
        let depth = NodeAncestry.blockQuoteDepth(item)
        let markerLine = context.lineNumber(at: marker.lowerBound)
        let markerColumn = context.source.visualColumn(at: marker.lowerBound)
        let newMarker = markerColumn + markerShift
        let newContent = oldContent + contentShift
        let list = item.parent
        if contentShift != markerShift, let code = item.children.first(where: { _ in true }) as? CodeBlock,
           !code.isFenced, let codeRange = code.byteRange, context.lineNumber(at: codeRange.lowerBound) == markerLine {
            // Indented code on the marker line: its text starts after the marker's spaces.
            return false
        }

        if markerShift != 0 {
            // The marker must stay where the same container holds it.
            let container = list?.parent
            if container is FootnoteDefinition { return false }
            if let parentItem = container as? ListItem {
                guard let parentContent = contentColumn(of: parentItem, in: context),
                      newMarker >= parentContent, newMarker < parentContent + 4 else { return false }
            } else {
                let quoteEnd = BlockQuoteLine.skipMarkers(in: context.lines[markerLine - 1].range, depth: depth,
                                                          in: context).end
                let base = context.source.visualColumn(at: quoteEnd)
                guard newMarker >= base, newMarker < base + 4 else { return false }
            }
            // It must not fall inside the previous item's content.
            if item.indexInParent > 0, let previous = list?.children.dropFirst(item.indexInParent - 1).first as? ListItem,
               let previousContent = contentColumn(of: previous, in: context),
               newMarker >= previousContent + siblingShift(previous) {
                return false
            }
        }

        // Lines of the item after its first line.
        let lastLine = context.lineNumbers(of: itemRange).upperBound
        // Long items are not analysed (it would cost time on every level of a deep list).
        if lastLine - markerLine > 256 { return false }
        if lastLine > markerLine {
            var childStarts: Set<Int> = []
            for child in item.children {
                switch child {
                case let code as CodeBlock where !code.isFenced: return false
                case is HTMLBlock: return false
                default: break
                }
                guard let childRange = child.byteRange else { continue }
                childStarts.insert(context.lineNumber(at: childRange.lowerBound))
                if child is BlockQuote {
                    // Each `>` must stay less than four columns into the item.
                    childStarts.formUnion(context.lineNumbers(of: childRange))
                }
                if child is UnorderedList || child is OrderedList {
                    for nested in child.children {
                        guard let nestedRange = nested.byteRange else { continue }
                        childStarts.insert(context.lineNumber(at: nestedRange.lowerBound))
                    }
                }
            }
            childStarts.remove(markerLine)
            let paragraphLines = paragraphContinuationLines(in: item, context)
            for number in (markerLine + 1)...lastLine {
                let line = context.lines[number - 1]
                if BlockQuoteLine.isBlank(line, insideQuotes: depth, in: context) { continue }
                if hasTabInIndentation(line, depth: depth, in: context) { return false }
                guard let indent = BlockQuoteLine.indentation(of: line, insideQuotes: depth, in: context) else {
                    // A lazy line without the quote markers: only paragraphs allow that.
                    if paragraphLines.contains(number) { continue }
                    return false
                }
                if childStarts.contains(number) {
                    guard indent >= newContent, indent < newContent + 4 else { return false }
                } else if indent < newContent && !paragraphLines.contains(number) {
                    return false
                }
            }
        }

        // The next non-blank line after the item must stay out of it.
        var number = lastLine + 1
        while number <= context.lines.count {
            let line = context.lines[number - 1]
            let (_, found) = BlockQuoteLine.skipMarkers(in: line.range, depth: depth, in: context)
            if found < depth { break }
            if BlockQuoteLine.isBlank(line, insideQuotes: depth, in: context) {
                number += 1
                continue
            }
            if let indent = BlockQuoteLine.indentation(of: line, insideQuotes: depth, in: context) {
                // The next item of the list may move along in the same fix.
                if let next = list?.children.dropFirst(item.indexInParent + 1).first as? ListItem,
                   let nextMarker = next.markerByteRange, context.lineNumber(at: nextMarker.lowerBound) == number,
                   siblingShift(next) != 0 {
                    if indent + siblingShift(next) >= newContent { return false }
                } else if indent >= min(oldContent, newContent) {
                    return false
                }
            }
            break
        }
        return true
    }

    /// Whether the whitespace that starts a line (after `depth` quote markers) has a tab.
    private static func hasTabInIndentation(_ line: LineInfo, depth: Int, in context: LintContext) -> Bool {
        let (start, _) = BlockQuoteLine.skipMarkers(in: line.range, depth: depth, in: context)
        var index = start
        while index < line.range.upperBound, context.bytes[index] == 0x20 || context.bytes[index] == 0x09 {
            if context.bytes[index] == 0x09 { return true }
            index += 1
        }
        return false
    }

    /// Lines that continue a paragraph (or setext heading text) inside `node`: lines a
    /// paragraph spans after its first.
    private static func paragraphContinuationLines(in node: any Markup, _ context: LintContext) -> Set<Int> {
        var result: Set<Int> = []
        var pending: [any Markup] = Array(node.children)
        while let current = pending.popLast() {
            if current is Paragraph {
                if let range = current.byteRange {
                    let numbers = context.lineNumbers(of: range)
                    if numbers.count > 1 { result.formUnion((numbers.lowerBound + 1)...numbers.upperBound) }
                }
                continue
            }
            if current is BlockQuote || current is ListItem || current is UnorderedList || current is OrderedList {
                pending.append(contentsOf: current.children)
            }
        }
        return result
    }
}
