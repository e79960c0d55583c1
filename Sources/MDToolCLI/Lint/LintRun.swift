import MarkdownLint
import MarkdownProject
import MarkdownSyntax
import Workspace
import YAML

/// One run of `mdtool lint`: configuration, discovery, linting (and fixing) in parallel,
/// reporting (findings on standard output, the summary on standard error), exit status.
struct LintRun {
    let options: LintOptions
    let context: CommandContext

    private struct Outcome: Sendable {
        var result: LintReport.FileResult?
        var error: String?
        var fixedStandardInput: [UInt8]?
        /// With `--diff`: the fixes as a unified diff, empty when there are none.
        var diff: String?
        /// The file's new entry for the cache, when it was linted afresh.
        var cacheEntry: (slot: SHA256.Digest, entry: ResultIndex.Entry)?
    }

    /// What a file's cached result is looked up with: the cache, and the digest of the
    /// linter of the file's configuration (for linters that can be cached).
    private struct CacheLookup: Sendable {
        var cache: LintCache
        var linter: SHA256.Digest
        var rules: DiagnosticCoding.Rules
        var readingOtherFiles: Set<String>
    }

    func run() throws(CommandError) -> Int32 {
        try options.reports.checkDestinations(in: context)
        var baseline: Baseline?
        if let path = options.adoption.baselinePath { baseline = try Baseline(readingFrom: path, in: context) }
        let resolver = try ConfigurationResolver.load(explicitPath: options.inputs.configPath, in: context)
        if let file = options.showConfig { return try ShowConfig.run(file, resolver: resolver, context: context) }
        let found = try MarkdownInputs(options.inputs, resolver: resolver, context: context)
        for warning in found.warnings { context.reportError("lint", "warning: \(warning)") }
        found.runConfiguration.reportProblems(outside: [.files, .lint, .reports], command: "lint", in: context)
        let reportLinks = options.reports.links(over: try found.runConfiguration.reportsSection())
        if found.excludesStandardInput {
            // Excluded by the configuration: nothing to lint, and with --fix the text goes
            // back unchanged (an editor replaces its buffer with what it gets).
            return options.fix ? StandardInputCopy.run(named: options.inputs.stdinFilename ?? "<stdin>", in: context, command: "lint") : 0
        }
        let runRegistry = try found.runConfiguration.lintSection().registry
        let enabled = try Self.ruleIDs(options.enable, runRegistry, option: "--enable")
        let disabled = try Self.ruleIDs(options.disable, runRegistry, option: "--disable")
        var selected: [String]?
        if let names = options.adoption.select { selected = try Self.ruleIDs(names, runRegistry, option: "--select") }
        var linters: [String: Linter] = [:]
        for input in found.inputs where linters[input.settingsKey] == nil {
            let lint = try input.configuration.lintSection()
            do throws(ConfigError) {
                linters[input.settingsKey] = try lint.linter(
                    applyingOverrides: input.overrides,
                    selecting: selected?.filter { lint.registry.entry(id: $0) != nil },
                    enabling: enabled.filter { lint.registry.entry(id: $0) != nil },
                    disabling: disabled.filter { lint.registry.entry(id: $0) != nil })
            } catch {
                throw .usage(error.description)
            }
        }

        let cache = options.cache.cache(in: context).map(LintCache.init)
        var lookups: [String: CacheLookup] = [:]
        if let cache {
            for (key, linter) in linters {
                guard let digest = LintCache.linterDigest(linter) else { continue }
                lookups[key] = CacheLookup(cache: cache, linter: digest, rules: DiagnosticCoding.Rules(linter.registry),
                                           readingOtherFiles: LintCache.rulesReadingOtherFiles(linter.registry))
            }
        }

        let repositoryRoot = GitIgnoreStack.repositoryRoot(containing: context.currentDirectory) ?? context.currentDirectory
        // Lines are kept for code frames and for the fingerprints of SARIF and GitLab reports and baselines.
        let keepLines = options.adoption.usesFingerprints || options.reports.requests.contains { request in
            request.format == .sarif || request.format == .gitlab || (request.format == .text && showsSource(request))
        }
        // Each file is linted in its dialect.
        let jobs = try found.inputsWithParseOptions(forced: options.inputs.dialect)
        let options = self.options
        let context = self.context
        let preparedLinters = linters
        let preparedLookups = lookups
        // One file's tree is left to the exit, which frees it at once: freeing it node by
        // node costs a tenth of the lint. (Many files' would add up.)
        let keepsTree = jobs.count == 1 && context.endsProcess
        let outcomes = ParallelMap.map(jobs) { input, parseOptions in
            Self.process(input, linter: preparedLinters[input.settingsKey]!, parseOptions: parseOptions,
                         cache: input.isStandardInput ? nil : preparedLookups[input.settingsKey], options: options,
                         repositoryRoot: repositoryRoot, keepLines: keepLines, keepsTree: keepsTree, context: context)
        }
        cache?.save(outcomes.compactMap(\.cacheEntry))
        defer { LeftToExit.keep(outcomes) }

        let problems = found.problems + outcomes.compactMap(\.error)
        for note in found.notes { context.reportNote("lint", note) }
        for problem in problems { context.reportError("lint", problem) }
        var report = LintReport(files: outcomes.compactMap(\.result), registry: runRegistry, repositoryRoot: repositoryRoot)
        if options.adoption.diff { return finishDiff(outcomes.compactMap(\.diff), report: report, failed: !problems.isEmpty) }
        if let path = options.adoption.writeBaselinePath {
            return try writeBaseline(report, to: path, failed: !problems.isEmpty)
        }
        var known = 0
        if let baseline { (report, known) = baseline.filter(report) }
        let rendered = options.reports.requests.map { (request: $0, content: render(report, as: $0, links: reportLinks)) }
        let fixed = outcomes.first?.fixedStandardInput
        // The fixed text goes to standard output; findings go to standard error.
        if let fixed { context.output.write(fixed) }
        let written = ReportWriter.write(rendered, standardOutput: fixed == nil ? context.output : context.error, command: "lint",
                                         in: context)
        // After an error, "no problems found" would claim more than was checked.
        if !options.quiet, problems.isEmpty || report.files.contains(where: { !$0.diagnostics.isEmpty }),
           let summary = TextReporter.summary(report, always: context.errorIsTerminal) {
            context.writeErrorLine(summary)
        }
        if !options.quiet, known > 0, let path = options.adoption.baselinePath { reportKnown(known, baseline: path) }
        if !problems.isEmpty || !written { return 2 }
        return options.adoption.exitStatus(for: report)
    }

