/// What a rewriting command made of one file.
struct Rewrite: Sendable {
    /// The new bytes (the input itself when refused).
    var output: [UInt8]
    var isChanged: Bool
    /// Why the result must not be written; empty when it is safe.
    var problems: [String] = []
    /// Lines for standard error (changed anchors, notes), unless `--quiet`.
    var messages: [String] = []
}
