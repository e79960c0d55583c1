import Foundation

/// The package root, found from this file's path so tests work from any directory.
public enum RepositoryRoot {
    public static let url: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
