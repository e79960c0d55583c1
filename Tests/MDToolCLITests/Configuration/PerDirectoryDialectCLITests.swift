import Testing
import TestSupport

/// The dialect of each file comes from its own directory's configuration: the nearest
/// `dialect`, `extensions` merged from the top down, and the overrides of every layer, with
/// the file's place (`*.docc`, an MkDocs `docs_dir`) and `--dialect` as for one file.
struct PerDirectoryDialectCLITests {
    @Test func aSubdirectoryDialectAppliesToItsFilesOnly() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.makeDirectory("plain/gfm")
            try cli.write("plain/.mdtool.yml", "dialect: commonmark\noverrides:\n  - files: [\"gfm/**\"]\n    dialect: gfm\n")
            for name in ["t.md", "plain/t.md", "plain/gfm/t.md"] { try cli.write(name, DialectCLITests.table) }
            let result = await cli.run(["fmt"])
            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(try cli.read("t.md") == DialectCLITests.gfmTable)
            #expect(try cli.read("plain/t.md") != DialectCLITests.gfmTable, "commonmark has no tables")
            #expect(try cli.read("plain/gfm/t.md") == DialectCLITests.gfmTable, "the override's globs start in plain/")
            try cli.write("plain/t.md", DialectCLITests.table)
            let forced = await cli.run(["fmt", "--dialect", "gfm", "plain/t.md"])
            #expect(forced.exitCode == 0, "\(forced.stderr)")
            #expect(try cli.read("plain/t.md") == DialectCLITests.gfmTable)
        }
    }

    @Test func extensionsMergeFromTheTopDown() async throws {
        try await InProcessCLI.withRunner { cli in
            let math = "# Title\n\nMath: $a_1 * b_2 * c$\n"
            try cli.makeDirectory("tex")
            try cli.write(".mdtool.yml", "extensions: {math: false}\n")
            try cli.write("tex/.mdtool.yml", "extensions: {math: true}\n")
            try cli.write("a.md", math)
            try cli.write("tex/a.md", math)
            let result = await cli.run(["lint", "--output-format", "github"])
            #expect(result.exitCode == 1)
            #expect(result.stdout.contains("file=a.md,") && result.stdout.contains("MD037"), "\(result.stdout)")
            #expect(!result.stdout.contains("tex/a.md"), "math is back on under tex/: \(result.stdout)")
        }
    }

    @Test func showConfigSaysTheDialectAndWhatChoseIt() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.makeDirectory("plain")
            try cli.makeDirectory("Kit.docc")
            try cli.write("plain/.mdtool.yml", "dialect: commonmark\n")
            try cli.write("plain/a.md", "x\n")
            try cli.write("Kit.docc/b.md", "x\n")
            let plain = await cli.run(["lint", "--show-config", "plain/a.md"])
            #expect(plain.stdout.contains("\ndialect: commonmark  # dialect\n"), "\(plain.stdout)")
            let docc = await cli.run(["lint", "--show-config", "Kit.docc/b.md"])
            #expect(docc.stdout.contains("\ndialect: docc  # the file's place"), "\(docc.stdout)")
            #expect(docc.stdout.contains("  list_indent: marker  # default\n"), "\(docc.stdout)")
        }
    }
}
