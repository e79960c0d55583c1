import Foundation
import MarkdownLint
import MarkdownLinks
import MarkdownProject
import MarkdownSyntax
import Workspace

/// One run of `mdtool links`: configuration, discovery, local checks of every file in
/// parallel, then (when asked) the external URLs of all files together, reporting and the
/// exit status (0 nothing broken, 1 broken links, 2 usage, configuration or input errors).
struct LinksRun {
    let options: LinksOptions
    let context: CommandContext

    private struct FileOutcome: Sendable {
        var displayPath: String
        /// For the repository-relative paths of SARIF reports.
        var absolutePath: String
        var source: SourceFile?
        var result: LinkChecker.LocalResult?
        var undefined: [BrokenLink] = []
        /// Web links found broken (after the external check).
        var externalBroken: [BrokenLink]?
        var error: String?
    }

    func run() async throws(CommandError) -> Int32 {
        try options.reports.checkDestinations(in: context)
        let currentDirectory = context.currentDirectory
        let resolver = try ConfigurationResolver.load(explicitPath: options.inputs.configPath, in: context)
        let found = try MarkdownInputs(options.inputs, resolver: resolver, context: context)
        // The link checker's options are the run's: those of the current directory.
        let configuration = found.runConfiguration
        let linkOptions = effectiveOptions(try configuration.linksSection())
        configuration.reportProblems(outside: [.files, .links, .reports], command: "links", in: context)
        let reportLinks = options.reports.links(over: try configuration.reportsSection())
        // Each file is parsed in its dialect.
        let jobs = try found.inputsWithParseOptions(forced: options.inputs.dialect)
        let checker = LinkChecker(options: linkOptions)

        var problems = found.problems
        let context = self.context
        // One file's tree is left to the exit, as lint leaves it: freeing it node by node
        // costs as much as checking it. (Many files' would add up.)
        let keepsTree = jobs.count == 1
        var outcomes = ParallelMap.map(jobs) { input, parseOptions in
            let origin = input.hasPath
                ? LinkOrigin(file: input.absolutePath, currentDirectory: currentDirectory)
                : LinkOrigin(currentDirectory: currentDirectory)
            return Self.checkLocally(input, parseOptions: parseOptions, origin: origin, checker: checker,
                                     keepsTree: keepsTree, context: context)
        }
        problems += outcomes.compactMap(\.error)

        var externalSummary: ExternalSummary?
        if linkOptions.external {
            externalSummary = await checkExternal(&outcomes, checker: checker, options: linkOptions,
                                                  baseDirectory: configuration.baseDirectory)
        }

        for note in found.notes { context.reportNote("links", note) }
        for problem in problems { context.reportError("links", problem) }
        var broken: [(path: String, link: BrokenLink)] = []
        var brokenPerFile: [(outcome: FileOutcome, broken: [BrokenLink])] = []
        for outcome in outcomes {
            guard let result = outcome.result else { continue }
            var all = result.broken + outcome.undefined + (outcome.externalBroken ?? [])
            all.sort { ($0.line, $0.column, $0.target) < ($1.line, $1.column, $1.target) }
            broken += all.map { (outcome.displayPath, $0) }
            brokenPerFile.append((outcome, all))
        }
        let reports = options.reports.requests.map { request in
            switch request.format {
            case .text: return (request: request, bytes: Array(Self.text(broken).utf8))
            case .json: return (request: request, bytes: Array(Self.json(broken).utf8))
            default: return (request: request, bytes: ReportRendering.render(report(brokenPerFile), as: request.format,
                                                                             links: reportLinks))
            }
        }
        let written = ReportWriter.write(reports, standardOutput: context.output, command: "links", in: context)
        // After an error, "no broken links" would claim more than was checked.
        if !options.quiet && (problems.isEmpty || !broken.isEmpty) {
            context.writeErrorLine(summary(broken.count, outcomes, external: externalSummary, options: linkOptions))
        }
        if !problems.isEmpty || !written { return 2 }
        return broken.isEmpty ? 0 : 1
    }

    /// The configured options with the command line's on top.
    private func effectiveOptions(_ configured: LinkCheckOptions) -> LinkCheckOptions {
        var result = configured
        if let external = options.external { result.external = external }
        if let ignoreCase = options.ignoreCase { result.ignoreCase = ignoreCase }
        if let timeout = options.timeout { result.http.timeout = timeout }
        if let accept = options.accept { result.http.accept = accept }
        if let maxConcurrency = options.maxConcurrency { result.http.maxConcurrency = maxConcurrency }
        if let perHost = options.perHostConcurrency { result.http.perHostConcurrency = perHost }
        if let retries = options.retries { result.http.retries = retries }
        if !options.exclude.isEmpty { result.exclude = result.exclude.adding(options.exclude) }
        switch options.cache {
        case true?: if result.cache == nil { result.cache = LinkCacheOptions() }
        case false?: result.cache = nil
        case nil: break
        }
        return result
    }

