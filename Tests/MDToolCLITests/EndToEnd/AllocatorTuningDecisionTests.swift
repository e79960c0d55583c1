import CAllocatorTuning
import Foundation
import Testing

/// Starting again with the larger cache costs about 1.5 ms, which a run over a few small
/// files never wins back: it is skipped only when the arguments show the run is small.
struct AllocatorTuningDecisionTests {
    private func pays(_ arguments: [String]) -> Bool {
        var argv: [UnsafeMutablePointer<CChar>?] = (["mdtool"] + arguments).map { strdup($0) }
        argv.append(nil)
        defer { argv.forEach { free($0) } }
        return mdtool_allocator_tuning_pays(&argv) != 0
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
}
