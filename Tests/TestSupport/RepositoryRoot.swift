import Foundation

/// Where the tests find the repository and the shared material beside it, from this file's
/// path, so tests work from any working directory.
public enum RepositoryRoot {
    /// The package root (the folder holding Package.swift).
    public static let url: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `rules/`: one page per lint rule, with the examples the rule tests run.
    public static let rules = url.appendingPathComponent("rules")

    /// `<repo>/../shared/NAME` (the spec examples, the corpus), unless the environment
    /// variable `variable` names another folder.
    public static func sharedDirectory(_ name: String, overriddenBy variable: String) -> URL {
        if let value = ProcessInfo.processInfo.environment[variable], !value.isEmpty {
            return URL(fileURLWithPath: value)
        }
        return url.deletingLastPathComponent().appendingPathComponent("shared").appendingPathComponent(name)
    }
}