    /// Whether a text report shows code frames: asked for, or on a terminal.
    private func showsSource(_ request: ReportRequest) -> Bool {
        options.showsSource || (request.path == nil && context.outputIsTerminal)
    }

    private func render(_ report: LintReport, as request: ReportRequest, links: ReportLinks) -> ReportContent {
        switch request.format {
        case .text:
            // A report in a file is never coloured.
            let usesColor = request.path == nil && options.color.usesColor(in: context)
            let reporter = TextReporter(showsSource: showsSource(request), usesColor: usesColor, statistics: options.statistics,
                                        showsFixes: options.adoption.showsFixes)
            guard !options.statistics else { return .bytes(reporter.renderUTF8(report)) }
            // One file's report goes out in pieces as it is rendered.
            if report.files.count == 1 {
                return .pieces { sink in reporter.renderFindings(of: report.files[0], inBuffers: sink) }
            }
            // File by file on every core: with thousands of findings, a warm run's longest step.
            var parts = ParallelMap.map(report.files, reporter.renderFindings(of:))
            var text: [UInt8] = []
            text.reserveCapacity(parts.reduce(0) { $0 + $1.count })
            for index in parts.indices {
                text += parts[index]
                parts[index] = []
            }
            return .bytes(text)
        case .json, .sarif, .github, .junit, .gitlab:
            return .bytes(ReportRendering.render(report, as: request.format, links: links))
        }
    }

