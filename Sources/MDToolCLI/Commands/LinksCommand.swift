import MarkdownLinks

/// `mdtool links`: checks that links, images and definitions point somewhere.
struct LinksCommand: Command {
    static let name = "links"
    static let summary = "Check links: local files and #fragments always, http(s) URLs with --external."
    static let synopsis = "[OPTIONS] [PATHS…|-]"
    static let inputs = InputOptions.Declarations(
        configHelp: "Configuration file in place of those found at and above the current directory.",
        stdinPurpose: "its directory is where relative links start", verb: "check")
    static let reports = ReportOptions.Declarations(formats: ReportFormat.nonLintFormats, subject: "broken links")
    static let external = Flag("--external", help: "Also check http and https links over the network.")
    static let offline = Flag("--offline", help: "Check local targets only, even if the configuration says external: true.")
    static let timeout = Option("--timeout", valueName: "SECONDS", help: "Seconds to wait for each request (default: 20).",
                                expected: "a number of seconds above 0") { text -> Double? in
        Double(text).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    }
    static let accept = Option("--accept", valueName: "CODES",
                               help: "HTTP statuses that count as working, e.g. '200..299,429' (default: 100..103,200..299).",
                               expected: "status codes and ranges such as '200..299,429'") { StatusCodeSet(parsing: $0) }
    static let exclude = Option("--exclude", valueName: "REGEX", help: "Do not check targets matching this regular expression.",
                                repeatable: true) { (pattern) throws(CommandError) -> LinkExclusions in
        do throws(LinkExclusions.InvalidPattern) {
            return try LinkExclusions([pattern])
        } catch {
            throw .usage("invalid regular expression '\(error.pattern)' for '--exclude'")
        }
    }
    static let maxConcurrency = count("--max-concurrency", help: "Requests in flight at once (default: 64).", minimum: 1)
    static let perHostConcurrency = count("--per-host-concurrency", help: "Requests in flight at once per host (default: 8).",
                                          minimum: 1)
    static let retries = count("--retries", help: "Retries after timeouts, 429 and 5xx answers (default: 2).", minimum: 0)
    static let cache = Flag("--cache",
                            help: "Remember working URLs in the cache file (links.cache in the configuration, else .mdtool-links-cache.json).")
    static let noCache = Flag("--no-cache", help: "Neither read nor write the cache file.")
    static let ignoreCase = Flag("--ignore-case", help: "Accept #fragments that match an anchor except for case.")
    static let quiet = Flag("--quiet", short: "-q", help: "Print broken links only, no summary.")
    static let options: [any OptionDeclaration] = [inputs.config, DialectOption.option] + reports.all + [
        external, offline, timeout, accept, exclude, maxConcurrency,
        perHostConcurrency, retries,
        cache, noCache, ignoreCase, quiet, inputs.stdinFilename, inputs.noGitIgnore,
    ]
    static let examples = [
        "mdtool links",
        "mdtool links docs README.md --output-format json",
        "mdtool links --external --timeout 10 --exclude '^https://internal\\.example\\.com'",
    ]

    /// `NAME N`: an integer of at least `minimum`.
    private static func count(_ name: String, help: String, minimum: Int) -> Option<Int> {
        Option(name, valueName: "N", help: help, expected: "an integer of at least \(minimum)") { text in
            Int(text).flatMap { $0 >= minimum ? $0 : nil }
        }
    }

    let options: LinksOptions

    init(_ arguments: ParsedArguments) throws(CommandError) {
        let inputs = try InputOptions(arguments, Self.inputs)
        if arguments.has(Self.external) && arguments.has(Self.offline) { throw .usage("--external and --offline contradict each other") }
        if arguments.has(Self.cache) && arguments.has(Self.noCache) { throw .usage("--cache and --no-cache contradict each other") }
        var options = LinksOptions(inputs: inputs)
        options.reports = try ReportOptions(arguments, Self.reports)
        options.external = arguments.has(Self.external) ? true : arguments.has(Self.offline) ? false : nil
        options.cache = arguments.has(Self.cache) ? true : arguments.has(Self.noCache) ? false : nil
        options.ignoreCase = arguments.has(Self.ignoreCase) ? true : nil
        options.quiet = arguments.has(Self.quiet)
        options.timeout = try arguments.value(Self.timeout)
        options.accept = try arguments.value(Self.accept)
        options.maxConcurrency = try arguments.value(Self.maxConcurrency)
        options.perHostConcurrency = try arguments.value(Self.perHostConcurrency)
        options.retries = try arguments.value(Self.retries)
        options.exclude = try arguments.values(Self.exclude).reduce(LinkExclusions()) { $0.adding($1) }
        self.options = options
    }

    func run(in context: CommandContext) async throws(CommandError) -> Int32 {
        try await LinksRun(options: options, context: context).run()
    }
}
