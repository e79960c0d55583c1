import MarkdownSyntax

/// Prints Markdown in a canonical form without changing what it means.
///
/// ```swift
/// var options = FormatOptions()
/// options.bulletMarker = .asterisk
/// let formatted = MarkdownFormatter(options: options).format(Document(parsing: text))
/// ```
///
/// Text parsed from a file is printed as written (escapes and entities included); only
/// the block structure, markers and spacing are normalized. `formatChecked(_:)` also
/// proves the result renders to the same HTML before anyone writes it.
public struct MarkdownFormatter: Sendable {
    /// The style choices every `format` call applies.
    public var options: FormatOptions

    /// Makes a formatter with the given style (the defaults match `mdtool fmt` without configuration).
    public init(options: FormatOptions = FormatOptions()) {
        self.options = options
    }

    /// The whole document, formatted.
    public func format(_ document: Document) -> String {
        String(decoding: formatUTF8(document), as: UTF8.self)
    }

    /// One node (a block or inline content), formatted as it would appear at the start of
    /// a line outside any container. Transforms use this to print the nodes they change.
    public func format(_ markup: any Markup) -> String {
        if let document = markup as? Document { return format(document) }
        let parseOptions = (markup.root as? Document)?.parseOptions ?? .gfm
        var printer = BlockPrinter(options: options, parseOptions: parseOptions, source: markup.sourceFile?.bytes,
                                   capacity: 256)
        printer.printBlock(markup.raw, tight: false)
        var output = printer.writer.output
        if output.last == 0x0A { output.removeLast() }
        return String(decoding: output, as: UTF8.self)
    }

    /// The formatted document as UTF-8 bytes, with the configured line endings.
    public func formatUTF8(_ document: Document) -> [UInt8] {
        let (output, notes) = printed(document, options: options)
        return finished(output, notes, source: document.source?.bytes) { printed(document, options: $0) }
    }

    /// One printing of a document: its bytes, and what the printer had to do against its options.
    typealias Printing = (output: [UInt8], notes: PrintNotes)

    /// The formatted document from its first printing (with `options`, its `output` and
    /// `notes`; the output is freed before a large document is printed again): printed again by
    /// `printAgain` with other options where that keeps one emphasis marker per document,
    /// with the configured line endings and the source's byte order mark.
    func finished(_ output: consuming [UInt8], _ notes: PrintNotes, source: [UInt8]?,
                  printAgain: (FormatOptions) -> Printing) -> [UInt8] {
        var notes = notes
        // Where the options ask for one marker per document and some emphasis could not take
        // the preferred one, the other marker throughout, when every emphasis can take it. (Code
        // blocks are not retried: fencing indented ones would leave fences without a language.)
        // Per kind: the switch, the marker option, the markers a pass kept of this kind and of the other.
        let kinds: [(onePerDocument: KeyPath<FormatOptions, Bool>, marker: WritableKeyPath<FormatOptions, Character?>,
                     kept: KeyPath<PrintNotes, Set<UInt8>>, other: KeyPath<PrintNotes, Set<UInt8>>)] = [
            (\.oneEmphasisMarkerPerDocument, \.emphasisMarker, \.keptEmphasisMarkers, \.keptStrongMarkers),
            (\.oneStrongMarkerPerDocument, \.strongMarker, \.keptStrongMarkers, \.keptEmphasisMarkers),
        ]
        var chosen = options
        for retried in kinds where options[keyPath: retried.onePerDocument] {
            guard notes[keyPath: retried.kept].count == 1, let kept = notes[keyPath: retried.kept].first else { continue }
            var retry = chosen
            retry[keyPath: retried.marker] = Character(UnicodeScalar(kept))
            // A very large document's first output goes before the retry prints (its two
            // outputs would be its peak memory), and is printed again if the retry is not
            // taken: printing is deterministic. A smaller one keeps it, which is faster.
            let reprints = output.count >= Self.largeOutputBytes
            if reprints { output = [] }
            let taken = { () -> Printing? in
                let (again, retryNotes) = printAgain(retry)
                // Taken only if it fits every node of this kind and costs the other kind nothing.
                let fits = retryNotes[keyPath: retried.kept].isEmpty
                    && retryNotes[keyPath: retried.other] == notes[keyPath: retried.other]
                return fits ? (again, retryNotes) : nil
            }()
            if let taken {
                (chosen, output, notes) = (retry, taken.output, taken.notes)
            } else if reprints {
                output = printAgain(chosen).output
            }
        }
        let ending: [UInt8]
        switch options.lineEnding {
        case .lf: ending = [0x0A]
        case .crlf: ending = [0x0D, 0x0A]
        // The source's own: CRLF, LF, or CR alone (old Mac files).
        case .keep: ending = source.flatMap(LineEndings.first(in:)) ?? [0x0A]
        }
        output = LineEndings.converted(output, to: ending)
        if let source, source.starts(with: [0xEF, 0xBB, 0xBF]) { output.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: 0) }
        return output
    }

    /// From this many bytes of output on, the first output is freed before a retry prints.
    static let largeOutputBytes = 4 << 20

    private func printed(_ document: Document, options: FormatOptions) -> Printing {
        let source = document.source?.bytes
        // Room for output a quarter longer than the source: regrowing a large document's
        // output would hold it twice while it is copied (pages reserved and never written
        // cost no memory).
        let size = source?.count ?? 0
        var printer = BlockPrinter(options: options, parseOptions: document.parseOptions, source: source,
                                   capacity: size + size / 4 + 64)
        printer.printDocument(document.raw)
        return (printer.writer.output, printer.notes)
    }
}
