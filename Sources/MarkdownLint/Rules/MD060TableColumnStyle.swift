import MarkdownSyntax

/// MD060: the pipes of a table follow one of three layouts. `aligned`: every pipe of a
/// row stands in a column where the header row has one (screen columns: East Asian wide
/// characters and emoji count two). `compact`: exactly one space on each side of a pipe,
/// except at the row's ends. `tight`: no space next to any pipe. With `any`, a table that
/// fits one of them is fine, and one that fits none is reported for the style it is
/// closest to (fewest findings; ties go to aligned, then compact). `aligned_delimiter`
/// also asks compact and tight tables to line the delimiter row's pipes up with the
/// header's.
///
/// The fix (mdtool's own; markdownlint has none) rewrites the spacing of the table in the
/// reported style: only the whitespace around pipes changes, plus the dashes of the
/// delimiter row (lengthened to line up, or shortened to the header's width for
/// `aligned_delimiter`; its colons stay). Cell contents and which rows have leading and
/// trailing pipes stay as written. In aligned tables, cells are padded on the side their
/// column's alignment asks for (`--:` pads on the left). A table is not fixed when the
/// new spacing could not line up (rows that differ in leading pipes or in container
/// indentation, an empty header cell under `aligned_delimiter`) or would parse
/// differently (a cell ending in `\` before a pipe under `tight`): the rows are parsed
/// before and after the fix and must give the same HTML.
///
/// In DocC, where `||` makes the cell before it span the next column, the pipes of such a
/// run but the last are part of the span: they are not checked (the last one stands where
/// the spanned column ends), and a table with spans is not fixed.
struct MD060TableColumnStyle: Rule {
    enum Style: String, RuleOptionChoice {
        case any, aligned, compact, tight

        var help: String? { self == .any ? "each table one of the three" : nil }
    }

    static let styleOption = RuleOption("style", default: Style.any, "Layout every table must use")
    static let alignedDelimiterOption = RuleOption(
        "aligned_delimiter", default: false,
        "For `compact` and `tight` tables, the delimiter row's pipes must also line up with the header row's (its "
            + "dashes as wide as the header's cells), which sets the header apart; aligned tables line up anyway")

    static let descriptor = RuleDescriptor(
        id: "MD060", aliases: ["table-column-style"], tags: ["table"],
        summary: "Table column style",
        options: [styleOption, alignedDelimiterOption],
        isFixable: true)

    let style: Style
    let alignedDelimiter: Bool

    init(options: RuleOptions) throws(ConfigError) {
        style = options[Self.styleOption]
        alignedDelimiter = options[Self.alignedDelimiterOption]
    }

