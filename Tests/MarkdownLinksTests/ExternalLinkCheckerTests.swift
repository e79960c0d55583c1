import Foundation
import MarkdownSyntax
import Testing
import TestSupport
@testable import MarkdownLinks

/// External checks against a server the test runs on 127.0.0.1 (never the internet).
struct ExternalLinkCheckerTests {
    private func options(timeout: Double = 5, retries: Int = 2) -> ExternalLinkOptions {
        var options = ExternalLinkOptions()
        options.timeout = timeout
        options.retries = retries
        options.retryWait = 0.05
        return options
    }

    @Test func statusesAndRedirects() async throws {
        let server = try LocalHTTPServer(LocalHTTPServer.linkCheckRoutes)
        defer { server.stop() }
        let checker = ExternalLinkChecker(options: options(retries: 0))
        let paths = ["/ok", "/missing", "/moved", "/moved-relative", "/moved-to-missing", "/loop", "/no-location"]
        let outcomes = await checker.check(paths.map(server.url))
        func outcome(_ path: String) -> ExternalLinkOutcome { outcomes[server.url(path)]! }
        #expect(outcome("/ok") == ExternalLinkOutcome(status: 200, problem: nil, requests: 1))
        #expect(outcome("/missing").problem == .httpStatus(404, retries: 0))
        #expect(outcome("/missing").problem?.reason == "HTTP 404 Not Found")
        #expect(outcome("/moved").isWorking && outcome("/moved").status == 200)
        #expect(outcome("/moved-relative").isWorking)
        #expect(outcome("/moved-to-missing").problem == .httpStatus(404, retries: 0))
        #expect(outcome("/loop").problem == .tooManyRedirects(10))
        #expect(outcome("/no-location").problem == .badRedirect(301))
        // A working URL takes one HEAD request; redirects are followed with HEAD too.
        #expect(server.requests.filter { $0.path == "/ok" }.map(\.method).first == "HEAD")
        #expect(server.requests.filter { $0.path == "/moved" }.map(\.method) == ["HEAD"])
    }

    @Test func headRefusedFallsBackToGet() async throws {
        let server = try LocalHTTPServer(LocalHTTPServer.linkCheckRoutes)
        defer { server.stop() }
        let checker = ExternalLinkChecker(options: options(retries: 0))
        // One after the other: once a 405 is seen, the host is asked with GET at once.
        #expect(await checker.check(server.url("/head-forbidden")).isWorking)
        #expect(await checker.check(server.url("/no-head")).isWorking)
        #expect(server.requests.filter { $0.path == "/no-head" }.map(\.method) == ["HEAD", "GET"])
        #expect(server.requests.filter { $0.path == "/head-forbidden" }.map(\.method) == ["HEAD", "GET"])
        // After a 405 the host is asked with GET straight away.
        _ = await checker.check(server.url("/ok"))
        #expect(server.requests.filter { $0.path == "/ok" }.map(\.method) == ["GET"])
    }

    @Test func retryAfterIsHonouredOn429() async throws {
        let server = try LocalHTTPServer(LocalHTTPServer.linkCheckRoutes)
        defer { server.stop() }
        let checker = ExternalLinkChecker(options: options())
        let start = Date()
        let outcome = await checker.check(server.url("/rate-limited"))
        let elapsed = Date().timeIntervalSince(start)
        #expect(outcome.isWorking && outcome.status == 200)
        #expect(elapsed >= 0.9, "the retry should wait the 1 s the server asked for, waited \(elapsed) s")
        #expect(server.requestCount("/rate-limited") == 2)
    }

