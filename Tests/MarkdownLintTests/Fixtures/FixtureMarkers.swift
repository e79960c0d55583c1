/// The expected findings written inline in a fixture, and the fixture's text without them.
///
/// A marker is a token `{MD009}` (or `{MD022 MD032}`; several tokens may follow one another)
/// at the very end of a line, just before its line ending. It means "exactly these rules
/// report a finding on this line". Before linting, each marker token is removed together
/// with at most one space right before it, so `text {MD013}` is linted as `text`, and
/// `text␣␣{MD009}` as `text␣` (one trailing space). Nothing else of any line changes:
/// line numbers, line endings (LF or CRLF), tabs and every other byte stay as written.
struct FixtureMarkers {
    /// An expected (or actual) finding: a line and a rule ID.
    struct Expectation: Hashable, Comparable, CustomStringConvertible {
        var line: Int
        var rule: String

        static func < (lhs: Self, rhs: Self) -> Bool { (lhs.line, lhs.rule) < (rhs.line, rhs.rule) }
        var description: String { "\(line) \(rule)" }
    }

    /// The text to lint: the fixture with its markers removed.
    var bytes: [UInt8]
    var expected: Set<Expectation>

    init(_ source: [UInt8]) {
        var output: [UInt8] = []
        output.reserveCapacity(source.count)
        var expected: Set<Expectation> = []
        var line = 1
        var start = 0
        while start < source.count {
            var end = start
            while end < source.count && source[end] != 0x0A { end += 1 }
            // The line's content stops before "\n" or "\r\n"; the ending is copied as is.
            var contentEnd = end
            if contentEnd > start && source[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            var content = Array(source[start..<contentEnd])
            while let (rules, tokenStart) = Self.trailingMarker(content) {
                for rule in rules { expected.insert(Expectation(line: line, rule: rule)) }
                content.removeSubrange(tokenStart...)
                if content.last == 0x20 { content.removeLast() }
            }
            output += content
            output += source[contentEnd..<min(end + 1, source.count)]
            line += 1
            start = end + 1
        }
        self.bytes = output
        self.expected = expected
    }

    /// The rule IDs of a `{…}` token ending `content`, and where the token starts.
    private static func trailingMarker(_ content: [UInt8]) -> ([String], Int)? {
        guard content.last == UInt8(ascii: "}"),
              let open = content.lastIndex(of: UInt8(ascii: "{")) else { return nil }
        let inner = String(decoding: content[(open + 1)..<(content.count - 1)], as: UTF8.self)
        let rules = inner.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard !rules.isEmpty, rules.allSatisfy(isRuleID) else { return nil }
        return (rules, open)
    }

    /// `MD` or `MDT` followed by three digits.
    static func isRuleID(_ text: String) -> Bool {
        var digits = Substring(text)
        if digits.hasPrefix("MDT") { digits = digits.dropFirst(3) }
        else if digits.hasPrefix("MD") { digits = digits.dropFirst(2) }
        else { return false }
        return digits.count == 3 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
