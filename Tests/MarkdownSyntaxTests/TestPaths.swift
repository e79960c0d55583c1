import Foundation

/// Locations the tests read from, found from this file's path so they work from any
/// working directory.
enum TestPaths {
    /// `<repo>/Tests/MarkdownSyntaxTests`.
    static let testsDirectory: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The package root (the folder holding Package.swift).
    static let repositoryRoot: URL = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    /// `<repo>/../shared`, where the spec fixtures and the corpus live next to a checkout.
    static let sharedDirectory: URL = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared")

    /// The golden dump fixtures.
    static let goldenDirectory: URL = testsDirectory.appendingPathComponent("Golden")

    /// A directory named by an environment variable, else `fallback`.
    static func directory(fromEnvironment name: String, else fallback: URL) -> URL {
        if let value = ProcessInfo.processInfo.environment[name], !value.isEmpty {
            return URL(fileURLWithPath: value)
        }
        return fallback
    }

    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func environmentFlag(_ name: String) -> Bool {
        ProcessInfo.processInfo.environment[name] == "1"
    }
}
