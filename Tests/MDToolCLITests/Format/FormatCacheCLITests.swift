import Foundation
import Testing
import TestSupport
import Workspace
@testable import MDToolCLI

/// Issue 16, item 3: `mdtool fmt` remembers files already formatted under their format
/// options; a change to the file or the options makes it check again.
struct FormatCacheCLITests {
    @Test func knownFormattedFilesAreSkippedUntilTheyOrTheirOptionsChange() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", "# A\n\n- one\n- two\n")
            try cli.write("b.md", "# B\n\n* one\n")
            for _ in 0..<2 {
                let check = await cli.run(["fmt", "--check", "--quiet"])
                #expect(check.exitCode == 1 && check.stdout == "b.md\n")
            }
            #expect(FileManager.default.fileExists(
                atPath: cli.directory.appendingPathComponent(".mdtool_cache/mdtool-\(MDTool.version)/fmt.index").path))
            // Options: with `*` bullets, a.md (cached as formatted under `-`) is not.
            try cli.write(".mdtool.yml", "format:\n  bullet: \"*\"\n")
            let starred = await cli.run(["fmt", "--check", "--quiet"])
            #expect(starred.stdout == "a.md\n")
            try cli.write(".mdtool.yml", "{}\n")
            // Content: a.md edited out of shape.
            try cli.write("a.md", "# A\n\n+ one\n")
            #expect(await cli.run(["fmt", "--check", "--quiet"]).stdout == "a.md\nb.md\n")
            // Writing formats both; then both are known formatted, with or without the cache.
            #expect(await cli.run(["fmt", "--quiet"]).exitCode == 0)
            #expect(await cli.run(["fmt", "--check", "--quiet"]).exitCode == 0)
            #expect(await cli.run(["fmt", "--check", "--quiet", "--no-cache"]).exitCode == 0)
            #expect(try cli.read("a.md") == "# A\n\n- one\n")
        }
    }

    /// The cache after `a.md`, formatted, was checked, and the file's slot in it.
    private func formattedFile(in cli: InProcessCLI) async throws -> (ResultCache, SHA256.Digest) {
        try cli.write("a.md", "# A\n")
        #expect(await cli.run(["fmt", "--check", "--quiet"]).exitCode == 0)
        let cache = ResultCache(root: cli.directory.appendingPathComponent(".mdtool_cache").path, version: MDTool.version,
                                identity: CacheOptions.identity)
        return (cache, try #require(cache.load(FormatCache.indexName).entries.first).key)
    }

    /// A planted entry is believed: the cache is what a hit reads.
    @Test func aStoredEntryIsWhatAHitReads() async throws {
        try await InProcessCLI.withRunner { cli in
            let (cache, slot) = try await formattedFile(in: cli)
            try cli.write("a.md", "# A\n\n* x\n")
            let unformatted = SHA256.digest(Array("# A\n\n* x\n".utf8))
            #expect(await cli.run(["fmt", "--check", "--quiet"]).exitCode == 1)
            #expect(cache.store([slot: FormatCache.entry(for: unformatted, file: nil)], in: FormatCache.indexName))
            #expect(await cli.run(["fmt", "--check", "--quiet"]).exitCode == 0, "the planted entry says formatted")
            #expect(await cli.run(["fmt", "--check", "--quiet", "--no-cache"]).exitCode == 1)
        }
    }

    /// A file unchanged since it was found formatted, with a settled stamp, is not read: a
    /// planted entry with its stamp but another content's digest is believed. A change that
    /// keeps the size and modification time is still seen (the status-change time moves).
    @Test func anUnchangedFileIsKnownFormattedByItsStamp() async throws {
        try await InProcessCLI.withRunner { cli in
            let (cache, slot) = try await formattedFile(in: cli)
            try cli.write("a.md", "# A\n\n* x\n")
            // Past the granularity, so the file's stamp is settled.
            try await Task.sleep(for: .milliseconds(2_100))
            let path = cli.directory.appendingPathComponent("a.md").path
            let stamp = try #require(FileStamp.of(path))
            cache.store([slot: FormatCache.entry(for: SHA256.digest(Array("other".utf8)), file: stamp)], in: FormatCache.indexName)
            #expect(await cli.run(["fmt", "--check", "--quiet"]).exitCode == 0, "the stamp says unchanged since formatted")
            let modified = try #require(FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
            try cli.write("a.md", "# A\n\n+ x\n")
            try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
            #expect(await cli.run(["fmt", "--check", "--quiet"]).exitCode == 1, "the file is read again")
        }
    }
}
