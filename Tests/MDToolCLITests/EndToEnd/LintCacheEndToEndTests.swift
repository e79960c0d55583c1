import Foundation
import Testing
import TestSupport

/// The lint cache across processes: `MDTOOL_CACHE_DIR`, and runs at the same time on one
/// cache, each reporting what a run without the cache does.
struct LintCacheEndToEndTests {
    @Test func theEnvironmentNamesTheCacheDirectory() throws {
        try CLIRunner.withRunner { cli in
            try cli.write("a.md", "no heading\n")
            let elsewhere = cli.directory.appendingPathComponent("elsewhere").path
            let run = try cli.run(["lint"], environment: ["MDTOOL_CACHE_DIR": elsewhere])
            #expect(run.exitCode == 1 && run.stdout.contains("MD041"))
            #expect(FileManager.default.fileExists(atPath: elsewhere + "/CACHEDIR.TAG"))
            #expect(!FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent(".mdtool_cache").path))
            let flag = try cli.run(["lint", "--cache-dir", "flagged"], environment: ["MDTOOL_CACHE_DIR": elsewhere])
            #expect(flag.stdout == run.stdout)
            #expect(FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent("flagged/CACHEDIR.TAG").path))
        }
    }

    @Test func twoRunsAtOnceOnOneCacheAreBothRight() async throws {
        let cli = try CLIRunner()
        defer { cli.removeDirectory() }
        for index in 0..<60 { try cli.write("f\(index).md", index % 3 == 0 ? "no heading\n" : "# F\(index)\n\ntext  \n") }
        for round in 0..<4 {
            // Each round changes a third of the files, so both runs have misses to store.
            for index in stride(from: round % 3, to: 60, by: 3) {
                try cli.write("f\(index).md", round % 2 == 0 ? "# R\(round)\n\n* a\n+ b\n" : "# R\(round)\n")
            }
            let expected = try cli.run(["lint", "--no-cache"])
            // Two processes started together, each blocking a thread of its own until it ends.
            let first = Task.detached { try cli.run(["lint"]) }
            let second = Task.detached { try cli.run(["lint"]) }
            for run in [try await first.value, try await second.value] {
                #expect(run.exitCode == expected.exitCode && run.stdout == expected.stdout && run.stderr == expected.stderr,
                        "round \(round)")
            }
            let after = try cli.run(["lint"])
            #expect(after.stdout == expected.stdout, "round \(round)")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(
            atPath: cli.directory.appendingPathComponent(".mdtool_cache/").path + "/" + (try versionDirectory(cli)))
        #expect(leftovers.allSatisfy { !$0.hasSuffix(".tmp") }, "no temporary files are left: \(leftovers)")
    }

    private func versionDirectory(_ cli: CLIRunner) throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: cli.directory.appendingPathComponent(".mdtool_cache").path)
        return try #require(names.first { $0.hasPrefix("mdtool-") })
    }
}
