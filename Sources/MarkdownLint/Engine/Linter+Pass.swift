import MarkdownSyntax

/// One run of a linter's rules over a file: the parsed file, each rule's findings that stand,
/// and their diagnostics.
extension Linter {
    /// A file parsed for its rules: the context they read, the rules that run on it and its
    /// suppressions.
    struct Pass {
        let context: LintContext
        let active: [ConfiguredRule]
        let suppressions: Suppressions
        private let isParallel: Bool

        init(_ linter: Linter, _ source: SourceFile, path: String, options: ParseOptions, scope: RuleScope) {
            let frontMatterEnd = linter.frontMatter.end(in: source.bytes, from: source.contentStart)
            context = LintContext(path: path, document: Document(parsing: source, options: options,
                                                                 frontMatterEnd: frontMatterEnd))
            let directives = linter.readsInlineConfiguration && InlineDirective.mayOccur(in: source.bytes)
                ? InlineDirective.parse(context) : []
            let suppressions = directives.isEmpty ? Suppressions.none : Suppressions(
                directives, allIDs: Set(linter.registry.entries.map(\.descriptor.id)),
                resolve: { linter.registry.resolve($0).map(\.descriptor.id) })
            self.suppressions = suppressions
            active = linter.rulesForFile(directives).filter { rule in
                let descriptor = rule.entry.descriptor
                return (rule.setting.isEnabled || suppressions.mayEnableRules)
                    && (descriptor.dialects.isEmpty || descriptor.dialects.contains(options.dialect)) && scope.includes(descriptor)
            }
            isParallel = source.bytes.count >= Linter.parallelRulesThreshold
            if isParallel { context.computeSharedFacts() }
        }

        /// `body` of each active rule, in rule order: on all cores for a large document, each
        /// rule reading a lane of the context of its own.
        func map<Output: Sendable>(_ body: @escaping @Sendable (ConfiguredRule, SharedContext) -> Output) -> [Output] {
            let shared = SharedContext(context)
            guard isParallel else { return active.map { body($0, shared) } }
            return ParallelMap.map(active) { body($0, SharedContext(LintContext(laneOf: shared.context))) }
        }

        /// What making the diagnostics reads of the pass.
        var diagnosticFacts: DiagnosticFacts {
            DiagnosticFacts(source: context.source, columns: context.utf16Columns, isParallel: isParallel)
        }
    }

    /// What making a pass's diagnostics reads: the source and its UTF-16 columns, not the
    /// tree, its index or the line facts, so a caller that does not keep the pass lets go
    /// of those first (for a large document, most of its memory).
    struct DiagnosticFacts: Sendable {
        let source: SourceFile
        let columns: UTF16ColumnTable
        let isParallel: Bool

        /// `body` of each of `items`, in order: on all cores for a large document.
        func map<Input: Sendable, Output: Sendable>(_ items: consuming [Input],
                                                    _ body: @escaping @Sendable (Input) -> Output) -> [Output] {
            isParallel ? ParallelMap.map(items, body) : items.map(body)
        }
    }

    /// What a rule found in a file, and the line of each finding that stands (not in front
    /// matter, not suppressed; 0 for the others).
    struct Standing: Sendable {
        let rule: ConfiguredRule
        var findings: [Finding]
        var lines: [Int]
        var kept: Int
    }

    /// Runs `rule` and decides which of its findings stand.
    func standing(_ rule: ConfiguredRule, _ context: LintContext, _ suppressions: Suppressions) -> Standing {
        let id = rule.entry.descriptor.id
        let findings = rule.checker.check(context)
        var lines = [Int](repeating: 0, count: findings.count)
        var kept = 0
        // Read once: each read of a context's table retains and releases it, and every
        // rule reads them at once.
        let source = context.source
        let lineTable = context.lines
        for index in findings.indices {
            let line = source.line(containing: findings[index].range.lowerBound)
            if lineTable[line - 1].flags.contains(.frontMatter) { continue }
            guard suppressions.isActive(id, line: line, configured: rule.setting.isEnabled) else { continue }
            lines[index] = line
            kept += 1
        }
        return Standing(rule: rule, findings: findings, lines: lines, kept: kept)
    }

    /// The diagnostics of the findings that stand, in report order. Each rule's go straight
    /// to their place in one array (on all cores for a large document): no per-rule array is
    /// joined afterwards, which held every diagnostic twice at its peak (a file can have
    /// hundreds of thousands).
    func makeDiagnostics(of standings: consuming [Standing], _ facts: DiagnosticFacts) -> [Diagnostic] {
        var pieces: [DiagnosticPiece] = []
        var total = 0
        for rule in standings.indices {
            let lines = standings[rule].lines
            // A rule with many findings is cut into pieces, so one rule's hundreds of
            // thousands (a blank line each, say) do not leave the other cores idle.
            for start in stride(from: 0, to: lines.count, by: Self.diagnosticPieceSize) {
                let end = min(start + Self.diagnosticPieceSize, lines.count)
                let kept = lines[start..<end].reduce(0) { $0 + ($1 > 0 ? 1 : 0) }
                if kept > 0 { pieces.append(DiagnosticPiece(rule: rule, findings: start..<end, target: total)) }
                total += kept
            }
        }
        guard total > 0 else { return [] }
        // The findings are moved out where they are, each piece by one thread: nothing is
        // copied, retained and released.
        var standings = consume standings
        var diagnostics = standings.withUnsafeMutableBufferPointer { standings in
            Self.withFindings(of: standings) { findings in
                let rules = SharedBuffer(base: standings.baseAddress!)
                return [Diagnostic](unsafeUninitializedCapacity: total) { buffer, initialized in
                    let target = SharedBuffer(base: buffer.baseAddress!)
                    _ = facts.map(pieces) { [self, findings] piece in
                        makeDiagnostics(of: piece, rules.base[piece.rule], findings[piece.rule], facts,
                                        into: target.base + piece.target)
                    }
                    initialized = total
                }
            }
        }
        ReportOrder.sort(&diagnostics)
        return diagnostics
    }

