import MarkdownSyntax

/// MD037: emphasis markers should not be separated from their text by spaces
/// (`* text *`, `** text **`, `_ text _`).
///
/// Spaced markers do not make emphasis, so they stay in the text. As markdownlint does,
/// the rule collects the delimiter runs of one to three `*` or `_` that were left as text
/// in each inline container (paragraph, heading, table cell, link text, emphasis), takes
/// the runs of the same kind two by two in order, and reports blanks after the first of a
/// pair (when text follows on its line) and before the second (when text precedes it on
/// its line). Code spans, raw HTML, autolinks and link destinations are not text.
///
/// The fix deletes the blanks. It is unsafe: the markers then make emphasis, so the text
/// renders differently.
struct MD037NoSpaceInEmphasis: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD037", aliases: ["no-space-in-emphasis"], tags: ["whitespace", "emphasis"],
        summary: "Spaces inside emphasis markers", isFixable: true)

    init(options: RuleOptions) throws(ConfigError) {}

    /// A run of markers left as text.
    private struct Run {
        var marker: UInt8
        var range: Range<Int>
        /// 0–2 for `*`, `**`, `***`; 3–5 for `_`, `__`, `___`.
        var kind: Int { (marker == UInt8(ascii: "*") ? 0 : 3) + range.count - 1 }
    }

    func check(_ context: LintContext) -> [Finding] {
        let bytes = context.bytes
        // The containers are read as storage: on emphasis-dense text (a container per few
        // bytes) making a node of each parent and child and casting it was most of the rule.
        var containers: [RawMarkup] = []
        var seen: Set<ObjectIdentifier> = []
        bytes.withUnsafeBufferPointer { buffer in
            let star = UInt8(ascii: "*"), underscore = UInt8(ascii: "_")
            for text in context.nodes.texts {
                guard let range = text.byteRange,
                      ByteSearch.firstIndex(ofAny: star, underscore, star, underscore, in: buffer, from: range.lowerBound,
                                            to: range.upperBound) < range.upperBound,
                      let parent = text.parentRaw, !Self.isAutolink(parent) else { continue }
                if seen.insert(ObjectIdentifier(parent)).inserted { containers.append(parent) }
            }
        }
        guard !containers.isEmpty else { return [] }
        var findings: [Finding] = []
        var runs: [Run] = []
        bytes.withUnsafeBufferPointer { buffer in
            for container in containers {
                Self.collectBareRuns(in: container, buffer, into: &runs)
                // Runs of the same kind two by two, in order, kind by kind.
                for kind in 0..<6 {
                    var opening: Run?
                    for run in runs where run.range.count <= 3 && run.kind == kind {
                        guard let first = opening else {
                            opening = run
                            continue
                        }
                        if let finding = Self.afterOpening(first, buffer, context) { findings.append(finding) }
                        if let finding = Self.beforeClosing(run, buffer, context) { findings.append(finding) }
                        opening = nil
                    }
                }
            }
        }
        return findings
    }

    private static func isAutolink(_ node: RawMarkup) -> Bool {
        guard case .link(let info) = node.kind else { return false }
        return info.form.isAutolink
    }

    /// The runs of `*` and `_` in the container's own text children, in order, into `runs`
    /// (emptied first); runs continuing from one text node into the next are joined.
    private static func collectBareRuns(in container: RawMarkup, _ bytes: UnsafeBufferPointer<UInt8>,
                                        into runs: inout [Run]) {
        runs.removeAll(keepingCapacity: true)
        for child in container.children {
            guard case .text = child.kind, let range = child.range else { continue }
            DelimiterRun.forEach(in: bytes, range) { run in
                let marker = bytes[run.lowerBound]
                if let last = runs.last, last.marker == marker, last.range.upperBound == run.lowerBound {
                    runs[runs.count - 1].range = last.range.lowerBound..<run.upperBound
                } else {
                    runs.append(Run(marker: marker, range: run))
                }
            }
        }
    }

    /// Blanks after an opening run, when text follows them on the line.
    private static func afterOpening(_ run: Run, _ bytes: UnsafeBufferPointer<UInt8>, _ context: LintContext) -> Finding? {
        let lineEnd = context.line(at: run.range.lowerBound).range.upperBound
        var index = run.range.upperBound
        while index < lineEnd {
            let length = ByteClass.javaScriptWhitespaceLength(bytes, at: index, end: lineEnd)
            if length == 0 { break }
            index += length
        }
        guard index > run.range.upperBound, index < lineEnd else { return nil }
        let next = index..<min(lineEnd, index + UTF8Scalar.length(ofLead: bytes[index]))
        let blanks = run.range.upperBound..<index
        return Finding(range: blanks, context: context.text(run.range.lowerBound..<next.upperBound),
                       fix: Fix(.delete(blanks), applicability: .unsafe))
    }

    /// Blanks before a closing run, when text precedes them on the line.
    private static func beforeClosing(_ run: Run, _ bytes: UnsafeBufferPointer<UInt8>, _ context: LintContext) -> Finding? {
        let lineStart = context.line(at: run.range.lowerBound).range.lowerBound
        var index = run.range.lowerBound
        while index > lineStart {
            let length = ByteClass.javaScriptWhitespaceLength(bytes, endingAt: index, start: lineStart)
            if length == 0 { break }
            index -= length
        }
        guard index < run.range.lowerBound, index > lineStart else { return nil }
        let previous = UTF8Scalar.start(before: index, in: bytes)
        let blanks = index..<run.range.lowerBound
        return Finding(range: blanks, context: context.text(max(lineStart, previous)..<run.range.upperBound),
                       fix: Fix(.delete(blanks), applicability: .unsafe))
    }
}
