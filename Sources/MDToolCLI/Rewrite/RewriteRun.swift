import MarkdownFormatting
import MarkdownLint
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
    /// Where `fmt` remembers files already formatted (nil for `transform`, `--no-cache`), and
    /// whether its output is validated (part of what a result depends on).
    var cache: (store: ResultCache, validates: Bool)? = nil

    private struct Outcome: Sendable {
        var path: String
        var absolutePath: String
        /// Nil after an error, and for a file the cache knows is formatted.
        var rewrite: Rewrite?
        var error: String?
        var diff = ""
        /// The file's new entry for the format cache: it was found formatted afresh.
        var cacheEntry: (slot: SHA256.Digest, entry: ResultIndex.Entry)?

        var changed: Bool { rewrite.map { $0.isChanged && $0.problems.isEmpty } ?? false }
        var refusal: String? { rewrite.flatMap { $0.problems.isEmpty ? nil : $0.problems.joined(separator: "; ") } }
        /// The lines of the input, when `--check` reports to a format that shows where a file first changes.
        var lines: [String] = []
        /// The 1-based line of the first change, for those reports.
        var firstChangedLine = 1

        /// Notes where `new` first differs from `old`, keeping `old`'s lines.
        mutating func noteFirstChange(_ old: [UInt8], _ new: [UInt8]) {
            let same = zip(old, new).prefix { $0 == $1 }.count
            firstChangedLine = 1 + old[..<same].count { $0 == UInt8(ascii: "\n") }
            lines = LintReport.FileResult.lines(of: old)
        }
    }

    /// Whether files are written back (not `--check` or `--diff`).
    private var writes: Bool { !options.check && !options.diff }

    /// Runs the command; `makeRewriter` gets the format options of a file (its directory's
    /// configuration, the style rules' defaults under `format:`) and returns what rewrites it,
    /// parsed with the options of its dialect, and told whether the process ends with this
    /// one file (so its trees may be left to the exit instead of freed).
    func run(_ makeRewriter: (FormatOptions) -> @Sendable (SourceFile, ParseOptions, _ endsWithFile: Bool) -> Rewrite)
        throws(CommandError) -> Int32 {
        try options.reports.checkDestinations(in: context)
        let resolver = try ConfigurationResolver.load(explicitPath: options.inputs.configPath, in: context)
        let found = try MarkdownInputs(options.inputs, resolver: resolver, context: context)
        found.runConfiguration.reportProblems(outside: [.files, .format, .reports], command: wording.command, in: context)
        let reportLinks = options.reports.links(over: try found.runConfiguration.reportsSection())
        if found.excludesStandardInput { return passThrough() }
        var rewriters: [FormatOptions: @Sendable (SourceFile, ParseOptions, Bool) -> Rewrite] = [:]
        let endsWithFile = found.inputs.count == 1 && context.endsProcess
        var conflicts: [String] = []
        var jobs: [(input: MarkdownInput, rewriter: @Sendable (SourceFile) -> Rewrite, slot: SHA256.Digest?)] = []
        let formatCache = cache.map { FormatCache($0.store) }
        let places = PlaceDialects()
        var slotDescriptions: [FormatCache.Settings: String] = [:]
        for input in found.inputs {
            let settings = try input.configuration.formatSection(applyingOverrides: input.overrides)
            for conflict in settings.conflicts where !conflicts.contains(conflict) { conflicts.append(conflict) }
            let rewriter = rewriters[settings.options] ?? makeRewriter(settings.options)
            rewriters[settings.options] = rewriter
            // Each file is rewritten in its dialect.
            let parseOptions = try input.parseOptions(forced: options.inputs.dialect, places: places)
            var slot: SHA256.Digest?
            if let cache, !input.isStandardInput {
                let slotSettings = FormatCache.Settings(options: settings.options, parseOptions: parseOptions, validates: cache.validates)
                let description = slotDescriptions[slotSettings] ?? FormatCache.describe(slotSettings)
                slotDescriptions[slotSettings] = description
                slot = FormatCache.slot(path: input.absolutePath, description: description)
            }
            jobs.append((input, { rewriter($0, parseOptions, endsWithFile) }, slot))
        }
        for conflict in conflicts { context.reportError(wording.command, "warning: \(conflict)") }
        if let job = jobs.first, job.input.isStandardInput {
            return rewriteStandardInput(job.input, rewriter: job.rewriter, reportLinks: reportLinks)
        }
        let options = self.options
        let context = self.context
        let writes = self.writes
        let outcomes = ParallelMap.map(jobs) { job in
            Self.process(job.input, rewriter: job.rewriter, cache: job.slot.flatMap { slot in formatCache.map { (cache: $0, slot: slot) } },
                         options: options, writes: writes, context: context)
        }
        formatCache?.save(outcomes.compactMap(\.cacheEntry))
        let errors = found.problems + outcomes.compactMap(\.error)
        for note in found.notes { context.reportNote(wording.command, note) }
        for error in errors { context.reportError(wording.command, error) }
        outcomes.forEach(report)
        let changed = outcomes.filter(\.changed)
        var written = true
        if options.check {
            written = reportCheck(outcomes.filter { $0.error == nil }, links: reportLinks)
        } else if options.diff {
            context.output.write(changed.map(\.diff).joined())
        }
        // Files that could not be read or written are not counted; after an error, "already
        // formatted" would claim more than was checked.
        let done = outcomes.filter { $0.error == nil }
        let doneChanged = done.filter(\.changed).count
        if options.showsSummary, errors.isEmpty || doneChanged > 0, let summary = summary(changed: doneChanged, of: done.count) {
            context.writeErrorLine(summary)
        }
        if !errors.isEmpty || !written { return 2 }
        if outcomes.contains(where: { $0.refusal != nil }) { return 1 }
        return (options.check || options.diff) && !changed.isEmpty ? 1 : 0
    }

    /// `-`: the result on standard output. Whatever goes wrong once the input is read (it is
    /// not UTF-8, or rewriting it would change its meaning), the input itself is printed, so
    /// an editor filtering its buffer through the command (`:%!mdtool fmt -`) keeps it.
    private func rewriteStandardInput(_ input: MarkdownInput, rewriter: (SourceFile) -> Rewrite, reportLinks: ReportLinks) -> Int32 {
        let bytes: [UInt8]
        do throws(CommandError) {
            bytes = try InputFile.readStandardInput(named: input.displayPath, in: context)
        } catch {
            context.reportError(wording.command, error.message)
            return 2
        }
        let source: SourceFile
        do throws(CommandError) {
            source = try InputFile.source(from: bytes, name: input.displayPath)
        } catch {
            if writes { context.output.write(bytes) }
            context.reportError(wording.command, error.message)
            return 2
        }
        var outcome = Outcome(path: input.displayPath, absolutePath: input.absolutePath, rewrite: rewriter(source))
        if options.diff && outcome.changed {
            outcome.diff = Self.diff(source.bytes, outcome.rewrite?.output ?? [], path: input.displayPath, context: context)
        } else if options.check && outcome.changed && !options.reports.isPlainText {
            outcome.noteFirstChange(source.bytes, outcome.rewrite?.output ?? [])
        }
        report(outcome)
        if outcome.refusal != nil {
            if writes { context.output.write(bytes) }
            return 1
        }
        if options.check {
            if !reportCheck([outcome], links: reportLinks) { return 2 }
        } else if options.diff {
            context.output.write(outcome.diff)
        } else {
            context.output.write(outcome.rewrite?.output ?? bytes)
            return 0
        }
        return outcome.changed ? 1 : 0
    }

    /// `--check`'s report of the files that would change: their paths, one a line, or the
    /// `--output-format` reports (a finding per file, at its first changed line). False
    /// after a report file could not be written.
    private func reportCheck(_ outcomes: [Outcome], links: ReportLinks) -> Bool {
        let changed = outcomes.filter(\.changed)
        guard !options.reports.isPlainText else {
            for outcome in changed { context.writeLine(outcome.path) }
            return true
        }
        let paths = changed.map { ControlCharacterEscaping.escaped($0.path) + "\n" }.joined()
        let reports = options.reports.requests.map { request in
            (request: request, bytes: request.format == .text ? Array(paths.utf8)
                : ReportRendering.render(checkReport(outcomes), as: request.format, links: links))
        }
        return ReportWriter.write(reports, standardOutput: context.output, command: wording.command, in: context)
    }

    /// The files `--check` read, each changed one with one finding.
    private func checkReport(_ outcomes: [Outcome]) -> LintReport {
        let rule = RuleDescriptor(id: wording.command, aliases: [], tags: ["formatting"],
                                  summary: "Files should be as 'mdtool \(wording.command)' writes them")
        let repositoryRoot = GitIgnoreStack.repositoryRoot(containing: context.currentDirectory) ?? context.currentDirectory
        let files = outcomes.map { outcome in
            let diagnostics = outcome.changed ? [Diagnostic(
                ruleID: rule.id, ruleAlias: rule.id, severity: .error,
                summary: "\(wording.wouldDo) this file (first change on line \(outcome.firstChangedLine))",
                detail: nil, context: nil, fix: nil, range: 0..<0, line: outcome.firstChangedLine, column: 1,
                endLine: outcome.firstChangedLine, endColumn: 1)] : []
            return LintReport.FileResult(path: outcome.path,
                                         repositoryPath: PathUtilities.relative(outcome.absolutePath, to: repositoryRoot) ?? outcome.path,
                                         diagnostics: diagnostics, lines: outcome.lines)
        }
        return LintReport(files: files, rules: [rule], repositoryRoot: repositoryRoot)
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
            for message in outcome.rewrite?.messages ?? [] { context.writeErrorLine(message) }
        }
        if let refusal = outcome.refusal {
            context.reportError(wording.command, "\(outcome.path): \(wording.refused): \(refusal)")
        }
    }

    /// Standard input named like an excluded file: copied to standard output unchanged (a
    /// pipe must not lose it), or nothing to report with `--check` and `--diff`.
    private func passThrough() -> Int32 {
        guard writes else { return 0 }
        return StandardInputCopy.run(named: options.inputs.stdinFilename ?? "<stdin>", in: context, command: wording.command)
    }

    private static func diff(_ old: [UInt8], _ new: [UInt8], path: String, context: CommandContext) -> String {
        UnifiedDiff.render(old: old, new: new, path: path, color: context.usesColor)
    }

    private static func process(_ input: MarkdownInput, rewriter: (SourceFile) -> Rewrite,
                                cache: (cache: FormatCache, slot: SHA256.Digest)?, options: RewriteOptions, writes: Bool,
                                context: CommandContext) -> Outcome {
        var outcome = Outcome(path: input.displayPath, absolutePath: input.absolutePath)
        // A file unchanged since it was found formatted is not read: an outcome without a
        // rewrite is an unchanged file.
        if let cache, let stamp = FileStamp.of(input.absolutePath), cache.cache.isFormatted(in: cache.slot, file: stamp) {
            return outcome
        }
        // Taken before the read: a stamp is kept only when no write after this could leave it as it was.
        let readStart = FileStamp.now()
        let contents: InputFile.Contents
        do throws(CommandError) {
            contents = try InputFile.read(input, forWriting: writes, in: context)
        } catch {
            outcome.error = error.message
            return outcome
        }
        let source = contents.source
        let settledStamp = contents.snapshot.map(\.stamp).flatMap { $0.isSettled(before: readStart) ? $0 : nil }
        // The content's digest is needed only to compare with an entry or to store one: files
        // that all need formatting are not hashed.
        var content: SHA256.Digest?
        if let cache, cache.cache.hasEntry(in: cache.slot) {
            let digest = SHA256.digest(source.bytes)
            content = digest
            let known = cache.cache.isFormatted(in: cache.slot, content: digest, file: settledStamp)
            if known.formatted {
                if !known.stamped && settledStamp != nil {
                    outcome.cacheEntry = (cache.slot, FormatCache.entry(for: digest, file: settledStamp))
                }
                return outcome
            }
        }
        let rewrite = rewriter(source)
        outcome.rewrite = rewrite
        if let cache, !rewrite.isChanged, rewrite.problems.isEmpty, rewrite.messages.isEmpty {
            outcome.cacheEntry = (cache.slot, FormatCache.entry(for: content ?? SHA256.digest(source.bytes), file: settledStamp))
        }
        guard outcome.changed else { return outcome }
        if options.diff {
            outcome.diff = diff(source.bytes, rewrite.output, path: input.displayPath, context: context)
        } else if options.check && !options.reports.isPlainText {
            outcome.noteFirstChange(source.bytes, rewrite.output)
        } else if writes {
            do throws(FileSystemError) {
                try InputFile.write(rewrite.output, to: input, readAs: contents.snapshot)
            } catch {
                outcome.error = error.description
            }
        }
        return outcome
    }
}