    private static func process(_ input: MarkdownInput, linter: Linter, parseOptions: ParseOptions, cache: CacheLookup?,
                                options: LintOptions, repositoryRoot: String,
                                keepLines: Bool, keepsTree: Bool, context: CommandContext) -> Outcome {
        // As markdownlint-cli2: --fix is the default that a configuration's `fix` overrides.
        // `--diff` fixes without writing.
        let fixes = options.adoption.diff || (input.configuration.fix?.value ?? options.fix)
        let writes = fixes && !options.adoption.diff
        func result(_ diagnostics: [Diagnostic], of bytes: [UInt8], fixed: Int) -> LintReport.FileResult {
            let repositoryPath = PathUtilities.relative(input.absolutePath, to: repositoryRoot) ?? input.displayPath
            let lines = keepLines && !diagnostics.isEmpty ? LintReport.FileResult.lines(of: bytes) : []
            return LintReport.FileResult(path: input.displayPath, repositoryPath: repositoryPath, diagnostics: diagnostics,
                                         lines: lines, problemsFixed: fixed, source: options.adoption.showsFixes ? bytes : [])
        }
        func isFixable(_ diagnostics: [Diagnostic]) -> Bool {
            fixes && diagnostics.contains { $0.fix.map { options.unsafeFixes || $0.applicability == .safe } ?? false }
        }
        let slot = cache.map { LintCache.slot(path: input.absolutePath, linter: $0.linter, options: parseOptions) }
        // An unchanged file (its stamp as stored) is not even read when its stored findings
        // are all the report needs: no lines, no source, nothing to fix or compute afresh.
        if let cache, let slot, let stamp = FileStamp.of(input.absolutePath),
           let entry = cache.cache.entry(in: slot, file: stamp), let stored = LintCache.stored(entry, rules: cache.rules),
           !stored.mayReadOtherFiles, !(keepLines && !stored.diagnostics.isEmpty), !options.adoption.showsFixes,
           !isFixable(stored.diagnostics) {
            return Outcome(result: result(stored.diagnostics, of: [], fixed: 0))
        }
        // Taken before the read: a stamp is kept only when no write after this could leave it as it was.
        let readStart = FileStamp.now()
        let contents: InputFile.Contents
        do throws(CommandError) {
            if writes && input.isStandardInput {
                // A filter (`:%!mdtool lint --fix -`) gets input it cannot read back unchanged.
                let bytes = try InputFile.readStandardInput(named: input.displayPath, in: context)
                do throws(CommandError) {
                    contents = InputFile.Contents(source: try InputFile.source(from: bytes, name: input.displayPath), snapshot: nil)
                } catch {
                    return Outcome(error: error.message, fixedStandardInput: bytes)
                }
            } else {
                contents = try InputFile.read(input, forWriting: writes, in: context)
            }
        } catch {
            return Outcome(error: error.message)
        }
        let source = contents.source
        // The linter resolves a file's relative links from the path it is given: the absolute
        // one, so they start where the file is whatever the process's directory.
        let linterPath = input.hasPath ? input.absolutePath : input.displayPath
        let settledStamp = contents.snapshot.map(\.stamp).flatMap { $0.isSettled(before: readStart) ? $0 : nil }
        var content: SHA256.Digest?
        if let cache, let slot {
            let digest = SHA256.digest(source.bytes)
            content = digest
            if let entry = cache.cache.entry(in: slot, content: digest), let stored = LintCache.stored(entry, rules: cache.rules) {
                let diagnostics = stored.mayReadOtherFiles
                    ? Linter.merging(stored.diagnostics,
                                     linter.lint(source, path: linterPath, options: parseOptions, scope: .readingOtherFiles))
                    : stored.diagnostics
                // With --fix, a file with nothing to fix needs no more work. An entry whose
                // stamp is not the file's now gets it, so the next run need not read the file.
                if !isFixable(diagnostics) {
                    var restamped = entry
                    restamped.file = settledStamp
                    return Outcome(result: result(diagnostics, of: source.bytes, fixed: 0),
                                   cacheEntry: settledStamp != nil && entry.file != settledStamp ? (slot, restamped) : nil)
                }
            }
        }
        var diagnostics: [Diagnostic]
        var bytes = source.bytes
        var fixed = 0
        var fixedStandardInput: [UInt8]?
        var diff: String?
        if fixes {
            let outcome = linter.fix(source, path: linterPath, options: parseOptions, includeUnsafe: options.unsafeFixes,
                                     handingLastContextTo: keepsTree ? { LeftToExit.keep($0) } : nil)
            diagnostics = outcome.remaining
            fixed = max(0, outcome.initialProblems - outcome.remaining.count)
            if options.adoption.diff {
                diff = UnifiedDiff.render(old: source.bytes, new: outcome.bytes, oldLabel: "a/" + input.displayPath,
                                          newLabel: "b/" + input.displayPath, color: options.color.usesColor(in: context))
            } else if outcome.bytes != source.bytes {
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
            diagnostics = linter.lint(source, path: linterPath, options: parseOptions,
                                      handingTreeTo: keepsTree ? { LeftToExit.keep($0) } : nil)
        }
        // A file is cached as it now is (fixed or not), with what remains; not what --diff
        // found would remain of fixes it did not write.
        // A fixed file's new stamp is not settled: it was just written.
        var entry: (slot: SHA256.Digest, entry: ResultIndex.Entry)?
        if let slot, let content, let cache, diff?.isEmpty ?? true {
            let unchanged = bytes == source.bytes
            let mayReadOtherFiles = linter.mayReadOtherFiles(bytes, dialect: parseOptions.dialect)
            entry = (slot, LintCache.entry(diagnostics, mayReadOtherFiles: mayReadOtherFiles,
                                           for: unchanged ? content : SHA256.digest(bytes), file: unchanged ? settledStamp : nil,
                                           rules: cache.rules, readingOtherFiles: cache.readingOtherFiles))
        }
        return Outcome(result: result(diagnostics, of: bytes, fixed: fixed), fixedStandardInput: fixedStandardInput,
                       diff: diff, cacheEntry: entry)
    }

    /// Rule IDs named by `--enable`, `--disable` or `--select` (IDs, aliases or tags).
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
