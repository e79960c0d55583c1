import MarkdownSyntax

/// Where a list item's marker and the whitespace after it are, as markdownlint sees them.
struct ListItemPrefix {
    /// The marker bytes (`-`, `1.`, `07)`).
    var marker: Range<Int>
    /// The whitespace between the marker and the content that markdownlint counts:
    /// 1–4 columns before content, a single character when five or more columns
    /// (the content is then indented code), empty when nothing follows the marker.
    var whitespace: Range<Int>
    /// The first line of the item: marker and whitespace.
    var range: Range<Int> { marker.lowerBound..<max(marker.upperBound, whitespace.upperBound) }
}

/// A fix shared by the findings of one list (all its items change together). Very long
/// lists carry it on their first finding only: every finding repeating a fix of thousands
/// of edits would make applying fixes quadratic.
func attachSharedFix(_ fix: Fix?, to findings: [Finding], movable: [Bool]) -> [Finding] {
    var result = findings
    let limit = 64
    var attached = false
    for index in result.indices where movable[index] {
        if attached && fix.map({ $0.edits.count > limit }) == true { break }
        result[index].fix = fix
        attached = true
    }
    return result
}

/// Helpers shared by the list rules (MD004, MD005, MD007, MD029, MD030, MD032).
extension LintContext {
    // MARK: Columns

    /// 0-based column of `offset` in its line in UTF-16 code units (as markdownlint counts).
    func utf16Column(at offset: Int) -> Int { source.utf16Column(at: offset) - 1 }

    /// 0-based visual column of `offset` in its line, tabs expanded to stops of four
    /// (the columns CommonMark measures indentation in).
    func visualColumn(at offset: Int) -> Int { source.visualColumn(at: offset) }

    // MARK: Items

    /// The marker and the whitespace after it, or nil for items built in code.
    func listItemPrefix(_ item: ListItem) -> ListItemPrefix? {
        guard let marker = item.markerByteRange else { return nil }
        let lineEnd = line(at: marker.lowerBound).range.upperBound
        return bytes.withUnsafeBufferPointer { buffer in
            var index = marker.upperBound
            var column = visualColumn(at: marker.upperBound)
            let startColumn = column
            while index < lineEnd, buffer[index] == 0x20 || buffer[index] == 0x09 {
                column += buffer[index] == 0x09 ? 4 - column % 4 : 1
                index += 1
            }
            if index == lineEnd {
                // Nothing after the marker on its line.
                return ListItemPrefix(marker: marker, whitespace: marker.upperBound..<marker.upperBound)
            }
            if column - startColumn <= 4 {
                return ListItemPrefix(marker: marker, whitespace: marker.upperBound..<index)
            }
            return ListItemPrefix(marker: marker, whitespace: marker.upperBound..<(marker.upperBound + 1))
        }
    }

    /// The visual column where an item's content starts (marker column + content offset).
    func contentColumn(of item: ListItem) -> Int? {
        guard let marker = item.markerByteRange else { return nil }
        return visualColumn(at: marker.lowerBound) + item.contentOffset
    }

    /// The number of block quotes around a node.
    func blockQuoteDepth(of node: any Markup) -> Int {
        var depth = 0
        var current = node.parent
        while let parent = current {
            if parent is BlockQuote { depth += 1 }
            current = parent.parent
        }
        return depth
    }

