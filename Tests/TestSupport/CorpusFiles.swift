import Foundation

/// The corpus of real-world Markdown (`MDTOOL_CORPUS_DIR`, else `../shared/corpus` next
/// to the checkout); tests skip when it is absent. Its folders are read in the dialects
/// `CorpusFolder` gives them; files at its top (its README) are not corpus.
public enum CorpusFiles {
    public static let directory = RepositoryRoot.sharedDirectory("corpus", overriddenBy: "MDTOOL_CORPUS_DIR")

    /// Every `.md` file of the declared folders, sorted by path.
    public static let all: [CorpusFile] = paths.compactMap { path in
        CorpusFolder(rawValue: topFolder(of: path)).map { CorpusFile(path: path, folder: $0) }
    }

    /// The files the corpus suites read: every file in release builds (`scripts/test
    /// --release`, which CI runs); in debug builds, the README's test command, every tenth
    /// file of each folder (at least one), so the debug run stays short.
    public static let tested: [CorpusFile] = {
        #if DEBUG
        return CorpusFolder.allCases.flatMap { folder in
            let files = all.filter { $0.folder == folder }
            return stride(from: 0, to: files.count, by: 10).map { files[$0] }
        }
        #else
        return all
        #endif
    }()

    /// Top-level folders holding `.md` files that `CorpusFolder` does not list (and so no
    /// suite reads); a test requires none.
    public static let undeclaredFolders: [String] = Array(Set(paths.map(topFolder).filter {
        !$0.isEmpty && CorpusFolder(rawValue: $0) == nil
    })).sorted()

    /// Paths of the `.md` files relative to `directory`, sorted.
    private static let paths: [String] = {
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.sorted()
    }()

    /// The first path component, or "" for a file at the top.
    private static func topFolder(of path: String) -> String {
        guard let slash = path.firstIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}
