#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import Workspace

struct AtomicFileWriterTests {
    @Test func replacesContentAndKeepsPermissions() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.file("a.md", "old contents that are longer\n")
        chmod(path, 0o640)
        try AtomicFileWriter.write(Array("new\n".utf8), toPath: path)
        #expect(try directory.contents("a.md") == "new\n")
        #expect(mode(of: path) == 0o640)
        #expect(try directory.entries() == ["a.md"], "no temporary file is left behind")

        let script = try directory.file("run.md", "x")
        chmod(script, 0o755)
        try AtomicFileWriter.write("y".utf8, toPath: script)
        #expect(mode(of: script) == 0o755)
    }

    @Test func keepsTheOwnerWhenAllowed() throws {
        try #require(geteuid() == 0, "only root can hand files to another user")
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.file("owned.md", "x")
        chown(path, 1234, 5678)
        try AtomicFileWriter.write("y".utf8, toPath: path)
        var status = stat()
        stat(path, &status)
        #expect(status.st_uid == 1234 && status.st_gid == 5678)
    }

    @Test func createsAMissingFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.absolute("new.md")
        let bytes = (0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
        try AtomicFileWriter.write(bytes, toPath: path)
        #expect(try FileReader.readBytes(atPath: path) == bytes)
        #expect(mode(of: path) & 0o600 == 0o600)
        #expect(mode(of: path) & 0o111 == 0)
    }

    @Test func writesThroughASymbolicLinkAndKeepsTheLink() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.file("real.md", "old")
        try directory.link("link.md", to: "real.md")
        try AtomicFileWriter.write("new".utf8, toPath: directory.absolute("link.md"))
        #expect(try directory.contents("real.md") == "new")
        var status = stat()
        lstat(directory.absolute("link.md"), &status)
        #expect(status.st_mode & S_IFMT == S_IFLNK)
    }

    @Test func failureInAReadOnlyDirectoryLeavesTheOriginalIntact() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.file("locked/a.md", "original")
        chmod(path, 0o666)  // the file may be written; its directory may not
        chmod(directory.absolute("locked"), 0o555)
        let error = withoutRootPrivileges {
            #expect(throws: FileSystemError.self) { try AtomicFileWriter.write("replacement".utf8, toPath: path) }
        }
        #expect(error?.description == "\(path): cannot create temporary file: permission denied")
        #expect(try directory.contents("locked/a.md") == "original")
        #expect(try directory.entries("locked") == ["a.md"])
    }

    @Test func failureAfterCreatingTheTemporaryFileCleansUp() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // The longest name a directory entry can have: the temporary name cannot be created.
        let name = String(repeating: "n", count: 252) + ".md"
        let path = try directory.file(name, "original")
        let error = #expect(throws: FileSystemError.self) { try AtomicFileWriter.write("new".utf8, toPath: path) }
        #expect(error?.message == "cannot create temporary file: file name too long")
        #expect(try directory.contents(name) == "original")
        #expect(try directory.entries() == [name])
    }

    @Test func refusesDirectoriesAndMissingParents() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.directory("folder")
        let folder = #expect(throws: FileSystemError.self) { try AtomicFileWriter.write("x".utf8, toPath: directory.absolute("folder")) }
        #expect(folder?.message == "is a directory")
        let missing = directory.absolute("no/such/dir/a.md")
        let error = #expect(throws: FileSystemError.self) { try AtomicFileWriter.write("x".utf8, toPath: missing) }
        #expect(error?.description == "\(missing): cannot create temporary file: no such file or directory")
        #expect(try directory.entries() == ["folder"])
    }

    @Test func readerReportsProblemsOnOneLine() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.file("a.md", "bytes\u{0}é")
        #expect(try FileReader.readBytes(atPath: directory.absolute("a.md")) == Array("bytes\u{0}é".utf8))
        #expect(try FileReader.readBytes(atPath: try directory.file("empty.md", "")) == [])
        let missing = #expect(throws: FileSystemError.self) { try FileReader.readBytes(atPath: "no-such-file.md") }
        #expect(missing?.description == "no-such-file.md: no such file or directory")
        let folder = #expect(throws: FileSystemError.self) { try FileReader.readBytes(atPath: directory.path) }
        #expect(folder?.message == "is a directory")
    }
}
