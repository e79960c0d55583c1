import MarkdownFormatting
import MarkdownProject
import MarkdownSyntax
import Workspace

/// The run shared by the commands that rewrite Markdown files (`fmt`, `transform`):
/// configuration, discovery, rewriting in parallel, then writing atomically, listing
/// (`--check`) or diffing (`--diff`); `-` reads standard input and writes standard output.
/// What changed goes to standard output (`--check`, `--diff`), one summary to standard error.
struct RewriteRun {
    /// How the command names itself and its work in messages.
    struct Wording {
        var command: String      // "fmt"
        var done: String         // "Formatted"
        var wouldDo: String      // "Would reformat"
        var refused: String      // "not formatted"
        var unchanged: String    // "already formatted"
    }

    let wording: Wording
    let options: RewriteOptions
    let context: CommandContext

    private struct Outcome: Sendable {
        var path: String
        var rewrite: Rewrite?
        var error: String?
        var diff = ""

        var changed: Bool { rewrite.map { $0.isChanged && $0.problems.isEmpty } ?? false }
        var refusal: String? { rewrite.flatMap { $0.problems.isEmpty ? nil : $0.problems.joined(separator: "; ") } }
    }

    /// Runs the command; `makeRewriter` gets the format options of a file (its directory's
    /// configuration, the style rules' defaults under `format:`) and returns what rewrites it.
    func run(_ makeRewriter: (FormatOptions) -> @Sendable (SourceFile) -> Rewrite) throws(CommandError) -> Int32 {
        let resolver = try ConfigurationResolver.load(explicitPath: options.inputs.configPath, in: context)
        let found = try MarkdownInputs(options.inputs, resolver: resolver, context: context)
        if found.excludesStandardInput { return passThrough() }
        var rewriters: [FormatOptions: @Sendable (SourceFile) -> Rewrite] = [:]
        var conflicts: [String] = []
        var jobs: [(input: MarkdownInput, rewriter: @Sendable (SourceFile) -> Rewrite)] = []
        for input in found.inputs {
            let settings = try input.configuration.formatSection(applyingOverrides: input.overrides)
            for conflict in settings.conflicts where !conflicts.contains(conflict) { conflicts.append(conflict) }
            let rewriter = rewriters[settings.options] ?? makeRewriter(settings.options)
            rewriters[settings.options] = rewriter
            jobs.append((input, rewriter))
        }
        for conflict in conflicts { context.error.write("mdtool \(wording.command): warning: \(conflict)\n") }
        let options = self.options
        let context = self.context

        if options.inputs.readsStandardInput, let job = jobs.first {
            let outcome = Self.process(job.input, rewriter: job.rewriter, options: options, context: context)
            if let error = outcome.error {
                context.error.write("mdtool \(wording.command): \(error)\n")
                return 2
            }
            report(outcome)
            if outcome.refusal != nil { return 1 }
            if options.check {
                if outcome.changed { context.output.write("\(job.input.displayPath)\n") }
            } else if options.diff {
                context.output.write(outcome.diff)
            } else {
                context.output.write(outcome.rewrite?.output ?? [])
                return 0
            }
            return outcome.changed ? 1 : 0
        }

        let outcomes = ParallelMap.map(jobs) { job in Self.process(job.input, rewriter: job.rewriter, options: options, context: context) }
        let errors = found.problems + outcomes.compactMap(\.error)
        for error in errors { context.error.write("mdtool \(wording.command): \(error)\n") }
        outcomes.forEach(report)
        let changed = outcomes.filter(\.changed)
        if options.check {
            for outcome in changed { context.output.write("\(outcome.path)\n") }
        } else if options.diff {
            context.output.write(changed.map(\.diff).joined())
        }
        if options.showsSummary, let summary = summary(changed: changed.count, of: outcomes.filter { $0.error == nil }.count) {
            context.error.write(summary + "\n")
        }
        if !errors.isEmpty { return 2 }
        if outcomes.contains(where: { $0.refusal != nil }) { return 1 }
        return (options.check || options.diff) && !changed.isEmpty ? 1 : 0
    }

    /// `Formatted 2 of 5 files.` (`Would reformat …` with `--check` and `--diff`) when
    /// something changed; `5 files already formatted.` only on a terminal.
    private func summary(changed: Int, of total: Int) -> String? {
        let files = "\(total) file\(total == 1 ? "" : "s")"
        if changed > 0 {
            return "\(options.check || options.diff ? wording.wouldDo : wording.done) \(changed) of \(files)."
        }
        return context.errorIsTerminal ? "\(total == 1 ? "The file is" : "All \(files) are") \(wording.unchanged)." : nil
    }

    /// Messages of one file, then why it was refused, on standard error.
    private func report(_ outcome: Outcome) {
        if options.showsMessages {
            for message in outcome.rewrite?.messages ?? [] { context.error.write(message + "\n") }
        }
        if let refusal = outcome.refusal {
            context.error.write("mdtool \(wording.command): \(outcome.path): \(wording.refused): \(refusal)\n")
        }
    }

    /// Standard input named like an excluded file: copied to standard output unchanged (a
    /// pipe must not lose it), or nothing to report with `--check` and `--diff`.
    private func passThrough() -> Int32 {
        options.check || options.diff ? 0 : StandardInputCopy.run(in: context, command: wording.command)
    }

    private static func process(_ input: MarkdownInput, rewriter: (SourceFile) -> Rewrite, options: RewriteOptions,
                                context: CommandContext) -> Outcome {
        var outcome = Outcome(path: input.displayPath)
        let source: SourceFile
        do throws(CommandError) {
            source = try InputFile.read(input, in: context)
        } catch {
            outcome.error = error.message
            return outcome
        }
        let rewrite = rewriter(source)
        outcome.rewrite = rewrite
        guard outcome.changed else { return outcome }
        if options.diff {
            outcome.diff = UnifiedDiff.render(old: source.bytes, new: rewrite.output, path: input.displayPath,
                                              color: context.usesColor)
        } else if !options.check, let file = input.file {
            do throws(FileSystemError) {
                try AtomicFileWriter.write(rewrite.output, toPath: file)
            } catch {
                outcome.error = error.description
            }
        }
        return outcome
    }
}
