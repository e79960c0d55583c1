import MarkdownSyntax

/// Prints GFM tables: leading and trailing pipes, one space around cells, and (in the
/// aligned layout) columns padded to the same display width.
struct TablePrinter {
    let options: FormatOptions
    let inline: InlinePrinter

    init(options: FormatOptions, inline: InlinePrinter) {
        self.options = options
        var inline = inline
        inline.inTable = true
        self.inline = inline
    }

    func print(_ table: RawMarkup, into writer: inout LineWriter) {
        guard case .table(let info) = table.kind else { return }
        let alignments = info.alignments
        var rows: [[[UInt8]]] = []
        for section in table.children {
            switch section.kind {
            case .tableHead: rows.append(cells(section))
            case .tableBody: rows += section.children.map(cells)
            default: rows.append(cells(section))
            }
        }
        guard let header = rows.first else { return }
        let aligned = options.tableLayout == .aligned
        var widths = [Int](repeating: 3, count: alignments.count)
        if aligned {
            for row in rows {
                for (column, cell) in row.enumerated() where column < widths.count {
                    widths[column] = max(widths[column], DisplayWidth.of(String(decoding: cell, as: UTF8.self)))
                }
            }
        }
        writer.line(line(header, alignments, widths, aligned))
        writer.line(delimiterRow(alignments, widths, aligned))
        for row in rows.dropFirst() { writer.line(line(row, alignments, widths, aligned)) }
    }

    private func cells(_ row: RawMarkup) -> [[UInt8]] {
        row.children.map { InlineLayout.layout(inline.segments($0.children), wrap: .never, prefixWidth: 0) }
    }

    private func line(_ cells: [[UInt8]], _ alignments: [TableAlignment?], _ widths: [Int], _ aligned: Bool) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "|")]
        for (column, cell) in cells.enumerated() where column < widths.count {
            out.append(0x20)
            if aligned {
                let padding = widths[column] - DisplayWidth.of(String(decoding: cell, as: UTF8.self))
                let (left, right): (Int, Int)
                switch alignments[column] {
                case .right: (left, right) = (padding, 0)
                case .center: (left, right) = (padding / 2, padding - padding / 2)
                default: (left, right) = (0, padding)
                }
                out += [UInt8](repeating: 0x20, count: left) + cell + [UInt8](repeating: 0x20, count: right)
            } else if cell.isEmpty {
                // An empty compact cell is a single space between its pipes.
                out.append(UInt8(ascii: "|"))
                continue
            } else {
                out += cell
            }
            out += [0x20, UInt8(ascii: "|")]
        }
        return out
    }

    /// Aligned delimiters span their column, colons included; compact ones are three dashes
    /// plus the alignment's colons (`:---`, `---:`, `:---:`).
    private func delimiterRow(_ alignments: [TableAlignment?], _ widths: [Int], _ aligned: Bool) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "|")]
        for (column, alignment) in alignments.enumerated() {
            let colon = UInt8(ascii: ":")
            let (leading, trailing) = (alignment == .left || alignment == .center, alignment == .right || alignment == .center)
            let colons = (leading ? 1 : 0) + (trailing ? 1 : 0)
            let dashes = aligned ? widths[column] - colons : 3
            var cell = [UInt8](repeating: UInt8(ascii: "-"), count: dashes)
            if leading { cell.insert(colon, at: 0) }
            if trailing { cell.append(colon) }
            out += [0x20] + cell + [0x20, UInt8(ascii: "|")]
        }
        return out
    }
}
