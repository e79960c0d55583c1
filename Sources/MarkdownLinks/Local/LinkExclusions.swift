import Foundation

/// Regular expressions (ICU syntax, as `NSRegularExpression` reads them) for link targets not
/// to check: a target is excluded when any pattern matches somewhere in it (anchor with `^`
/// to match from the start).
public struct LinkExclusions: @unchecked Sendable {
    /// The patterns as written.
    public let patterns: [String]
    private let expressions: [NSRegularExpression]

    /// No exclusions: every target is checked.
    public init() {
        patterns = []
        expressions = []
    }

    /// Compiles `patterns`; throws `InvalidPattern` naming the first that does not compile.
    public init(_ patterns: [String]) throws(InvalidPattern) {
        var expressions: [NSRegularExpression] = []
        for (index, pattern) in patterns.enumerated() {
            do {
                expressions.append(try NSRegularExpression(pattern: pattern))
            } catch {
                throw InvalidPattern(pattern: pattern, index: index)
            }
        }
        self.patterns = patterns
        self.expressions = expressions
    }

    /// A pattern that is not a valid regular expression.
    public struct InvalidPattern: Error, Sendable, Hashable, CustomStringConvertible {
        /// The pattern as written.
        public var pattern: String
        /// Position in the list.
        public var index: Int
        /// `invalid regular expression "…"`.
        public var description: String { "invalid regular expression \"\(pattern)\"" }
    }

    /// Whether there are no patterns.
    public var isEmpty: Bool { expressions.isEmpty }

    /// Whether any pattern matches somewhere in `target` (as written in the document).
    public func excludes(_ target: String) -> Bool {
        guard !expressions.isEmpty else { return false }
        let range = NSRange(target.startIndex..., in: target)
        return expressions.contains { $0.firstMatch(in: target, range: range) != nil }
    }

    /// Both lists of patterns.
    public func adding(_ other: LinkExclusions) -> LinkExclusions {
        LinkExclusions(patterns: patterns + other.patterns, expressions: expressions + other.expressions)
    }

    private init(patterns: [String], expressions: [NSRegularExpression]) {
        self.patterns = patterns
        self.expressions = expressions
    }
}
