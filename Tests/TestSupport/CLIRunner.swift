import Foundation
import Testing

/// Runs the built `mdtool` executable in a fresh temporary directory.
struct CLIRunner {
    struct Result {
        var exitCode: Int32
        var stdout: String
        var stderr: String
        /// Standard error split into lines (without the final empty one).
        var stderrLines: [Substring] { stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }
    }

    /// Where the executable may be: `MDTOOL_BINARY`, next to the test bundle (the build's
    /// products directory, debug or release), then `<repo>/.build/{debug,release}`.
    static var candidates: [URL] {
        var urls: [URL] = []
        if let path = ProcessInfo.processInfo.environment["MDTOOL_BINARY"], !path.isEmpty {
            urls.append(URL(fileURLWithPath: path))
        }
        let bundle = Bundle.main.bundleURL
        urls.append(bundle.appendingPathComponent("mdtool"))
        urls.append(bundle.deletingLastPathComponent().appendingPathComponent("mdtool"))
        let build = TestPaths.repositoryRoot.appendingPathComponent(".build")
        urls.append(build.appendingPathComponent("debug/mdtool"))
        urls.append(build.appendingPathComponent("release/mdtool"))
        return urls
    }

    static var binary: URL? {
        candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static var notFoundMessage: String {
        "mdtool executable not found; run 'swift build' or set MDTOOL_BINARY. Looked in:\n"
            + candidates.map(\.path).joined(separator: "\n")
    }

    let binary: URL
    let directory: URL

    init(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        binary = try #require(Self.binary, "\(Self.notFoundMessage)", sourceLocation: sourceLocation)
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("mdtool-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func removeDirectory() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes a file in the temporary directory and returns its name.
    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        try Data(bytes).write(to: directory.appendingPathComponent(name))
        return name
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String { try write(name, Array(text.utf8)) }

    /// Runs `mdtool arguments…` in the temporary directory, with `stdin` as standard input
    /// (an empty input when nil).
    func run(_ arguments: [String], stdin: String? = nil) throws -> Result {
        try run(arguments, stdinBytes: Array((stdin ?? "").utf8))
    }

    func run(_ arguments: [String], stdinBytes: [UInt8]) throws -> Result {
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
        process.executableURL = binary
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
