/// Column alignment from a GFM table's delimiter row (`:--`, `:-:`, `--:`).
public enum TableAlignment: String, Hashable, Sendable {
    /// `:---`
    case left
    /// `:---:`
    case center
    /// `---:`
    case right
}
