import MarkdownAttributedString
import MarkdownSyntax
import Testing
import TestSupport

/// `mdtool render --to attributed`: the runs of the document as JSON lines.
struct RenderAttributedCLITests {
    static let sample = "# Title\n\n- [x] *done*\n\n| a |\n|:-:|\n| ~~b~~ |\n"

    @Test func printsTheRunsOfAFile() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("doc.md", Self.sample)
            let result = await cli.run(["render", "--to", "attributed", "doc.md"])
            #expect(result.exitCode == 0)
            #expect(result.stderr == "")
            #expect(result.stdout == Document(parsing: Self.sample).attributedRunsJSONLines())
            #expect(result.stdout.split(separator: "\n").count == 4)
        }
    }

    @Test func readsStandardInputWithTheFlavorGiven() async throws {
        try await InProcessCLI.withRunner { cli in
            let result = await cli.run(["render", "--to=attributed", "--flavor", "commonmark"], stdin: Self.sample)
            #expect(result.exitCode == 0)
            #expect(result.stdout == Document(parsing: Self.sample, options: .commonMark).attributedRunsJSONLines())
            #expect(!result.stdout.contains("strikethrough"))
        }
    }

    @Test func htmlStaysTheDefault() async throws {
        try await InProcessCLI.withRunner { cli in
            let result = await cli.run(["render", "--to", "html"], stdin: "*a*\n")
            #expect(result.stdout == "<p><em>a</em></p>\n")
        }
    }

    @Test func anUnknownFormatIsAUsageError() async throws {
        try await InProcessCLI.withRunner { cli in
            let result = await cli.run(["render", "--to", "rtf"], stdin: "*a*\n")
            #expect(result.exitCode == 2)
            #expect(result.stdout == "")
            #expect(result.stderrLines.count == 1)
        }
    }
}