    @Test func rateLimitsThatPersistAreReported() async throws {
        let server = try LocalHTTPServer(LocalHTTPServer.linkCheckRoutes)
        defer { server.stop() }
        let checker = ExternalLinkChecker(options: options(retries: 1))
        let outcome = await checker.check(server.url("/always-limited"))
        #expect(outcome.problem == .httpStatus(429, retries: 1))
        #expect(outcome.problem?.reason == "HTTP 429 Too Many Requests (after 1 retry)")
        // A wait longer than `maxRetryWait` is not sat out.
        let long = await checker.check(server.url("/limited-long"))
        #expect(long.problem == .httpStatus(429, retries: 0))
        #expect(server.requestCount("/limited-long") == 1)
        // Accepting 429 makes it a success at once.
        var accepting = options()
        accepting.accept.insert(429...429)
        #expect(await ExternalLinkChecker(options: accepting).check(server.url("/always-limited")).isWorking)
    }

    @Test func serverErrorsAreRetried() async throws {
        let server = try LocalHTTPServer(LocalHTTPServer.linkCheckRoutes)
        defer { server.stop() }
        let checker = ExternalLinkChecker(options: options())
        #expect(await checker.check(server.url("/flaky")).isWorking)
        let broken = await checker.check(server.url("/broken-server"))
        #expect(broken.problem == .httpStatus(500, retries: 2))
        // HEAD and GET on each of the three attempts.
        #expect(server.requestCount("/broken-server") == 6)
    }

    @Test func slowAnswersTimeOut() async throws {
        let server = try LocalHTTPServer(LocalHTTPServer.linkCheckRoutes)
        defer { server.stop() }
        let checker = ExternalLinkChecker(options: options(timeout: 0.5, retries: 0))
        // The server would answer 200 after 3 s: a timeout proves the check gave up first.
        let outcome = await checker.check(server.url("/slow"))
        #expect(outcome.problem == .timeout(seconds: 0.5))
        #expect(outcome.problem?.reason == "timed out after 0.5 s")
    }

    @Test func connectionFailures() async throws {
        let server = try LocalHTTPServer(LocalHTTPServer.linkCheckRoutes)
        let url = server.url("/ok")
        server.stop()
        let outcome = await ExternalLinkChecker(options: options(retries: 0)).check(url)
        #expect(outcome.problem == .network("cannot connect to the host"))
        #expect(await ExternalLinkChecker().check("http://").problem == .invalidURL)
    }

    @Test func eachURLIsRequestedOnceWhateverItsFragment() async throws {
        let server = try LocalHTTPServer(LocalHTTPServer.linkCheckRoutes)
        defer { server.stop() }
        let urls = [server.url("/ok#a"), server.url("/ok#b"), server.url("/ok"), server.url("/ok#a")]
        let outcomes = await ExternalLinkChecker(options: options()).check(urls)
        #expect(Set(outcomes.keys) == Set(urls))
        #expect(server.requestCount("/ok") == 1)
    }

    @Test func concurrencyIsLimitedPerHostAndOverall() async throws {
        let server = try LocalHTTPServer(LocalHTTPServer.linkCheckRoutes)
        defer { server.stop() }
        var limited = options()
        limited.perHostConcurrency = 3
        let urls = (0..<24).map { server.url("/page/\($0)") }
        let outcomes = await ExternalLinkChecker(options: limited).check(urls)
        #expect(outcomes.values.allSatisfy { $0.isWorking })
        #expect(server.peakConcurrency <= 3)
        #expect(server.peakConcurrency >= 2, "requests should overlap")

        let second = try LocalHTTPServer(LocalHTTPServer.linkCheckRoutes)
        defer { second.stop() }
        var overall = options()
        overall.maxConcurrency = 2
        _ = await ExternalLinkChecker(options: overall).check((0..<12).map { second.url("/page/\($0)") })
        #expect(second.peakConcurrency <= 2)
    }

    @Test func freshCacheEntriesAreNotRequested() async throws {
        let server = try LocalHTTPServer(LocalHTTPServer.linkCheckRoutes)
        defer { server.stop() }
        var cache = LinkCache()
        cache.record(server.url("/ok"), status: 200, at: 1000)
        cache.record(server.url("/missing"), status: 200, at: 1000)
        let checker = ExternalLinkChecker(options: options(retries: 0))
        let fresh = await checker.check([server.url("/ok"), server.url("/missing")], cache: cache, cacheMaxAge: 60, now: 1030)
        #expect(fresh.values.allSatisfy { $0.isCached && $0.isWorking })
        #expect(server.requests.isEmpty)
        let stale = await checker.check([server.url("/ok"), server.url("/missing")], cache: cache, cacheMaxAge: 60, now: 2000)
        #expect(stale[server.url("/missing")]?.problem == .httpStatus(404, retries: 0))
        #expect(stale.values.allSatisfy { !$0.isCached })
    }

