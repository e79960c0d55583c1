/// A regular expression of the subset the linear engine runs, as `RegexParser` reads it.
/// Flags are already applied: a case-insensitive letter is a `.set`, and `^` and `$` know
/// whether they match at line breaks.
indirect enum RegexNode: Sendable {
    case empty
    case scalar(UInt32)
    case set(ScalarSet)
    /// `.`: any character but a line terminator.
    case dot
    case assertion(RegexAssertion)
    /// A capturing group, numbered from 1 in the order of the opening parentheses.
    case capture(RegexNode, index: Int)
    case concatenation([RegexNode])
    case alternation([RegexNode])
    /// `max` nil: no upper bound.
    case repetition(RegexNode, min: Int, max: Int?, greedy: Bool)

    /// Whether the node opens with `^` in multi-line mode, before anything but groups and
    /// other assertions (nil: it is all groups and assertions, so what follows decides).
    var opensWithLineStart: Bool? {
        switch self {
        case .assertion(let assertion): return assertion == .lineStart ? true : nil
        case .empty: return nil
        case .capture(let node, _): return node.opensWithLineStart
        case .concatenation(let nodes):
            for node in nodes { if let opens = node.opensWithLineStart { return opens } }
            return nil
        case .scalar, .set, .dot, .alternation, .repetition: return false
        }
    }

    /// Whether the node can match without consuming a character.
    var canMatchEmpty: Bool {
        switch self {
        case .empty, .assertion: return true
        case .scalar, .set, .dot: return false
        case .capture(let node, _): return node.canMatchEmpty
        case .concatenation(let nodes): return nodes.allSatisfy(\.canMatchEmpty)
        case .alternation(let nodes): return nodes.contains(where: \.canMatchEmpty)
        case .repetition(let node, let min, _, _): return min == 0 || node.canMatchEmpty
        }
    }
}

/// A zero-width test of a position.
enum RegexAssertion: Sendable, Hashable {
    /// `^` (and `\A`): the start of the text.
    case textStart
    /// `\z`: the end of the text.
    case textEnd
    /// `$` (and `\Z`): the end, or before a line terminator (or CR LF) that ends the text.
    case textEndOrFinalLineTerminator
    /// `^` with `m`: the start, or after a line terminator that does not end the text
    /// (between CR and LF too, as in ICU; but see `RegexProgram.startsOnlyAtLineStarts`).
    case lineStart
    /// `$` with `m`: the end, or before a line terminator (never between CR and LF).
    case lineEnd
    /// `\b`, `\B`.
    case wordBoundary
    case notWordBoundary
}
