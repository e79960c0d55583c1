import Foundation

/// A temporary directory tree for link tests, removed by `remove()`.
struct LinkTestFiles {
    let root: String

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mdtool-links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        // Resolve symbolic links (a temporary directory may live behind one).
        root = url.resolvingSymlinksInPath().path
    }

    /// Writes `text` at `path` (relative to the root), creating directories.
    func write(_ path: String, _ text: String = "") throws {
        let url = URL(fileURLWithPath: root).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func makeDirectory(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: root + "/" + path, withIntermediateDirectories: true)
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}
