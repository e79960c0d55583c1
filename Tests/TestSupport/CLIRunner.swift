import Foundation
import Testing

/// Runs the built `mdtool` executable (or another product of the build) in a fresh
/// temporary directory: the end-to-end tests, which see what a user's shell sees.
public struct CLIRunner: CLIDirectory, Sendable {
    public typealias Result = CLIResult

    /// Where the executable may be: `MDTOOL_BINARY`, next to the test bundle (the build's
    /// products directory, debug or release), then `<repo>/.build/{debug,release}`.
    public static var candidates: [URL] {
        var urls: [URL] = []
        if let path = ProcessInfo.processInfo.environment["MDTOOL_BINARY"], !path.isEmpty {
            urls.append(URL(fileURLWithPath: path))
        }
        let bundle = Bundle.main.bundleURL
        urls.append(bundle.appendingPathComponent("mdtool"))
        urls.append(bundle.deletingLastPathComponent().appendingPathComponent("mdtool"))
        let build = RepositoryRoot.url.appendingPathComponent(".build")
        urls.append(build.appendingPathComponent("debug/mdtool"))
        urls.append(build.appendingPathComponent("release/mdtool"))
        return urls
    }

    public static var binary: URL? {
        candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    public static var notFoundMessage: String {
        "mdtool executable not found; run 'swift build' or set MDTOOL_BINARY. Looked in:\n"
            + candidates.map(\.path).joined(separator: "\n")
    }

    public let binary: URL
    public let directory: URL

    public init(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        binary = try #require(Self.binary, "\(Self.notFoundMessage)", sourceLocation: sourceLocation)
        directory = try Self.makeTemporaryDirectory()
    }

    /// Runs `mdtool arguments…` in the temporary directory, with `stdin` as standard input
    /// (an empty input when nil).
    public func run(_ arguments: [String], stdin: String? = nil) throws -> CLIResult {
        try run(arguments, stdinBytes: Array((stdin ?? "").utf8))
    }

    public func run(_ arguments: [String], stdinBytes: [UInt8]) throws -> CLIResult {
        try Self.run(executable: binary, arguments, stdinBytes: stdinBytes, in: directory)
    }

    /// Runs `mdtool arguments…` with the variables of `environment` set (replacing the
    /// process's own of those names; the others are inherited).
    public func run(_ arguments: [String], environment: [String: String]) throws -> CLIResult {
        try Self.run(executable: binary, arguments, stdinBytes: [], in: directory, environment: environment)
    }

    /// Runs another product of the same build (such as an example program), found next to
    /// the `mdtool` executable, in `directory`.
    public static func run(product: String, _ arguments: [String], in directory: URL,
                           sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> CLIResult {
        let binary = try #require(Self.binary, "\(Self.notFoundMessage)", sourceLocation: sourceLocation)
        return try run(executable: binary.deletingLastPathComponent().appendingPathComponent(product), arguments,
                       stdinBytes: [], in: directory)
    }

    private static func run(executable: URL, _ arguments: [String], stdinBytes: [UInt8], in directory: URL,
                            environment: [String: String] = [:]) throws -> CLIResult {
        // Streams go through files in a scratch directory of their own, so the command's
        // directory holds only what the test and the command put there.
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inURL = scratch.appendingPathComponent("stdin")
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        try Data(stdinBytes).write(to: inURL)
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let input = try FileHandle(forReadingFrom: inURL)
        let output = try FileHandle(forWritingTo: outURL)
        let error = try FileHandle(forWritingTo: errURL)
        defer {
            try? input.close()
            try? output.close()
            try? error.close()
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
        }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        process.waitUntilExit()
        return CLIResult(exitCode: process.terminationStatus,
                         stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                         stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}

extension CLIRunner {
    /// Runs `body` with a runner whose temporary directory is removed afterwards.
    public static func withRunner(sourceLocation: Testing.SourceLocation = #_sourceLocation,
                                  _ body: (CLIRunner) throws -> Void) throws {
        let runner = try CLIRunner(sourceLocation: sourceLocation)
        defer { runner.removeDirectory() }
        try body(runner)
    }
}
