/// What the `character` of an LSP position counts: UTF-16 code units unless client and
/// server agreed on UTF-8 bytes at `initialize`.
public enum PositionEncoding: String, Sendable {
    case utf16 = "utf-16"
    case utf8 = "utf-8"

    /// The encoding for a client offering `offered` (`general.positionEncodings`): UTF-8
    /// when offered (offsets are then plain byte counts), else UTF-16, which every client
    /// must support.
    public static func negotiated(offered: [String]) -> PositionEncoding {
        offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
    }
}
