/// The opening fence of a fenced code block as written.
public struct CodeFence: Hashable, Sendable {
    /// A backtick or a tilde (`~`).
    public var character: Character
    /// Number of fence characters (at least 3).
    public var length: Int
    /// Spaces before the opening fence (0–3); that much indentation is removed from content lines.
    public var indentation: Int
    /// Whether a closing fence was found (an unclosed block runs to the end of its container).
    public var isClosed: Bool

    /// Makes a fence description; the defaults are a closed fence of three backticks at the margin.
    public init(character: Character = "`", length: Int = 3, indentation: Int = 0, isClosed: Bool = true) {
        self.character = character
        self.length = length
        self.indentation = indentation
        self.isClosed = isClosed
    }
}
