import Foundation

/// The text a pattern rule matches against: pieces of the source as written, placeholders
/// (`U+FFFC`) for nodes left out, and the way back from UTF-16 offsets of a match to
/// source bytes. Reused from one piece of a document to the next.
struct PatternHaystack {
    static let placeholder: UInt16 = 0xFFFC

    private(set) var units: [UInt16] = []
    /// Byte offsets where the scalar of each unit starts and ends (a placeholder spans its node).
    private var starts: [Int] = []
    private var ends: [Int] = []
    /// Whether each unit stands for a node left out.
    private var isPlaceholder: [Bool] = []

    var isEmpty: Bool { units.isEmpty }

    mutating func removeAll() {
        units.removeAll(keepingCapacity: true)
        starts.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        isPlaceholder.removeAll(keepingCapacity: true)
    }

    /// Appends source bytes (valid UTF-8) as UTF-16.
    mutating func appendSource(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) {
        var index = range.lowerBound
        while index < range.upperBound {
            let lead = bytes[index]
            var scalar = UInt32(lead)
            var length = 1
            if lead >= 0xF0 {
                length = 4
                scalar = UInt32(lead & 0x07)
            } else if lead >= 0xE0 {
                length = 3
                scalar = UInt32(lead & 0x0F)
            } else if lead >= 0xC0 {
                length = 2
                scalar = UInt32(lead & 0x1F)
            }
            let end = min(index + length, range.upperBound)
            if length > 1 {
                for offset in (index + 1)..<end { scalar = scalar << 6 | UInt32(bytes[offset] & 0x3F) }
            }
            if scalar > 0xFFFF {
                let value = scalar - 0x10000
                append(UInt16(0xD800 + (value >> 10)), index, index, false)
                append(UInt16(0xDC00 + (value & 0x3FF)), index, end, false)
            } else {
                append(UInt16(truncatingIfNeeded: scalar), index, end, false)
            }
            index = end
        }
    }

    /// Appends one placeholder for a node spanning `range`.
    mutating func appendPlaceholder(_ range: Range<Int>) {
        append(Self.placeholder, range.lowerBound, range.upperBound, true)
    }

    private mutating func append(_ unit: UInt16, _ start: Int, _ end: Int, _ placeholder: Bool) {
        units.append(unit)
        starts.append(start)
        ends.append(end)
        isPlaceholder.append(placeholder)
    }

    /// The source bytes of a non-empty match given in UTF-16 units.
    func byteRange(of match: NSRange) -> Range<Int> {
        starts[match.location]..<ends[match.location + match.length - 1]
    }

    /// Whether a match covers one stretch of source with nothing left out or in between,
    /// so that replacing its bytes replaces exactly what was matched.
    func isContiguousSource(_ match: NSRange) -> Bool {
        let last = match.location + match.length - 1
        for index in match.location...last {
            if isPlaceholder[index] { return false }
            if index < last && ends[index] != starts[index + 1] { return false }
        }
        return true
    }
}
