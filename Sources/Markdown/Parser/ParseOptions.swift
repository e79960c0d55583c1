/// What `Document(parsing:options:)` recognizes beyond CommonMark and GFM.
public struct ParseOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// DocC block directives (`@Name(arguments) { … }`).
    public static let parseBlockDirectives = ParseOptions(rawValue: 1 << 0)

    /// DocC symbol links (` ``Symbol`` `).
    public static let parseSymbolLinks = ParseOptions(rawValue: 1 << 1)

    /// Accepted for compatibility: mdtool never applies smart punctuation, so there is nothing
    /// to disable (see the README's table of differences).
    public static let disableSmartOpts = ParseOptions(rawValue: 1 << 2)

    /// Doxygen commands (`\param`, `\returns`, `\note`, …) at the start of paragraphs.
    public static let parseMinimalDoxygen = ParseOptions(rawValue: 1 << 3)

    /// Accepted for compatibility: mdtool's ranges are exact, never validated away.
    public static let disableSourcePosOpts = ParseOptions(rawValue: 1 << 4)
}
