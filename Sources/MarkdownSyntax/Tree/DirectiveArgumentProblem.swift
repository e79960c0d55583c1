/// Something wrong with a directive's argument text, as DocC would report it; the arguments
/// that could be read are still read.
public struct DirectiveArgumentProblem: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A name without the `:` before its value (`@Dir(x 1)`).
        case missingColon
        /// Two arguments without a `,` between them.
        case missingComma
        /// A quoted value whose closing `"` is missing.
        case missingClosingQuote
        /// A `,` where an argument should be.
        case unexpectedComma
        /// A name given twice.
        case duplicateName(String)
    }

    public var kind: Kind
    /// Where it is in the source; nil for argument text built in code.
    public var byteOffset: Int?

    public init(_ kind: Kind, byteOffset: Int?) {
        self.kind = kind
        self.byteOffset = byteOffset
    }
}
