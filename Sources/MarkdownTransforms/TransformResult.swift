import MarkdownSyntax

/// What applying a transform to a parsed document produced: the byte edits against the
/// original source (only the changed nodes) and the text with those edits applied.
public struct TransformResult: Sendable {
    /// Non-overlapping edits, sorted by position, in UTF-8 byte offsets of the original source.
    public var edits: [TextEdit]
    /// The original bytes with `edits` applied.
    public var output: [UInt8]

    public init(edits: [TextEdit], output: [UInt8]) {
        self.edits = edits
        self.output = output
    }

    /// The new text.
    public var text: String { String(decoding: output, as: UTF8.self) }

    /// Whether any byte changed.
    public var isChanged: Bool { !edits.isEmpty }
}
