import MarkdownSyntax

/// The container prefixes of a line (`>` markers, list indentation) in front of a block's
/// content, read with a `LineCursor` (MD038, MD046).
enum ContainerPrefix {
    /// The block quotes and list items holding `node`, outermost first; nil when a footnote
    /// definition holds it (its prefixes are not modelled here).
    static func containers(of node: any Markup) -> [any Markup]? {
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
    static func skipIndentation(_ cursor: LineCursor, columns: Int, end: Int, in context: LintContext) -> LineCursor {
        var cursor = cursor
        let target = cursor.column + columns
        context.bytes.withUnsafeBufferPointer { buffer in
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

    /// Where the prefixes of `containers` (from `containers(of:)`) end on a line: after
    /// each block quote's `>` and the optional space after it, and each list item's
    /// indentation (or marker, on the item's first line). Nil when the line lacks one of
    /// them (a lazy line, or a line outside the containers). A blank line may end early.
    static func end(line number: Int, containers: [any Markup], in context: LintContext) -> LineCursor? {
        let line = context.lines[number - 1]
        let end = line.range.upperBound
        var cursor = LineCursor(index: line.range.lowerBound, column: 0)
        for container in containers {
            if container is BlockQuote {
                cursor = skipIndentation(cursor, columns: 3, end: end, in: context)
                guard cursor.consumedInTab == 0, cursor.index < end, context.bytes[cursor.index] == UInt8(ascii: ">") else {
                    return nil
                }
                cursor.index += 1
                cursor.column += 1
                if cursor.index < end, context.bytes[cursor.index] == 0x20 || context.bytes[cursor.index] == 0x09 {
                    cursor = skipIndentation(cursor, columns: 1, end: end, in: context)
                }
            } else if let item = container as? ListItem {
                guard let marker = item.markerByteRange,
                      let content = ListItemGeometry.contentColumn(of: item, in: context) else { return nil }
                if marker.lowerBound >= line.range.lowerBound && marker.lowerBound < end {
                    cursor = LineCursor(index: marker.upperBound, column: context.source.visualColumn(at: marker.upperBound))
                }
                guard cursor.column <= content else { return nil }
                cursor = skipIndentation(cursor, columns: content - cursor.column, end: end, in: context)
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
    static func continuation(line number: Int, upTo cursor: LineCursor, containers: [any Markup],
                             in context: LintContext) -> String {
        let start = context.lines[number - 1].range.lowerBound
        var prefix = Array(context.bytes[start..<cursor.index])
        for case let item as ListItem in containers {
            guard let marker = item.markerByteRange, marker.lowerBound >= start, marker.upperBound <= cursor.index
            else { continue }
            for index in marker { prefix[index - start] = 0x20 }
        }
        prefix.append(contentsOf: repeatElement(0x20, count: cursor.consumedInTab))
        return String(decoding: prefix, as: UTF8.self)
    }
}
