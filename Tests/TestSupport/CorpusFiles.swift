import Foundation

/// The corpus of real-world Markdown (`MDTOOL_CORPUS_DIR`, else `../shared/corpus` next
/// to the checkout); tests skip when it is absent.
public enum CorpusFiles {
    public static let directory: URL = {
        if let value = ProcessInfo.processInfo.environment["MDTOOL_CORPUS_DIR"], !value.isEmpty {
            return URL(fileURLWithPath: value)
        }
        return RepositoryRoot.url.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }()

    /// Paths of the `.md` files relative to `directory`, sorted.
    public static let names: [String] = {
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.sorted()
    }()

    public static func bytes(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
    }
}
