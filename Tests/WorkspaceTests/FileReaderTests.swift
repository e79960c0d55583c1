#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import Workspace

/// Reading stops at a limit, at the caller's check, and before opening what is not a
/// regular file when one is required: endless and special inputs cannot fill memory or hang.
struct FileReaderTests {
    @Test func endlessStreamsStopAtTheLimit() throws {
        let limit = 3 * FileReader.chunkSize + 17
        let error = #expect(throws: ReadFailure.self) { try FileReader.read(atPath: "/dev/zero", limit: limit) }
        #expect(error == .tooLarge(limit: limit))
        #expect(error?.error(path: "/dev/zero").description == "/dev/zero: larger than \(limit) bytes")
        #expect(ReadFailure.tooLarge(limit: 64 << 20).error(path: "x").message == "larger than 64 MiB")
    }

    @Test func theCheckSeesEachChunkAndCanStopTheRead() throws {
        var seen: [Int] = []
        let error = #expect(throws: ReadFailure.self) {
            try FileReader.read(atPath: "/dev/zero") { bytes in
                seen.append(bytes.count)
                return bytes.count < 2 * FileReader.chunkSize
            }
        }
        #expect(error == .stopped)
        #expect(seen == [FileReader.chunkSize, 2 * FileReader.chunkSize])
    }

    @Test func aRegularFileOverTheLimitIsRefusedBeforeReading() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.file("big.md", String(repeating: "x", count: 1000))
        #expect(throws: ReadFailure.tooLarge(limit: 999)) { try FileReader.read(atPath: path, limit: 999) { _ in
            Issue.record("a file known to be too large is not read")
            return true
        } }
        let contents = try FileReader.read(atPath: path, limit: 1000)
        #expect(contents.bytes.count == 1000)
        #expect(contents.snapshot != nil)
    }

    @Test func specialFilesAreRefusedWhenARegularFileIsRequired() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fifo = directory.absolute("pipe.md")
        #expect(mkfifo(fifo, 0o644) == 0)
        // Opening the FIFO would wait for a writer forever: the kind is checked first.
        #expect(throws: ReadFailure.notRegularFile(kind: "a FIFO")) { try FileReader.read(atPath: fifo, requiringRegularFile: true) }
        #expect(throws: ReadFailure.notRegularFile(kind: "a character device")) {
            try FileReader.read(atPath: "/dev/null", requiringRegularFile: true)
        }
        #expect(throws: ReadFailure.isDirectory) { try FileReader.read(atPath: directory.path, requiringRegularFile: true) }
        #expect(throws: ReadFailure.notFound) { try FileReader.read(atPath: directory.absolute("missing.md")) }
        // Without the requirement a device is a stream like any other, with no snapshot.
        let null = try FileReader.read(atPath: "/dev/null")
        #expect(null.bytes.isEmpty && null.snapshot == nil)
    }
}
