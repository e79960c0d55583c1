/// Unicode classification for the emphasis flanking rules, read from the standard
/// library's Unicode tables.
enum UnicodeClass {
    /// CommonMark's Unicode whitespace: general category Zs, or tab, LF, FF, CR.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0C, 0x0D, 0x20: return true
        case 0..<0x80: return false
        default: return scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// CommonMark 0.31.2's Unicode punctuation: general category P (punctuation) or S (symbol).
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return ByteClass.isASCIIPunctuation(UInt8(scalar.value)) }
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

/// Decoding single scalars out of valid UTF-8 bytes.
enum UTF8Scalar {
    /// The scalar starting at `index`, and its byte length.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        var length = 2
        var value = UInt32(lead & 0x1F)
        if lead >= 0xF0 {
            length = 4; value = UInt32(lead & 0x07)
        } else if lead >= 0xE0 {
            length = 3; value = UInt32(lead & 0x0F)
        }
        var next = index + 1
        while next < index + length && next < bytes.count {
            value = value << 6 | UInt32(bytes[next] & 0x3F)
            next += 1
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// The scalar that ends just before `index`.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, endingBefore index: Int) -> Unicode.Scalar {
        var start = index - 1
        while start > 0 && bytes[start] & 0xC0 == 0x80 && index - start < 4 { start -= 1 }
        return decode(bytes, at: start).0
    }
}
