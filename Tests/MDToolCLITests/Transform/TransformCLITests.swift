import Foundation
import Testing
import TestSupport

/// `mdtool transform` as users run it: the real binary on real files.
struct TransformCLITests {
    /// Skipped and repeated heading levels, a setext heading, inline markup and emoji.
    static let headings = """
    # Guide 📘

    #### *Install* `swift`

    Setext
    ------

    # Reference ✨

    ###### Deep

    """

    /// Ordered lists: nested, inside a block quote, and one that is already numbered.
    static let lists = """
    Steps:

    3. one
    3. two
       1. nested
       1. nested
    7. three

    > 1) quoted
    > 1) quoted

    5. done
    6. done
    8. done

    """

    @Test(arguments: [
        ("increment", """
         # Guide 📘

         ## *Install* `swift`

         Setext
         ------

         # Reference ✨

         ## Deep

         """),
        ("single-h1", """
         # Guide 📘

         ##### *Install* `swift`

         ### Setext

         ## Reference ✨

         ###### Deep

         """),
        ("shift:1", """
         ## Guide 📘

         ##### *Install* `swift`

         ### Setext

         ## Reference ✨

         ###### Deep

         """),
    ])
    func headingModesInPlace(_ mode: String, _ expected: String) async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", Self.headings)
            let result = await cli.run(["transform", "--headings=\(mode)", "a.md"])
            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(result.stdout == "")
            #expect(try cli.read("a.md") == expected)
        }
    }

    @Test(arguments: [
        ("ordered", """
         Steps:

         3. one
         4. two
            1. nested
            2. nested
         5. three

         > 1) quoted
         > 2) quoted

         5. done
         6. done
         7. done

         """),
        ("one", """
         Steps:

         3. one
         3. two
            1. nested
            1. nested
         3. three

         > 1) quoted
         > 1) quoted

         5. done
         5. done
         5. done

         """),
        ("preserve-first", """
         Steps:

         3. one
         3. two
            1. nested
            1. nested
         3. three

         > 1) quoted
         > 1) quoted

         5. done
         6. done
         7. done

         """),
    ])
    func listModesInPlace(_ mode: String, _ expected: String) async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", Self.lists)
            let result = await cli.run(["transform", "--lists", mode, "a.md"])
            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(try cli.read("a.md") == expected)
        }
    }

    @Test func standardInputToStandardOutput() async throws {
        try await InProcessCLI.withRunner { cli in
            let result = await cli.run(["transform", "--lists=ordered", "--headings=increment", "-"],
                                     stdin: "# T\n\n### U\n\n1. a\n1. b\n")
            #expect(result.exitCode == 0)
            #expect(result.stdout == "# T\n\n## U\n\n1. a\n2. b\n")
            #expect(result.stderr == "")
            // Unchanged input comes back as it was.
            let same = await cli.run(["transform", "--lists=ordered", "-"], stdin: "text *as* is")
            #expect(same.exitCode == 0 && same.stdout == "text *as* is")
        }
    }

    @Test func checkListsFilesThatWouldChangeAndWritesNothing() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", Self.lists)
            try cli.write("b.md", "1. fine\n2. fine\n")
            let result = await cli.run(["transform", "--check", "--lists=ordered", "a.md", "b.md"])
            #expect(result.exitCode == 1)
            #expect(result.stdout == "a.md\n")
            #expect(try cli.read("a.md") == Self.lists)
            let clean = await cli.run(["transform", "--check", "--lists=ordered", "b.md"])
            #expect(clean.exitCode == 0 && clean.stdout == "")
            let stdin = await cli.run(["transform", "--check", "--lists=ordered", "-"], stdin: "1. a\n1. b\n")
            #expect(stdin.exitCode == 1 && stdin.stdout == "<stdin>\n")
        }
    }

    @Test func diffPrintsAUnifiedDiffAndWritesNothing() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", "# A\n\n### B\n\ntext\n")
            let result = await cli.run(["transform", "--diff", "--headings=increment", "a.md"])
            #expect(result.exitCode == 1)
            let expected = ["--- a.md", "+++ a.md", "@@ -1,5 +1,5 @@", " # A", " ", "-### B", "+## B", " ", " text", ""]
            #expect(result.stdout == expected.joined(separator: "\n"))
            #expect(try cli.read("a.md") == "# A\n\n### B\n\ntext\n")
            let clean = await cli.run(["transform", "--diff", "--headings=increment", "-"], stdin: "# A\n")
            #expect(clean.exitCode == 0 && clean.stdout == "")
        }
    }

    @Test func unchangedFilesAreNotRewrittenAndPermissionsStay() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("changed.md", "1. a\n1. b\n")
            try cli.write("clean.md", "1. a\n2. b\n")
            let files = FileManager.default
            let changedPath = cli.directory.appendingPathComponent("changed.md").path
            let cleanPath = cli.directory.appendingPathComponent("clean.md").path
            let past = Date(timeIntervalSince1970: 1_000_000_000)
            try files.setAttributes([.posixPermissions: 0o640], ofItemAtPath: changedPath)
            try files.setAttributes([.modificationDate: past], ofItemAtPath: cleanPath)
            let cleanBefore = try files.attributesOfItem(atPath: cleanPath)
            let changedInode = try files.attributesOfItem(atPath: changedPath)[.systemFileNumber] as? Int

            let result = await cli.run(["transform", "--lists=ordered", "."])
            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(try cli.read("changed.md") == "1. a\n2. b\n")
            let changedAfter = try files.attributesOfItem(atPath: changedPath)
            #expect(changedAfter[.posixPermissions] as? Int == 0o640)
            // Written atomically: a new file took the old one's place, and no temporary file is left.
            #expect(changedAfter[.systemFileNumber] as? Int != changedInode)
            let cleanAfter = try files.attributesOfItem(atPath: cleanPath)
            #expect(cleanAfter[.systemFileNumber] as? Int == cleanBefore[.systemFileNumber] as? Int)
            #expect(cleanAfter[.modificationDate] as? Date == past)
            let leftovers = try files.contentsOfDirectory(atPath: cli.directory.path)
                .filter { !$0.hasPrefix(".std") }.sorted()
            #expect(leftovers == ["changed.md", "clean.md"])
        }
    }

    @Test(arguments: [["--headings=sideways"], ["--headings", "shift:9"], ["--lists=two"], ["--lists", "ordered", "--check", "--diff"]])
    func badOptionsExitTwoWithOneLine(_ options: [String]) async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", "# A\n\n### B\n\n1. a\n1. b\n")
            let result = await cli.run(["transform"] + options + ["a.md"])
            #expect(result.exitCode == 2)
            #expect(result.stdout == "")
            #expect(result.stderrLines.count == 1, "\(result.stderr)")
            #expect(result.stderr.hasPrefix("mdtool transform: "), "\(result.stderr)")
            #expect(try cli.read("a.md") == "# A\n\n### B\n\n1. a\n1. b\n")
        }
    }

    @Test func invalidUTF8ExitsTwoAndWritesNothing() async throws {
        try await InProcessCLI.withRunner { cli in
            let bytes: [UInt8] = Array("# A\n\n### B \u{1F4D8}\n\n1. a\n1. ".utf8) + [0xFF, 0xFE] + Array("b\n".utf8)
            try cli.write("bad.md", bytes)
            let result = await cli.run(["transform", "--headings=increment", "--lists=ordered", "bad.md"])
            #expect(result.exitCode == 2)
            #expect(result.stdout == "")
            #expect(result.stderrLines.count == 1, "\(result.stderr)")
            #expect(result.stderr.contains("bad.md:6:4: invalid UTF-8"), "\(result.stderr)")
            #expect(try Data(contentsOf: cli.directory.appendingPathComponent("bad.md")) == Data(bytes))
            // Standard input comes back unchanged, as an editor's filter needs.
            let stdin = await cli.run(["transform", "--lists=ordered", "-"], stdinBytes: bytes)
            #expect(stdin.exitCode == 2)
            #expect(stdin.stdout == String(decoding: bytes, as: UTF8.self))
            #expect(stdin.stderrLines.count == 1, "\(stdin.stderr)")
        }
    }

    @Test func crlfFilesKeepCRLF() async throws {
        try await InProcessCLI.withRunner { cli in
            let input = "# A\r\n\r\n### B\r\n\r\nC\r\n-\r\n\r\n9. x\r\n   more\r\n9. y\r\n   more\r\n"
            try cli.write("a.md", input)
            let result = await cli.run(["transform", "--headings=increment", "--lists=ordered", "a.md"])
            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(try cli.read("a.md") == "# A\r\n\r\n## B\r\n\r\nC\r\n-\r\n\r\n9. x\r\n   more\r\n10. y\r\n    more\r\n")
        }
    }
}