    /// The most findings of one rule made into diagnostics by one thread at a time.
    static let diagnosticPieceSize = 16_384

    /// Calls `body` with the address of each standing's findings, all valid at once.
    private static func withFindings<Result>(of standings: UnsafeMutableBufferPointer<Standing>,
                                             _ body: ([SharedBuffer<Finding>]) -> Result) -> Result {
        var found: [SharedBuffer<Finding>] = []
        found.reserveCapacity(standings.count)
        return withFindings(of: standings, from: 0, &found, body)
    }

    /// Adds the address of the findings of `standings[index...]` to `found`, one nested
    /// access each (an address is valid only inside its access), then calls `body`.
    private static func withFindings<Result>(of standings: UnsafeMutableBufferPointer<Standing>, from index: Int,
                                             _ found: inout [SharedBuffer<Finding>],
                                             _ body: ([SharedBuffer<Finding>]) -> Result) -> Result {
        guard index < standings.count else { return body(found) }
        return standings[index].findings.withUnsafeMutableBufferPointer { findings in
            // An empty array may have no storage; its address is never read.
            let base = findings.baseAddress ?? UnsafeMutablePointer(bitPattern: MemoryLayout<Finding>.alignment)!
            found.append(SharedBuffer(base: base))
            return withFindings(of: standings, from: index + 1, &found, body)
        }
    }

    /// Initializes the diagnostics of the findings of `piece` that stand, in order, from
    /// `start` on. Each finding's strings and fix are taken out of its place (nil left
    /// behind, which its array frees for nothing) and into the diagnostic: nothing is copied
    /// or retained.
    private func makeDiagnostics(of piece: DiagnosticPiece, _ standing: Standing, _ findings: SharedBuffer<Finding>,
                                 _ facts: DiagnosticFacts, into start: UnsafeMutablePointer<Diagnostic>) {
        let maker = DiagnosticMaker(standing.rule, facts)
        let lines = standing.lines
        var position = start
        for index in piece.findings where lines[index] > 0 {
            position.initialize(to: maker.diagnostic(taking: findings.base + index, line: lines[index]))
            position += 1
        }
    }
}

/// Findings of one rule made into diagnostics by one thread: `findings` indexes the rule's
/// findings, `target` the first diagnostic of those that stand.
private struct DiagnosticPiece: Sendable {
    let rule: Int
    let findings: Range<Int>
    let target: Int
}

/// Memory handed to the threads that make diagnostics, each of which touches only its own
/// part of it.
private struct SharedBuffer<Element>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Element>
}

/// Makes one rule's diagnostics in one file, with the rule's identity and the file's
/// tables read once, not per finding.
private struct DiagnosticMaker {
    let label: RuleLabel
    let severity: Severity
    let source: SourceFile
    let lineStarts: LineStarts
    let columns: UTF16ColumnTable

    init(_ rule: Linter.ConfiguredRule, _ facts: Linter.DiagnosticFacts) {
        let descriptor = rule.entry.descriptor
        label = RuleLabel(id: descriptor.id, alias: descriptor.aliases.first ?? descriptor.id, summary: descriptor.summary)
        severity = rule.setting.severity
        source = facts.source
        lineStarts = facts.source.lineStarts
        columns = facts.columns
    }

    /// The diagnostic of `finding`, whose strings and fix it takes (nil is left behind).
    /// `line` is the line of the finding's start. Columns come from the context's UTF-16
    /// column table, so many findings on one long line cost no more than on short lines.
    func diagnostic(taking finding: UnsafeMutablePointer<Finding>, line: Int) -> Diagnostic {
        let range = finding.pointee.range
        var endLine = line
        if line < lineStarts.count && range.upperBound >= lineStarts[line] {
            endLine = source.line(containing: range.upperBound)
        }
        return Diagnostic(rule: label, severity: severity, detail: finding.pointee.detail.take(),
                          context: finding.pointee.context.take(), fix: finding.pointee.fix.take(), range: range,
                          line: line, column: columns.column(at: range.lowerBound, line: line),
                          endLine: endLine, endColumn: columns.column(at: range.upperBound, line: endLine))
    }
}

/// A context shared by rules running on several threads. Rules only read a context, and
/// every fact it computes on first use is computed before they start
/// (`LintContext.computeSharedFacts`), so the threads never write to it.
struct SharedContext: @unchecked Sendable {
    let context: LintContext
    init(_ context: LintContext) { self.context = context }
}
