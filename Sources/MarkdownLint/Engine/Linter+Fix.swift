import MarkdownSyntax

/// The result of `--fix` on one file.
public struct FixOutcome: Sendable {
    /// The fixed text (the input when nothing applied).
    public var bytes: [UInt8]
    /// Fixes applied over all passes.
    public var appliedFixes: Int
    /// How many problems there were before fixing.
    public var initialProblems: Int
    /// What remains after fixing.
    public var remaining: [Diagnostic]
}

extension Linter {
    /// Applies fixes, re-parses and repeats until nothing changes (at most `maximumPasses`
    /// times). Unsafe fixes are applied only when `includeUnsafe` is set. Each pass parses in
    /// the dialect `options` name.
    public func fix(_ source: SourceFile, path: String, options: ParseOptions = .gfm, includeUnsafe: Bool = false,
                    maximumPasses: Int = 10) -> FixOutcome {
        fix(source, path: path, options: options, includeUnsafe: includeUnsafe, maximumPasses: maximumPasses,
            handingLastContextTo: nil)
    }

    /// `fix(_:path:options:includeUnsafe:maximumPasses:)`, handing the last pass's context to
    /// `keep` instead of freeing it: a process that ends right after leaves it to the exit,
    /// where freeing a large tree and its node index costs a tenth of a pass. Each earlier
    /// pass's context is freed on another thread while the next pass parses, and before the
    /// one after it starts: at most two are held at a time.
    package func fix(_ source: SourceFile, path: String, options: ParseOptions = .gfm, includeUnsafe: Bool = false,
                     maximumPasses: Int = 10, handingLastContextTo keep: ((LintContext) -> Void)?) -> FixOutcome {
        var current = source
        var applied = 0
        let include = { (fix: Fix) in includeUnsafe || fix.applicability == .safe }
        let background = BackgroundRelease()
        defer { background.wait() }
        var (pass, context) = fixPass(current, path: path, options: options, including: include, releasing: background)
        let initialProblems = pass.problems
        var passes = 0
        while passes < maximumPasses, case .fixes(var fixes, _) = pass {
            passes += 1
            let (bytes, count) = FixApplier.apply(fixes, to: current.bytes)
            guard count > 0, bytes != current.bytes else { break }
            applied += count
            current = SourceFile(name: source.name, bytes: bytes)
            // Freed before the next pass, which then reuses their memory instead of new
            // pages (a file of 400,000 findings held 70 MB of them through the pass); the
            // tree and its index on another thread while the next pass parses.
            fixes = []
            pass = .remaining([])
            background.release(context.take())
            (pass, context) = fixPass(current, path: path, options: options, including: include, releasing: background)
        }
        let remaining: [Diagnostic]
        switch pass {
        case .remaining(let diagnostics):
            remaining = diagnostics
        case .fixes:
            // Fixes were left (the passes ran out, or they changed nothing): report them all.
            background.release(context.take())
            let linted = lintKeepingContext(current, path: path, options: options)
            (remaining, context) = (linted.diagnostics, linted.context)
        }
        if let context { keep?(context) }
        return FixOutcome(bytes: current.bytes, appliedFixes: applied, initialProblems: initialProblems, remaining: remaining)
    }

    /// One pass of `fix`: the fixes to apply, in report order, or when there are none the
    /// diagnostics, which are then what remains.
    enum FixPass {
        case fixes([Fix], problems: Int)
        case remaining([Diagnostic])

        var problems: Int {
            switch self {
            case .fixes(_, let problems): problems
            case .remaining(let diagnostics): diagnostics.count
            }
        }
    }

    /// Lints `source`; diagnostics are made only when no fix applies. The findings of a
    /// pass with fixes go to `background`.
    func fixPass(_ source: SourceFile, path: String, options: ParseOptions, including include: (Fix) -> Bool,
                 releasing background: BackgroundRelease = BackgroundRelease()) -> (FixPass, LintContext?) {
        let pass = Pass(self, source, path: path, options: options, scope: .all)
        let standings = standings(pass)
        let fixes = ReportOrder.fixes(of: standings, pass.context, including: include)
        if !fixes.isEmpty {
            let problems = standings.reduce(0) { $0 + $1.kept }
            background.release(consume standings)
            return (.fixes(fixes, problems: problems), pass.context)
        }
        pass.context.releaseLintedBytes()
        return (.remaining(makeDiagnostics(of: consume standings, pass.diagnosticFacts)), pass.context)
    }
}
