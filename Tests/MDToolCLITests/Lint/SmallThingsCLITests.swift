import Foundation
import Testing
import TestSupport

/// Issue 15, items 6 and 7: standard input for editors, quoted globs, help and version,
/// `.mdx`, and paragraph lines that start with `<`.
struct SmallThingsCLITests {
    @Test func fixOnExcludedStandardInputPrintsItUnchanged() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", "exclude: [\"EXCLUDED.md\"]\n")
            let text = "no heading, no final newline"
            let fixed = await cli.run(["lint", "--fix", "-", "--stdin-filename", "EXCLUDED.md"], stdin: text)
            #expect(fixed.exitCode == 0 && fixed.stdout == text && fixed.stderr == "")
            let linted = await cli.run(["lint", "-", "--stdin-filename", "EXCLUDED.md"], stdin: text)
            #expect(linted.exitCode == 0 && linted.stdout == "" && linted.stderr == "")
            let included = await cli.run(["lint", "--fix", "-", "--stdin-filename", "other.md"], stdin: text)
            #expect(included.stdout == text + "\n")
        }
    }

    @Test func quotedGlobsAreExpandedAndNegationsLeaveFilesOut() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.makeDirectory("docs/deep")
            try cli.makeDirectory("other")
            for name in ["docs/a.md", "docs/deep/b.md", "docs/deep/skip.md", "other/c.md", "top.md"] {
                try cli.write(name, "no heading\n")
            }
            try cli.write("docs/deep/image.png", "not markdown")
            let result = await cli.run(["lint", "--quiet", "docs/**/*.md", "#docs/deep/skip.md"])
            #expect(result.stdout == """
                docs/a.md:1:1: MD041/first-line-heading First line in a file should be a top-level heading [Context: "no heading"]
                docs/deep/b.md:1:1: MD041/first-line-heading First line in a file should be a top-level heading [Context: "no heading"]

                """)
            let star = await cli.run(["lint", "--quiet", "*.md"])
            #expect(star.stdout.hasPrefix("top.md:") && !star.stdout.contains("docs/"), "*.md is the files beside it")
            let none = await cli.run(["lint", "nothing/**/*.md"])
            #expect(none.exitCode == 2 && none.stderr.contains("nothing"))
        }
    }

    @Test func helpForACommandVersionAndShortOptions() async throws {
        try await InProcessCLI.withRunner { cli in
            let help = await cli.run(["help", "lint"])
            let lintHelp = await cli.run(["lint", "--help"])
            #expect(help.exitCode == 0 && help.stdout == lintHelp.stdout)
            #expect(help.stdout.contains("  -q, --quiet"))
            #expect(await cli.run(["help", "lnt"]).stderr.contains("did you mean 'lint'?"))
            for argument in ["-V", "--version", "version"] {
                #expect(await cli.run([argument]).stdout == "mdtool 0.1.0\n")
            }
            try cli.write("a.md", "no heading\n")
            let quiet = await cli.run(["lint", "-q"])
            #expect(quiet.exitCode == 1 && quiet.stderr == "" && !quiet.stdout.isEmpty)
        }
    }

    @Test func mdxIsLintedOnlyWhenIncludeNamesIt() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", "# A\n")
            try cli.write("b.mdx", "no heading\n")
            #expect(await cli.run(["lint"]).exitCode == 0)
            try cli.write(".mdtool.yml", "include: [\"**/*.md\", \"**/*.mdx\"]\n")
            let included = await cli.run(["lint", "--quiet"])
            #expect(included.exitCode == 1 && included.stdout.hasPrefix("b.mdx:1:1: MD041"))
        }
    }

    @Test func paragraphLinesStartingWithLessThanAreIndentedOnlyWhereHTMLCouldStart() async throws {
        try await InProcessCLI.withRunner { cli in
            let text = "Para\n<http://b.example>\n\nPara\n<span>inline</span>\n\nPara\n    <div>\n"
            let result = await cli.run(["fmt", "-"], stdin: text)
            #expect(result.stdout == "Para\n<http://b.example>\n\nPara\n<span>inline</span>\n\nPara\n    <div>\n")
        }
    }
}
