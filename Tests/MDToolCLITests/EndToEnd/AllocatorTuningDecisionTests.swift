import CAllocatorTuning
import Foundation
import Testing

/// Starting again with the larger cache costs about 1.5 ms, which a run over a few small
/// files never wins back: it is skipped only when the arguments show the run is small.
struct AllocatorTuningDecisionTests {
    /// `function` of `mdtool` run with `arguments`, as a C `argv`.
    private func withArgv<Result>(_ arguments: [String],
                                  _ function: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result) -> Result {
        var argv: [UnsafeMutablePointer<CChar>?] = (["mdtool"] + arguments).map { strdup($0) }
        argv.append(nil)
        defer { argv.forEach { free($0) } }
        return function(argv)
    }

    private func pays(_ arguments: [String]) -> Bool {
        withArgv(arguments) { mdtool_allocator_tuning_pays($0) != 0 }
    }

    @Test func smallFilesAloneSkipIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tuning-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func file(_ name: String, bytes: Int) throws -> String {
            let url = directory.appendingPathComponent(name)
            try Data(repeating: 0x61, count: bytes).write(to: url)
            return url.path
        }
        let small = try file("small.md", bytes: 100)
        let config = try file("config.yml", bytes: 50)
        let half = try file("half.md", bytes: 300 * 1024)
        let other = try file("other.md", bytes: 300 * 1024)
        let large = try file("large.md", bytes: 600 * 1024)

        #expect(!pays(["render", small]))
        #expect(!pays(["lint", "--config", config, small, "--output-format", "json"]))
        #expect(!pays(["lint", small, directory.appendingPathComponent("missing.md").path]))
        #expect(!pays(["fmt", half]))
        // Large inputs, or inputs of unknown size, keep it.
        #expect(pays(["fmt", half, other]))
        #expect(pays(["lint", large]))
        #expect(pays(["lint", directory.path]))
        #expect(pays(["render", small, "-"]))
        #expect(pays(["render", "/dev/null"]))
        #expect(pays(["lsp"]))
        #expect(pays([]))
    }

    /// `fmt` of a document of 1 MB or more keeps fewer freed blocks per thread: its passes
    /// over a large document leave them behind. The command is the first argument.
    @Test func formattingALargeDocumentKeepsASmallerCache() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let large = directory.appendingPathComponent("large.md").path
        let small = directory.appendingPathComponent("small.md").path
        try Data(repeating: 0x61, count: 1 << 20).write(to: URL(fileURLWithPath: large))
        try Data(repeating: 0x61, count: (1 << 20) - 1).write(to: URL(fileURLWithPath: small))
        func blocks(_ arguments: [String]) -> Int32 { withArgv(arguments) { mdtool_allocator_cache_blocks($0) } }
        #expect(blocks(["fmt", "--check", small, large]) == 100)
        #expect(blocks(["fmt", small]) == 2000)
        #expect(blocks(["fmt", directory.path]) == 2000)
        #expect(blocks(["fmt", "-"]) == 2000)
        #expect(blocks(["lint", large]) == 2000)
        #expect(blocks(["render", large]) == 2000)
        #expect(blocks(["lint", "fmt"]) == 2000)
        #expect(blocks([]) == 2000)
    }
}
