/// The bullet character of an unordered list.
public enum UnorderedListMarker: String, Hashable, Sendable, CaseIterable {
    /// `- item`
    case dash = "-"
    /// `* item`
    case asterisk = "*"
    /// `+ item`
    case plus = "+"

    init?(byte: UInt8) {
        switch byte {
        case UInt8(ascii: "-"): self = .dash
        case UInt8(ascii: "*"): self = .asterisk
        case UInt8(ascii: "+"): self = .plus
        default: return nil
        }
    }
}
