import MarkdownSyntax

/// The default output: `path:line:column: MD001/heading-increment message`, one line per
/// finding (or, with `statistics`, per rule); a warning says so before its rule
/// (`path:line:column: warning MD013/line-length …`), errors are the plain lines. With
/// `showsSource` each finding also shows its source line with a caret under the range. Paths,
/// messages, contexts and source lines have their control characters escaped
/// (`ControlCharacterEscaping`). `summary(_:)` is the line that ends a run, written apart
/// (on standard error). With `showsFixes` each fixable finding is followed by its fix in
/// words (`FixDescription`).
public struct TextReporter: Sendable {
    /// Show each finding's source line with a caret under its range (on a terminal).
    public var showsSource: Bool
    /// Colour the output with ANSI escapes.
    public var usesColor: Bool
    /// Counts per rule instead of the findings.
    public var statistics: Bool
    /// Follow each finding that has a fix with what it changes; needs the files' `source`.
    public var showsFixes: Bool

    /// Makes a reporter; the command line sets `showsSource` and `usesColor` when the output is a terminal.
    public init(showsSource: Bool, usesColor: Bool, statistics: Bool = false, showsFixes: Bool = false) {
        self.showsSource = showsSource
        self.usesColor = usesColor
        self.statistics = statistics
        self.showsFixes = showsFixes
    }

