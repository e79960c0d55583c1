import Workspace

/// Finds the MkDocs project a file belongs to: the nearest `mkdocs.yml` (or `mkdocs.yaml`)
/// in a directory above it whose `docs_dir` (default `docs`) holds the file.
enum MkDocsProjectLocator {
    /// Whether the file at `absolutePath` is a page of an MkDocs project.
    static func isPage(_ absolutePath: String) -> Bool {
        var directory = PathUtilities.parent(of: absolutePath)
        while true {
            for name in ["mkdocs.yml", "mkdocs.yaml"] {
                let configuration = PathUtilities.join(directory, name)
                guard FileSystem.isFile(configuration) else { continue }
                let docs = PathUtilities.absolute(docsDirectory(configuration), from: directory)
                return PathUtilities.relative(absolutePath, to: docs).map { !$0.isEmpty } ?? false
            }
            let parent = PathUtilities.parent(of: directory)
            if parent == directory || parent.isEmpty { return false }
            directory = parent
        }
    }

    /// The `docs_dir` of an `mkdocs.yml`. Read from its top-level line rather than by loading
    /// the YAML: MkDocs configurations carry Python tags (`!!python/name:…`) that only
    /// MkDocs' own loader accepts.
    static func docsDirectory(_ configurationPath: String) -> String {
        guard let bytes = try? FileReader.readBytes(atPath: configurationPath) else { return "docs" }
        for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
        where line.hasPrefix("docs_dir:") {
            let value = line.dropFirst("docs_dir:".count).prefix { $0 != "#" }
            let unquoted = value.filter { $0 != "\"" && $0 != "'" }
            let trimmed = unquoted.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }
            return trimmed.isEmpty ? "docs" : String(trimmed.reversed())
        }
        return "docs"
    }
}