    /// Whether any ancestor of `node` is a list.
    func hasListAncestor(_ node: any Markup) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent is UnorderedList || parent is OrderedList { return true }
            current = parent.parent
        }
        return false
    }

    /// Skips up to `depth` block quote markers (`>` with up to three spaces before it and
    /// one optional space after it) at the start of `line`. Returns the offset after them
    /// and how many were found.
    func skipBlockQuoteMarkers(in line: Range<Int>, depth: Int) -> (end: Int, found: Int) {
        guard depth > 0 else { return (line.lowerBound, 0) }
        return bytes.withUnsafeBufferPointer { buffer in
            var index = line.lowerBound
            var found = 0
            while found < depth {
                var probe = index
                var spaces = 0
                while probe < line.upperBound, buffer[probe] == 0x20, spaces < 3 {
                    probe += 1
                    spaces += 1
                }
                guard probe < line.upperBound, buffer[probe] == UInt8(ascii: ">") else { break }
                probe += 1
                if probe < line.upperBound, buffer[probe] == 0x20 || buffer[probe] == 0x09 { probe += 1 }
                index = probe
                found += 1
            }
            return (index, found)
        }
    }

    /// Whether the line is blank once `depth` block quote markers are skipped. Lines
    /// without all those markers are not blank within the quote.
    func isBlank(line: LineInfo, insideQuotes depth: Int) -> Bool {
        let (start, found) = skipBlockQuoteMarkers(in: line.range, depth: depth)
        if found < depth { return line.isBlank }
        return bytes.withUnsafeBufferPointer { buffer in
            var index = start
            while index < line.range.upperBound {
                if buffer[index] != 0x20 && buffer[index] != 0x09 { return false }
                index += 1
            }
            return true
        }
    }

    /// Indentation (visual column of the first non-blank character) of a line after
    /// `depth` block quote markers, or nil when the line lacks them or is blank.
    func indentation(ofLine line: LineInfo, insideQuotes depth: Int) -> Int? {
        let (start, found) = skipBlockQuoteMarkers(in: line.range, depth: depth)
        guard found == depth else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var index = start
            while index < line.range.upperBound, buffer[index] == 0x20 || buffer[index] == 0x09 { index += 1 }
            guard index < line.range.upperBound else { return nil }
            return visualColumn(at: index)
        }
    }

    /// The line on which markdownlint's (micromark's) token for `list` ends: its last line
    /// of content, or a later blank line inside the list that holds whitespace or block
    /// quote markers (micromark keeps those prefixes inside the list).
    func listTokenEndLine(_ list: any Markup) -> Int? {
        guard let range = list.byteRange else { return nil }
        let visualEnd = lineNumbers(of: range).upperBound
        let depth = blockQuoteDepth(of: list)
        var end = visualEnd
        var number = visualEnd + 1
        while number <= lines.count {
            let line = lines[number - 1]
            let (_, found) = skipBlockQuoteMarkers(in: line.range, depth: depth)
            if found < depth || !isBlank(line: line, insideQuotes: depth) { break }
            if !line.range.isEmpty { end = number }
            number += 1
        }
        return end
    }

    // MARK: Fix safety

    /// Whether moving an item's marker by `markerShift` columns and its content by
    /// `contentShift` columns (changing only bytes on the marker line) keeps the
    /// document's structure: every line stays in the same block, nothing becomes or
    /// stops being indented code, and no following line joins or leaves the item.
    /// Conservative: answers false whenever unsure.
    ///
    /// `siblingShift` tells how far other items of the same list move in the same fix
    /// (markers of a whole list move together), 0 for items that stay.
    func itemShiftIsSafe(_ item: ListItem, markerShift: Int, contentShift: Int,
                         siblingShift: (ListItem) -> Int = { _ in 0 }) -> Bool {
        if markerShift == 0 && contentShift == 0 { return true }
        guard let marker = item.markerByteRange, let itemRange = item.byteRange,
              let oldContent = contentColumn(of: item) else { return false }
        let depth = blockQuoteDepth(of: item)
        let markerLine = lineNumber(at: marker.lowerBound)
        let markerColumn = visualColumn(at: marker.lowerBound)
        let newMarker = markerColumn + markerShift
        let newContent = oldContent + contentShift
        let list = item.parent
        if contentShift != markerShift, let code = item.children.first(where: { _ in true }) as? CodeBlock,
           !code.isFenced, let codeRange = code.byteRange, lineNumber(at: codeRange.lowerBound) == markerLine {
            // Indented code on the marker line: its text starts after the marker's spaces.
            return false
        }

        if markerShift != 0 {
            // The marker must stay where the same container holds it.
            let container = list?.parent
            if container is FootnoteDefinition { return false }
            if let parentItem = container as? ListItem {
                guard let parentContent = contentColumn(of: parentItem),
                      newMarker >= parentContent, newMarker < parentContent + 4 else { return false }
            } else {
                let base = visualColumn(at: skipBlockQuoteMarkers(in: lines[markerLine - 1].range, depth: depth).end)
                guard newMarker >= base, newMarker < base + 4 else { return false }
            }
            // It must not fall inside the previous item's content.
            if item.indexInParent > 0, let previous = list?.children.dropFirst(item.indexInParent - 1).first as? ListItem,
               let previousContent = contentColumn(of: previous), newMarker >= previousContent + siblingShift(previous) {
                return false
            }
        }

        // Lines of the item after its first line.
        let lastLine = lineNumbers(of: itemRange).upperBound
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
                childStarts.insert(lineNumber(at: childRange.lowerBound))
                if child is BlockQuote {
                    // Each `>` must stay less than four columns into the item.
                    childStarts.formUnion(lineNumbers(of: childRange))
                }
                if child is UnorderedList || child is OrderedList {
                    for nested in child.children {
                        if let nestedRange = nested.byteRange { childStarts.insert(lineNumber(at: nestedRange.lowerBound)) }
                    }
                }
            }
            childStarts.remove(markerLine)
            let paragraphLines = self.paragraphContinuationLines(in: item)
            for number in (markerLine + 1)...lastLine {
                let line = lines[number - 1]
                if isBlank(line: line, insideQuotes: depth) { continue }
                if hasTabInIndentation(line, depth: depth) { return false }
                guard let indent = indentation(ofLine: line, insideQuotes: depth) else {
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
        while number <= lines.count {
            let line = lines[number - 1]
            let (_, found) = skipBlockQuoteMarkers(in: line.range, depth: depth)
            if found < depth { break }
            if isBlank(line: line, insideQuotes: depth) {
                number += 1
                continue
            }
            if let indent = indentation(ofLine: line, insideQuotes: depth) {
                // The next item of the list may move along in the same fix.
                if let next = list?.children.dropFirst(item.indexInParent + 1).first as? ListItem,
                   let nextMarker = next.markerByteRange, lineNumber(at: nextMarker.lowerBound) == number,
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
    private func hasTabInIndentation(_ line: LineInfo, depth: Int) -> Bool {
        let (start, _) = skipBlockQuoteMarkers(in: line.range, depth: depth)
        var index = start
        while index < line.range.upperBound, bytes[index] == 0x20 || bytes[index] == 0x09 {
            if bytes[index] == 0x09 { return true }
            index += 1
        }
        return false
    }

    /// Lines that continue a paragraph (or setext heading text) inside `node`: lines a
    /// paragraph spans after its first.
    private func paragraphContinuationLines(in node: any Markup) -> Set<Int> {
        var result: Set<Int> = []
        var pending: [any Markup] = Array(node.children)
        while let current = pending.popLast() {
            if current is Paragraph {
                if let range = current.byteRange {
                    let numbers = lineNumbers(of: range)
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

    // MARK: Blank lines as markdownlint sees them

    /// markdownlint's notion of a blank line: nothing but whitespace once HTML comments
    /// (even unclosed ones at either end) and `>` characters are removed.
    func isMarkdownlintBlank(lineNumber number: Int) -> Bool {
        guard number >= 1 && number <= lines.count else { return true }
        let line = lines[number - 1]
        if line.flags.contains(.frontMatter) { return true }
        if line.isBlank { return true }
        // A DocC directive's opening or closing line bounds its body, as a container's edges do.
        if line.flags.contains(.directive) { return true }
        return bytes.withUnsafeBufferPointer { buffer in
            var text = Array(buffer[line.range])
            let open: [UInt8] = Array("<!--".utf8)
            let close: [UInt8] = Array("-->".utf8)
            func find(_ needle: [UInt8]) -> Int? {
                guard text.count >= needle.count else { return nil }
                var index = 0
                while index + needle.count <= text.count {
                    if text[index] == needle[0] && Array(text[index..<(index + needle.count)]) == needle { return index }
                    index += 1
                }
                return nil
            }
            while true {
                let start = find(open)
                let end = find(close)
                if let end, start == nil || end < start! {
                    text.removeSubrange(0..<(end + close.count))
                } else if let start, let end {
                    text.removeSubrange(start..<(end + close.count))
                } else if let start {
                    text.removeSubrange(start..<text.count)
                } else {
                    break
                }
            }
            var index = 0
            while index < text.count {
                let byte = text[index]
                switch byte {
                case 0x20, 0x09, 0x0B, 0x0C, UInt8(ascii: ">"):
                    index += 1
                case 0xC2 where index + 1 < text.count && text[index + 1] == 0xA0:
                    index += 2
                default:
                    return false
                }
            }
            return true
        }
    }
}
