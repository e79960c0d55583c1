#if os(Linux)
import Foundation
import Testing
import TestSupport

/// On Linux, `mdtool` runs itself again once with glibc's cache of freed blocks enlarged
/// (`GLIBC_TUNABLES`), unless the user set that variable or `MDTOOL_NO_ALLOCATOR_TUNING`.
/// The environment the kernel started the running process with (`/proc/PID/environ`) tells
/// which program image is running: a language server is asked a question first, so the
/// tuning is certainly over when it is read.
struct AllocatorTuningEndToEndTests {
    @Test func theProcessRunsAgainWithTheLargerCache() throws {
        let environment = try startedEnvironment(setting: [:])
        #expect(Self.tunedCacheSize(environment).map { $0 > 7 } == true, "glibc's default is 7 blocks")
    }

    /// Under callgrind or cachegrind (which preload only valgrind's core) it runs again by
    /// its real path, as natively; under a tool that replaces malloc it does not. The
    /// preloads named here do not exist: the loader says so and goes on.
    @Test(arguments: [("/nowhere/vgpreload_core-amd64-linux.so", true),
                      ("/nowhere/vgpreload_core-amd64-linux.so:/nowhere/vgpreload_memcheck-amd64-linux.so", false)])
    func underValgrind(preload: String, runsAgain: Bool) throws {
        let environment = try startedEnvironment(setting: ["LD_PRELOAD": preload])
        #expect((Self.tunedCacheSize(environment) != nil) == runsAgain)
    }

    @Test func theUserCanTurnItOff() throws {
        let environment = try startedEnvironment(setting: ["MDTOOL_NO_ALLOCATOR_TUNING": "1"])
        #expect(!environment.contains { $0.hasPrefix("GLIBC_TUNABLES=") })
    }

    @Test func theUsersOwnTunablesAreLeftAlone() throws {
        let environment = try startedEnvironment(setting: ["GLIBC_TUNABLES": "glibc.malloc.check=0"])
        #expect(environment.filter { $0.hasPrefix("GLIBC_TUNABLES=") } == ["GLIBC_TUNABLES=glibc.malloc.check=0"])
    }

    /// The cache size in the `GLIBC_TUNABLES` that mdtool set for itself, if it did.
    private static func tunedCacheSize(_ environment: [String]) -> Int? {
        let prefix = "GLIBC_TUNABLES=glibc.malloc.tcache_count="
        return environment.first { $0.hasPrefix(prefix) }.flatMap { Int($0.dropFirst(prefix.count)) }
    }

    /// The environment of `mdtool lsp` started with `variables` (and without the ones this
    /// test controls otherwise), read once it has answered `initialize`.
    private func startedEnvironment(setting variables: [String: String]) throws -> [String] {
        let binary = try #require(CLIRunner.binary, "\(CLIRunner.notFoundMessage)")
        var environment = ProcessInfo.processInfo.environment
        for name in ["GLIBC_TUNABLES", "MDTOOL_NO_ALLOCATOR_TUNING", "MDTOOL_ALLOCATOR_TUNED", "LD_PRELOAD"] {
            environment[name] = nil
        }
        environment.merge(variables) { _, given in given }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["lsp"]
        process.environment = environment
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
        let request = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#
        try input.fileHandleForWriting.write(contentsOf: Data("Content-Length: \(request.utf8.count)\r\n\r\n\(request)".utf8))
        // The header and the body may come in separate reads; an empty read is the end.
        var answer = ""
        while !answer.contains("\"capabilities\"") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            answer += String(decoding: chunk, as: UTF8.self)
        }
        #expect(answer.contains("\"capabilities\""))
        let environ = try Data(contentsOf: URL(fileURLWithPath: "/proc/\(process.processIdentifier)/environ"))
        return environ.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }
}
#endif
