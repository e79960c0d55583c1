import MarkdownLinks

/// `mdtool links`: checks that links, images and definitions point somewhere.
struct LinksCommand: Command {
    static let name = "links"
    static let summary = "Check links: local files and #fragments always, http(s) URLs with --external."
    static let synopsis = "[OPTIONS] [PATHS…|-]"
    static let options = [
        OptionSpec(name: "--config", valueName: "FILE",
                   help: "Configuration file (default: the nearest .mdtool.yml or .markdownlint.* above the current directory)."),
        OptionSpec(name: "--output-format", valueName: "FORMAT", help: "How to report broken links (default: text).",
                   choices: ["text", "json"]),
        OptionSpec(name: "--external", valueName: nil, help: "Also check http and https links over the network."),
        OptionSpec(name: "--offline", valueName: nil, help: "Check local targets only, even if the configuration says external: true."),
        OptionSpec(name: "--timeout", valueName: "SECONDS", help: "Seconds to wait for each request (default: 20)."),
        OptionSpec(name: "--accept", valueName: "CODES",
                   help: "HTTP statuses that count as working, e.g. '200..299,429' (default: 100..103,200..299)."),
        OptionSpec(name: "--exclude", valueName: "REGEX", help: "Do not check targets matching this regular expression.",
                   repeatable: true),
        OptionSpec(name: "--max-concurrency", valueName: "N", help: "Requests in flight at once (default: 64)."),
        OptionSpec(name: "--per-host-concurrency", valueName: "N", help: "Requests in flight at once per host (default: 8)."),
        OptionSpec(name: "--retries", valueName: "N", help: "Retries after timeouts, 429 and 5xx answers (default: 2)."),
        OptionSpec(name: "--cache", valueName: nil,
                   help: "Remember working URLs in the cache file (links.cache in the configuration, else .mdtool-links-cache.json)."),
        OptionSpec(name: "--no-cache", valueName: nil, help: "Neither read nor write the cache file."),
        OptionSpec(name: "--ignore-case", valueName: nil, help: "Accept #fragments that match an anchor except for case."),
        OptionSpec(name: "--quiet", valueName: nil, help: "Print broken links only, no summary."),
        OptionSpec(name: "--stdin-filename", valueName: "NAME",
                   help: "Name for input read from '-' (its directory is where relative links start)."),
        OptionSpec(name: "--no-gitignore", valueName: nil, help: "Also check files that .gitignore excludes."),
    ]
    static let examples = [
        "mdtool links",
        "mdtool links docs README.md --output-format json",
        "mdtool links --external --timeout 10 --exclude '^https://internal\\.example\\.com'",
    ]

    let paths: [String]
    let options: LinksOptions

    init(_ arguments: ParsedArguments) throws(CommandError) {
        paths = arguments.positionals
        if paths.contains("-") && paths.count > 1 { throw .usage("'-' (standard input) cannot be combined with paths") }
        if arguments.has("--external") && arguments.has("--offline") { throw .usage("--external and --offline contradict each other") }
        if arguments.has("--cache") && arguments.has("--no-cache") { throw .usage("--cache and --no-cache contradict each other") }
        var options = LinksOptions()
        options.configPath = arguments.value("--config")
        options.json = arguments.value("--output-format") == "json"
        options.external = arguments.has("--external") ? true : arguments.has("--offline") ? false : nil
        options.cache = arguments.has("--cache") ? true : arguments.has("--no-cache") ? false : nil
        options.ignoreCase = arguments.has("--ignore-case") ? true : nil
        options.quiet = arguments.has("--quiet")
        options.stdinFilename = arguments.value("--stdin-filename")
        options.respectsGitIgnore = !arguments.has("--no-gitignore")
        if let text = arguments.value("--timeout") {
            guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
                throw .usage("invalid value '\(text)' for '--timeout'; expected a number of seconds above 0")
            }
            options.timeout = seconds
        }
        if let text = arguments.value("--accept") {
            guard let set = StatusCodeSet(parsing: text) else {
                throw .usage("invalid value '\(text)' for '--accept'; expected status codes and ranges such as '200..299,429'")
            }
            options.accept = set
        }
        options.maxConcurrency = try Self.count(arguments, "--max-concurrency", minimum: 1)
        options.perHostConcurrency = try Self.count(arguments, "--per-host-concurrency", minimum: 1)
        options.retries = try Self.count(arguments, "--retries", minimum: 0)
        let patterns = arguments.allValues("--exclude")
        do throws(LinkExclusions.InvalidPattern) {
            options.exclude = try LinkExclusions(patterns)
        } catch {
            throw .usage("invalid regular expression '\(error.pattern)' for '--exclude'")
        }
        self.options = options
    }

    private static func count(_ arguments: ParsedArguments, _ name: String, minimum: Int) throws(CommandError) -> Int? {
        guard let text = arguments.value(name) else { return nil }
        guard let value = Int(text), value >= minimum else {
            throw .usage("invalid value '\(text)' for '\(name)'; expected an integer of at least \(minimum)")
        }
        return value
    }

    func run() throws(CommandError) -> Int32 {
        try LinksRun(paths: paths, options: options).run()
    }
}

/// The options of `mdtool links`, parsed; nil means "as configured".
struct LinksOptions: Sendable {
    var configPath: String?
    var json = false
    var external: Bool?
    var cache: Bool?
    var ignoreCase: Bool?
    var timeout: Double?
    var accept: StatusCodeSet?
    var maxConcurrency: Int?
    var perHostConcurrency: Int?
    var retries: Int?
    var exclude = LinkExclusions()
    var quiet = false
    var stdinFilename: String?
    var respectsGitIgnore = true
}
