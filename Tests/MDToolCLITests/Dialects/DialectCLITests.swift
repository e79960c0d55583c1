import Foundation
import Testing
import TestSupport

/// The dialect each command reads a file in: `--dialect` (or its former name `--flavor`),
/// else the configuration's `dialect` and overrides, else DocC inside a `*.docc` catalog.
struct DialectCLITests {
    static let bareURL = "See www.example.com.\n"
    static let linked = "<p>See <a href=\"http://www.example.com\">www.example.com</a>.</p>\n"
    static let unlinked = "<p>See www.example.com.</p>\n"

    @Test func renderReadsTheDialectNamedOrImpliedByThePath() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.makeDirectory("Kit.docc")
            try cli.write("Kit.docc/Article.md", Self.bareURL)
            try cli.write("README.md", Self.bareURL)
            #expect(await cli.run(["render", "README.md"]).stdout == Self.linked)
            #expect(await cli.run(["render", "Kit.docc/Article.md"]).stdout == Self.unlinked)
            #expect(await cli.run(["render", "--dialect", "docc", "README.md"]).stdout == Self.unlinked)
            #expect(await cli.run(["render", "--flavor=docc", "README.md"]).stdout == Self.unlinked)
            #expect(await cli.run(["render", "--dialect", "gfm", "Kit.docc/Article.md"]).stdout == Self.linked)
        }
    }

    @Test func theOptionAndItsFormerNameCountAsOne() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", "x\n")
            let twice = await cli.run(["dump", "--dialect", "docc", "--flavor", "gfm", "a.md"])
            #expect(twice.exitCode == 2)
            #expect(twice.stderr == "mdtool dump: option '--dialect' given more than once\n")
            let help = await cli.run(["fmt", "--help"])
            #expect(help.stdout.contains("--dialect DIALECT") && help.stdout.contains("Also: --flavor."))
            let wrong = await cli.run(["render", "--dialect", "markdown", "a.md"])
            #expect(wrong.exitCode == 2)
            #expect(wrong.stderr.contains("expected one of: commonmark, gfm, docc"))
        }
    }

    /// In CommonMark a table is paragraph text, whose continuation lines `fmt` indents.
    static let table = "| a | b |\n|-|-|\n| c | d |\n"
    static let gfmTable = "| a   | b   |\n| --- | --- |\n| c   | d   |\n"

    @Test func fmtReadsEachFileInItsConfiguredDialect() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", "dialect: commonmark\noverrides:\n  - files: [\"tables/**\"]\n    dialect: gfm\n")
            try cli.makeDirectory("tables")
            try cli.write("tables/t.md", Self.table)
            try cli.write("plain.md", Self.table)
            let result = await cli.run(["fmt"])
            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(try cli.read("tables/t.md") == Self.gfmTable)
            #expect(try cli.read("plain.md") != Self.gfmTable)
            let forced = await cli.run(["fmt", "--dialect", "gfm", "-"], stdin: Self.table)
            #expect(forced.stdout == Self.gfmTable)
            let named = await cli.run(["fmt", "--stdin-filename", "tables/x.md", "-"], stdin: Self.table)
            #expect(named.stdout == Self.gfmTable, "standard input is matched by the name it is given")
        }
    }

    @Test func lintReadsEachFileInItsDialect() async throws {
        try await InProcessCLI.withRunner { cli in
            let admonition = "# Title\n\n```sh\nls\n```\n\n!!! note\n\n    Body.\n"
            try cli.makeDirectory("site/docs")
            try cli.write("site/mkdocs.yml", "site_name: x\n")
            try cli.write("site/docs/page.md", admonition)
            try cli.write("site/README.md", admonition)
            let result = await cli.run(["lint", "--output-format", "github", "site"])
            #expect(result.stdout.contains("file=site/README.md,line=9") && !result.stdout.contains("page.md"),
                    "an admonition body is not indented code in MkDocs pages: \(result.stdout)")
            let forced = await cli.run(["lint", "--dialect", "mkdocs", "site/README.md"])
            #expect(forced.exitCode == 0, "\(forced.stdout)")
        }
    }

    @Test func mathCanBeSwitchedOffForLint() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", "# Title\n\nMath: $a_1 * b_2 * c$\n")
            #expect(await cli.run(["lint", "a.md"]).exitCode == 0, "no rule looks inside math")
            try cli.write(".mdtool.yml", "extensions: {math: false}\n")
            let off = await cli.run(["lint", "a.md"])
            #expect(off.exitCode == 1 && off.stdout.contains("MD037"), "\(off.stdout)")
        }
    }

    @Test func aBadDialectInTheConfigurationIsAUsageError() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", "dialect: markdown\n")
            try cli.write("a.md", "x\n")
            let result = await cli.run(["fmt", "a.md"])
            #expect(result.exitCode == 2)
            #expect(result.stderr.hasPrefix("mdtool fmt: .mdtool.yml:1:10: expected one of"))
        }
    }

    @Test func linksAndTransformTakeTheOption() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", "# A\n\n### B\n")
            let links = await cli.run(["links", "--dialect", "docc", "--quiet", "a.md"])
            #expect(links.exitCode == 0, "\(links.stderr)")
            let transform = await cli.run(["transform", "--headings", "increment", "--dialect", "commonmark", "a.md"])
            #expect(transform.exitCode == 0, "\(transform.stderr)")
            #expect(try cli.read("a.md") == "# A\n\n## B\n")
        }
    }
}
