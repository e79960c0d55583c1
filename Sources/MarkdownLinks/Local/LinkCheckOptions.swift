/// Everything `mdtool links` can be told, as the `links:` section of `.mdtool.yml` gives it.
public struct LinkCheckOptions: Sendable {
    /// Check `http`/`https` links over the network (`--external`).
    public var external = false
    /// Accept fragments that match an anchor except for case.
    public var ignoreCase = false
    /// Check `#fragments` (in the same file and in other Markdown and HTML files).
    public var checkFragments = true
    /// Targets matching any of these regular expressions are not checked.
    public var exclude = LinkExclusions()
    /// How external links are requested: timeouts, retries, concurrency, accepted statuses.
    public var http = ExternalLinkOptions()
    /// Keep external results between runs; nil for no cache file.
    public var cache: LinkCacheOptions?

    /// The defaults: local targets and fragments only, no cache.
    public init() {}

    /// The local checks these options ask for.
    public var localScope: LocalLinkChecker.Scope {
        checkFragments ? .all : .files
    }
}
