import Foundation
import MarkdownSyntax

/// Results of external checks kept between runs, so a CI job does not request every URL
/// every time. Only successes are stored; an entry counts for `maxAge` seconds.
///
/// The file is JSON: `{"version": 1, "entries": {"https://…": {"status": 200, "checked": 1767225600}}}`
/// (`checked` in seconds since 1970).
public struct LinkCache: Sendable, Hashable {
    /// One URL's last successful check.
    public struct Entry: Sendable, Hashable, Codable {
        /// The final status of the check.
        public var status: Int
        /// When it was checked, in seconds since 1970.
        public var checked: Double

        /// Makes an entry from a status and a time in seconds since 1970.
        public init(status: Int, checked: Double) {
            self.status = status
            self.checked = checked
        }
    }

    /// The entries by URL (without its `#fragment`).
    public private(set) var entries: [String: Entry] = [:]

    /// An empty cache.
    public init() {}

    /// Reads a cache file's bytes; throws when they are not a cache.
    public init(json bytes: [UInt8]) throws {
        let file = try JSONDecoder().decode(File.self, from: Data(bytes))
        guard file.version == 1 else { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "unknown version \(file.version)")) }
        entries = file.entries
    }

    /// The status recorded for `url` if it is younger than `maxAge` seconds at `now`.
    public func freshStatus(of url: String, maxAge: Double, now: Double) -> Int? {
        guard let entry = entries[Self.key(url)], now - entry.checked <= maxAge, entry.checked <= now + 60 else {
            return nil
        }
        return entry.status
    }

    /// Records that `url` answered `status` at `time` (seconds since 1970).
    public mutating func record(_ url: String, status: Int, at time: Double) {
        entries[Self.key(url)] = Entry(status: status, checked: time)
    }

    /// Drops the entries older than `maxAge` at `now`.
    public mutating func removeExpired(maxAge: Double, now: Double) {
        entries = entries.filter { now - $0.value.checked <= maxAge }
    }

    /// The file's bytes: keys sorted, one entry per line, so diffs stay small.
    public func json() -> [UInt8] {
        var text = "{\n  \"version\": 1,\n  \"entries\": {"
        let keys = entries.keys.sorted()
        for (index, key) in keys.enumerated() {
            let entry = entries[key]!
            text += index == 0 ? "\n" : ",\n"
            text += "    \(JSONString.quoted(key)): {\"status\": \(entry.status), \"checked\": \(Self.number(entry.checked))}"
        }
        text += keys.isEmpty ? "}\n}\n" : "\n  }\n}\n"
        return Array(text.utf8)
    }

    /// The URL without its fragment: the part a server sees.
    public static func key(_ url: String) -> String {
        guard let hash = url.firstIndex(of: "#") else { return url }
        return String(url[..<hash])
    }

    private struct File: Codable {
        var version: Int
        var entries: [String: Entry]
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
