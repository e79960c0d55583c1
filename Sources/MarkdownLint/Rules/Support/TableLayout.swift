import MarkdownSyntax

/// A table's rows in source order: the header, the delimiter row, then the body, as the
/// table rules (MD055, MD056, MD058, MD060) and custom rules read them.
struct TableLayout {
    var table: Table
    var rows: [TableRowLayout]
    /// The number of columns (the delimiter row's cells).
    var columnCount: Int
    var alignments: [TableAlignment?]

    /// The layout of every row of `table`, or nil when the tree lacks source positions.
    init?(_ table: Table, in context: LintContext) {
        guard let headStart = table.head.byteRange?.lowerBound,
              let delimiterStart = table.delimiterRowRange?.lowerBound.offset else { return nil }
        var rows: [TableRowLayout] = []
        let bodyRows = table.body?.rows ?? []
        rows.reserveCapacity(2 + bodyRows.count)
        rows.append(TableRowLayout(startingAt: headStart, kind: .header, in: context))
        rows.append(TableRowLayout(startingAt: delimiterStart, kind: .delimiter, in: context))
        for row in bodyRows {
            guard let start = row.byteRange?.lowerBound else { return nil }
            rows.append(TableRowLayout(startingAt: start, kind: .body, in: context))
        }
        self.table = table
        self.rows = rows
        columnCount = table.columnCount
        alignments = table.columnAlignments
    }

    /// How many columns the bytes in `range` take on screen: ASCII characters (tabs
    /// included, as markdownlint counts them) one each, other text by `DisplayWidth` (East
    /// Asian wide characters and emoji two, combining marks none).
    static func textWidth(_ range: Range<Int>, in context: LintContext) -> Int {
        context.bytes.withUnsafeBufferPointer { buffer in
            var ascii = true
            var controls = 0
            for index in range {
                let byte = buffer[index]
                if byte >= 0x80 { ascii = false } else if byte < 0x20 { controls += 1 }
            }
            if ascii { return range.count }
            let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
            return DisplayWidth.of(text) + controls
        }
    }

    /// Whether `edits` (all inside the rows) leave the table rendering as it did: the rows,
    /// cut out from their containers, are parsed before and after the edits and must give
    /// the same HTML. Only the header, the delimiter row and the edited rows are: a body
    /// row's HTML depends on its own bytes and on the columns and their alignments, which
    /// the header's HTML shows, so an unedited row renders alike whenever those do. With
    /// DocC's cell spans a row also joins cells above it, so there every row is compared.
    func editsKeepRendering(_ edits: [TextEdit], in context: LintContext) -> Bool {
        guard !edits.isEmpty else { return true }
        let ordered = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        let comparesEveryRow = context.document.parseOptions.extensions.contains(.tableSpans)
        var before: [UInt8] = []
        var after: [UInt8] = []
        var next = 0
        var applied = 0
        let bytes = context.bytes
        for row in rows {
            let span = row.start..<row.lineEnd
            while next < ordered.count && ordered[next].range.lowerBound < span.lowerBound { next += 1 }
            let first = next
            while next < ordered.count && ordered[next].range.upperBound <= span.upperBound { next += 1 }
            guard comparesEveryRow || row.kind != .body || next > first else { continue }
            before.append(contentsOf: bytes[span])
            var cursor = span.lowerBound
            for edit in ordered[first..<next] {
                guard edit.range.lowerBound >= cursor else { return false }
                after.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
                after.append(contentsOf: edit.replacement.utf8)
                cursor = edit.range.upperBound
                applied += 1
            }
            after.append(contentsOf: bytes[cursor..<span.upperBound])
            before.append(0x0A)
            after.append(0x0A)
        }
        // Every edit must have landed inside a row.
        guard applied == ordered.count else { return false }
        guard !ByteSearch.equal(before, after) else { return true }
        // In the document's dialect (DocC's spans render as colspan and rowspan), without
        // front matter: the rows alone, as bytes (no strings made of them).
        var options = context.document.parseOptions
        options.frontMatter = false
        let renderer = HTMLRenderer()
        let original = renderer.renderUTF8(Document(parsing: SourceFile(bytes: before), options: options))
        let edited = renderer.renderUTF8(Document(parsing: SourceFile(bytes: after), options: options))
        return ByteSearch.equal(original, edited) && original.starts(with: "<table>".utf8)
    }
}
