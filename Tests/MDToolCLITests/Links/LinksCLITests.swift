import Foundation
import Testing
import TestSupport

/// `mdtool links` (and MDT001 in `mdtool lint`) as users run them, in-process, on real
/// files, and for external links a server the test runs on 127.0.0.1.
struct LinksCLITests {
    static let page = """
    # Title

    ## Usage

    See [the guide](docs/guide.md#install), [nothing](docs/missing.md) and [usage](#usage).
    [Wrong part](docs/guide.md#deinstall) ![Logo](img/logo.png) [broken][nolabel]

    [old]: docs/old.md
    <a href="docs/">docs</a> <img src="img/gone.svg">

    """

    private func writeSite(_ cli: InProcessCLI) throws {
        try cli.makeDirectory("docs")
        try cli.makeDirectory("img")
        try cli.write("docs/guide.md", "# Guide\n\n## Install\n")
        try cli.write("img/logo.png", "")
        try cli.write("README.md", Self.page)
    }

    @Test func brokenLocalLinksExitOneWithOneLineEach() async throws {
        try await InProcessCLI.withRunner { cli in
            try writeSite(cli)
            let result = await cli.run(["links"])
            #expect(result.exitCode == 1)
            #expect(result.stdout == """
                README.md:5:41: docs/missing.md — file not found: docs/missing.md
                README.md:6:1: docs/guide.md#deinstall — no anchor #deinstall in docs/guide.md
                README.md:6:61: [nolabel] — no definition for the reference [nolabel]
                README.md:8:1: docs/old.md — file not found: docs/old.md
                README.md:9:26: img/gone.svg — file not found: img/gone.svg

                """)
            #expect(result.stderr == "5 broken links (8 links in 2 files)\n")
        }
    }

    @Test func jsonIsAnArrayOfBrokenLinks() async throws {
        try await InProcessCLI.withRunner { cli in
            try writeSite(cli)
            let result = await cli.run(["links", "--output-format", "json", "--quiet"])
            #expect(result.exitCode == 1)
            #expect(result.stderr == "")
            let items = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            #expect(items.count == 5)
            let first = items[0]
            #expect(first["path"] as? String == "README.md")
            #expect(first["line"] as? Int == 5 && first["column"] as? Int == 41)
            // Named like the lint JSON's keys.
            #expect(first["end_line"] as? Int == 5 && first["end_column"] as? Int != nil)
            #expect(first["target"] as? String == "docs/missing.md")
            #expect(first["reason"] as? String == "file not found: docs/missing.md")
            #expect(first["problem"] as? String == "missing-file")
            #expect(items.map { $0["kind"] as? String } == ["link", "link", "link", "definition", "html"])
        }
    }

    @Test func cleanFilesExitZero() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", "# A\n\n[b](b.md#b) [top](#a) [web](https://example.invalid/)\n")
            try cli.write("b.md", "# B\n")
            let result = await cli.run(["links"])
            #expect(result.exitCode == 0)
            #expect(result.stdout == "")
            #expect(result.stderr == "No broken links (3 links in 2 files; 1 external link not checked, see --external)\n")
            let json = await cli.run(["links", "--output-format", "json"])
            #expect(json.stdout == "[]\n")
        }
    }

    @Test func pathsAndStandardInput() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.makeDirectory("docs")
            try cli.write("docs/a.md", "[b](b.md) [c](c.md)\n")
            try cli.write("docs/b.md", "")
            let result = await cli.run(["links", "docs/a.md"])
            #expect(result.stdout == "docs/a.md:1:11: c.md — file not found: c.md\n")
            let stdin = await cli.run(["links", "-"], stdin: "[a](docs/a.md) [x](x.md)\n")
            #expect(stdin.exitCode == 1)
            #expect(stdin.stdout == "<stdin>:1:16: x.md — file not found: x.md\n")
            let named = await cli.run(["links", "-", "--stdin-filename", "docs/new.md"], stdin: "[a](a.md) [x](x.md)\n")
            #expect(named.stdout == "docs/new.md:1:11: x.md — file not found: x.md\n")
            let missing = await cli.run(["links", "nowhere.md"])
            #expect(missing.exitCode == 2)
            #expect(missing.stderr.contains("nowhere.md"))
        }
    }

    @Test func rootedLinksStartAtTheRepository() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.makeDirectory("repo/.git")
            try cli.makeDirectory("repo/docs/deep")
            try cli.write("repo/docs/deep/page.md", "[a](/docs/a.md) [b](/docs/b.md)\n")
            try cli.write("repo/docs/a.md", "")
            let result = await cli.run(["links", "repo"])
            #expect(result.stdout == "repo/docs/deep/page.md:1:17: /docs/b.md — file not found: /docs/b.md\n")
        }
    }

    @Test func configurationErrorsPointAtTheValue() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", "# A\n")
            try cli.write(".mdtool.yml", "links:\n  timeout: soon\n")
            let timeout = await cli.run(["links"])
            #expect(timeout.exitCode == 2)
            #expect(timeout.stderr == "mdtool links: .mdtool.yml:2:12: expected a number, found string \"soon\"\n")
            try cli.write(".mdtool.yml", "links:\n  exclude:\n    - ok\n    - \"(unclosed\"\n")
            let pattern = await cli.run(["links"])
            #expect(pattern.exitCode == 2)
            #expect(pattern.stderr.hasPrefix("mdtool links: .mdtool.yml:4:7: invalid regular expression \"(unclosed\""))
            try cli.write(".mdtool.yml", "links:\n  acept: [200]\n")
            let key = await cli.run(["links"])
            #expect(key.exitCode == 2)
            #expect(key.stderr.contains(".mdtool.yml:2:3:") && key.stderr.contains("accept"))
            try cli.write(".mdtool.yml", "links:\n  accept: [200, \"2xx\"]\n")
            let accept = await cli.run(["links"])
            #expect(accept.stderr.contains(".mdtool.yml:2:17:"))
            try cli.write(".mdtool.yml", "links:\n  cache: {max_age: forever}\n")
            let age = await cli.run(["links"])
            #expect(age.exitCode == 2 && age.stderr.contains(".mdtool.yml:2:20:"))
            // The same mistakes on the command line.
            try cli.write(".mdtool.yml", "")
            #expect(await cli.run(["links", "--timeout", "0"]).exitCode == 2)
            #expect(await cli.run(["links", "--accept", "ok"]).exitCode == 2)
            #expect(await cli.run(["links", "--exclude", "("]).exitCode == 2)
            #expect(await cli.run(["links", "--external", "--offline"]).exitCode == 2)
        }
    }

    @Test func externalLinksOnlyWhenAsked() async throws {
        let server = try LocalHTTPServer(LocalHTTPServer.linkCheckRoutes)
        defer { server.stop() }
        try await InProcessCLI.withRunner { cli in
            let page = """
            [ok](\(server.url("/ok"))) [gone](\(server.url("/missing")))
            [moved](\(server.url("/moved"))) [limited](\(server.url("/rate-limited")))
            [no head](\(server.url("/no-head"))) [slow](\(server.url("/slow")))

            """
            try cli.write("a.md", page)
            let offline = await cli.run(["links"])
            #expect(offline.exitCode == 0)
            #expect(server.requests.isEmpty)

            let result = await cli.run(["links", "--external", "--timeout", "0.5", "--retries", "1"])
            #expect(result.exitCode == 1)
            let slowColumn = "[no head](\(server.url("/no-head"))) ".utf8.count + 1
            #expect(result.stdout == """
                a.md:1:\(8 + server.url("/ok").utf8.count): \(server.url("/missing")) — HTTP 404 Not Found
                a.md:3:\(slowColumn): \(server.url("/slow")) — timed out after 0.5 s

                """)
            #expect(server.requestCount("/rate-limited") == 2)
            #expect(server.requests.filter { $0.path == "/no-head" }.map(\.method) == ["HEAD", "GET"],
                    "\(server.requests.map { "\($0.method) \($0.path)" })")
        }
    }

    @Test func configuredExternalChecksWithAcceptAndExclude() async throws {
        let server = try LocalHTTPServer(LocalHTTPServer.linkCheckRoutes)
        defer { server.stop() }
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", "[gone](\(server.url("/missing"))) [err](\(server.url("/broken-server")))\n")
            try cli.write(".mdtool.yml", """
                links:
                  external: true
                  accept: [200..299, 404]
                  exclude: ["/broken-server$"]

                """)
            let result = await cli.run(["links"])
            #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
            #expect(server.requestCount("/broken-server") == 0)
            // --offline wins over the configuration.
            _ = await cli.run(["links", "--offline"])
            #expect(server.requestCount("/missing") == 1)
        }
    }

    @Test func theCacheKeepsSuccessesOnly() async throws {
        let server = try LocalHTTPServer(LocalHTTPServer.linkCheckRoutes)
        defer { server.stop() }
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", "[ok](\(server.url("/ok"))) [gone](\(server.url("/missing")))\n")
            try cli.write(".mdtool.yml", "links:\n  retries: 0\n  cache:\n    path: .cache/links.json\n    max_age: 1h\n")
            try cli.makeDirectory(".cache")
            let first = await cli.run(["links", "--external"])
            #expect(first.exitCode == 1)
            let cache = try cli.read(".cache/links.json")
            #expect(cache.contains("\"\(server.url("/ok"))\": {\"status\": 200"))
            #expect(!cache.contains("/missing"))
            let second = await cli.run(["links", "--external"])
            #expect(second.exitCode == 1)
            #expect(second.stderr.contains("1 from the cache"))
            #expect(server.requestCount("/ok") == 1)
            #expect(server.requestCount("/missing") == 4)   // HEAD and GET, twice
            // --no-cache neither reads nor writes it.
            _ = await cli.run(["links", "--external", "--no-cache"])
            #expect(server.requestCount("/ok") == 2)
        }
    }

    @Test func lintReportsMissingFilesAsMDT001() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", "rules:\n  default: false\n  MDT001: true\n")
            try cli.makeDirectory("docs")
            try cli.write("docs/guide.md", "# Guide\n")
            try cli.write("README.md", "[a](docs/guide.md) [b](docs/gone.md) [c](docs/guide.md#nope) [d](#nope)\n")
            let result = await cli.run(["lint"])
            #expect(result.exitCode == 1)
            #expect(result.stdout.hasPrefix("""
                README.md:1:20: MDT001/no-missing-files Links to local files should point to files that exist [No such file or directory: docs/gone.md] [Context: "[b](docs/gone.md)"]
                README.md:1:38: MDT001/no-missing-files Links to local files should point to files that exist [No anchor #nope in docs/guide.md] [Context: "[c](docs/guide.md#nope)"]

                """))
            let stdin = await cli.run(["lint", "-", "--stdin-filename", "docs/new.md"], stdin: "[a](guide.md) [b](gone.md)\n")
            #expect(stdin.stdout.hasPrefix("docs/new.md:1:15: MDT001/no-missing-files"))
        }
    }
}
