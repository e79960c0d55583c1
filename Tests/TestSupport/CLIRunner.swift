import Foundation
import Testing

/// Runs the built `mdtool` executable in a fresh temporary directory.
public struct CLIRunner {
    public struct Result {
        public var exitCode: Int32
        public var stdout: String
        public var stderr: String
        /// Standard error split into lines (without the final empty one).
        public var stderrLines: [Substring] { stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }
    }

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
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("mdtool-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    public func removeDirectory() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes a file in the temporary directory and returns its name.
    @discardableResult
    public func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        try Data(bytes).write(to: directory.appendingPathComponent(name))
        return name
    }

    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String { try write(name, Array(text.utf8)) }

    /// Runs `mdtool arguments…` in the temporary directory, with `stdin` as standard input
    /// (an empty input when nil).
    public func run(_ arguments: [String], stdin: String? = nil) throws -> Result {
        try run(arguments, stdinBytes: Array((stdin ?? "").utf8))
    }

    public func run(_ arguments: [String], stdinBytes: [UInt8]) throws -> Result {
        try run(executable: binary, arguments, stdinBytes: stdinBytes)
    }

    /// Runs another product of the same build (such as an example program), found next to
    /// the `mdtool` executable.
    public func run(product: String, _ arguments: [String]) throws -> Result {
        try run(executable: binary.deletingLastPathComponent().appendingPathComponent(product), arguments, stdinBytes: [])
    }

    private func run(executable: URL, _ arguments: [String], stdinBytes: [UInt8]) throws -> Result {
        let id = UUID().uuidString
        let inURL = directory.appendingPathComponent(".stdin-\(id)")
        let outURL = directory.appendingPathComponent(".stdout-\(id)")
        let errURL = directory.appendingPathComponent(".stderr-\(id)")
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
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        process.waitUntilExit()
        return Result(exitCode: process.terminationStatus,
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

    /// Reads a file of the temporary directory as text.
    public func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
    }

    /// Creates a directory (and its parents) in the temporary directory.
    public func makeDirectory(_ name: String) throws {
        try FileManager.default.createDirectory(at: directory.appendingPathComponent(name),
                                                withIntermediateDirectories: true)
    }
}