    private static func checkLocally(_ input: MarkdownInput, parseOptions: ParseOptions, origin: LinkOrigin,
                                     checker: LinkChecker, keepsTree: Bool, context: CommandContext) -> FileOutcome {
        let source: SourceFile
        do throws(CommandError) {
            source = try InputFile.read(input, forWriting: false, in: context).source
        } catch {
            return FileOutcome(displayPath: input.displayPath, absolutePath: input.absolutePath, error: error.message)
        }
        let document = Document(parsing: source, options: parseOptions)
        if keepsTree { context.keepUntilExit(document) }
        let result = checker.checkLocal(document, origin: origin)
        return FileOutcome(displayPath: input.displayPath, absolutePath: input.absolutePath, source: source, result: result,
                           undefined: undefinedReferences(document, path: input.displayPath))
    }

    /// Full and collapsed reference links and images (`[text][label]`, `[label][]`) whose
    /// label no definition defines, found as MD052 finds them. Shortcut brackets (`[label]`)
    /// are usually just text and are not reported.
    private static func undefinedReferences(_ document: Document, path: String) -> [BrokenLink] {
        let context = LintContext(path: path, document: document)
        let references = UnresolvedReference.find(in: context, includingShortcuts: false)
        guard !references.isEmpty else { return [] }
        let defined = Set(context.nodes.linkDefinitions.map(\.normalizedLabel))
        var broken: [BrokenLink] = []
        for reference in references where reference.kind != .shortcut {
            guard !defined.contains(LinkLabel.normalize(reference.label)) else { continue }
            let form: LinkForm = reference.kind == .full ? .fullReference : .collapsedReference
            let link = CollectedLink(kind: reference.isImage ? .image(form) : .link(form), destination: "",
                                     range: reference.range, destinationRange: nil, label: reference.label)
            broken.append(LocalLinkChecker.broken(link, .undefinedReference(reference.label), context.utf16Columns))
        }
        return broken
    }

    private struct ExternalSummary {
        var urls: Int
        var cached: Int
        var requests: Int
    }

    /// Checks the web links of all files together (each distinct URL once), with the cache
    /// and a progress line on a terminal.
    private func checkExternal(_ outcomes: inout [FileOutcome], checker: LinkChecker, options: LinkCheckOptions,
                               baseDirectory: String) async -> ExternalSummary {
        let urls = outcomes.flatMap { $0.result?.externalURLs ?? [] }
        var cache: LinkCache?
        var cachePath: String?
        if let cacheOptions = options.cache {
            let path = PathUtilities.absolute(cacheOptions.path, from: baseDirectory)
            cachePath = path
            cache = loadCache(path, displayPath: cacheOptions.path)
        }
        let progress = context.errorIsTerminal ? ProgressLine(label: "Checking external links", output: context.error) : nil
        let now = Date().timeIntervalSince1970
        let external = checker.external
        let maxAge = options.cache?.maxAge ?? 0
        let startingCache = cache
        var report: (@Sendable (Int, Int) -> Void)?
        if let progress { report = { done, total in progress.update(done, total) } }
        let onProgress = report
        let results = await external.check(urls, cache: startingCache, cacheMaxAge: maxAge, now: now, progress: onProgress)
        progress?.finish()
        for index in outcomes.indices {
            guard let result = outcomes[index].result, let source = outcomes[index].source else { continue }
            outcomes[index].externalBroken = LinkChecker.brokenExternal(result.links, outcomes: results, source: source)
        }
        if var updated = cache, let cachePath, let cacheOptions = options.cache {
            let finished = Date().timeIntervalSince1970
            for (url, outcome) in results where outcome.isWorking && !outcome.isCached {
                if let status = outcome.status { updated.record(url, status: status, at: finished) }
            }
            updated.removeExpired(maxAge: cacheOptions.maxAge, now: finished)
            if updated != cache || !FileSystem.isFile(cachePath) {
                do throws(FileSystemError) {
                    // Like the Markdown files: never through a link out of the project.
                    let root = ProjectRoot.of(namedPath: cachePath, isDirectory: false, currentDirectory: context.currentDirectory)
                    try AtomicFileWriter.write(updated.json(), toPath: cachePath, confinedTo: root)
                } catch {
                    context.reportError("links", "warning: cannot write the cache file: \(error.description)")
                }
            }
        }
        let distinct = Set(results.keys.map { LinkCache.key($0) })
        let cachedKeys = Set(results.filter { $0.value.isCached }.keys.map { LinkCache.key($0) })
        var requests = 0
        var counted: Set<String> = []
        for (url, outcome) in results where counted.insert(LinkCache.key(url)).inserted { requests += outcome.requests }
        return ExternalSummary(urls: distinct.count, cached: cachedKeys.count, requests: requests)
    }

