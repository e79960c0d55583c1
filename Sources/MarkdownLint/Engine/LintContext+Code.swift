import MarkdownSyntax

/// A position inside a line in bytes and visual columns (tabs advance to the next stop of
/// four, as CommonMark measures indentation). A tab can be partly behind the cursor:
/// `consumedInTab` columns of the tab at `index` are already consumed.
struct LineCursor: Equatable {
    var index: Int
    var column: Int
    var consumedInTab = 0
}

/// Helpers shared by the code rules (MD014, MD031, MD038, MD040, MD046, MD048): where the
/// container prefixes (`>` markers, list indentation) of a line end, fence facts, and
/// whether an added blank line keeps a document's rendering.
extension LintContext {
    // MARK: Containers

    /// The block quotes and list items holding `node`, outermost first; nil when a footnote
    /// definition holds it (its prefixes are not modelled here).
    func codeContainers(of node: any Markup) -> [any Markup]? {
        var result: [any Markup] = []
        var current = node.parent
        while let parent = current {
            switch parent {
            case is BlockQuote, is ListItem: result.append(parent)
            case is FootnoteDefinition: return nil
            default: break
            }
            current = parent.parent
        }
        return result.reversed()
    }

    /// Consumes whitespace from `cursor` for at most `columns` columns, stopping at
    /// `end` or at other bytes; a tab that crosses the limit is consumed only in part.
    func skipIndentation(_ cursor: LineCursor, columns: Int, end: Int) -> LineCursor {
        var cursor = cursor
        let target = cursor.column + columns
        bytes.withUnsafeBufferPointer { buffer in
            while cursor.column < target && cursor.index < end {
                let byte = buffer[cursor.index]
                if byte == 0x20 {
                    cursor.index += 1
                    cursor.column += 1
                } else if byte == 0x09 {
                    let tabStart = cursor.column - cursor.consumedInTab
                    let tabEnd = tabStart + 4 - tabStart % 4
                    if tabEnd <= target {
                        cursor.index += 1
                        cursor.column = tabEnd
                        cursor.consumedInTab = 0
                    } else {
                        cursor.consumedInTab += target - cursor.column
                        cursor.column = target
                    }
                } else {
                    break
                }
            }
        }
        return cursor
    }

    /// Where the prefixes of `containers` (from `codeContainers(of:)`) end on a line: after
    /// each block quote's `>` and the optional space after it, and each list item's
    /// indentation (or marker, on the item's first line). Nil when the line lacks one of
    /// them (a lazy line, or a line outside the containers). A blank line may end early.
    func containerPrefixEnd(line number: Int, containers: [any Markup]) -> LineCursor? {
        let line = lines[number - 1]
        let end = line.range.upperBound
        var cursor = LineCursor(index: line.range.lowerBound, column: 0)
        for container in containers {
            if container is BlockQuote {
                cursor = skipIndentation(cursor, columns: 3, end: end)
                guard cursor.consumedInTab == 0, cursor.index < end, bytes[cursor.index] == UInt8(ascii: ">") else {
                    return nil
                }
                cursor.index += 1
                cursor.column += 1
                if cursor.index < end, bytes[cursor.index] == 0x20 || bytes[cursor.index] == 0x09 {
                    cursor = skipIndentation(cursor, columns: 1, end: end)
                }
            } else if let item = container as? ListItem {
                guard let marker = item.markerByteRange, let content = contentColumn(of: item) else { return nil }
                if marker.lowerBound >= line.range.lowerBound && marker.lowerBound < end {
                    cursor = LineCursor(index: marker.upperBound, column: visualColumn(at: marker.upperBound))
                }
                guard cursor.column <= content else { return nil }
                cursor = skipIndentation(cursor, columns: content - cursor.column, end: end)
                if cursor.column < content && cursor.index < end { return nil }
            }
        }
        return cursor
    }

    /// The byte just after a cursor, counting a partly consumed tab as behind it.
    static func byteAfter(_ cursor: LineCursor) -> Int {
        cursor.consumedInTab > 0 ? cursor.index + 1 : cursor.index
    }

