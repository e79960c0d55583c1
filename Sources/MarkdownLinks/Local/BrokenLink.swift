/// A link whose target does not resolve, with where it is written.
public struct BrokenLink: Sendable, Hashable {
    /// The link as collected from the document.
    public var link: CollectedLink
    /// Why the target does not resolve.
    public var problem: LinkProblem
    /// 1-based line of the link's start.
    public var line: Int
    /// 1-based column of the link's start, in UTF-16 code units.
    public var column: Int
    /// 1-based line of the link's end.
    public var endLine: Int
    /// 1-based column just past the link's end, in UTF-16 code units.
    public var endColumn: Int

    /// Makes a broken link at the given positions (1-based; columns in UTF-16 code units).
    public init(link: CollectedLink, problem: LinkProblem, line: Int, column: Int, endLine: Int, endColumn: Int) {
        self.link = link
        self.problem = problem
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
    }

    /// The target as the document means it; for a reference without a definition, the
    /// label in brackets (`[label]`).
    public var target: String {
        if link.destination.isEmpty, case .undefinedReference(let label) = problem { return "[\(label)]" }
        return link.destination
    }

    /// Why the link is broken, in words, as `mdtool links` prints it.
    public var reason: String { problem.reason }
}
