import MarkdownSyntax

/// Everything rules read about one file: the parsed document, its source, per-line facts
/// and the nodes grouped by kind. Built once per file and shared by all rules; each fact is
/// computed on first use and kept. What a family of rules makes of these facts (heading
/// parts, table layouts, list geometry …) lives beside the rules, in `Rules/Support`.
public final class LintContext {
    /// The file as reported (relative path, or the `--stdin-filename`).
    public let path: String
    /// The parsed document.
    public let document: Document
    /// The document's source; finding ranges are byte offsets into its bytes.
    public let source: SourceFile

    /// Makes the context of a parsed document, reported as `path`.
    public init(path: String, document: Document) {
        self.path = path
        self.document = document
        self.source = document.source ?? SourceFile(text: "")
    }

    /// A context with the facts of `shared`, which has computed them all
    /// (`computeSharedFacts`), read through handles of its own: a rule running beside others
    /// on another core reads its own lane. Each node a rule reads retains the node table's
    /// link, and each read of `lines` the line table; with one handle for all, the two cores
    /// took that cache line from each other millions of times (lint --fix of 1 MB of
    /// tabs-everywhere: 0.86× the user CPU with lanes).
    init(laneOf shared: LintContext) {
        path = shared.path
        document = shared.document
        source = shared.source
        nodes = shared.nodes.lane()
        lines = shared.lines.lane()
        comments = shared.comments
        lintedText = shared.lintedText
        preferredLineEnding = shared.preferredLineEnding
        utf16Columns = shared.utf16Columns
        tableLayouts = shared.tableLayouts
    }

    /// The source's UTF-8 bytes.
    public var bytes: [UInt8] { source.bytes }

    /// Every node of the document grouped by kind, in document order.
    public private(set) lazy var nodes = NodeIndex(document)

    /// Facts about each line, indexed by line number − 1.
    public private(set) lazy var lines: LineList = LineTable.build(self)

    /// Byte ranges of HTML comments (`<!-- … -->`) outside code.
    public var htmlComments: [Range<Int>] { comments.ranges }

    private lazy var comments = HTMLComments(in: self)

    /// The source with the text inside HTML comments replaced by `.` (line endings kept),
    /// for line-based rules: text inside comments is not linted. A copy of the whole file,
    /// made on each call: the rules here read `withLintedBytes`, which copies only the
    /// lines around comments.
    public var lintedBytes: [UInt8] {
        var bytes = source.bytes
        bytes.withUnsafeMutableBufferPointer { LintedText.blank(htmlComments, in: $0) }
        return bytes
    }

    /// The text `withLintedBytes` reads, once made.
    private var lintedText: LintedText?

    /// Calls `body` with the source as line-based rules read it (text inside HTML comments
    /// blanked; see `LintedText`).
    func withLintedBytes<Result>(_ body: (LintedBytes) throws -> Result) rethrows -> Result {
        if let lintedText { return try lintedText.withBytes(body) }
        let text = LintedText(source, comments: comments.ranges, holders: comments.holders)
        lintedText = text
        return try text.withBytes(body)
    }

    /// Lets go of the blanked lines `withLintedBytes` made, once the rules that read them
    /// are done. A later read makes them again.
    func releaseLintedBytes() {
        lintedText = nil
    }

    /// The file's line ending (from its first line), for fixes that add lines.
    public private(set) lazy var preferredLineEnding: String = {
        guard let first = lines.first(where: { $0.lineEndingLength > 0 }) else { return "\n" }
        if first.lineEndingLength == 2 { return "\r\n" }
        return bytes[first.range.upperBound] == 0x0D ? "\r" : "\n"
    }()

    /// UTF-16 columns of byte offsets, as findings report them.
    public private(set) lazy var utf16Columns = UTF16ColumnTable(source)

    /// The layout of each table with source positions, in document order: three table rules
    /// read it, and laying out every row was most of what each of them did.
    private(set) lazy var tableLayouts: [TableLayout] = nodes.tables.compactMap { TableLayout($0, in: self) }

    /// Computes every fact above now, before rules read the context from several threads
    /// at once (a fact computed on first use would otherwise be written by one thread
    /// while another reads it).
    func computeSharedFacts() {
        _ = nodes
        _ = lines
        withLintedBytes { _ in }
        _ = preferredLineEnding
        _ = utf16Columns
        _ = tableLayouts
    }

    /// 1-based column of `offset` in UTF-16 code units (from the column table: cheap for
    /// many offsets on one line).
    public func utf16Column(at offset: Int) -> Int { utf16Columns.column(at: offset) }

    /// The 1-based line holding `offset`.
    public func lineNumber(at offset: Int) -> Int { source.line(containing: offset) }

    /// The facts about the line holding `offset`.
    public func line(at offset: Int) -> LineInfo { lines[lineNumber(at: offset) - 1] }

    /// The source text of a byte range.
    public func text(_ range: Range<Int>) -> String { source.text(in: range) }

    /// 1-based lines spanned by a byte range (an empty range spans its line).
    public func lineNumbers(of range: Range<Int>) -> ClosedRange<Int> {
        source.lines(spanning: range)
    }

    /// The part of `range` on its first line.
    public func firstLine(of range: Range<Int>) -> Range<Int> {
        let line = self.line(at: range.lowerBound)
        return range.lowerBound..<max(range.lowerBound, min(range.upperBound, line.range.upperBound))
    }
}
