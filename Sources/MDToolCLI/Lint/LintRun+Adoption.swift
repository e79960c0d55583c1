import MarkdownLint

/// The ends of a `lint` run that report something other than findings: `--diff` and
/// `--write-baseline`, and the note `--baseline` adds.
extension LintRun {
    /// `--diff`: every file's diff on standard output, `Would fix 3 problems in 2 of 5 files.`
    /// on standard error; exit 1 when a file would change (2 after an error).
    func finishDiff(_ diffs: [String], report: LintReport, failed: Bool) -> Int32 {
        for diff in diffs { context.output.write(diff) }
        let changed = diffs.filter { !$0.isEmpty }.count
        let fixed = report.files.reduce(0) { $0 + $1.problemsFixed }
        if !options.quiet && (changed > 0 || context.errorIsTerminal) {
            let files = "\(report.files.count) file\(report.files.count == 1 ? "" : "s")"
            let scope = changed == report.files.count ? files : "\(changed) of \(files)"
            context.writeErrorLine(changed == 0 ? "No fixes to make in \(files)."
                                   : "Would fix \(fixed) problem\(fixed == 1 ? "" : "s") in \(scope).")
        }
        if failed { return 2 }
        return changed > 0 && !options.adoption.exitsZero ? 1 : 0
    }

    /// `--write-baseline FILE`: records the findings instead of reporting them, exit 0; a
    /// run that could not read every file records nothing and exits 2.
    func writeBaseline(_ report: LintReport, to path: String, failed: Bool) throws(CommandError) -> Int32 {
        if failed {
            context.reportError("lint", "the baseline \(path) is not written: not every file could be linted")
            return 2
        }
        try Baseline.write(report, to: path, in: context)
        if !options.quiet {
            let count = report.diagnostics.count
            let files = report.files.filter { !$0.diagnostics.isEmpty }.count
            context.writeErrorLine("Recorded \(count) finding\(count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s") "
                                   + "in the baseline \(path).")
        }
        return 0
    }

    /// After the summary: how many findings `--baseline` left out.
    func reportKnown(_ known: Int, baseline path: String) {
        context.writeErrorLine("\(known) finding\(known == 1 ? "" : "s") recorded in the baseline \(path) not shown.")
    }
}
