import Foundation

/// Where results of external checks are kept between runs, and for how long they count.
public struct LinkCacheOptions: Sendable, Hashable {
    /// The cache file used when the configuration names none.
    public static let defaultPath = ".mdtool-links-cache.json"

    /// The cache file (relative paths are taken from the configuration file's directory by
    /// the command line).
    public var path: String
    /// Seconds a success stays valid.
    public var maxAge: Double

    /// Makes cache options; by default a success counts for one day.
    public init(path: String = LinkCacheOptions.defaultPath, maxAge: Double = 86_400) {
        self.path = path
        self.maxAge = maxAge
    }

    /// Parses a duration: seconds as a number (`3600`), or a number with a unit: `s`, `m`,
    /// `h`, `d`, `w` (`90m`, `1d`, `1.5h`). Nil when malformed or negative.
    public static func duration(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let last = trimmed.last else { return nil }
        let units: [Character: Double] = ["s": 1, "m": 60, "h": 3_600, "d": 86_400, "w": 604_800]
        var number = Substring(trimmed)
        var scale = 1.0
        if let unit = units[last] {
            scale = unit
            number = number.dropLast()
        }
        guard let value = Double(number.trimmingCharacters(in: .whitespaces)), value >= 0, value.isFinite else { return nil }
        return value * scale
    }
}