    /// A pipe in the wrong place, and why.
    private struct PipeError {
        var pipe: Int
        var detail: String
    }

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        let alignedAllowed = style == .any || style == .aligned
        let compactAllowed = style == .any || style == .compact
        let tightAllowed = style == .any || style == .tight
        let spansColumns = context.document.parseOptions.extensions.contains(.tableSpans)
        for layout in context.tableLayouts {
            let rows = layout.rows
            // Screen columns of the pipes, for the alignment checks only.
            let columns = alignedAllowed || alignedDelimiter ? rows.map { $0.pipeColumns(in: context) } : []
            let spanPipes = spansColumns ? Self.spanPipes(rows, context) : []

            var aligned: [PipeError] = []
            if alignedAllowed {
                aligned = Self.alignmentErrors(rows, columns, count: rows.count, skipping: spanPipes,
                                               detail: #"Table pipe does not align with header for style "aligned""#)
            }
            var compact: [PipeError] = []
            var tight: [PipeError] = []
            if (compactAllowed || tightAllowed) && !(alignedAllowed && aligned.isEmpty) {
                if alignedDelimiter {
                    let errors = Self.alignmentErrors(
                        rows, columns, count: 2, skipping: spanPipes,
                        detail: #"Table pipe does not align with header for option "aligned_delimiter""#)
                    compact.append(contentsOf: errors)
                    tight.append(contentsOf: errors)
                }
                for row in rows {
                    Self.spacingErrors(row, context, skipping: spanPipes, compact: &compact, tight: &tight)
                }
            }

            var chosen = (style: Style.aligned, errors: aligned)
            if compactAllowed && (!alignedAllowed || compact.count < chosen.errors.count) {
                chosen = (.compact, compact)
            }
            if tightAllowed && (tight.count < chosen.errors.count || (!alignedAllowed && !compactAllowed)) {
                chosen = (.tight, tight)
            }
            guard !chosen.errors.isEmpty else { continue }

            var fix: Fix?
            if spanPipes.isEmpty, let edits = fixEdits(layout, style: chosen.style, context), !edits.isEmpty,
               layout.editsKeepRendering(edits, in: context) {
                fix = Fix(edits)
            }
            // Every finding carries the table's fix, except in big tables: repeating a fix
            // of hundreds of edits on hundreds of findings would make fixing quadratic.
            let shared = (fix?.editCount ?? 0) <= 64
            for (index, error) in chosen.errors.enumerated() {
                findings.append(Finding(range: error.pipe..<(error.pipe + 1), detail: error.detail,
                                        fix: index == 0 || shared ? fix : nil))
            }
        }
        return findings
    }

    // MARK: Checks

    /// The pipes directly followed by another pipe, which a DocC column span is made of.
    private static func spanPipes(_ rows: [TableRowLayout], _ context: LintContext) -> Set<Int> {
        var pipes: Set<Int> = []
        for row in rows {
            for pipe in row.pipes where pipe + 1 < row.end && context.bytes[pipe + 1] == UInt8(ascii: "|") {
                pipes.insert(pipe)
            }
        }
        return pipes
    }

    /// Pipes of rows 1..<count that stand where the header row has no pipe left to match
    /// (each header pipe matches one pipe per row; pipes past the header's are not checked).
    private static func alignmentErrors(_ rows: [TableRowLayout], _ columns: [[Int]], count: Int,
                                        skipping spanPipes: Set<Int>, detail: String) -> [PipeError] {
        var errors: [PipeError] = []
        // The header's columns only grow, so each is there once.
        let header = Set(columns[0])
        for index in 1..<min(count, rows.count) {
            var remaining = header
            let pipes = rows[index].pipes
            for (offset, column) in columns[index].enumerated() where !remaining.isEmpty {
                if spanPipes.contains(pipes[offset]) { continue }
                if remaining.remove(column) == nil {
                    errors.append(PipeError(pipe: pipes[offset], detail: detail))
                }
            }
        }
        return errors
    }

    /// The spacing findings of one row for the compact and tight styles: the whitespace
    /// before a pipe that follows something, and after a pipe that something follows
    /// (whitespace at the row's end does not count).
    private static func spacingErrors(_ row: TableRowLayout, _ context: LintContext, skipping spanPipes: Set<Int>,
                                      compact: inout [PipeError], tight: inout [PipeError]) {
        context.bytes.withUnsafeBufferPointer { buffer in
            func isBlank(_ index: Int) -> Bool { buffer[index] == 0x20 || buffer[index] == 0x09 }
            for pipe in row.pipes {
                // Within a span's `||`, neither pipe has space to the other.
                if pipe > row.start && !spanPipes.contains(pipe - 1) {
                    var space = 0
                    while pipe - space - 1 >= row.start && isBlank(pipe - space - 1) { space += 1 }
                    if space == 0 {
                        compact.append(PipeError(pipe: pipe, detail: #"Table pipe is missing space to the left for style "compact""#))
                    } else {
                        if space > 1 {
                            compact.append(PipeError(pipe: pipe, detail: #"Table pipe has extra space to the left for style "compact""#))
                        }
                        tight.append(PipeError(pipe: pipe, detail: #"Table pipe has space to the left for style "tight""#))
                    }
                }
                if pipe + 1 < row.end && !spanPipes.contains(pipe) {
                    var space = 0
                    while pipe + 1 + space < row.end && isBlank(pipe + 1 + space) { space += 1 }
                    if space == 0 {
                        compact.append(PipeError(pipe: pipe, detail: #"Table pipe is missing space to the right for style "compact""#))
                    } else {
                        if space > 1 {
                            compact.append(PipeError(pipe: pipe, detail: #"Table pipe has extra space to the right for style "compact""#))
                        }
                        tight.append(PipeError(pipe: pipe, detail: #"Table pipe has space to the right for style "tight""#))
                    }
                }
            }
        }
    }

    // MARK: Fix

    /// The edits that lay the table out in `style`, or nil when it cannot be done.
    private func fixEdits(_ layout: TableLayout, style: Style, _ context: LintContext) -> [TextEdit]? {
        let rows = layout.rows
        let prefixWidths = rows.map { TableLayout.textWidth($0.lineStart..<$0.start, in: context) }
        let header = rows[0]
        let delimiter = rows[1]
        var edits: [TextEdit] = []

        if style == .aligned {
            // Every row's pipes must be able to stand where the header's do.
            guard rows.allSatisfy({ $0.hasLeadingPipe == header.hasLeadingPipe }),
                  prefixWidths.allSatisfy({ $0 == prefixWidths[0] }) else { return nil }
            var widths = [Int](repeating: 0, count: layout.columnCount)
            for row in rows {
                for index in 0..<min(row.cells.count, layout.columnCount) {
                    widths[index] = max(widths[index], TableLayout.textWidth(row.cells[index], in: context))
                }
            }
            for row in rows {
                for index in 0..<min(row.cells.count, layout.columnCount) {
                    let pipeBefore = index > 0 || row.hasLeadingPipe
                    let pipeAfter = index < row.separators.count
                    let content = row.cells[index]
                    var newContent: String?
                    var padding = 0
                    if pipeAfter {
                        if row.kind == .delimiter {
                            newContent = Self.delimiterText(content, width: widths[index], context)
                        } else {
                            padding = widths[index] - TableLayout.textWidth(content, in: context)
                        }
                    }
                    var leftPadding = 0
                    if pipeBefore, index < layout.alignments.count {
                        switch layout.alignments[index] {
                        case .right: leftPadding = padding
                        case .center: leftPadding = padding / 2
                        default: break
                        }
                    }
                    let left = (pipeBefore ? " " : "") + String(repeating: " ", count: leftPadding)
                    let right = String(repeating: " ", count: padding - leftPadding) + (pipeAfter ? " " : "")
                    Self.respace(row, cell: index, left: left, content: newContent, right: right, context, &edits)
                }
            }
            return edits
        }

        // Compact and tight.
        let space = style == .compact ? " " : ""
        var delimiterTexts: [String?] = Array(repeating: nil, count: delimiter.cells.count)
        if alignedDelimiter {
            guard header.hasLeadingPipe == delimiter.hasLeadingPipe, prefixWidths[0] == prefixWidths[1] else {
                return nil
            }
            for index in 0..<min(layout.columnCount, delimiter.cells.count, header.cells.count) {
                let width = TableLayout.textWidth(header.cells[index], in: context)
                guard let text = Self.delimiterText(delimiter.cells[index], width: width, context) else { return nil }
                delimiterTexts[index] = text
            }
        }
        for row in rows {
            for index in row.cells.indices {
                let pipeBefore = index > 0 || row.hasLeadingPipe
                let pipeAfter = index < row.separators.count
                let newContent = row.kind == .delimiter ? delimiterTexts[index] : nil
                if row.cells[index].isEmpty {
                    Self.respace(row, cell: index, left: pipeBefore || pipeAfter ? space : "", content: nil, right: "",
                                 context, &edits)
                } else {
                    Self.respace(row, cell: index, left: pipeBefore ? space : "", content: newContent,
                                 right: pipeAfter ? space : "", context, &edits)
                }
            }
        }
        return edits
    }

    /// Edits that put `left` and `right` around cell `index` of `row` (and `content` in
    /// place of its text, when given), only where the bytes differ. An empty cell's
    /// whitespace becomes `left + right`.
    private static func respace(_ row: TableRowLayout, cell index: Int, left: String, content: String?,
                                right: String, _ context: LintContext, _ edits: inout [TextEdit]) {
        let region = row.region(ofCell: index)
        let cell = row.cells[index]
        func differs(_ range: Range<Int>, _ text: String) -> Bool {
            !context.bytes[range].elementsEqual(text.utf8)
        }
        if cell.isEmpty {
            if differs(region, left + right) { edits.append(TextEdit(range: region, replacement: left + right)) }
            return
        }
        if let content, differs(cell, content) {
            let text = left + content + right
            if differs(region, text) { edits.append(TextEdit(range: region, replacement: text)) }
            return
        }
        let before = region.lowerBound..<cell.lowerBound
        let after = cell.upperBound..<region.upperBound
        if differs(before, left) { edits.append(TextEdit(range: before, replacement: left)) }
        if differs(after, right) { edits.append(TextEdit(range: after, replacement: right)) }
    }

    /// A delimiter cell (`:--`, `--:`, `:-:`, `---`) with as many dashes as make it `width`
    /// wide, its colons kept; nil when even one dash would not fit.
    private static func delimiterText(_ cell: Range<Int>, width: Int, _ context: LintContext) -> String? {
        guard !cell.isEmpty else { return nil }
        let leftColon = context.bytes[cell.lowerBound] == UInt8(ascii: ":")
        let rightColon = cell.count > 1 && context.bytes[cell.upperBound - 1] == UInt8(ascii: ":")
        let dashes = width - (leftColon ? 1 : 0) - (rightColon ? 1 : 0)
        guard dashes >= 1 else { return nil }
        return (leftColon ? ":" : "") + String(repeating: "-", count: dashes) + (rightColon ? ":" : "")
    }
}
