import MarkdownSyntax
import Workspace

/// `DialectSelection.detectedDialect(forPath:)` remembered per directory: what a file's place
/// implies depends only on the directories above it, and looking for an `mkdocs.yml` in each
/// of them for every file of a run costs a dozen system calls a file. For one run's files
/// (the files do not change while it looks); not for a long-lived process.
public final class PlaceDialects {
    private var byDirectory: [String: Dialect?] = [:]

    /// An empty memory.
    public init() {}

    /// The dialect the place of the file at `path` (absolute) implies, as `detectedDialect`.
    public func dialect(forPath path: String) -> Dialect? {
        let directory = PathUtilities.parent(of: path)
        if let known = byDirectory[directory] { return known }
        let detected = DialectSelection.detectedDialect(forPath: path)
        byDirectory[directory] = detected
        return detected
    }
}
