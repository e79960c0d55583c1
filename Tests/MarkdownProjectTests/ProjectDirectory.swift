import Foundation
import MarkdownProject

/// A fresh directory under the temporary directory holding configuration files, passed to
/// `ProjectConfiguration.load` as the current directory (tests run in parallel; none changes
/// the process's own).
struct ProjectDirectory {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mdtool-project-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.resolvingSymlinksInPath().path
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes a file (creating its directories) and returns its absolute path.
    @discardableResult
    func write(_ relative: String, _ contents: String) throws -> String {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    /// The configuration found from `subdirectory` (created if needed).
    func load(from subdirectory: String = "", explicitPath: String? = nil) throws -> ProjectConfiguration {
        let directory = subdirectory.isEmpty ? path : path + "/" + subdirectory
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return try ProjectConfiguration.load(explicitPath: explicitPath, currentDirectory: directory)
    }

    /// Runs `body` with a fresh directory, removed afterwards.
    static func with(_ body: (ProjectDirectory) throws -> Void) throws {
        let directory = try ProjectDirectory()
        defer { directory.remove() }
        try body(directory)
    }
}