    /// The prefix a new line needs to continue the containers of line `number` up to
    /// `cursor`: its bytes with list markers turned into spaces, and a partly consumed
    /// tab written as the spaces it stood for.
    func continuationPrefix(line number: Int, upTo cursor: LineCursor, containers: [any Markup]) -> String {
        let start = lines[number - 1].range.lowerBound
        var prefix = Array(bytes[start..<cursor.index])
        for case let item as ListItem in containers {
            guard let marker = item.markerByteRange, marker.lowerBound >= start, marker.upperBound <= cursor.index
            else { continue }
            for index in marker { prefix[index - start] = 0x20 }
        }
        prefix.append(contentsOf: repeatElement(0x20, count: cursor.consumedInTab))
        return String(decoding: prefix, as: UTF8.self)
    }

    // MARK: Fences

    /// The bytes of a fenced code block's opening fence line from the fence to the line end
    /// (markdownlint's fence text), and the fence run itself.
    func openingFence(of code: CodeBlock) -> (run: Range<Int>, text: Range<Int>)? {
        guard let fence = code.fence, let range = code.byteRange else { return nil }
        let lineEnd = line(at: range.lowerBound).range.upperBound
        let runEnd = min(range.lowerBound + fence.length, lineEnd)
        return (range.lowerBound..<runEnd, range.lowerBound..<lineEnd)
    }

