import MarkdownSyntax

/// Helpers for rules that measure indentation inside DocC directive bodies.
extension LintContext {
    /// The columns a directive's body is indented by: DocC takes them from the body's first
    /// line and reads every line of the body without them (0 for an empty body).
    func bodyIndentation(of directive: BlockDirective) -> Int {
        guard let start = directive.child(at: 0)?.byteRange?.lowerBound else { return 0 }
        return source.utf16Column(at: start) - source.utf16Column(at: line(at: start).range.lowerBound)
    }
}
