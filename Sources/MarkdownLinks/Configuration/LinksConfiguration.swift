import YAML

/// The `links:` section of `.mdtool.yml`: options for `mdtool links`.
///
/// ```yaml
/// links:
///   external: true            # also check http(s) links (as --external does)
///   timeout: 20               # seconds per request
///   accept: [200..299, 429]   # statuses that count as working
///   exclude: ["^https://example\\.com"]
///   max_concurrency: 64
///   per_host_concurrency: 8
///   retries: 2
///   retry_wait: 1             # seconds before the first retry, doubled after
///   max_retry_wait: 60        # longest Retry-After honoured
///   max_redirects: 10
///   user_agent: "mdtool-link-checker/0.1"
///   headers: {Authorization: "Bearer …"}
///   cache: {path: .mdtool-links-cache.json, max_age: 1d}   # or true / false
///   ignore_case: false        # fragments that differ in case are broken
///   fragments: true           # check #fragments
/// ```
public enum LinksConfiguration {
    /// The keys the `links:` section may have; any other key is an error with a suggestion.
    public static let keys = [
        "external", "timeout", "accept", "exclude", "max_concurrency", "per_host_concurrency", "retries",
        "retry_wait", "max_retry_wait", "max_redirects", "user_agent", "headers", "cache", "ignore_case", "fragments",
    ]

    /// Decodes a `links:` section; a null section gives the defaults.
    /// - Throws: `ConfigError` at the position of an unknown key or a bad value.
    public static func options(from node: ConfigNode) throws(ConfigError) -> LinkCheckOptions {
        var options = LinkCheckOptions()
        if node.isNull { return options }
        try node.checkKeys(allowed: keys)
        for pair in try node.asMapping() {
            let value = pair.value
            switch try pair.key.asString() {
            case "external": options.external = try value.asBool()
            case "ignore_case": options.ignoreCase = try value.asBool()
            case "fragments": options.checkFragments = try value.asBool()
            case "timeout": options.http.timeout = try seconds(value, allowsZero: false)
            case "retry_wait": options.http.retryWait = try seconds(value, allowsZero: true)
            case "max_retry_wait": options.http.maxRetryWait = try seconds(value, allowsZero: true)
            case "max_concurrency": options.http.maxConcurrency = try count(value, minimum: 1)
            case "per_host_concurrency": options.http.perHostConcurrency = try count(value, minimum: 1)
            case "retries": options.http.retries = try count(value, minimum: 0)
            case "max_redirects": options.http.maxRedirects = try count(value, minimum: 0)
            case "user_agent": options.http.userAgent = try value.asString()
            case "accept": options.http.accept = try statusCodes(value)
            case "exclude": options.exclude = try exclusions(value)
            case "headers":
                var headers: [String: String] = [:]
                for header in try value.asMapping() {
                    headers[try header.key.asString()] = try header.value.asString()
                }
                options.http.headers = headers
            case "cache": options.cache = try cache(value)
            default: break
            }
        }
        return options
    }

    /// `accept`: a list of codes and ranges (`[200, 206, "300..399"]`), or one string
    /// (`"200..299, 429"`).
    static func statusCodes(_ node: ConfigNode) throws(ConfigError) -> StatusCodeSet {
        let expected = "a status code (100–999) or a range such as \"200..299\""
        if case .string(let text)? = node.scalar?.value {
            guard let set = StatusCodeSet(parsing: text) else { throw node.error("expected \(expected), found \"\(text)\"") }
            return set
        }
        var ranges: [ClosedRange<Int>] = []
        for item in try node.asSequence() {
            switch item.scalar?.value {
            case .int(let code):
                guard (100...999).contains(code) else { throw item.error("expected \(expected), found \(code)") }
                ranges.append(code...code)
            case .string(let text):
                guard let range = StatusCodeSet.range(text) else { throw item.error("expected \(expected), found \"\(text)\"") }
                ranges.append(range)
            default:
                throw item.typeMismatch(expected: expected)
            }
        }
        guard !ranges.isEmpty else { throw node.error("\"accept\" needs at least one status code") }
        return StatusCodeSet(ranges)
    }

    /// `exclude`: one regular expression or a list; each is compiled now so a bad one is
    /// reported where it is written.
    static func exclusions(_ node: ConfigNode) throws(ConfigError) -> LinkExclusions {
        let items: [ConfigNode] = node.scalar != nil ? [node] : try node.asSequence()
        var patterns: [String] = []
        for item in items { patterns.append(try item.asString()) }
        do throws(LinkExclusions.InvalidPattern) {
            return try LinkExclusions(patterns)
        } catch {
            throw items[error.index].error(error.description)
        }
    }

    /// `cache`: `true` (the default file, a day), `false`, or `{path, max_age}`.
    static func cache(_ node: ConfigNode) throws(ConfigError) -> LinkCacheOptions? {
        if case .bool(let enabled)? = node.scalar?.value { return enabled ? LinkCacheOptions() : nil }
        if node.isNull { return nil }
        guard node.mapping != nil else { throw node.typeMismatch(expected: "a boolean or a mapping with \"path\" and \"max_age\"") }
        try node.checkKeys(allowed: ["path", "max_age", "enabled"])
        var options = LinkCacheOptions()
        if let path = node["path"] {
            options.path = try path.asString()
            guard !options.path.isEmpty else { throw path.error("the cache path is empty") }
        }
        if let maxAge = node["max_age"] { options.maxAge = try duration(maxAge) }
        if let enabled = node["enabled"], try !enabled.asBool() { return nil }
        return options
    }

    /// A number of seconds, or a string with a unit (`90s`, `30m`, `12h`, `1d`, `2w`).
    static func duration(_ node: ConfigNode) throws(ConfigError) -> Double {
        switch node.scalar?.value {
        case .int(let number) where number >= 0: return Double(number)
        case .float(let number) where number >= 0 && number.isFinite: return number
        case .string(let text):
            if let seconds = LinkCacheOptions.duration(text) { return seconds }
            throw node.error("expected a duration such as \"3600\", \"30m\", \"12h\" or \"1d\", found \"\(text)\"")
        default:
            throw node.typeMismatch(expected: "a duration such as 3600, \"30m\", \"12h\" or \"1d\"")
        }
    }

    private static func seconds(_ node: ConfigNode, allowsZero: Bool) throws(ConfigError) -> Double {
        let value = try node.asDouble()
        guard value.isFinite, allowsZero ? value >= 0 : value > 0 else {
            throw node.error("expected a number of seconds \(allowsZero ? "of at least 0" : "above 0"), found \(node.kindDescription)")
        }
        return value
    }

    private static func count(_ node: ConfigNode, minimum: Int) throws(ConfigError) -> Int {
        let value = try node.asInt()
        guard value >= minimum else { throw node.error("expected an integer of at least \(minimum), found \(value)") }
        return value
    }
}
