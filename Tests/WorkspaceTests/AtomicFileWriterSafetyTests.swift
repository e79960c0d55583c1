#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import Workspace

/// What the writer refuses, and when it writes in place instead of replacing the file.
struct AtomicFileWriterSafetyTests {
    @Test func specialFilesAreNotReplaced() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fifo = directory.absolute("pipe.md")
        #expect(mkfifo(fifo, 0o644) == 0)
        let error = #expect(throws: FileSystemError.self) { try AtomicFileWriter.write("x".utf8, toPath: fifo) }
        #expect(error?.message == "not written: not a regular file (a FIFO)")
        #expect(kind(of: fifo) == S_IFIFO)
        try directory.link("null.md", to: "/dev/null")
        let device = #expect(throws: FileSystemError.self) { try AtomicFileWriter.write("x".utf8, toPath: directory.absolute("null.md")) }
        #expect(device?.message == "not written: not a regular file (a character device)")
        #expect(try directory.entries() == ["null.md", "pipe.md"])
    }

    @Test func readOnlyFilesAreNotRewrittenEvenByRoot() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.file("locked.md", "original")
        chmod(path, 0o444)
        let error = #expect(throws: FileSystemError.self) { try AtomicFileWriter.write("new".utf8, toPath: path) }
        #expect(error?.message == "not written: the file is read-only")
        #expect(try directory.contents("locked.md") == "original")
        #expect(mode(of: path) == 0o444)
    }

    @Test(.enabled(if: geteuid() == 0, "needs a file owned by someone else"))
    func aFileTheUserMayNotWriteIsNotReplacedThroughItsDirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // A world-writable directory lets anyone rename over the file; its mode says no.
        chmod(directory.path, 0o777)
        let path = try directory.file("root.md", "original")
        chmod(path, 0o644)
        let error = withoutRootPrivileges {
            #expect(throws: FileSystemError.self) { try AtomicFileWriter.write("replacement".utf8, toPath: path) }
        }
        #expect(error?.message == "not written: permission denied")
        #expect(try directory.contents("root.md") == "original")
        #expect(owner(of: path) == 0)
    }

    @Test(.enabled(if: geteuid() == 0, "needs a file owned by someone else"))
    func someoneElsesWritableFileIsWrittenInPlaceAndKeepsItsOwner() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        chmod(directory.path, 0o777)
        let path = try directory.file("shared.md", "original contents")
        chmod(path, 0o666)
        let inode = self.inode(of: path)
        try withoutRootPrivileges { try AtomicFileWriter.write("new".utf8, toPath: path) }
        #expect(try directory.contents("shared.md") == "new")
        #expect(owner(of: path) == 0, "a replacement would belong to the writer")
        #expect(self.inode(of: path) == inode)
        #expect(try directory.entries() == ["shared.md"])
    }

    @Test func hardLinkedFilesAreWrittenInPlaceSoEveryNameSeesTheNewText() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.file("a.md", "a longer original text\n")
        #expect(link(path, directory.absolute("b.md")) == 0)
        try AtomicFileWriter.write("short\n".utf8, toPath: path)
        #expect(try directory.contents("a.md") == "short\n")
        #expect(try directory.contents("b.md") == "short\n")
        #expect(inode(of: path) == inode(of: directory.absolute("b.md")))
        #expect(try directory.entries() == ["a.md", "b.md"])
    }

    @Test func extendedAttributesAreKept() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.file("tagged.md", "old")
        let library = dlopen(nil, RTLD_NOW)
        typealias Setter = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeRawPointer, Int, Int32) -> Int32
        typealias Getter = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer, Int) -> Int
        let set = unsafeBitCast(try #require(dlsym(library, "setxattr")), to: Setter.self)
        let get = unsafeBitCast(try #require(dlsym(library, "getxattr")), to: Getter.self)
        let value = Array("kept".utf8)
        try #require(set(path, "user.mdtool-test", value, value.count, 0) == 0, "the file system of /tmp has no user attributes")
        let before = inode(of: path)
        try AtomicFileWriter.write("new".utf8, toPath: path)
        #expect(inode(of: path) != before, "an ordinary file is replaced")
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = buffer.withUnsafeMutableBytes { get(path, "user.mdtool-test", $0.baseAddress!, $0.count) }
        #expect(count == value.count && Array(buffer.prefix(max(0, count))) == value)
    }

    @Test func aFileChangedSinceItWasReadIsLeftAsItIs() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.file("log.md", "first line\n")
        let snapshot = try #require(try FileReader.read(atPath: path).snapshot)
        let appender = try #require(FileHandle(forWritingAtPath: path))
        appender.seekToEndOfFile()
        appender.write(Data("appended meanwhile\n".utf8))
        try appender.close()
        let error = #expect(throws: FileSystemError.self) {
            try AtomicFileWriter.write("formatted\n".utf8, toPath: path, unchangedSince: snapshot)
        }
        #expect(error?.message == "not written: it changed since it was read")
        #expect(try directory.contents("log.md") == "first line\nappended meanwhile\n")
        // Unchanged, it is written.
        let fresh = try #require(try FileReader.read(atPath: path).snapshot)
        try AtomicFileWriter.write("formatted\n".utf8, toPath: path, unchangedSince: fresh)
        #expect(try directory.contents("log.md") == "formatted\n")
        // Removed since: not recreated.
        unlink(path)
        #expect(throws: FileSystemError.self) { try AtomicFileWriter.write("x".utf8, toPath: path, unchangedSince: fresh) }
        #expect(try directory.entries().isEmpty)
    }

    @Test func writesDoNotFollowLinksOutOfTheProject() throws {
        let outside = try TemporaryDirectory()
        let project = try TemporaryDirectory()
        defer {
            outside.remove()
            project.remove()
        }
        try outside.file("dotfile", "secret")
        try outside.file("vendor/v.md", "vendored")
        try project.file("docs/real.md", "real")
        try project.link("notes.md", to: outside.absolute("dotfile"))
        try project.link("vendor", to: outside.absolute("vendor"))
        try project.link("inside.md", to: "docs/real.md")
        for name in ["notes.md", "vendor/v.md"] {
            let error = #expect(throws: FileSystemError.self) {
                try AtomicFileWriter.write("pwned".utf8, toPath: project.absolute(name), confinedTo: project.path)
            }
            #expect(error?.message.hasPrefix("not written: a symbolic link leads out of the project (to \(outside.path)/") == true)
        }
        #expect(try outside.contents("dotfile") == "secret")
        #expect(try outside.contents("vendor/v.md") == "vendored")
        try AtomicFileWriter.write("changed".utf8, toPath: project.absolute("inside.md"), confinedTo: project.path)
        #expect(try project.contents("docs/real.md") == "changed")
    }

    @Test func staleTemporaryFilesOfDeadProcessesAreRemovedByTheNextWrite() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.file("a.md", "old")
        // No process has an ID this large; process 1 always exists; the third is not ours.
        let dead = ".a.md.mdtool-2147483646-abc123.tmp"
        let alive = ".b.md.mdtool-1-abc123.tmp"
        let other = ".c.md.mdtool-x-1.tmp"
        for name in [dead, alive, other] { try directory.file(name, "") }
        try AtomicFileWriter.write("new".utf8, toPath: path)
        #expect(try directory.entries() == [alive, other, "a.md"])
        #expect(TemporaryFiles.owner(ofTemporaryName: dead) == 2_147_483_646)
        #expect(TemporaryFiles.owner(ofTemporaryName: TemporaryFiles.name(for: "x.md", suffix: "k3j")) == getpid())
        #expect(TemporaryFiles.owner(ofTemporaryName: other) == nil)
        #expect(TemporaryFiles.owner(ofTemporaryName: "x.md.mdtool-12-a.tmp") == nil)
    }

    private func kind(of path: String) -> mode_t {
        var status = stat()
        lstat(path, &status)
        return status.st_mode & S_IFMT
    }

    private func inode(of path: String) -> UInt64 {
        var status = stat()
        stat(path, &status)
        return UInt64(status.st_ino)
    }

    private func owner(of path: String) -> UInt32 {
        var status = stat()
        stat(path, &status)
        return status.st_uid
    }
}
