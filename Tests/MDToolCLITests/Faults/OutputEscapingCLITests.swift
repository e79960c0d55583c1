import Foundation
import Testing
import TestSupport

/// File names and document text cannot send the terminal commands or forge report lines:
/// every human-readable output escapes control characters (issue 12, item 14).
struct OutputEscapingCLITests {
    /// ESC [ 31 m in a file name, OSC 0 (window title) and CSI 2 J (clear screen) in its text.
    static let name = "a\u{1B}[31mb.md"
    static let text = "# T\n\n## Title \u{1B}]0;pwned\u{07} clear \u{1B}[2J.\n\n[x](<gone\u{1B}[2J.md>)\n"
    static let newlineName = "n\nl.md"

    private func setUp(_ cli: InProcessCLI) throws {
        try cli.write(Self.name, Self.text)
        try cli.write(Self.newlineName, "# T\n\n## End.\n")
    }

    private func expectNoControls(_ output: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let controls = output.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" && $0 != "\t" || $0.value == 0x7F }
        #expect(controls.isEmpty, "\(what): \(output.debugDescription)", sourceLocation: sourceLocation)
    }

    @Test func lintReports() async throws {
        try await InProcessCLI.withRunner { cli in
            try setUp(cli)
            let text = await cli.run(["lint"])
            expectNoControls(text.stdout + text.stderr, "text")
            #expect(text.stdout.contains("a\\x1B[31mb.md:3:"))
            #expect(text.stdout.contains("n\\x0Al.md:3:"))
            // One line per finding: the newline in the name forges none.
            #expect(text.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("a\\x1B") || $0.hasPrefix("n\\x0A") || $0.hasPrefix("Found") })
            let github = await cli.run(["lint", "--output-format", "github"])
            expectNoControls(github.stdout, "github")
            #expect(github.stdout.contains("file=a\\x1B[31mb.md"))
            #expect(github.stdout.contains("file=n%0Al.md"))
        }
    }

    @Test func formatterAndLinkCheckerOutput() async throws {
        try await InProcessCLI.withRunner { cli in
            try setUp(cli)
            try cli.write("list.md", "* \u{1B}[2J item\n")
            for arguments in [["fmt", "--check"], ["fmt", "--diff"], ["links"], ["transform", "--headings=increment", "--check"]] {
                let result = await cli.run(arguments)
                expectNoControls(result.stdout + result.stderr, arguments.joined(separator: " "))
            }
            let diff = await cli.run(["fmt", "--diff", "list.md"])
            #expect(diff.stdout.contains("+- \\x1B[2J item"), "\(diff.stdout)")
            let links = await cli.run(["links", Self.name])
            #expect(links.stdout.contains("gone\\x1B[2J.md — file not found"), "\(links.stdout)")
        }
    }

    @Test func errorsNameFilesSafely() async throws {
        try await InProcessCLI.withRunner { cli in
            let missing = await cli.run(["lint", "no\u{1B}]52;c;cGF5bG9hZA==\u{07}.md"])
            #expect(missing.stderrLines == ["mdtool lint: no\\x1B]52;c;cGF5bG9hZA==\\x07.md: no such file or directory"])
            let unknown = await cli.run(["li\u{1B}[2Jnt"])
            expectNoControls(unknown.stderr, "unknown command")
            let rule = await cli.run(["rules", "MD\u{1B}[2J"])
            expectNoControls(rule.stderr, "unknown rule")
        }
    }
}