    /// The raw info word and whether more text (markdownlint's "meta") follows it, read
    /// from the source (escapes and entities as written).
    func fenceInfo(of code: CodeBlock) -> (word: Range<Int>, hasMeta: Bool)? {
        guard let fence = openingFence(of: code) else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            let end = fence.text.upperBound
            var index = fence.run.upperBound
            while index < end, buffer[index] == 0x20 || buffer[index] == 0x09 { index += 1 }
            let start = index
            while index < end, buffer[index] != 0x20 && buffer[index] != 0x09 { index += 1 }
            let word = start..<index
            while index < end, buffer[index] == 0x20 || buffer[index] == 0x09 { index += 1 }
            return (word, index < end)
        }
    }

    /// The fence run on a closed block's closing line.
    func closingFenceRun(of code: CodeBlock) -> Range<Int>? {
        guard let fence = code.fence, fence.isClosed, let range = code.byteRange else { return nil }
        let span = lineNumbers(of: range)
        guard span.count > 1 else { return nil }
        let line = lines[span.upperBound - 1].range
        let character = fence.character == "~" ? UInt8(ascii: "~") : UInt8(ascii: "`")
        return bytes.withUnsafeBufferPointer { buffer in
            guard let start = (line.lowerBound..<line.upperBound).first(where: { buffer[$0] == character }) else {
                return nil
            }
            var end = start
            while end < line.upperBound && buffer[end] == character { end += 1 }
            return start..<end
        }
    }

    /// The 1-based lines holding a code block's code (between the fences of a fenced block).
    func codeLines(of code: CodeBlock) -> ClosedRange<Int>? {
        guard let range = code.byteRange else { return nil }
        let span = lineNumbers(of: range)
        guard let fence = code.fence else { return span }
        let first = span.lowerBound + 1
        let last = fence.isClosed ? span.upperBound - 1 : span.upperBound
        return first <= last ? first...last : nil
    }

    // MARK: Text

    /// The text of a line without the whitespace at its ends (JavaScript's `trim()`), as
    /// markdownlint shows lines in contexts.
    func trimmedText(ofLine number: Int) -> String {
        let range = lines[number - 1].range
        return bytes.withUnsafeBufferPointer { buffer in
            var start = range.lowerBound
            var end = range.upperBound
            while start < end {
                let length = Self.whitespaceLength(buffer, at: start, end: end)
                if length == 0 { break }
                start += length
            }
            while end > start {
                let length = Self.whitespaceLength(buffer, endingAt: end, start: start)
                if length == 0 { break }
                end -= length
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
        }
    }

    /// markdownlint's blank line: once HTML comments are taken out (complete ones, one that
    /// opens and runs past the line end, and everything up to a `-->` that closes one from
    /// an earlier line) and `>` markers removed, nothing but whitespace is left.
    func isBlankAsMarkdownlintSees(line number: Int) -> Bool {
        let info = lines[number - 1]
        if info.isBlank { return true }
        // A DocC directive's opening or closing line bounds its body, as a container's edges do.
        if info.flags.contains(.directive) { return true }
        return bytes.withUnsafeBufferPointer { buffer -> Bool in
            let range = info.range
            var hasComment = false
            var onlyMarkers = true
            var index = range.lowerBound
            while index < range.upperBound {
                let byte = buffer[index]
                if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "-") { hasComment = true }
                if byte != UInt8(ascii: ">") {
                    let length = Self.whitespaceLength(buffer, at: index, end: range.upperBound)
                    if length == 0 { onlyMarkers = false } else { index += length - 1 }
                }
                index += 1
            }
            if onlyMarkers { return true }
            guard hasComment else { return false }
            return Self.isBlankWithoutComments(Array(buffer[range]))
        }
    }

    private static func isBlankWithoutComments(_ line: [UInt8]) -> Bool {
        let open: [UInt8] = Array("<!--".utf8)
        let close: [UInt8] = Array("-->".utf8)
        func find(_ needle: [UInt8], in text: [UInt8], from start: Int) -> Int? {
            var index = start
            while index + needle.count <= text.count {
                if text[index] == needle[0] && Array(text[index..<(index + needle.count)]) == needle { return index }
                index += 1
            }
            return nil
        }
        // Complete comments, left to right.
        var text: [UInt8] = []
        var index = 0
        while index < line.count {
            if let start = find(open, in: line, from: index), let end = find(close, in: line, from: start + 4) {
                text.append(contentsOf: line[index..<start])
                index = end + 3
            } else {
                text.append(contentsOf: line[index...])
                break
            }
        }
        // A comment that runs past the line end.
        if let start = find(open, in: text, from: 0) { text.removeSubrange(start...) }
        // A comment closed here that opened before: everything up to the last `-->`.
        var last: Int?
        var from = 0
        while let found = find(close, in: text, from: from) {
            last = found
            from = found + 1
        }
        if let last { text.removeSubrange(..<(last + 3)) }
        text.removeAll { $0 == UInt8(ascii: ">") }
        return text.withUnsafeBufferPointer { isWhitespaceOnly($0, 0..<$0.count) }
    }

    // MARK: Blank lines

    /// What a blank line inserted next to line `number` (which holds `node`'s start) must hold
    /// to stay inside the block quotes that also hold `adjacentLine`: the line's prefix up to
    /// the `>` of the innermost such quote, list markers and other bytes turned into spaces.
    func blankLinePrefix(for node: any Markup, line number: Int, adjacentLine: Int) -> String {
        guard adjacentLine >= 1 && adjacentLine <= lines.count else { return "" }
        let adjacent = lines[adjacentLine - 1].range
        let adjacentEnd = max(adjacent.upperBound, adjacent.lowerBound + 1)
        var quotes = 0
        var current = node.parent
        while let parent = current {
            if parent is BlockQuote, let range = parent.byteRange,
               range.lowerBound < adjacentEnd, range.upperBound > adjacent.lowerBound {
                quotes += 1
            }
            current = parent.parent
        }
        guard quotes > 0 else { return "" }
        let line = lines[number - 1].range
        var prefix: [UInt8] = []
        var seen = 0
        for byte in bytes[line] {
            if byte == UInt8(ascii: ">") {
                prefix.append(byte)
                seen += 1
                if seen == quotes { break }
            } else {
                prefix.append(byte == 0x09 ? 0x09 : 0x20)
            }
        }
        return String(decoding: prefix, as: UTF8.self)
    }

    /// Whether a blank line inserted at `offset` (a line start) next to `node` keeps the
    /// document's rendering: no tight list around `node` goes on across the new line (it
    /// would turn loose), and no list item around it has its marker alone on the line
    /// before (a second blank line would end the item).
    func blankLineKeepsRendering(at offset: Int, around node: any Markup) -> Bool {
        let previousLine = offset > 0 ? lineNumber(at: offset - 1) : 0
        var current = node.parent
        while let parent = current {
            if let list = parent as? UnorderedList, let range = list.byteRange,
               range.lowerBound < offset, range.upperBound > offset, list.isTight {
                return false
            }
            if let list = parent as? OrderedList, let range = list.byteRange,
               range.lowerBound < offset, range.upperBound > offset, list.isTight {
                return false
            }
            if let item = parent as? ListItem, let marker = item.markerByteRange,
               previousLine > 0, lineNumber(at: marker.lowerBound) == previousLine,
               let prefix = listItemPrefix(item), prefix.whitespace.isEmpty {
                return false
            }
            current = parent.parent
        }
        return true
    }
}
