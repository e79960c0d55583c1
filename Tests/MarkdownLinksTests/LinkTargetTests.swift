import Foundation
import Testing
@testable import MarkdownLinks

/// Classifying destinations and the small parsers the checker relies on.
struct LinkTargetTests {
    @Test func classification() {
        #expect(LinkTarget("") == .empty)
        #expect(LinkTarget("#") == .empty)
        #expect(LinkTarget("#usage") == .fragment("usage"))
        #expect(LinkTarget("https://example.com/a#b") == .web("https://example.com/a#b"))
        #expect(LinkTarget("HTTP://example.com") == .web("HTTP://example.com"))
        #expect(LinkTarget("//cdn.example.com/x.js") == .web("https://cdn.example.com/x.js"))
        #expect(LinkTarget("mailto:me@example.com") == .otherScheme("mailto"))
        #expect(LinkTarget("ftp://example.com") == .otherScheme("ftp"))
        #expect(LinkTarget("docs/a.md") == .local(path: "docs/a.md", fragment: nil))
        #expect(LinkTarget("docs/a.md#part") == .local(path: "docs/a.md", fragment: "part"))
        #expect(LinkTarget("docs/a.md?plain=1#L5") == .local(path: "docs/a.md", fragment: "L5"))
        #expect(LinkTarget("docs/a.md#") == .local(path: "docs/a.md", fragment: nil))
        #expect(LinkTarget("/abs/path.md") == .local(path: "/abs/path.md", fragment: nil))
        #expect(LinkTarget("?tab=readme#usage") == .fragment("usage"))
        #expect(LinkTarget("C:/file.md") == .local(path: "C:/file.md", fragment: nil))
    }

    @Test func percentDecoding() {
        #expect(LinkTarget.percentDecoded("my%20file.md") == "my file.md")
        #expect(LinkTarget.percentDecoded("%C3%BCber") == "über")
        #expect(LinkTarget.percentDecoded("plain") == nil)
        #expect(LinkTarget.percentDecoded("100%") == nil)
        #expect(LinkTarget.percentDecoded("%FF") == nil)
    }

    @Test func statusCodeSets() throws {
        let set = try #require(StatusCodeSet(parsing: "200..299, 429 300-301 500..=502"))
        #expect(set.contains(200) && set.contains(299) && set.contains(429) && set.contains(301) && set.contains(501))
        #expect(!set.contains(302) && !set.contains(404))
        #expect(set.description == "200..301, 429, 500..502")
        #expect(StatusCodeSet(parsing: "abc") == nil)
        #expect(StatusCodeSet(parsing: "299..200") == nil)
        #expect(StatusCodeSet(parsing: "") == nil)
        #expect(StatusCodeSet.defaultAccepted.contains(204) && !StatusCodeSet.defaultAccepted.contains(301))
    }

    @Test func durations() {
        #expect(LinkCacheOptions.duration("3600") == 3600)
        #expect(LinkCacheOptions.duration("90s") == 90)
        #expect(LinkCacheOptions.duration("30m") == 1800)
        #expect(LinkCacheOptions.duration("1.5h") == 5400)
        #expect(LinkCacheOptions.duration("1d") == 86_400)
        #expect(LinkCacheOptions.duration("2w") == 1_209_600)
        #expect(LinkCacheOptions.duration("soon") == nil)
        #expect(LinkCacheOptions.duration("-1") == nil)
    }

    @Test func retryAfterValues() {
        let now = Date(timeIntervalSince1970: 1_767_225_600)   // Thu, 01 Jan 2026 00:00:00 GMT
        #expect(ExternalLinkChecker.retryAfter("5", now: now) == 5)
        #expect(ExternalLinkChecker.retryAfter("Thu, 01 Jan 2026 00:00:30 GMT", now: now) == 30)
        #expect(ExternalLinkChecker.retryAfter("Wed, 31 Dec 2025 00:00:00 GMT", now: now) == 0)
        #expect(ExternalLinkChecker.retryAfter("later", now: now) == nil)
        #expect(ExternalLinkChecker.retryAfter(nil, now: now) == nil)
    }

    @Test func cacheFileRoundTrip() throws {
        var cache = LinkCache()
        cache.record("https://example.com/a#part", status: 200, at: 1000)
        cache.record("https://example.com/\"quoted\"", status: 204, at: 2000)
        let restored = try LinkCache(json: cache.json())
        #expect(restored == cache)
        #expect(restored.freshStatus(of: "https://example.com/a", maxAge: 100, now: 1050) == 200)
        #expect(restored.freshStatus(of: "https://example.com/a#other", maxAge: 100, now: 1050) == 200)
        #expect(restored.freshStatus(of: "https://example.com/a", maxAge: 100, now: 1200) == nil)
        var pruned = restored
        pruned.removeExpired(maxAge: 500, now: 2100)
        #expect(pruned.entries.keys.sorted() == ["https://example.com/\"quoted\""])
        #expect(throws: (any Error).self) { try LinkCache(json: Array("{\"not\": 1}".utf8)) }
    }

    @Test func hostsAreInterleaved() {
        let urls = ["http://a/1", "http://a/2", "http://a/3", "http://b/1", "http://c/1", "http://b/2"]
        #expect(ExternalLinkChecker.interleavedByHost(urls)
                == ["http://a/1", "http://b/1", "http://c/1", "http://a/2", "http://b/2", "http://a/3"])
    }
}
