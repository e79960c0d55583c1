import Foundation

/// A temporary directory that `mdtool` runs in (in-process or as the built binary), with
/// helpers to lay out files and read what the commands made of them.
public protocol CLIDirectory {
    /// Absolute, with symbolic links resolved, so paths compare exactly.
    var directory: URL { get }
}

extension CLIDirectory {
    /// A fresh directory under the system's temporary directory.
    public static func makeTemporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mdtool-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.resolvingSymlinksInPath()
    }

    public func removeDirectory() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes a file in the directory and returns its name.
    @discardableResult
    public func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        try Data(bytes).write(to: directory.appendingPathComponent(name))
        return name
    }

    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String { try write(name, Array(text.utf8)) }

    /// Reads a file of the directory as text.
    public func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
    }

    /// Creates a directory (and its parents) in the directory.
    public func makeDirectory(_ name: String) throws {
        try FileManager.default.createDirectory(at: directory.appendingPathComponent(name),
                                                withIntermediateDirectories: true)
    }
}
