import MarkdownSyntax

/// The folders of the shared corpus and the dialect the corpus suites read each in: the one
/// place that decides how a folder is parsed and whose reading judges that its meaning was
/// kept. CorpusFormattingTests requires every folder of the corpus to be listed.
public enum CorpusFolder: String, CaseIterable, Sendable {
    /// Swift Evolution proposals, written for GitHub.
    case swiftEvolution = "swift-evolution"
    /// DocC catalogs (with swift-markdown's tree beside each file).
    case docc
    /// Material for MkDocs pages (Python-Markdown with pymdown-extensions).
    case mkdocs

    /// The dialect the folder's files are parsed and rendered in. MkDocs is read as GFM
    /// until its dialect and judge exist (issue 13); DocC's outside judge (`docc convert`) is
    /// scripts/check-docc.
    public var dialect: Dialect {
        switch self {
        case .swiftEvolution: .gfm
        case .docc: .docc
        case .mkdocs: .gfm
        }
    }
}
