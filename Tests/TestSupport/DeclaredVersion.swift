import Foundation

/// mdtool's version as VERSION declares it: what the binary, the release archives and the
/// wheel built from this tree call themselves.
public enum DeclaredVersion {
    /// The contents of VERSION without surrounding white space ("" when it cannot be read).
    public static let text: String = {
        let file = RepositoryRoot.url.appendingPathComponent("VERSION")
        let contents = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return contents.trimmingCharacters(in: .whitespacesAndNewlines)
    }()
}