    private func loadCache(_ path: String, displayPath: String) -> LinkCache {
        guard FileSystem.isFile(path) else { return LinkCache() }
        do {
            let bytes = try FileReader.read(atPath: path, limit: FileReader.maximumMarkdownSize, requiringRegularFile: true).bytes
            return try LinkCache(json: bytes)
        } catch {
            context.reportError("links", "warning: \(displayPath) is not a link cache; starting a new one")
            return LinkCache()
        }
    }

    // MARK: Output

    static func text(_ broken: [(path: String, link: BrokenLink)]) -> String {
        var out = ""
        for (path, link) in broken {
            out += ControlCharacterEscaping.escaped("\(path):\(link.line):\(link.column): \(link.target) — \(link.reason)") + "\n"
        }
        return out
    }

    /// The broken links as findings, for the lint reporters (SARIF, GitHub): a rule per kind
    /// of problem (`missing-file`, `http-status`, …), its ID the problem's code.
    private func report(_ files: [(outcome: FileOutcome, broken: [BrokenLink])]) -> LintReport {
        let repositoryRoot = GitIgnoreStack.repositoryRoot(containing: context.currentDirectory) ?? context.currentDirectory
        var rules: [String: RuleDescriptor] = [:]
        let results = files.map { outcome, broken in
            let diagnostics = broken.map { link in
                let code = link.problem.code
                rules[code] = rules[code] ?? RuleDescriptor(id: code, aliases: [], tags: ["links"], summary: link.problem.summary)
                return Diagnostic(ruleID: code, ruleAlias: code, severity: .error, summary: "\(link.target) — \(link.reason)",
                                  detail: nil, context: nil, fix: nil, range: link.link.range, line: link.line,
                                  column: link.column, endLine: link.endLine, endColumn: link.endColumn)
            }
            let lines = diagnostics.isEmpty ? [] : outcome.source.map { LintReport.FileResult.lines(of: $0.bytes) } ?? []
            return LintReport.FileResult(path: outcome.displayPath,
                                         repositoryPath: PathUtilities.relative(outcome.absolutePath, to: repositoryRoot)
                                            ?? outcome.displayPath,
                                         diagnostics: diagnostics, lines: lines)
        }
        return LintReport(files: results, rules: rules.values.sorted { $0.id < $1.id }, repositoryRoot: repositoryRoot)
    }

    static func json(_ broken: [(path: String, link: BrokenLink)]) -> String {
        let items: [JSONValue] = broken.map { path, link in
            var members: [(String, JSONValue)] = [
                ("path", .string(path)),
                ("line", .int(link.line)),
                ("column", .int(link.column)),
                ("end_line", .int(link.endLine)),
                ("end_column", .int(link.endColumn)),
                ("target", .string(link.target)),
                ("reason", .string(link.reason)),
                ("problem", .string(link.problem.code)),
                ("kind", .string(link.link.kindName)),
            ]
            if let status = link.problem.httpStatus { members.append(("status", .int(status))) }
            return .object(members)
        }
        return JSONValue.array(items).serialized(pretty: true) + "\n"
    }

    private func summary(_ brokenCount: Int, _ outcomes: [FileOutcome], external: ExternalSummary?,
                         options: LinkCheckOptions) -> String {
        let files = outcomes.filter { $0.result != nil }
        let links = files.reduce(0) { $0 + ($1.result?.links.count ?? 0) }
        var text = brokenCount == 0 ? "No broken links" : "\(brokenCount) broken link\(brokenCount == 1 ? "" : "s")"
        text += " (\(links) link\(links == 1 ? "" : "s") in \(files.count) file\(files.count == 1 ? "" : "s")"
        if let external {
            text += "; \(external.urls) external URL\(external.urls == 1 ? "" : "s")"
            if external.cached > 0 { text += ", \(external.cached) from the cache" }
        } else {
            let web = files.reduce(0) { $0 + ($1.result?.externalURLs.count ?? 0) }
            if web > 0 { text += "; \(web) external link\(web == 1 ? "" : "s") not checked, see --external" }
        }
        return text + ")"
    }
}
