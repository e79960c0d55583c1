/// What `debugDescription(options:)` adds to each node's line.
public struct MarkupDumpOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Each node's source range (`@line:column-line:column`).
    public static let printSourceLocations = MarkupDumpOptions(rawValue: 1 << 0)

    /// Each node's identifier (`#preorder index`, and the tree's at the root).
    public static let printIDs = MarkupDumpOptions(rawValue: 1 << 1)

    /// Everything there is to print.
    public static let printEverything: MarkupDumpOptions = [.printSourceLocations, .printIDs]
}
