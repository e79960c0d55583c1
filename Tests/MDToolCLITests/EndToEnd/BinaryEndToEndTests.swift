import Foundation
import Testing
import TestSupport

/// The built `mdtool` executable as a shell runs it: the process's own streams, working
/// directory, exit status and (for `links --external`) its asynchronous entry point. The
/// behaviour itself is tested in-process; these check that the executable wires it up.
struct BinaryEndToEndTests {
    @Test func lintReportsFindingsOnStandardOutputTheSummaryOnStandardErrorAndExitsOne() throws {
        try CLIRunner.withRunner { cli in
            try cli.write(".mdtool.yml", "rules:\n  default: false\n  MD001: true\n")
            try cli.write("a.md", "# Title\n\n### Skipped\n")
            try cli.write("b.md", "# Fine\n")
            let result = try cli.run(["lint"])
            #expect(result.exitCode == 1)
            #expect(result.stdout == """
                a.md:3:1: MD001/heading-increment Heading levels should only increment by one level at a time [Expected: h2; Actual: h3]

                """)
            #expect(result.stderr == "Found 1 problem (1 error) in 1 of 2 files; 1 more with --unsafe-fixes.\n")
            let piped = try cli.run(["lint", "-", "--stdin-filename", "notes/b.md"], stdin: "# T\n\n## Fine\n")
            #expect(piped.exitCode == 0 && piped.stdout == "" && piped.stderr == "")
        }
    }

    @Test func fmtRewritesInPlaceAndPipesStandardInput() throws {
        try CLIRunner.withRunner { cli in
            try cli.write("a.md", "*  a\n*  b\n")
            let inPlace = try cli.run(["fmt", "--quiet"])
            #expect(inPlace.exitCode == 0 && inPlace.stdout == "" && inPlace.stderr == "")
            #expect(try cli.read("a.md") == "- a\n- b\n")
            let piped = try cli.run(["fmt", "-"], stdin: "+ x\n")
            #expect(piped.exitCode == 0 && piped.stdout == "- x\n")
            let check = try cli.run(["fmt", "--check", "--quiet", "-"], stdin: "+ x\n")
            #expect(check.exitCode == 1 && check.stdout == "<stdin>\n")
        }
    }

    @Test func linksChecksWebLinksFromTheProcess() throws {
        let server = try LocalHTTPServer(LocalHTTPServer.linkCheckRoutes)
        defer { server.stop() }
        try CLIRunner.withRunner { cli in
            try cli.write("a.md", "[ok](\(server.url("/ok"))) [gone](\(server.url("/missing")))\n")
            let result = try cli.run(["links", "--external", "--retries", "0"])
            #expect(result.exitCode == 1)
            let column = "[ok](\(server.url("/ok"))) ".utf8.count + 1
            #expect(result.stdout == "a.md:1:\(column): \(server.url("/missing")) — HTTP 404 Not Found\n")
            #expect(result.stderr == "1 broken link (2 links in 1 file; 2 external URLs)\n")
        }
    }

    @Test func renderAndDumpReadStandardInput() throws {
        try CLIRunner.withRunner { cli in
            let render = try cli.run(["render"], stdin: "# Hi\n")
            #expect(render.exitCode == 0 && render.stdout == "<h1>Hi</h1>\n")
            let dump = try cli.run(["dump", "-"], stdin: "x\n")
            #expect(dump.stdout == "Document @1:1-2:1\n└─ Paragraph @1:1-1:2\n   └─ Text @1:1-1:2 \"x\"\n")
        }
    }

    @Test func helpVersionAndMistakesHaveTheirExitCodes() throws {
        try CLIRunner.withRunner { cli in
            let version = try cli.run(["--version"])
            #expect(version.exitCode == 0 && version.stdout == "mdtool \(DeclaredVersion.text)\n")
            let nothing = try cli.run([])
            #expect(nothing.exitCode == 2 && nothing.stdout == "" && nothing.stderr.hasPrefix("mdtool — lint, format"))
            let help = try cli.run(["fmt", "--help"])
            #expect(help.exitCode == 0
                    && help.stdout.contains("\n  -q, --quiet                    Do not print how many files were (or would be) formatted.\n"))
            #expect(try cli.run(["help", "fmt"]).stdout == help.stdout)
            #expect(try cli.run(["-V"]).stdout == "mdtool 0.1.0\n")
            #expect(try cli.run(["version"]).stdout == "mdtool 0.1.0\n")
            let unknown = try cli.run(["fmt", "--quite"])
            #expect(unknown.exitCode == 2)
            #expect(unknown.stderr == "mdtool fmt: unknown option '--quite' for 'mdtool fmt'; did you mean '--quiet'? (see 'mdtool fmt --help')\n")
        }
    }

    /// An argument that is not UTF-8 cannot become a Swift `String` without changing: the
    /// process refuses it by its bytes instead of saying the file is not found (issue 12,
    /// item 16). A shell passes the raw bytes, which `Process` cannot.
    @Test func anArgumentThatIsNotUTF8IsRefusedAsSuch() throws {
        try CLIRunner.withRunner { cli in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", #"exec "$0" lint "$(printf 'caf\351.md')" 2> err"#, cli.binary.path]
            process.currentDirectoryURL = cli.directory
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 2)
            #expect(try cli.read("err") == "mdtool: argument 2 (caf\\xE9.md) is not valid UTF-8; mdtool takes UTF-8 arguments and file names only\n")
        }
    }
}

/// `mdtool lsp` as an editor starts it: protocol messages on standard output, nothing else.
struct LanguageServerBinaryTests {
    @Test func answersOverTheProcessStreams() throws {
        try CLIRunner.withRunner { cli in
            func frame(_ json: String) -> String { "Content-Length: \(json.utf8.count)\r\n\r\n\(json)" }
            let input = frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
                + frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#) + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
            let result = try cli.run(["lsp"], stdin: input)
            #expect(result.exitCode == 0)
            #expect(result.stderr == "")
            // Two answers, framed, and not a byte more.
            var rest = Substring(result.stdout)
            var bodies: [Substring] = []
            while let end = rest.range(of: "\r\n\r\n") {
                let header = rest[..<end.lowerBound]
                guard header.hasPrefix("Content-Length: "), let length = Int(header.dropFirst("Content-Length: ".count)) else {
                    Issue.record("bad header \(header)")
                    return
                }
                let body = rest[end.upperBound...].utf8.prefix(length)
                bodies.append(Substring(body))
                rest = Substring(rest[end.upperBound...].utf8.dropFirst(length))
            }
            #expect(rest.isEmpty)
            #expect(bodies.count == 2)
            #expect(bodies.last?.contains(#""id":2"#) == true)
        }
    }
}
