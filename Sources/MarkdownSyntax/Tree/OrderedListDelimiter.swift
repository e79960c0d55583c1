/// The character after the number of an ordered list item: `1.` or `1)`.
public enum OrderedListDelimiter: String, Hashable, Sendable, CaseIterable {
    /// `1.`
    case period = "."
    /// `1)`
    case parenthesis = ")"
}
