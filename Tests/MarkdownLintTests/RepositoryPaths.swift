import Foundation

/// Locations in the repository, found from this source file.
enum RepositoryPaths {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let rules = root.appendingPathComponent("rules")
}
