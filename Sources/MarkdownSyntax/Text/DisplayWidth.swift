/// How many terminal or editor columns text occupies: East Asian wide and fullwidth
/// characters and emoji count 2, combining marks and other zero-width characters 0,
/// everything else 1. Used to align tables so CJK and emoji line up.
public enum DisplayWidth {
    private static let wideRanges: [ClosedRange<UInt32>] = {
        eastAsianWideTableSource.split(separator: "\n").map { line in
            let fields = line.split(separator: " ")
            return UInt32(fields[0], radix: 16)!...UInt32(fields[1], radix: 16)!
        }
    }()

    /// The number of columns `text` takes in a terminal or monospaced editor.
    public static func of(_ text: some StringProtocol) -> Int {
        var width = 0
        var asciiOnly = true
        for byte in text.utf8 where byte >= 0x80 {
            asciiOnly = false
            break
        }
        if asciiOnly {
            for byte in text.utf8 where byte >= 0x20 && byte != 0x7F { width += 1 }
            return width
        }
        for character in text { width += of(character) }
        return width
    }

    /// The width of UTF-8 text: ASCII is counted from the bytes, without making a string
    /// (the formatter measures every table cell and wrapped word this way).
    public static func of(utf8 bytes: ArraySlice<UInt8>) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var width = 0
            for byte in buffer {
                if byte >= 0x80 { return of(String(decoding: buffer, as: UTF8.self)) }
                if byte >= 0x20 && byte != 0x7F { width += 1 }
            }
            return width
        }
    }

    /// The width of UTF-8 text, as `of(utf8:)` of a slice.
    public static func of(utf8 bytes: [UInt8]) -> Int { of(utf8: bytes[...]) }

    /// The width of one grapheme cluster.
    public static func of(_ character: Character) -> Int {
        var sawVisible = false
        for scalar in character.unicodeScalars {
            let properties = scalar.properties
            if scalar.value == 0xFE0F && sawVisible && character.unicodeScalars.first!.properties.isEmoji { return 2 }
            if isWide(scalar.value) || properties.isEmojiPresentation { return 2 }
            if !isZeroWidth(scalar) { sawVisible = true }
        }
        return sawVisible ? 1 : 0
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0) { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return scalar.value == 0x200B
        }
    }

    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wideRanges.count
        while low < high {
            let mid = (low + high) / 2
            if wideRanges[mid].upperBound < value { low = mid + 1 } else { high = mid }
        }
        return low < wideRanges.count && wideRanges[low].contains(value)
    }
}
