/// How `http` and `https` links are checked.
public struct ExternalLinkOptions: Sendable, Hashable {
    /// Seconds to wait for an answer to each request.
    public var timeout: Double = 20
    /// Final statuses that count as working (redirects are followed first).
    public var accept: StatusCodeSet = .defaultAccepted
    /// Requests in flight at once, over all hosts.
    public var maxConcurrency: Int = 64
    /// Requests in flight at once to one host.
    public var perHostConcurrency: Int = 8
    /// Further attempts after a timeout, a connection failure, 408, 429 or a 5xx status.
    public var retries: Int = 2
    /// Seconds before the first retry; each later retry waits twice as long. A `Retry-After`
    /// header on a 429 or 503 answer takes precedence.
    public var retryWait: Double = 1
    /// The longest `Retry-After` honoured, in seconds; a server asking for more is not
    /// retried.
    public var maxRetryWait: Double = 60
    /// Redirects followed before giving up.
    public var maxRedirects: Int = 10
    /// The `User-Agent` header of every request.
    public var userAgent: String = "mdtool-link-checker/0.1"
    /// Extra request headers (for example an `Authorization` token).
    public var headers: [String: String] = [:]

    /// The defaults, as the README's `links:` section lists them.
    public init() {}
}