    private func style(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// The findings (or the counts per rule).
    public func render(_ report: LintReport) -> String {
        String(decoding: renderUTF8(report), as: UTF8.self)
    }

    /// The same as UTF-8 bytes, for output: thousands of findings make a string's
    /// validation of the whole text cost as much as building it.
    public func renderUTF8(_ report: LintReport) -> [UInt8] {
        guard !statistics else { return Array(renderStatistics(report).utf8) }
        var out: [UInt8] = []
        for file in report.files { out += renderFindings(of: file) }
        return out
    }

    /// The lines of one file's findings, as they appear in `renderUTF8` (without
    /// `statistics`), which is these of every file in turn: files can be rendered apart, in
    /// parallel.
    public func renderFindings(of file: LintReport.FileResult) -> [UInt8] {
        rendered(file, file.diagnostics.indices)
    }

    /// The same lines as `renderFindings(of:)`, handed to `sink` a few thousand findings at
    /// a time, in order: a report of a million findings (a hundred megabytes) is never held
    /// whole, and its first lines go out while the rest are written.
    public func renderFindings(of file: LintReport.FileResult, inPieces sink: ([UInt8]) -> Void) {
        renderFindings(of: file, inBuffers: { sink(Array($0)) })
    }

    /// `renderFindings(of:inPieces:)` with each piece lent to `sink` for the call. Every piece
    /// is written into one buffer: a new array for each was fresh pages to fault in each time
    /// (a million findings: a fifth of the pages `lint` touched).
    package func renderFindings(of file: LintReport.FileResult, inBuffers sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        var buffer: UnsafeMutableBufferPointer<UInt8>?
        defer { buffer?.deallocate() }
        var start = file.diagnostics.startIndex
        while start < file.diagnostics.endIndex {
            let end = min(start + Self.findingsPerPiece, file.diagnostics.endIndex)
            let capacity = self.capacity(file, start..<end)
            if capacity > buffer?.count ?? 0 {
                buffer?.deallocate()
                buffer = .allocate(capacity: capacity)
            }
            var out = ReportBytes(writingInto: buffer!)
            write(file, start..<end, to: &out)
            sink(UnsafeBufferPointer(rebasing: buffer![..<out.count]))
            start = end
        }
    }

    /// Findings per piece of `renderFindings(of:inPieces:)`: about a megabyte of plain lines.
    static let findingsPerPiece = 8192

    /// The lines of `file`'s findings at `indices`. Bytes, appended piece by piece:
    /// thousands of findings make this loop count, and string appends cost several times
    /// more. They are written once, into an array of a size known to hold them, so nothing
    /// is regrown and copied.
    private func rendered(_ file: LintReport.FileResult, _ indices: Range<Int>) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: capacity(file, indices)) { buffer, initialized in
            var out = ReportBytes(writingInto: buffer)
            write(file, indices, to: &out)
            initialized = out.count
        }
    }

    /// Room for the lines of `file`'s findings at `indices`: the plain lines' size is bounded
    /// from their fields' lengths (the pages past the end of a large array are never
    /// touched); source excerpts and fixes in words are measured first.
    private func capacity(_ file: LintReport.FileResult, _ indices: Range<Int>) -> Int {
        if let bound = plainSizeBound(file, indices) { return bound }
        var measure = ReportBytes()
        write(file, indices, to: &measure)
        return measure.count
    }

    /// At least the size of the lines of `file`'s findings at `indices` when they are plain
    /// (no colour, excerpts or fixes; nil otherwise): each field at its length, every
    /// escaped text four times over (the longest escape, `\x1B`, takes four bytes for one),
    /// each number at 20 digits.
    private func plainSizeBound(_ file: LintReport.FileResult, _ indices: Range<Int>) -> Int? {
        guard !usesColor && !showsSource && !showsFixes else { return nil }
        // `path:line:column: warning ID/alias summary` and the line's end.
        let perLine = 4 * file.path.utf8.count + 1 + 20 + 1 + 20 + ": warning ".utf8.count + 1 + 1 + 1
        var total = 0
        // Fields read in place: binding each diagnostic would copy (retain) its strings.
        for index in indices {
            total += perLine + file.diagnostics[index].ruleID.utf8.count + file.diagnostics[index].ruleAlias.utf8.count
                + 4 * file.diagnostics[index].summary.utf8.count
            if let detail = file.diagnostics[index].detail { total += " []".utf8.count + 4 * detail.utf8.count }
            if let context = file.diagnostics[index].context {
                total += " [Context: \"\"]".utf8.count + 4 * context.utf8.count
            }
        }
        return total
    }

    private func write(_ file: LintReport.FileResult, _ indices: Range<Int>, to out: inout ReportBytes) {
        let path = ControlCharacterEscaping.escaped(file.path)
        let pathPrefix = path + ":"
        // Each finding read in place, through a pointer: binding it (`for diagnostic in …`),
        // or even lending it, copies it, retaining and releasing all its strings, for every
        // line of a large report.
        var rules = RuleSegments()
        file.diagnostics.withUnsafeBufferPointer { diagnostics in
            guard let first = diagnostics.baseAddress else { return }
            for index in indices {
                write(first + index, of: file, path: path, pathPrefix: pathPrefix, rules: &rules, to: &out)
            }
        }
    }

    private func write(_ diagnostic: UnsafePointer<Diagnostic>, of file: LintReport.FileResult, path: String,
                       pathPrefix: String, rules: inout RuleSegments, to out: inout ReportBytes) {
        if usesColor {
            out += style("\(path):\(diagnostic.pointee.line):\(diagnostic.pointee.column):", "1") + " "
            if diagnostic.pointee.severity == .warning { out += style("warning", "33") + " " }
            out += style(Self.ruleName(diagnostic.pointee.ruleID, diagnostic.pointee.ruleAlias),
                         diagnostic.pointee.severity == .error ? "31" : "33")
            if showsSource && diagnostic.pointee.isFixable { out += style(" [*]", "36") }
            out.append(byte: UInt8(ascii: " "))
            out.appendEscaped(diagnostic.pointee.summary)
        } else {
            out += pathPrefix
            out.append(diagnostic.pointee.line)
            out.append(byte: UInt8(ascii: ":"))
            out.append(diagnostic.pointee.column)
            out += rules.segment(for: diagnostic, markingFixable: showsSource)
        }
        if let detail = diagnostic.pointee.detail {
            out += " ["
            out.appendEscaped(detail)
            out.append(byte: UInt8(ascii: "]"))
        }
        if let context = diagnostic.pointee.context {
            out += " [Context: \""
            out.appendEscaped(context)
            out += "\"]"
        }
        out.append(byte: UInt8(ascii: "\n"))
        if showsSource, diagnostic.pointee.line <= file.lines.count {
            out += sourceExcerpt(file.lines[diagnostic.pointee.line - 1], diagnostic.pointee)
        }
        if showsFixes, let fix = diagnostic.pointee.fix, !file.source.isEmpty {
            let label = fix.applicability == .safe ? "fix" : "unsafe fix (--unsafe-fixes)"
            out += "    " + style(label + ":", "36") + " " + FixDescription.describe(fix, in: file.source) + "\n"
        }
    }

    private func sourceExcerpt(_ line: String, _ diagnostic: Diagnostic) -> String {
        let number = String(diagnostic.line)
        let gutter = String(repeating: " ", count: number.count)
        // Columns are UTF-16 offsets; the caret line counts characters the same way.
        let utf16 = line.utf16
        let length = utf16.count
        let start = min(max(diagnostic.column - 1, 0), length)
        var end = length
        if diagnostic.endLine == diagnostic.line { end = min(diagnostic.endColumn - 1, length) }
        // At least one character is marked, if the line has one there: a finding on an empty
        // line (or at its end) gets a caret after the text.
        end = min(max(end, start + 1), length)
        // A long line (minified HTML, a table on one line) is shown around the finding only:
        // the whole line under each of its findings would repeat it thousands of times.
        let shown = Self.excerptWindow(marked: start..<end, length: length)
        func text(_ range: Range<Int>) -> String {
            String(decoding: utf16[utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
                                   ..< utf16.index(utf16.startIndex, offsetBy: range.upperBound)], as: UTF16.self)
        }
        let cutBefore = shown.lowerBound > 0 ? Self.ellipsis : ""
        let cutAfter = shown.upperBound < length ? Self.ellipsis : ""
        // Keep tabs so the caret lines up under tab-indented text; an escaped control
        // character takes the width of its escape.
        let lead = String((cutBefore + ControlCharacterEscaping.escaped(text(shown.lowerBound..<start)))
            .map { $0 == "\t" ? "\t" : " " })
        let marked = ControlCharacterEscaping.escaped(text(start..<min(end, shown.upperBound)))
        let caret = String(repeating: "^", count: max(1, marked.utf16.count))
        let color = diagnostic.severity == .error ? "31" : "33"
        var excerpt = style(" \(number) | ", "34") + cutBefore + ControlCharacterEscaping.escaped(text(shown)) + cutAfter + "\n"
        excerpt += style(" \(gutter) | ", "34") + lead + style(caret, color) + "\n"
        return excerpt
    }

    /// Marks a line cut short in a source excerpt.
    private static let ellipsis = "…"

    /// Lines up to this many UTF-16 units are shown whole under a finding.
    static let excerptWidth = 160

    /// The part of a line of `length` UTF-16 units shown under a finding that marks
    /// `marked`: the whole line when it is short, else the marked text (up to the width)
    /// with context on either side.
    static func excerptWindow(marked: Range<Int>, length: Int) -> Range<Int> {
        guard length > excerptWidth else { return 0..<length }
        let context = excerptWidth / 4
        let lower = max(0, marked.lowerBound - context)
        let upper = min(length, max(marked.upperBound, marked.lowerBound + 1) + context, lower + excerptWidth)
        return lower..<upper
    }

    private func renderStatistics(_ report: LintReport) -> String {
        var counts: [String: (alias: String, count: Int, fixable: Int)] = [:]
        for diagnostic in report.diagnostics {
            var entry = counts[diagnostic.ruleID] ?? (diagnostic.ruleAlias, 0, 0)
            entry.count += 1
            if diagnostic.isFixable { entry.fixable += 1 }
            counts[diagnostic.ruleID] = entry
        }
        let rows = counts.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }
        let width = String(rows.first?.value.count ?? 0).count
        return rows.map { id, entry in
            let count = String(repeating: " ", count: width - String(entry.count).count) + String(entry.count)
            let fixable = entry.fixable > 0 ? " (\(entry.fixable) fixable)" : ""
            return "\(count)\t\(Self.ruleName(id, entry.alias))\(fixable)\n"
        }.joined()
    }

    /// `MD001/heading-increment`, or the ID alone for a rule without aliases.
    fileprivate static func ruleName(_ id: String, _ alias: String) -> String {
        alias == id ? id : "\(id)/\(alias)"
    }

    /// `Found 3 problems (2 errors, 1 warning) in 2 of 5 files; 2 fixable with --fix.`, with
    /// `Fixed N problems.` in front after `--fix` (N: how many fewer there are than before).
    /// A clean run says `No problems found in 5 files.` when `always`, or when it fixed
    /// something; otherwise it says nothing (nil).
    public static func summary(_ report: LintReport, always: Bool) -> String? {
        // Counted in one pass over each file's findings: no flattened copy of them all.
        var total = 0, errors = 0, fixable = 0, unsafe = 0, files = 0
        for file in report.files where !file.diagnostics.isEmpty {
            files += 1
            total += file.diagnostics.count
            // Fields read in place: binding each diagnostic would copy (retain) its strings.
            for index in file.diagnostics.indices {
                if file.diagnostics[index].severity == .error { errors += 1 }
                switch file.diagnostics[index].fix?.applicability {
                case .safe: fixable += 1
                case .unsafe: unsafe += 1
                case nil: break
                }
            }
        }
        let fixed = report.files.reduce(0) { $0 + $1.problemsFixed }
        let fixedText = fixed > 0 ? "Fixed \(plural(fixed, "problem")). " : ""
        let checked = report.files.count
        guard total > 0 else {
            return fixed > 0 || always ? fixedText + "No problems found in \(plural(checked, "file"))." : nil
        }
        let warnings = total - errors
        var parts: [String] = []
        if errors > 0 { parts.append(plural(errors, "error")) }
        if warnings > 0 { parts.append(plural(warnings, "warning")) }
        var text = fixedText + "Found \(plural(total, "problem")) (\(parts.joined(separator: ", "))) in "
            + (files == checked ? plural(checked, "file") : "\(files) of \(plural(checked, "file"))")
        if fixable > 0 { text += "; \(fixable) fixable with --fix" }
        if unsafe > 0 { text += "; \(unsafe) more with --unsafe-fixes" }
        return text + "."
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

/// The part of a plain report line that depends only on the rule and severity
/// (`: warning MD010/no-hard-tabs Hard tabs`), made once per rule of a report: findings of
/// a few rules alternate line after line, and writing the part piece by piece (the summary
/// escaped) took nearly a tenth of a large report's time.
private struct RuleSegments {
    private var made: [(label: RuleLabel, severity: Severity, fixable: Bool, segment: String)] = []

    /// `markingFixable`: the segment shows `[*]` after a fixable finding's rule (with source excerpts).
    mutating func segment(for diagnostic: UnsafePointer<Diagnostic>, markingFixable: Bool) -> String {
        let fixable = markingFixable && diagnostic.pointee.isFixable
        // Labels compare by identity first (a rule's diagnostics in a file share one), by text
        // only when they are different objects.
        let label = diagnostic.pointee.label
        for entry in made where entry.label == label && entry.severity == diagnostic.pointee.severity
            && entry.fixable == fixable {
            return entry.segment
        }
        var segment = diagnostic.pointee.severity == .warning ? ": warning " : ": "
        segment += TextReporter.ruleName(diagnostic.pointee.ruleID, diagnostic.pointee.ruleAlias)
        if fixable { segment += " [*]" }
        segment += " " + ControlCharacterEscaping.escaped(diagnostic.pointee.summary)
        // A handful of rules at most in practice; the oldest goes when there are more.
        if made.count == 16 { made.removeFirst() }
        made.append((label, diagnostic.pointee.severity, fixable, segment))
        return segment
    }
}

/// UTF-8 text built by appending strings and decimal numbers, either measured (only
/// counted) or written into a buffer that the measuring made room for. Strings are copied
/// with `memcpy`: a report appends hundreds of thousands of short strings, and
/// `Array.append(contentsOf:)` costs several times more.
private struct ReportBytes: ~Copyable {
    /// Where the text goes; nil while measuring.
    private let base: UnsafeMutablePointer<UInt8>?
    private let capacity: Int
    /// The bytes measured or written so far.
    private(set) var count = 0

    /// A measure of the text, which writes nothing.
    init() {
        base = nil
        capacity = .max
    }

    /// Writes into `buffer`, which must hold all that is appended.
    init(writingInto buffer: UnsafeMutableBufferPointer<UInt8>) {
        base = buffer.baseAddress
        capacity = buffer.count
    }

    static func += (buffer: inout ReportBytes, text: String) {
        // Native strings, literals among them, lend their bytes; no copy of the string.
        if text.utf8.withContiguousStorageIfAvailable({ buffer.append($0) }) == nil {
            buffer.append(Array(text.utf8))
        }
    }

    mutating func append(byte: UInt8) {
        room(for: 1)?.initialize(to: byte)
        count += 1
    }

    /// `number` in decimal, without making a string of it.
    mutating func append(_ number: Int) {
        let width = DecimalText.width(of: number)
        if let start = room(for: width) { _ = DecimalText.write(number, to: start, at: 0) }
        count += width
    }

    /// `text` with its control characters escaped (`ControlCharacterEscaping`), copied
    /// straight from its bytes when it has none, the usual case.
    mutating func appendEscaped(_ text: String) {
        let copied = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard !ControlCharacterEscaping.containsControl(utf8) else { return false }
            append(utf8)
            return true
        }
        if copied != true { self += ControlCharacterEscaping.escaped(text) }
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
        room(for: bytes.count)?.initialize(from: start, count: bytes.count)
        count += bytes.count
    }

    private mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Where the next `extra` bytes go; nil while measuring. Writing more than was
    /// measured is a programming error, stopped before it overruns the buffer.
    private func room(for extra: Int) -> UnsafeMutablePointer<UInt8>? {
        guard let base else { return nil }
        precondition(count + extra <= capacity, "a text report wrote more than it measured")
        return base + count
    }
}
