import MarkdownFormatting
import MarkdownSyntax

extension Document {
    /// Runs `rewriter` over the document and returns the minimal edits and the new text,
    /// checked (see `MinimalEditRewriting.apply`). The rewriter is passed `inout` so what
    /// it reports (changed anchors, notes) can be read afterwards.
    public func applying<R: MarkupRewriter>(_ rewriter: inout R,
                                            options: FormatOptions = MinimalEditRewriting.defaultOptions,
                                            validate: Bool = true) -> TransformResult {
        let rewritten = rewriter.rewrite(self)
        return MinimalEditRewriting.apply(from: self, to: rewritten, options: options, validate: validate)
    }

    /// Runs the rewriters one after the other (each on the previous one's tree) and returns
    /// the edits for all their changes at once: transforms compose in one pass, and their
    /// edits never overlap.
    public func applying(_ rewriters: [any MarkupRewriter],
                         options: FormatOptions = MinimalEditRewriting.defaultOptions,
                         validate: Bool = true) -> TransformResult {
        var tree = self
        for rewriter in rewriters {
            var copy = rewriter
            tree = copy.rewrite(tree)
        }
        return MinimalEditRewriting.apply(from: self, to: tree, options: options, validate: validate)
    }

    /// `applying(_:)` for rewriters given one by one.
    public func applying(_ rewriters: any MarkupRewriter..., options: FormatOptions = MinimalEditRewriting.defaultOptions,
                         validate: Bool = true) -> TransformResult {
        applying(rewriters, options: options, validate: validate)
    }
}
