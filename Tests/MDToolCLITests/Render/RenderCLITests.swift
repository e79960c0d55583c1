import Foundation
import MarkdownSyntax
import Testing
import TestSupport

/// `mdtool render` and `mdtool dump`: rendering and dumping files and standard input,
/// flavors, and the one-line errors with exit code 2 for inputs and arguments it cannot use.
struct RenderCLITests {
    static let sample = "# Title\n\nSome *text* and a [link](https://example.com).\n\n| a | b |\n|---|:-:|\n| 1 | 2 |\n"

    @Test func rendersAFile() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("doc.md", Self.sample)
            let result = await cli.run(["render", "doc.md"])
            #expect(result.exitCode == 0)
            #expect(result.stderr == "")
            #expect(result.stdout == HTMLRenderer(flavor: .gfm).render(Document(parsing: Self.sample, options: .gfm)))
            #expect(result.stdout.hasPrefix("<h1>Title</h1>\n<p>Some <em>text</em>"))
        }
    }

    @Test func rendersAFileGivenByAbsolutePath() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("doc.md", "*a*\n")
            let result = await cli.run(["render", cli.directory.appendingPathComponent("doc.md").path])
            #expect(result.exitCode == 0)
            #expect(result.stdout == "<p><em>a</em></p>\n")
        }
    }

    @Test(arguments: [["render", "-"], ["render"]])
    func rendersStandardInput(_ arguments: [String]) async throws {
        try await InProcessCLI.withRunner { cli in
            let result = await cli.run(arguments, stdin: "# From stdin\n")
            #expect(result.exitCode == 0)
            #expect(result.stderr == "")
            #expect(result.stdout == "<h1>From stdin</h1>\n")
        }
    }

    @Test func flavorChangesTheResult() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("table.md", "| a |\n|---|\n| b |\n\n~~gone~~\n")
            let gfm = await cli.run(["render", "table.md"])
            let explicitGFM = await cli.run(["render", "--flavor", "gfm", "table.md"])
            let commonMark = await cli.run(["render", "--flavor", "commonmark", "table.md"])
            let equalsForm = await cli.run(["render", "--flavor=commonmark", "table.md"])
            #expect(gfm.exitCode == 0 && commonMark.exitCode == 0)
            #expect(gfm.stdout == explicitGFM.stdout)
            #expect(gfm.stdout.hasPrefix("<table>\n<thead>\n<tr>\n<th>a</th>"))
            #expect(gfm.stdout.hasSuffix("<p><del>gone</del></p>\n"))
            #expect(commonMark.stdout == "<p>| a |\n|---|\n| b |</p>\n<p>~~gone~~</p>\n")
            #expect(equalsForm.stdout == commonMark.stdout)
        }
    }

    @Test func dumpsTheTree() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("doc.md", Self.sample)
            let result = await cli.run(["dump", "doc.md"])
            #expect(result.exitCode == 0)
            #expect(result.stderr == "")
            #expect(result.stdout == TreeDumper.dump(Document(parsing: Self.sample)) + "\n")
            #expect(result.stdout.hasPrefix("Document @1:1-8:1\n├─ Heading @1:1-1:8 level: 1 style: atx\n"))
        }
    }

    @Test func dumpsWithAFlavorAndFromStandardInput() async throws {
        try await InProcessCLI.withRunner { cli in
            let frontMatter = "---\na: 1\n---\n"
            let gfm = await cli.run(["dump", "-"], stdin: frontMatter)
            let commonMark = await cli.run(["dump", "--flavor", "commonmark"], stdin: frontMatter)
            #expect(gfm.stdout == "Document @1:1-4:1\n└─ FrontMatter @1:1-3:4 format: yaml content: \"a: 1\"\n")
            #expect(commonMark.stdout.contains("├─ ThematicBreak @1:1-1:4 marker: \"-\"\n"))
            #expect(commonMark.stdout.contains("Heading @2:1-3:4 level: 2 style: setext"))
        }
    }

    @Test func keepsBytesExactlyForCRLFAndByteOrderMark() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("crlf.md", Array("\u{FEFF}# A\r\n\r\nb\r\n".utf8))
            let result = await cli.run(["dump", "crlf.md"])
            #expect(result.exitCode == 0)
            #expect(result.stdout == """
                Document @1:1-4:1
                ├─ Heading @1:1-1:4 level: 1 style: atx
                │  └─ Text @1:3-1:4 "A"
                └─ Paragraph @3:1-3:2
                   └─ Text @3:1-3:2 "b"

                """)
        }
    }

    @Test func missingFileIsOneLineAndExitTwo() async throws {
        try await InProcessCLI.withRunner { cli in
            let result = await cli.run(["render", "no-such-file.md"])
            #expect(result.exitCode == 2)
            #expect(result.stdout == "")
            #expect(result.stderrLines.count == 1)
            #expect(result.stderr.contains("no-such-file.md"))
            #expect(result.stderr.hasSuffix("\n"))
        }
    }

    @Test func directoryIsAnError() async throws {
        try await InProcessCLI.withRunner { cli in
            try FileManager.default.createDirectory(at: cli.directory.appendingPathComponent("folder.md"),
                                                    withIntermediateDirectories: false)
            for command in ["render", "dump"] {
                let result = await cli.run([command, "folder.md"])
                #expect(result.exitCode == 2)
                #expect(result.stdout == "")
                #expect(result.stderrLines.count == 1)
                #expect(result.stderr.contains("folder.md"))
            }
        }
    }

    @Test func invalidUTF8NamesFileLineAndColumn() async throws {
        try await InProcessCLI.withRunner { cli in
            // Line 2, after "ok" (2 bytes), comes a lone 0xFF: column 3.
            try cli.write("bad.md", Array("# fine\nok".utf8) + [0xFF] + Array(" rest\n".utf8))
            for command in ["render", "dump"] {
                let result = await cli.run([command, "bad.md"])
                #expect(result.exitCode == 2)
                #expect(result.stdout == "")
                #expect(result.stderrLines.count == 1)
                #expect(result.stderr.contains("bad.md:2:3:"))
            }
        }
    }

    @Test func invalidUTF8OnStandardInput() async throws {
        try await InProcessCLI.withRunner { cli in
            let result = await cli.run(["render", "-"], stdinBytes: [0x61, 0x0A, 0xC0, 0x80])
            #expect(result.exitCode == 2)
            #expect(result.stdout == "")
            #expect(result.stderrLines.count == 1)
            #expect(result.stderr.contains("<stdin>:2:1:"))
        }
    }

    @Test func unknownOptionSuggestsTheClosest() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("doc.md", "x\n")
            let result = await cli.run(["render", "--flavr", "gfm", "doc.md"])
            #expect(result.exitCode == 2)
            #expect(result.stdout == "")
            #expect(result.stderrLines.count == 1)
            #expect(result.stderr.contains("--flavr"))
            #expect(result.stderr.contains("did you mean '--flavor'"))
        }
    }

    @Test func unknownCommandSuggestsTheClosest() async throws {
        try await InProcessCLI.withRunner { cli in
            let result = await cli.run(["rendr", "doc.md"])
            #expect(result.exitCode == 2)
            #expect(result.stderrLines.count == 1)
            #expect(result.stderr.contains("did you mean 'render'"))
        }
    }

    @Test(arguments: [
        ["render", "--flavor", "markdown", "doc.md"],  // not a flavor
        ["render", "--flavor"],  // missing value
        ["render", "doc.md", "other.md"],  // two inputs
    ])
    func badArgumentsExitTwo(_ arguments: [String]) async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("doc.md", "x\n")
            try cli.write("other.md", "y\n")
            let result = await cli.run(arguments)
            #expect(result.exitCode == 2)
            #expect(result.stdout == "")
            #expect(result.stderrLines.count == 1)
        }
    }

    @Test func helpExitsZero() async throws {
        try await InProcessCLI.withRunner { cli in
            let top = await cli.run(["--help"])
            #expect(top.exitCode == 0)
            #expect(top.stderr == "")
            #expect(top.stdout.contains("render"))
            #expect(top.stdout.contains("dump"))
            let render = await cli.run(["render", "--help"])
            #expect(render.exitCode == 0)
            #expect(render.stdout.contains("--flavor"))
            let dump = await cli.run(["dump", "-h"])
            #expect(dump.exitCode == 0)
            #expect(dump.stdout.contains("Usage: mdtool dump"))
        }
    }

    @Test func versionExitsZero() async throws {
        try await InProcessCLI.withRunner { cli in
            let result = await cli.run(["--version"])
            #expect(result.exitCode == 0)
            #expect(result.stdout.hasPrefix("mdtool "))
        }
    }

    @Test func doubleDashEndsOptions() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("-dash.md", "*dash*\n")
            let result = await cli.run(["render", "--", "-dash.md"])
            #expect(result.exitCode == 0)
            #expect(result.stdout == "<p><em>dash</em></p>\n")
        }
    }
}
