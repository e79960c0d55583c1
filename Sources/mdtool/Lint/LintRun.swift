import MarkdownLint
import MarkdownProject
import MarkdownSyntax
import Workspace
import YAML

/// One run of `mdtool lint`: configuration, discovery, linting (and fixing) in parallel,
/// reporting, exit status.
struct LintRun {
    let paths: [String]
    let options: LintOptions

    /// A file to lint: where to read it, how to show it, which overrides apply.
    private struct Input: Sendable {
        var readPath: String
        var displayPath: String
        var absolutePath: String
        var overrides: [Int]
    }

    private struct Outcome: Sendable {
        var result: LintReport.FileResult?
        var error: String?
        var fixedStandardInput: [UInt8]?
    }

    func run() throws(CommandError) -> Int32 {
        let currentDirectory = FileSystem.currentDirectory
        let configuration = try ProjectConfiguration.load(explicitPath: options.configPath, from: currentDirectory)
        let lint = try configuration.lintSection()
        let selection = try configuration.selection()
        let registry = lint.registry
        var linters = LinterSet(configuration: lint,
                                enabled: try Self.ruleIDs(options.enable, registry, option: "--enable"),
                                disabled: try Self.ruleIDs(options.disable, registry, option: "--disable"))
        var problems: [String] = []
        var inputs: [Input] = []
        if paths == ["-"] {
            let display = options.stdinFilename ?? "<stdin>"
            let absolute = PathUtilities.absolute(display, from: currentDirectory)
            if options.stdinFilename == nil || !selection.excludes(absolutePath: absolute) {
                inputs.append(Input(readPath: "-", displayPath: display, absolutePath: absolute,
                                    overrides: selection.matchingOverrides(absolutePath: absolute)))
            }
        } else {
            let discovery = FileDiscovery.discover(paths, filter: selection.fileFilter(respectsGitIgnore: options.respectsGitIgnore),
                                                   currentDirectory: currentDirectory)
            problems += discovery.problems.map(\.description)
            inputs = discovery.files.map { file in
                Input(readPath: file.absolutePath, displayPath: file.displayPath, absolutePath: file.absolutePath,
                      overrides: selection.matchingOverrides(absolutePath: file.absolutePath))
            }
        }
        for input in inputs { try linters.prepare(input.overrides) }

        let repositoryRoot = GitIgnoreStack.repositoryRoot(containing: currentDirectory) ?? currentDirectory
        let terminal = StandardStreams.isOutputTerminal && options.outputFormat == .text
        let options = self.options
        let preparedLinters = linters
        let outcomes = ParallelMap.map(inputs) { input in
            Self.process(input, linter: preparedLinters.linter(for: input.overrides), options: options,
                         repositoryRoot: repositoryRoot, keepLines: terminal)
        }

        problems += outcomes.compactMap(\.error)
        for problem in problems { StandardStreams.writeError("mdtool lint: \(problem)\n") }
        let report = LintReport(files: outcomes.compactMap(\.result), registry: registry, repositoryRoot: repositoryRoot)
        let rendered = render(report, terminal: terminal)
        if let fixed = outcomes.first?.fixedStandardInput {
            // The fixed text goes to standard output; findings go to standard error.
            StandardStreams.writeOutput(fixed)
            StandardStreams.writeError(rendered)
        } else {
            StandardStreams.writeOutput(rendered)
        }
        if !problems.isEmpty { return 2 }
        return report.diagnostics.contains { $0.severity == .error } ? 1 : 0
    }

    private func render(_ report: LintReport, terminal: Bool) -> String {
        switch options.outputFormat {
        case .text:
            let color = terminal && FileSystem.environmentValue("NO_COLOR").map(\.isEmpty) ?? true
            return TextReporter(showsSource: terminal, usesColor: color && terminal, quiet: options.quiet,
                                statistics: options.statistics).render(report)
        case .json: return JSONReporter.render(report)
        case .sarif: return SARIFReporter.render(report, toolVersion: MDTool.version)
        case .github: return GitHubReporter.render(report)
        }
    }

    private static func process(_ input: Input, linter: Linter, options: LintOptions, repositoryRoot: String,
                                keepLines: Bool) -> Outcome {
        let source: SourceFile
        do throws(CommandError) {
            source = try InputFile.read(input.readPath, displayName: input.displayPath, rejectsBinary: true)
        } catch {
            return Outcome(error: error.message)
        }
        var diagnostics: [Diagnostic]
        var bytes = source.bytes
        var applied = 0
        var fixedStandardInput: [UInt8]?
        if options.fix {
            let outcome = linter.fix(source, path: input.displayPath, includeUnsafe: options.unsafeFixes)
            diagnostics = outcome.remaining
            applied = outcome.appliedFixes
            if outcome.bytes != source.bytes {
                bytes = outcome.bytes
                if input.readPath == "-" {
                    fixedStandardInput = bytes
                } else {
                    do throws(FileSystemError) {
                        try AtomicFileWriter.write(bytes, toPath: input.readPath)
                    } catch {
                        return Outcome(error: error.description)
                    }
                }
            } else if input.readPath == "-" {
                fixedStandardInput = bytes
            }
        } else {
            diagnostics = linter.lint(source, path: input.displayPath)
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
