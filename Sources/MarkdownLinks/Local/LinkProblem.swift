/// Why a link target does not resolve.
public enum LinkProblem: Sendable, Hashable {
    /// A local file or directory that does not exist (the path as resolved, shown relative
    /// where possible).
    case missingFile(String)
    /// A fragment no anchor of the target document matches; `suggestion` is an anchor that
    /// matches except for case. `file` is nil for the same document.
    case missingFragment(String, file: String?, suggestion: String?)
    /// A reference link or image whose label no definition defines.
    case undefinedReference(String)
    /// A DocC `doc:` link naming no article or tutorial of the catalog (the name as written).
    case missingArticle(String)
    /// An HTTP status that is not accepted.
    case httpStatus(Int, retries: Int)
    /// No answer within the timeout.
    case timeout(seconds: Double)
    /// More redirects than allowed.
    case tooManyRedirects(Int)
    /// A redirect without a usable `Location`.
    case badRedirect(Int)
    /// Not a URL that can be requested.
    case invalidURL
    /// A connection or protocol failure.
    case network(String)

    /// One line for reports, e.g. `file not found: docs/guide.md`, `HTTP 404 Not Found`.
    public var reason: String {
        switch self {
        case .missingFile(let path):
            return "file not found: \(path)"
        case .missingFragment(let fragment, let file, let suggestion):
            var text = "no anchor #\(fragment) in " + (file ?? "this file")
            if let suggestion { text += " (did you mean #\(suggestion)?)" }
            return text
        case .undefinedReference(let label):
            return "no definition for the reference [\(label)]"
        case .missingArticle(let name):
            return "no article or tutorial named \(name) in the documentation catalog"
        case .httpStatus(let status, let retries):
            var text = "HTTP \(status)"
            if let phrase = Self.reasonPhrases[status] { text += " " + phrase }
            if retries > 0 { text += " (after \(retries) \(retries == 1 ? "retry" : "retries"))" }
            return text
        case .timeout(let seconds):
            return "timed out after \(Self.format(seconds)) s"
        case .tooManyRedirects(let limit):
            return "more than \(limit) redirects"
        case .badRedirect(let status):
            return "HTTP \(status) redirect without a valid Location"
        case .invalidURL:
            return "invalid URL"
        case .network(let message):
            return message
        }
    }

    /// A short code for machine-readable output: `missing-file`, `missing-fragment`,
    /// `undefined-reference`, `missing-article`, `http-status`, `timeout`, `too-many-redirects`,
    /// `bad-redirect`, `invalid-url`, `network`.
    public var code: String {
        switch self {
        case .missingFile: return "missing-file"
        case .missingFragment: return "missing-fragment"
        case .undefinedReference: return "undefined-reference"
        case .missingArticle: return "missing-article"
        case .httpStatus: return "http-status"
        case .timeout: return "timeout"
        case .tooManyRedirects: return "too-many-redirects"
        case .badRedirect: return "bad-redirect"
        case .invalidURL: return "invalid-url"
        case .network: return "network"
        }
    }

    /// What a link with this kind of problem should do, as a rule would say it (the rules of
    /// `links`' SARIF reports, one per `code`).
    public var summary: String {
        switch self {
        case .missingFile: return "Local links should point to existing files"
        case .missingFragment: return "Link fragments should match an anchor of their document"
        case .undefinedReference: return "Reference links and images should have a definition"
        case .missingArticle: return "doc: links should name an article or tutorial of the catalog"
        case .httpStatus: return "Web links should answer with an accepted HTTP status"
        case .timeout: return "Web links should answer within the timeout"
        case .tooManyRedirects: return "Web links should not redirect too often"
        case .badRedirect: return "Web links should redirect to a valid Location"
        case .invalidURL: return "Web links should be valid URLs"
        case .network: return "Web links should be reachable"
        }
    }

    /// The HTTP status, for status problems.
    public var httpStatus: Int? {
        if case .httpStatus(let status, _) = self { return status }
        return nil
    }

    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e9 ? String(Int(seconds)) : String(seconds)
    }

    static let reasonPhrases: [Int: String] = [
        400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
        406: "Not Acceptable", 408: "Request Timeout", 410: "Gone", 418: "I'm a teapot", 429: "Too Many Requests",
        451: "Unavailable For Legal Reasons", 500: "Internal Server Error", 501: "Not Implemented",
        502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout",
        300: "Multiple Choices", 301: "Moved Permanently", 302: "Found", 303: "See Other", 304: "Not Modified",
        307: "Temporary Redirect", 308: "Permanent Redirect",
    ]
}
