import Foundation
import Testing
import TestSupport

/// Writes stay in the project, respect permissions, keep hard links and do not overwrite what
/// changed (issue 12, items 6, 12 and 13).
struct WriteFaultsCLITests {
    static let messy = "*  a\n"
    static let formatted = "- a\n"

    @Test func linksOutOfTheProjectAreNeitherWalkedNorWrittenThrough() async throws {
        let outside = try InProcessCLI()
        defer { outside.removeDirectory() }
        try outside.write("dotfile.md", Self.messy)
        try outside.makeDirectory("vendor")
        try outside.write("vendor/v.md", Self.messy)
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", Self.messy)
            try FileManager.default.createSymbolicLink(atPath: cli.directory.appendingPathComponent("notes.md").path,
                                                       withDestinationPath: outside.directory.appendingPathComponent("dotfile.md").path)
            try FileManager.default.createSymbolicLink(atPath: cli.directory.appendingPathComponent("vendor").path,
                                                       withDestinationPath: outside.directory.appendingPathComponent("vendor").path)
            for command in [["fmt"], ["lint", "--fix"], ["transform", "--lists=one"]] {
                let walk = await cli.run(command)
                #expect(walk.stderrLines.filter { $0.contains("not followed: a symbolic link out of the project") }.count == 2,
                        "\(command): \(walk.stderr)")
            }
            #expect(try cli.read("a.md") == Self.formatted)
            for name in ["notes.md", "vendor/v.md"] {
                let named = await cli.run(["fmt", name])
                #expect(named.exitCode == 2)
                #expect(named.stderr.hasPrefix("mdtool fmt: \(name): not written: a symbolic link leads out of the project (to "),
                        "\(named.stderr)")
            }
            #expect(try outside.read("dotfile.md") == Self.messy)
            #expect(try outside.read("vendor/v.md") == Self.messy)
            // Reading through them is fine when they are named.
            let lint = await cli.run(["lint", "notes.md"])
            #expect(lint.exitCode == 1 && lint.stdout.hasPrefix("notes.md:1:"), "\(lint.stdout)")
        }
    }

    @Test func initDoesNotWriteThroughALinkOutOfTheProject() async throws {
        let outside = try InProcessCLI()
        defer { outside.removeDirectory() }
        try outside.write("profile", "export SECRET=1\n")
        try await InProcessCLI.withRunner { cli in
            try FileManager.default.createSymbolicLink(atPath: cli.directory.appendingPathComponent(".mdtool.yml").path,
                                                       withDestinationPath: outside.directory.appendingPathComponent("profile").path)
            let result = await cli.run(["init", "--force"])
            #expect(result.exitCode == 2)
            #expect(result.stderr.hasPrefix("mdtool init: .mdtool.yml: not written: a symbolic link leads out of the project"), "\(result.stderr)")
            #expect(try outside.read("profile") == "export SECRET=1\n")
        }
    }

    @Test func readOnlyFilesAreReportedAndKept() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("locked.md", Self.messy)
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: cli.directory.appendingPathComponent("locked.md").path)
            let result = await cli.run(["fmt"])
            #expect(result.exitCode == 2)
            #expect(result.stderrLines == ["mdtool fmt: locked.md: not written: the file is read-only"])
            #expect(try cli.read("locked.md") == Self.messy)
        }
    }

    @Test func hardLinksStayOneFile() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", Self.messy)
            try FileManager.default.linkItem(atPath: cli.directory.appendingPathComponent("a.md").path,
                                             toPath: cli.directory.appendingPathComponent("b.txt").path)
            let result = await cli.run(["fmt", "a.md"])
            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(try cli.read("b.txt") == Self.formatted)
        }
    }
}
