import MarkdownAttributedString
import MarkdownSyntax
import Testing
import TestSupport

/// `mdtool render --to attributed`: the runs of the document as JSON lines.
struct RenderAttributedCLITests {
    static let sample = "# Title\n\n- [x] *done*\n\n| a |\n|:-:|\n| ~~b~~ |\n"

    @Test func printsTheRunsOfAFile() throws {
        try CLIRunner.withRunner { cli in
            try cli.write("doc.md", Self.sample)
            let result = try cli.run(["render", "--to", "attributed", "doc.md"])
            #expect(result.exitCode == 0)
            #expect(result.stderr == "")
            #expect(result.stdout == Document(parsing: Self.sample).attributedRunsJSONLines())
            #expect(result.stdout.split(separator: "\n").count == 4)
        }
    }

    @Test func readsStandardInputWithTheFlavorGiven() throws {
        try CLIRunner.withRunner { cli in
            let result = try cli.run(["render", "--to=attributed", "--flavor", "commonmark"], stdin: Self.sample)
            #expect(result.exitCode == 0)
            #expect(result.stdout == Document(parsing: Self.sample, options: .commonMark).attributedRunsJSONLines())
            #expect(!result.stdout.contains("strikethrough"))
        }
    }

    @Test func htmlStaysTheDefault() throws {
        try CLIRunner.withRunner { cli in
            let result = try cli.run(["render", "--to", "html"], stdin: "*a*\n")
            #expect(result.stdout == "<p><em>a</em></p>\n")
        }
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        try CLIRunner.withRunner { cli in
            let result = try cli.run(["render", "--to", "rtf"], stdin: "*a*\n")
            #expect(result.exitCode == 2)
            #expect(result.stdout == "")
            #expect(result.stderrLines.count == 1)
        }
    }
}
