import MarkdownSyntax

/// What applying a transform to a parsed document produced: the byte edits against the
/// original source (only the changed nodes) and the text with those edits applied.
public struct TransformResult: Sendable {
    /// Non-overlapping edits, sorted by position, in UTF-8 byte offsets of the original source.
    public var edits: [TextEdit]
    /// The original bytes with `edits` applied (the original bytes when `problems` is not empty).
    public var output: [UInt8]
    /// Why the edits were refused: the result would not have rendered as the rewritten tree
    /// says. Empty when the output is safe to write.
    public var problems: [String]

    /// Makes a result from edits and the bytes they produce; `problems` non-empty means the edits were refused.
    public init(edits: [TextEdit], output: [UInt8], problems: [String] = []) {
        self.edits = edits
        self.output = output
        self.problems = problems
    }

    /// The new text.
    public var text: String { String(decoding: output, as: UTF8.self) }

    /// Whether any byte changed.
    public var isChanged: Bool { !edits.isEmpty }
}
