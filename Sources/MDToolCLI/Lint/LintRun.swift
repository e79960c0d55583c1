import MarkdownLint
import MarkdownProject
import MarkdownSyntax
import Workspace
import YAML

/// One run of `mdtool lint`: configuration, discovery, linting (and fixing) in parallel,
/// reporting, exit status.
struct LintRun {
    let options: LintOptions
    let context: CommandContext

    private struct Outcome: Sendable {
        var result: LintReport.FileResult?
        var error: String?
        var fixedStandardInput: [UInt8]?
    }

    func run() throws(CommandError) -> Int32 {
        let currentDirectory = context.currentDirectory
        let configuration = try ProjectConfiguration.load(explicitPath: options.inputs.configPath, from: currentDirectory)
        let lint = try configuration.lintSection()
        let selection = try configuration.selection()
        configuration.reportProblems(outside: [.files, .lint], command: "lint", in: context)
        let registry = lint.registry
        var linters = LinterSet(configuration: lint,
                                enabled: try Self.ruleIDs(options.enable, registry, option: "--enable"),
                                disabled: try Self.ruleIDs(options.disable, registry, option: "--disable"))
        let dialects = try configuration.inputDialects(forced: options.inputs.dialect, selection: selection)
        let found = MarkdownInputs(options.inputs, selection: selection, context: context)
        var problems = found.problems
        let inputs = found.inputs.map { input in (input, selection.matchingOverrides(absolutePath: input.absolutePath)) }
        for (_, overrides) in inputs { try linters.prepare(overrides) }

        let repositoryRoot = GitIgnoreStack.repositoryRoot(containing: currentDirectory) ?? currentDirectory
        let terminal = context.outputIsTerminal && options.outputFormat == .text
        let options = self.options
        let context = self.context
        let preparedLinters = linters
        let outcomes = ParallelMap.map(inputs) { input, overrides in
            Self.process(input, linter: preparedLinters.linter(for: overrides), parseOptions: dialects.parseOptions(for: input),
                         options: options,
                         repositoryRoot: repositoryRoot, keepLines: terminal, context: context)
        }

        problems += outcomes.compactMap(\.error)
        for note in found.notes { context.reportNote("lint", note) }
        for problem in problems { context.reportError("lint", problem) }
        let report = LintReport(files: outcomes.compactMap(\.result), registry: registry, repositoryRoot: repositoryRoot)
        // After an error, "no problems found" would claim more than was checked.
        let rendered = render(report, terminal: terminal, summarizes: problems.isEmpty || !report.diagnostics.isEmpty)
        if let fixed = outcomes.first?.fixedStandardInput {
            // The fixed text goes to standard output; findings go to standard error.
            context.output.write(fixed)
            context.error.write(rendered)
        } else {
            context.output.write(rendered)
        }
        if !problems.isEmpty { return 2 }
        return report.diagnostics.contains { $0.severity == .error } ? 1 : 0
    }

    private func render(_ report: LintReport, terminal: Bool, summarizes: Bool) -> String {
        switch options.outputFormat {
        case .text:
            return TextReporter(showsSource: terminal, usesColor: terminal && context.usesColor, quiet: options.quiet || !summarizes,
                                statistics: options.statistics).render(report)
        case .json: return JSONReporter.render(report)
        case .sarif: return SARIFReporter.render(report, toolVersion: MDTool.version)
        case .github: return GitHubReporter.render(report)
        }
    }

    private static func process(_ input: MarkdownInput, linter: Linter, parseOptions: ParseOptions, options: LintOptions,
                                repositoryRoot: String,
                                keepLines: Bool, context: CommandContext) -> Outcome {
        let contents: InputFile.Contents
        do throws(CommandError) {
            if options.fix && input.isStandardInput {
                // A filter (`:%!mdtool lint --fix -`) gets input it cannot read back unchanged.
                let bytes = try InputFile.readStandardInput(named: input.displayPath, in: context)
                do throws(CommandError) {
                    contents = InputFile.Contents(source: try InputFile.source(from: bytes, name: input.displayPath), snapshot: nil)
                } catch {
                    return Outcome(error: error.message, fixedStandardInput: bytes)
                }
            } else {
                contents = try InputFile.read(input, forWriting: options.fix, in: context)
            }
        } catch {
            return Outcome(error: error.message)
        }
        let source = contents.source
        // The linter resolves a file's relative links from the path it is given: the absolute
        // one, so they start where the file is whatever the process's directory.
        let linterPath = input.hasPath ? input.absolutePath : input.displayPath
        var diagnostics: [Diagnostic]
        var bytes = source.bytes
        var applied = 0
        var fixedStandardInput: [UInt8]?
        if options.fix {
            let outcome = linter.fix(source, path: linterPath, options: parseOptions, includeUnsafe: options.unsafeFixes)
            diagnostics = outcome.remaining
            applied = outcome.appliedFixes
            if outcome.bytes != source.bytes {
                bytes = outcome.bytes
                if !input.isStandardInput {
                    do throws(FileSystemError) {
                        try InputFile.write(bytes, to: input, readAs: contents.snapshot)
                    } catch {
                        return Outcome(error: error.description)
                    }
                } else {
                    fixedStandardInput = bytes
                }
            } else if input.isStandardInput {
                fixedStandardInput = bytes
            }
        } else {
            diagnostics = linter.lint(source, path: linterPath, options: parseOptions)
        }
        let repositoryPath = PathUtilities.relative(input.absolutePath, to: repositoryRoot) ?? input.displayPath
        let lines = keepLines && !diagnostics.isEmpty ? Self.lines(of: bytes) : []
        return Outcome(result: LintReport.FileResult(path: input.displayPath, repositoryPath: repositoryPath,
                                                     diagnostics: diagnostics, lines: lines, fixesApplied: applied),
                       fixedStandardInput: fixedStandardInput)
    }

    private static func lines(of bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self)
            .split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            .map(String.init)
    }

    /// Rule IDs named by `--enable`/`--disable` (IDs, aliases or tags).
    private static func ruleIDs(_ names: [String], _ registry: RuleRegistry, option: String) throws(CommandError) -> [String] {
        var ids: [String] = []
        for name in names where !name.isEmpty {
            let entries = registry.resolve(name)
            guard !entries.isEmpty else {
                var message = "unknown rule '\(name)' in \(option)"
                if let suggestion = NameSuggestion.closest(to: name, among: registry.allNames) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw .usage(message)
            }
            ids += entries.map(\.descriptor.id)
        }
        return ids
    }
}
