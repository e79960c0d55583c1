import Foundation
import Testing
import TestSupport

/// `mdtool fmt` as users run it, in-process, on real files in a temporary directory.
struct FormatCLITests {
    static let messy = "*  a\n*  b\n"
    static let formatted = "- a\n- b\n"

    @Test func rewritesOnlyChangedFilesInPlaceKeepingPermissions() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("messy.md", Self.messy)
            try cli.write("clean.md", Self.formatted)
            try cli.setAttributes([.posixPermissions: 0o640], of: "messy.md")
            let past = Date(timeIntervalSince1970: 1_000_000_000)
            try cli.setAttributes([.modificationDate: past], of: "clean.md")
            let cleanInode = try cli.attributes(of: "clean.md")[.systemFileNumber] as? Int

            let result = await cli.run(["fmt"])
            #expect(result.exitCode == 0)
            #expect(result.stdout == "" && result.stderr == "Formatted 1 of 2 files.\n")
            #expect(try cli.read("messy.md") == Self.formatted)
            #expect(try cli.attributes(of: "messy.md")[.posixPermissions] as? Int == 0o640)
            let clean = try cli.attributes(of: "clean.md")
            #expect(clean[.systemFileNumber] as? Int == cleanInode)
            #expect(clean[.modificationDate] as? Date == past)
            #expect(try cli.visibleFiles() == ["clean.md", "messy.md"])

