/// The arrays that parsing a leaf block's inlines works in, kept from one block to the
/// next (one set per thread): each block would otherwise allocate them again, and grow
/// them a few times, for a few dozen bytes of text. One thread uses it at a time, between
/// two calls of its own: the runtime's exclusivity checks are left out.
final class InlineScratch {
    @exclusivity(unchecked) private var nodes: [RawMarkup] = []
    @exclusivity(unchecked) private var frames: [InlineTreeBuilder.Frame] = []
    @exclusivity(unchecked) private var tokens: [InlineToken] = []
    @exclusivity(unchecked) private var codeSpans: [(content: Range<Int>, backticks: Int)] = []
    @exclusivity(unchecked) private var links: [InlineLink] = []
    @exclusivity(unchecked) private var delimiters: [Delimiter] = []
    @exclusivity(unchecked) private var matches: [EmphasisMatch] = []
    @exclusivity(unchecked) private var brackets: [Bracket] = []
    @exclusivity(unchecked) private var contentStorage = InlineContent.Storage()

    init() {
        nodes.reserveCapacity(64)
        frames.reserveCapacity(8)
        tokens.reserveCapacity(64)
    }

    /// The tree builder's arrays, empty.
    func take() -> ([RawMarkup], [InlineTreeBuilder.Frame]) {
        defer { nodes = []; frames = [] }
        return (nodes, frames)
    }

    /// Takes the tree builder's arrays back, emptied, keeping their capacity.
    func giveBack(_ nodes: inout [RawMarkup], _ frames: inout [InlineTreeBuilder.Frame]) {
        Self.recycle(&nodes, into: &self.nodes)
        Self.recycle(&frames, into: &self.frames)
    }

    /// Gives a new parser the arrays an earlier one left, empty.
    func lend(to parser: inout InlineParser) {
        swap(&parser.tokens, &tokens)
        swap(&parser.codeSpans, &codeSpans)
        swap(&parser.links, &links)
        swap(&parser.delimiters, &delimiters)
        swap(&parser.matches, &matches)
        swap(&parser.brackets, &brackets)
    }

    /// Takes a finished parser's arrays back, emptied, keeping their capacity.
    func takeBack(from parser: inout InlineParser) {
        Self.recycle(&parser.tokens, into: &tokens)
        Self.recycle(&parser.codeSpans, into: &codeSpans)
        Self.recycle(&parser.links, into: &links)
        Self.recycle(&parser.delimiters, into: &delimiters)
        Self.recycle(&parser.matches, into: &matches)
        Self.recycle(&parser.brackets, into: &brackets)
    }

    /// The arrays for a leaf block's content, empty.
    func takeContentStorage() -> InlineContent.Storage {
        var storage = InlineContent.Storage()
        swap(&storage, &contentStorage)
        return storage
    }

    /// Keeps a finished content's arrays for the next block.
    func keep(_ storage: InlineContent.Storage) {
        contentStorage = storage
    }

    private static func recycle<Element>(_ array: inout [Element], into kept: inout [Element]) {
        array.removeAll(keepingCapacity: true)
        swap(&array, &kept)
    }
}
