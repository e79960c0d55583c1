/// The result of checking one external URL.
public struct ExternalLinkOutcome: Sendable, Hashable {
    /// The final HTTP status, when a server answered.
    public var status: Int?
    /// Why the link is broken; nil when it works.
    public var problem: LinkProblem?
    /// Taken from the cache file instead of the network.
    public var isCached: Bool
    /// HTTP requests made (redirects included).
    public var requests: Int

    /// Makes an outcome; `problem` nil means the link works.
    public init(status: Int?, problem: LinkProblem?, isCached: Bool = false, requests: Int = 0) {
        self.status = status
        self.problem = problem
        self.isCached = isCached
        self.requests = requests
    }

    /// Whether the link works.
    public var isWorking: Bool { problem == nil }
}
