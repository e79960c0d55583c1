/// A set of HTTP status codes, written as codes and ranges: `200..299, 429` (also
/// `200-299` or `200..=299`).
public struct StatusCodeSet: Sendable, Hashable, CustomStringConvertible {
    /// The codes as sorted ranges, overlapping and adjacent ones merged.
    public private(set) var ranges: [ClosedRange<Int>]

    /// Makes a set of the codes in `ranges`.
    public init(_ ranges: [ClosedRange<Int>]) {
        self.ranges = Self.merged(ranges)
    }

    /// 100–103 and 200–299 (lychee's default): informational answers and every success.
    public static let defaultAccepted = StatusCodeSet([100...103, 200...299])

    /// Parses `200..299, 429` (commas or spaces between items); nil when an item is not a
    /// code or range of codes from 100 to 999.
    public init?(parsing text: String) {
        var ranges: [ClosedRange<Int>] = []
        for item in text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }) {
            guard let range = Self.range(item) else { return nil }
            ranges.append(range)
        }
        guard !ranges.isEmpty else { return nil }
        self.init(ranges)
    }

    /// One code (`429`) or range (`200..299`, `200..=299`, `200-299`).
    public static func range(_ item: some StringProtocol) -> ClosedRange<Int>? {
        let text = String(item)
        for separator in ["..=", "..", "-"] {
            guard let found = text.range(of: separator) else { continue }
            guard let low = Int(text[..<found.lowerBound]), let high = Int(text[found.upperBound...]),
                  low <= high, (100...999).contains(low), (100...999).contains(high) else { return nil }
            return low...high
        }
        guard let code = Int(text), (100...999).contains(code) else { return nil }
        return code...code
    }

    /// Whether `status` is in the set.
    public func contains(_ status: Int) -> Bool { ranges.contains { $0.contains(status) } }

    /// Adds the codes of `range`.
    public mutating func insert(_ range: ClosedRange<Int>) { ranges = Self.merged(ranges + [range]) }

    /// `100..103, 200..299`: the form `init?(parsing:)` reads.
    public var description: String {
        ranges.map { $0.lowerBound == $0.upperBound ? "\($0.lowerBound)" : "\($0.lowerBound)..\($0.upperBound)" }
            .joined(separator: ", ")
    }

    private static func merged(_ ranges: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound + 1 {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}
