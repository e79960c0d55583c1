/// How a hard line break was written.
public enum LineBreakStyle: Hashable, Sendable {
    /// A backslash at the end of the line.
    case backslash
    /// Two or more spaces at the end of the line (the count as written).
    case trailingSpaces(Int)
}
