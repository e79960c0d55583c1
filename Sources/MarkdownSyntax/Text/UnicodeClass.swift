/// Unicode classification for the emphasis flanking rules, read from the standard
/// library's Unicode tables. Each delimiter run asks about the characters on both sides,
/// nearly always ASCII: that case is a few instructions inlined where it is asked, and only
/// other characters call into the tables (whose code also reaches for type metadata).
package enum UnicodeClass {
    /// CommonMark's Unicode whitespace: general category Zs, or tab, LF, FF, CR.
    @inline(__always)
    package static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0x80 else {
            // Bits 0x09, 0x0A, 0x0C, 0x0D and 0x20.
            return value < 64 && (0x1_0000_3600 as UInt64) >> UInt64(value) & 1 != 0
        }
        return isSpaceSeparator(scalar)
    }

    /// CommonMark 0.31.2's Unicode punctuation: general category P (punctuation) or S (symbol).
    @inline(__always)
    package static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0x80 else { return ByteClass.isASCIIPunctuation(UInt8(truncatingIfNeeded: value)) }
        return isPunctuationOrSymbol(scalar)
    }

    @inline(never)
    private static func isSpaceSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .spaceSeparator
    }

    @inline(never)
    private static func isPunctuationOrSymbol(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }
}
