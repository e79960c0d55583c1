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
    /// where freeing a large tree and its node index costs a tenth of a pass. Earlier passes'
    /// contexts are freed before the next pass parses, so only one is held at a time.
    package func fix(_ source: SourceFile, path: String, options: ParseOptions = .gfm, includeUnsafe: Bool = false,
                     maximumPasses: Int = 10, handingLastContextTo keep: ((LintContext) -> Void)?) -> FixOutcome {
        var current = source
        var applied = 0
        var context: LintContext?
        func pass() -> [Diagnostic] {
            context = nil
            let linted = lintKeepingContext(current, path: path, options: options)
            context = linted.context
            return linted.diagnostics
        }
        var diagnostics = pass()
        let initialProblems = diagnostics.count
        for _ in 0..<maximumPasses {
            var fixes = diagnostics.compactMap { $0.fix }.filter { includeUnsafe || $0.applicability == .safe }
            guard !fixes.isEmpty else { break }
            let (bytes, count) = FixApplier.apply(fixes, to: current.bytes)
            guard count > 0, bytes != current.bytes else { break }
            applied += count
            current = SourceFile(name: source.name, bytes: bytes)
            // Freed before the next pass, which then reuses their memory instead of new
            // pages (a file of 400,000 findings held 70 MB of them through the pass).
            fixes = []
            diagnostics = []
            diagnostics = pass()
        }
        if let context { keep?(context) }
        return FixOutcome(bytes: current.bytes, appliedFixes: applied, initialProblems: initialProblems, remaining: diagnostics)
    }
}