            let again = await cli.run(["fmt"])
            #expect(again.exitCode == 0)
            #expect(try cli.read("messy.md") == Self.formatted)
        }
    }

    @Test func dashReadsStandardInputAndWritesStandardOutput() async throws {
        try await InProcessCLI.withRunner { cli throws in
            let result = await cli.run(["fmt", "-"], stdin: Self.messy)
            #expect(result.exitCode == 0)
            #expect(result.stdout == Self.formatted)
            #expect(result.stderr == "")
            #expect(try cli.visibleFiles().isEmpty)

            let check = await cli.run(["fmt", "--check", "-"], stdin: Self.messy)
            #expect(check.exitCode == 1)
            #expect(check.stdout == "<stdin>\n")
            let named = await cli.run(["fmt", "--check", "--stdin-filename", "docs/notes.md", "-"], stdin: Self.messy)
            #expect(named.exitCode == 1)
            #expect(named.stdout == "docs/notes.md\n")
            let clean = await cli.run(["fmt", "--check", "-"], stdin: Self.formatted)
            #expect(clean.exitCode == 0 && clean.stdout == "")
        }
    }

    @Test func checkListsFilesThatWouldChangeAndWritesNothing() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.makeDirectory("docs")
            try cli.write("docs/b.md", Self.messy)
            try cli.write("a.md", Self.messy)
            try cli.write("clean.md", Self.formatted)
            let result = await cli.run(["fmt", "--check"])
            #expect(result.exitCode == 1)
            #expect(result.stdout == "a.md\ndocs/b.md\n")
            #expect(result.stderr == "Would reformat 2 of 3 files.\n")
            #expect(try cli.read("a.md") == Self.messy)
            #expect(try cli.read("docs/b.md") == Self.messy)

            let clean = await cli.run(["fmt", "--check", "clean.md"])
            #expect(clean.exitCode == 0)
            #expect(clean.stdout == "" && clean.stderr == "")
        }
    }

    @Test func diffPrintsAUnifiedDiffAndWritesNothing() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", "# Title\n" + Self.messy)
            let result = await cli.run(["fmt", "--diff"])
            #expect(result.exitCode == 1)
            #expect(result.stdout == """
                --- a.md
                +++ a.md
                @@ -1,3 +1,4 @@
                 # Title
                -*  a
                -*  b
                +
                +- a
                +- b

                """)
            #expect(try cli.read("a.md") == "# Title\n" + Self.messy)

            try cli.write("a.md", Self.formatted)
            let clean = await cli.run(["fmt", "--diff"])
            #expect(clean.exitCode == 0 && clean.stdout == "")
        }
    }

    /// Lines end at LF, CRLF or a lone CR, and each keeps its ending: a CRLF shows as it
    /// is, a lone CR escaped, and a last line without an ending is marked.
    @Test func diffLinesKeepTheirEndings() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("crlf.md", "# T\r\n*  a\r\n*  b")
            let crlf = await cli.run(["fmt", "--diff", "crlf.md"])
            #expect(crlf.stdout == "--- crlf.md\n+++ crlf.md\n@@ -1,3 +1,4 @@\n # T\r\n-*  a\r\n-*  b\n"
                + "\\ No newline at end of file\n+\r\n+- a\r\n+- b\r\n")
            try cli.write("cr.md", "# T\r*  a\r*  b\r")
            let cr = await cli.run(["fmt", "--diff", "cr.md"])
            #expect(cr.stdout == "--- cr.md\n+++ cr.md\n@@ -1,3 +1,4 @@\n # T\\x0D\n-*  a\\x0D\n-*  b\\x0D\n"
                + "+\\x0D\n+- a\\x0D\n+- b\\x0D\n")
        }
    }

    @Test func checkAndDiffTogetherAreAUsageError() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", Self.messy)
            let result = await cli.run(["fmt", "--check", "--diff"])
            #expect(result.exitCode == 2)
            #expect(result.stderrLines.count == 1)
            #expect(try cli.read("a.md") == Self.messy)
        }
    }

    @Test(arguments: [
        ("bad.md", [0x2A, 0x20, 0xFF, 0xFE, 0x0A] as [UInt8], "invalid UTF-8"),
        ("binary.md", [0x2A, 0x20, 0x61, 0x00, 0x62, 0x0A], "binary"),
    ])
    func unreadableInputIsOneErrorLineAndNothingIsWritten(_ name: String, _ bytes: [UInt8], _ words: String) async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(name, bytes)
            for arguments in [["fmt"], ["fmt", name]] {
                let result = await cli.run(arguments)
                #expect(result.exitCode == 2)
                #expect(result.stdout == "")
                #expect(result.stderrLines.count == 1)
                #expect(result.stderr.hasPrefix("mdtool fmt: \(name)"))
                #expect(result.stderr.contains(words))
                #expect(try Data(contentsOf: cli.directory.appendingPathComponent(name)) == Data(bytes))
            }
            // An editor filtering its buffer through `fmt -` gets the buffer back unchanged.
            let piped = await cli.run(["fmt", "-"], stdinBytes: bytes)
            #expect(piped.exitCode == 2)
            #expect(Array(piped.stdout.utf8) == Array(String(decoding: bytes, as: UTF8.self).utf8))
            #expect(piped.stderrLines.count == 1 && piped.stderr.contains(words))
            let checked = await cli.run(["fmt", "--check", "-"], stdinBytes: bytes)
            #expect(checked.exitCode == 2 && checked.stdout == "")
        }
    }

    @Test func missingPathIsOneErrorLine() async throws {
        try await InProcessCLI.withRunner { cli throws in
            let result = await cli.run(["fmt", "missing.md"])
            #expect(result.exitCode == 2)
            #expect(result.stdout == "")
            #expect(result.stderrLines == ["mdtool fmt: missing.md: no such file or directory"])
            #expect(try cli.visibleFiles().isEmpty)
        }
    }

    @Test func formatOptionsComeFromTheConfiguration() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", "format:\n  bullet: \"*\"\n  emphasis: \"_\"\n  heading_style: setext\n")
            try cli.write("a.md", "# Title\n\n- *a*\n")
            let expected = "Title\n=====\n\n* _a_\n"
            #expect(await cli.run(["fmt"]).exitCode == 0)
            #expect(try cli.read("a.md") == expected)

            try cli.makeDirectory("other")
            try cli.write("other/plus.yml", "format:\n  bullet: \"+\"\n")
            let explicit = await cli.run(["fmt", "--config", "other/plus.yml", "-"], stdin: "* a\n")
            #expect(explicit.stdout == "+ a\n")
        }
    }

    @Test func excludedFilesAreLeftAlone() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", "exclude: [\"vendor/**\"]\n")
            try cli.makeDirectory("vendor")
            try cli.write("vendor/a.md", Self.messy)
            #expect(await cli.run(["fmt", "vendor/a.md"]).exitCode == 0)
            #expect(try cli.read("vendor/a.md") == Self.messy)
            // Standard input named like an excluded file passes through unchanged.
            let piped = await cli.run(["fmt", "--stdin-filename", "vendor/b.md", "-"], stdin: Self.messy)
            #expect(piped.exitCode == 0)
            #expect(piped.stdout == Self.messy)
            let check = await cli.run(["fmt", "--check", "--stdin-filename", "vendor/b.md", "-"], stdin: Self.messy)
            #expect(check.exitCode == 0 && check.stdout == "")
        }
    }

    @Test func gitignoredFilesAreSkippedUnlessAsked() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".gitignore", "ignored.md\n")
            try cli.write("ignored.md", Self.messy)
            let skipping = await cli.run(["fmt", "--check"])
            #expect(skipping.exitCode == 0 && skipping.stdout == "")
            let all = await cli.run(["fmt", "--check", "--no-gitignore"])
            #expect(all.exitCode == 1)
            #expect(all.stdout == "ignored.md\n")
        }
    }

    @Test func noValidateFormatsTheSame() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", Self.messy)
            let result = await cli.run(["fmt", "--no-validate", "--quiet"])
            #expect(result.exitCode == 0 && result.stderr == "")
            #expect(try cli.read("a.md") == Self.formatted)
        }
    }

    @Test func ignoreRegionsAreCopiedVerbatim() async throws {
        try await InProcessCLI.withRunner { cli in
            let region = "<!-- mdtool-fmt-off -->\n*  keep   this\n+ and  __this__\n<!-- mdtool-fmt-on -->\n"
            try cli.write("a.md", "#  Title\n\n" + region + "\n*  b\n")
            #expect(await cli.run(["fmt"]).exitCode == 0)
            #expect(try cli.read("a.md") == "# Title\n\n" + region + "\n- b\n")
        }
    }
}

extension InProcessCLI {
    fileprivate func attributes(of name: String) throws -> [FileAttributeKey: Any] {
        try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)
    }

    fileprivate func setAttributes(_ attributes: [FileAttributeKey: Any], of name: String) throws {
        try FileManager.default.setAttributes(attributes, ofItemAtPath: directory.appendingPathComponent(name).path)
    }

    /// The directory's files, without the runner's own hidden stream files.
    fileprivate func visibleFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !$0.hasPrefix(".") }.sorted()
    }
}
