import MarkdownFormatting
import MarkdownProject
import MarkdownSyntax
import Workspace

/// The run shared by the commands that rewrite Markdown files (`fmt`, `transform`):
/// configuration, discovery, rewriting in parallel, then writing atomically, listing
/// (`--check`) or diffing (`--diff`); `-` reads standard input and writes standard output.
struct RewriteRun {
    /// How the command names itself and its work in messages.
    struct Wording {
        var command: String      // "fmt"
        var done: String         // "Formatted"
        var refused: String      // "not formatted"
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

    /// Runs the command; `makeRewriter` gets the configured format options and returns what
    /// rewrites one file, parsed with the options of its dialect.
    func run(_ makeRewriter: (FormatOptions) -> @Sendable (SourceFile, ParseOptions) -> Rewrite) throws(CommandError) -> Int32 {
        let configuration = try ProjectConfiguration.load(explicitPath: options.inputs.configPath, from: context.currentDirectory)
        let rewriter = makeRewriter(try configuration.formatSection())
        let selection = try configuration.selection()
        let dialects = try configuration.inputDialects(forced: options.inputs.dialect, selection: selection)
        let options = self.options
        let context = self.context
        let process: @Sendable (MarkdownInput) -> Outcome = { input in
            Self.process(input, rewriter: { rewriter($0, dialects.parseOptions(for: input)) }, options: options,
                         context: context)
        }

        let found = MarkdownInputs(options.inputs, selection: selection, context: context)
        if found.excludesStandardInput { return passThrough() }
        if options.inputs.readsStandardInput, let input = found.inputs.first {
            let outcome = process(input)
            if let error = outcome.error {
                context.error.write("mdtool \(wording.command): \(error)\n")
                return 2
            }
            report(outcome)
            if outcome.refusal != nil { return 1 }
            if options.check {
                if outcome.changed { context.output.write("\(input.displayPath)\n") }
            } else if options.diff {
                context.output.write(outcome.diff)
            } else {
                context.output.write(outcome.rewrite?.output ?? [])
                return 0
            }
            return outcome.changed ? 1 : 0
        }

        let outcomes = ParallelMap.map(found.inputs, process)
        let errors = found.problems + outcomes.compactMap(\.error)
        for error in errors { context.error.write("mdtool \(wording.command): \(error)\n") }
        outcomes.forEach(report)
        let changed = outcomes.filter(\.changed)
        if options.check {
            for outcome in changed { context.output.write("\(outcome.path)\n") }
        } else if options.diff {
            context.output.write(changed.map(\.diff).joined())
        } else if context.outputIsTerminal && options.showsSummary && !changed.isEmpty {
            context.output.write("\(wording.done) \(changed.count) of \(outcomes.count) file\(outcomes.count == 1 ? "" : "s").\n")
        }
        if !errors.isEmpty { return 2 }
        if outcomes.contains(where: { $0.refusal != nil }) { return 1 }
        return (options.check || options.diff) && !changed.isEmpty ? 1 : 0
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
        guard !options.check && !options.diff else { return 0 }
        do throws(CommandInputError) {
            context.output.write(try context.input.readAll())
            return 0
        } catch {
            context.error.write("mdtool \(wording.command): cannot read standard input: \(error.reason)\n")
            return 2
        }
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
