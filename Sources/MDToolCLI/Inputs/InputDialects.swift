import MarkdownProject
import MarkdownSyntax

/// The dialect each input of a run is parsed in: the one `--dialect` names, else the one the
/// project's configuration gives the file (its overrides, its place, the top-level `dialect`).
struct InputDialects: Sendable {
    let forced: Dialect?
    let selection: FileSelection
    let dialects: DialectSelection

    func parseOptions(for input: MarkdownInput) -> ParseOptions {
        if let forced { return ParseOptions(dialect: forced) }
        let overrides = selection.matchingOverrides(absolutePath: input.absolutePath)
        return ParseOptions(dialect: dialects.dialect(forAbsolutePath: input.absolutePath, matchingOverrides: overrides))
    }
}
