import Foundation
import Testing
@testable import Workspace

/// The cache directory and its index files: identity, versions, damage, concurrent stores.
struct ResultCacheTests {
    private func digest(_ text: String) -> SHA256.Digest { SHA256.digest(Array(text.utf8)) }

    private func entry(_ content: String, _ payload: String) -> ResultIndex.Entry {
        ResultIndex.Entry(content: digest(content), payload: Array(payload.utf8)[...])
    }

    @Test func storedEntriesAreFoundForTheirContentOnly() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = ResultCache(root: directory.absolute("cache"), version: "1.0.0", identity: "build A")
        #expect(cache.store([digest("slot"): entry("v1", "result one")], in: "lint"))
        let index = cache.load("lint")
        #expect(index.entry(in: digest("slot"), content: digest("v1")).map { Array($0.payload) } == Array("result one".utf8))
        #expect(index.entry(in: digest("slot"), content: digest("v2")) == nil, "other content is a miss")
        #expect(index.entry(in: digest("other"), content: digest("v1")) == nil)
        #expect(cache.load("fmt").entries.isEmpty)
    }

    @Test func anotherBuildOrVersionReadsNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let root = directory.absolute("cache")
        ResultCache(root: root, version: "1.0.0", identity: "build A").store([digest("s"): entry("c", "p")], in: "lint")
        #expect(ResultCache(root: root, version: "1.0.0", identity: "build B").load("lint").entries.isEmpty)
        let next = ResultCache(root: root, version: "1.1.0", identity: "build A")
        #expect(next.load("lint").entries.isEmpty)
        next.store([digest("s"): entry("c", "p")], in: "lint")
        let names = try FileManager.default.contentsOfDirectory(atPath: root)
        #expect(Set(names) == ["CACHEDIR.TAG", "mdtool-1.1.0"], "the old version's directory is removed")
    }

    @Test func storesMergeAndReplaceTheirSlots() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = ResultCache(root: directory.absolute("cache"), version: "1", identity: "i")
        cache.store([digest("a"): entry("a1", "A1"), digest("b"): entry("b1", "B1")], in: "lint")
        cache.store([digest("a"): entry("a2", "A2"), digest("c"): entry("c1", "C1")], in: "lint")
        let index = cache.load("lint")
        #expect(index.entries.count == 3)
        #expect(index.entry(in: digest("a"), content: digest("a1")) == nil)
        #expect(index.entry(in: digest("a"), content: digest("a2")).map { Array($0.payload) } == Array("A2".utf8))
        #expect(index.entry(in: digest("b"), content: digest("b1")) != nil)
    }

    @Test func anEntryWithAStampIsFoundByThatStampOnly() throws {
        let stamp = FileStamp(device: 3, inode: 77, size: 120, modified: 1_000_000_000_123, changed: 1_000_000_000_456)
        var index = ResultIndex()
        index.entries[digest("slot")] = ResultIndex.Entry(content: digest("v1"), file: stamp, payload: Array("R".utf8)[...])
        index.entries[digest("bare")] = entry("v1", "B")
        let decoded = try #require(ResultIndex(decoding: index.encoded(identity: "id"), identity: "id"))
        #expect(decoded.entries == index.entries, "stamps round-trip")
        #expect(decoded.entry(in: digest("slot"), file: stamp)?.payload.elementsEqual("R".utf8) == true)
        let touched = FileStamp(device: 3, inode: 77, size: 120, modified: 1_000_000_000_123, changed: 1_000_000_000_457)
        #expect(decoded.entry(in: digest("slot"), file: touched) == nil, "a changed status-change time is a miss")
        let replaced = FileStamp(device: 3, inode: 78, size: 120, modified: 1_000_000_000_123, changed: 1_000_000_000_456)
        #expect(decoded.entry(in: digest("slot"), file: replaced) == nil, "another file at the path is a miss")
        #expect(decoded.entry(in: digest("bare"), file: stamp) == nil, "an entry without a stamp is found by content only")
    }

    @Test func aStampIsSettledOnlyWellAfterTheFileLastChanged() throws {
        let second: Int64 = 1_000_000_000
        let stamp = FileStamp(device: 1, inode: 1, size: 1, modified: 100 * second, changed: 90 * second)
        #expect(stamp.isSettled(before: 103 * second))
        #expect(!stamp.isSettled(before: 101 * second), "within the granularity a later write could keep the times")
        let recentlyChanged = FileStamp(device: 1, inode: 1, size: 1, modified: 10 * second, changed: 100 * second)
        #expect(!recentlyChanged.isSettled(before: 101 * second), "the status-change time counts too")
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.file("a.md", "# A\n")
        let written = try #require(FileStamp.of(path))
        #expect(written.size == 4)
        #expect(!written.isSettled(before: FileStamp.now()), "a file written just now is not settled")
        #expect(written.isSettled(before: FileStamp.now() + 3 * second))
        #expect(FileStamp.of(directory.absolute("missing.md")) == nil && FileStamp.of(directory.path) == nil)
    }

    @Test func everyTruncationOfAnIndexIsRefused() throws {
        var index = ResultIndex()
        for name in ["x", "y", "z"] { index.entries[digest(name)] = entry(name, "payload of \(name)") }
        let bytes = index.encoded(identity: "id")
        #expect(ResultIndex(decoding: bytes, identity: "id")?.entries == index.entries)
        #expect(ResultIndex(decoding: bytes, identity: "other") == nil)
        for length in 0..<bytes.count {
            #expect(ResultIndex(decoding: Array(bytes.prefix(length)), identity: "id") == nil, "\(length) bytes")
        }
        #expect(ResultIndex(decoding: bytes + [0], identity: "id") == nil)
    }

    @Test func concurrentStoresKeepEveryEntry() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = ResultCache(root: directory.absolute("cache"), version: "1", identity: "i")
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for item in 0..<5 { cache.store([self.digest("\(task)-\(item)"): self.entry("c", "\(task)")], in: "lint") }
                }
            }
        }
        #expect(cache.load("lint").entries.count == 40)
    }

    @Test func anUnwritableCacheIsReportedAsNotStored() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try "a file".write(toFile: directory.absolute("file"), atomically: false, encoding: .utf8)
        let cache = ResultCache(root: directory.absolute("file/cache"), version: "1", identity: "i")
        #expect(!cache.store([digest("s"): entry("c", "p")], in: "lint"))
        #expect(cache.load("lint").entries.isEmpty)
    }
}
