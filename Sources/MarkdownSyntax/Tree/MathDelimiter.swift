/// How inline math is delimited in the source.
public enum MathDelimiter: Hashable, Sendable {
    /// `$…$`: inline math.
    case dollar
    /// `$$…$$` inside a paragraph: display math.
    case doubleDollar
    /// `` $`…`$ `` with this many backticks: inline math written like a code span.
    case dollarBacktick(Int)

    /// The opening delimiter as written.
    public var opening: String {
        switch self {
        case .dollar: "$"
        case .doubleDollar: "$$"
        case .dollarBacktick(let count): "$" + String(repeating: "`", count: count)
        }
    }

    /// The closing delimiter as written.
    public var closing: String {
        switch self {
        case .dollar: "$"
        case .doubleDollar: "$$"
        case .dollarBacktick(let count): String(repeating: "`", count: count) + "$"
        }
    }
}