    @Test func documentsWithLocalAndExternalLinks() async throws {
        let server = try LocalHTTPServer(LocalHTTPServer.linkCheckRoutes)
        defer { server.stop() }
        let files = try LinkTestFiles()
        defer { files.remove() }
        let markdown = """
        # Title

        [ok](\(server.url("/ok"))) [gone](\(server.url("/missing"))) [local](nope.md)
        <\(server.url("/moved"))> [skip](\(server.url("/missing?excluded")))

        """
        var linkOptions = LinkCheckOptions()
        linkOptions.external = true
        linkOptions.http = options(retries: 0)
        linkOptions.exclude = try LinkExclusions(["excluded$"])
        let broken = await LinkChecker(options: linkOptions)
            .check([(Document(parsing: markdown), LinkOrigin(currentDirectory: files.root))])
        #expect(broken.count == 1)
        #expect(broken[0].map { "\($0.line):\($0.column) \($0.target): \($0.reason)" } == [
            "3:\(8 + server.url("/ok").utf8.count) \(server.url("/missing")): HTTP 404 Not Found",
            "3:\(17 + server.url("/ok").utf8.count + server.url("/missing").utf8.count) nope.md: file not found: nope.md",
        ])
        // Without `external`, nothing is requested.
        linkOptions.external = false
        _ = await LinkChecker(options: linkOptions).check([(Document(parsing: markdown), LinkOrigin(currentDirectory: files.root))])
        #expect(server.requests.filter { $0.path == "/missing" }.count == 2)
    }
}

/// Answers that never end or are not HTTP: reported as what they are, at the cost of their
/// headers only.
struct HostileServerTests {
    private var options: ExternalLinkOptions {
        var options = ExternalLinkOptions()
        options.timeout = 10
        options.retries = 0
        return options
    }

    @Test func endlessBodiesAreNotRead() async throws {
        let server = try LocalHTTPServer(LocalHTTPServer.linkCheckRoutes)
        defer { server.stop() }
        let checker = ExternalLinkChecker(options: options)
        // HEAD is refused, the GET answers 200 with a 20 GiB body; a redirect has one too.
        let outcomes = await checker.check([server.url("/endless"), server.url("/endless-redirect")])
        #expect(outcomes[server.url("/endless")] == ExternalLinkOutcome(status: 200, problem: nil, requests: 2))
        #expect(outcomes[server.url("/endless-redirect")]?.status == 200)
        #expect(server.requests.filter { $0.path == "/endless" }.map(\.method) == ["HEAD", "GET"])
    }

    @Test func endlessHeadersStopAtTheirLimit() async throws {
        let server = try LocalHTTPServer(LocalHTTPServer.linkCheckRoutes)
        defer { server.stop() }
        let outcome = await ExternalLinkChecker(options: options).check(server.url("/endless-headers"))
        #expect(outcome.problem == .network("the answer's headers are larger than 64 KiB"))
    }

    @Test func answersThatAreNotHTTPAreNotInvalidURLs() async throws {
        let server = try LocalHTTPServer(LocalHTTPServer.linkCheckRoutes)
        defer { server.stop() }
        let outcome = await ExternalLinkChecker(options: options).check(server.url("/garbage"))
        let reason = try #require(outcome.problem?.reason)
        #expect(reason.hasPrefix("the server's answer is not HTTP"), "\(reason)")
        #expect(outcome.problem?.code == "network")
        #expect(await ExternalLinkChecker().check("http://exa mple.com/").problem == .invalidURL)
    }
}
