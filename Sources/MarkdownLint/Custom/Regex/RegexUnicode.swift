/// The Unicode facts the linear pattern engine matches with, defined as ICU's regular
/// expressions define them (so that a pattern means the same in both engines).
enum RegexUnicode {
    /// `.` stops at these (unless `s`), and `^`, `$` in multi-line mode look for them:
    /// LF, VT, FF, CR, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR. ICU's `\v` is the same set.
    @inline(__always)
    static func isLineTerminator(_ scalar: UInt32) -> Bool {
        (scalar >= 0x0A && scalar <= 0x0D) || scalar == 0x85 || scalar == 0x2028 || scalar == 0x2029
    }

    /// `\w`: alphabetic characters, marks, decimal digits, connector punctuation, ZWNJ, ZWJ.
    static func isWord(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 {
            return (scalar >= 0x30 && scalar <= 0x39) || (scalar | 0x20 >= 0x61 && scalar | 0x20 <= 0x7A) || scalar == 0x5F
        }
        if scalar == 0x200C || scalar == 0x200D { return true }
        guard let properties = Unicode.Scalar(scalar)?.properties else { return false }
        if properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return false
        }
    }

    /// What `\b` looks through when it compares the characters on either side of a
    /// position: grapheme extenders (combining marks) and format characters.
    static func isBoundaryTransparent(_ scalar: UInt32) -> Bool {
        guard scalar >= 0x80, let properties = Unicode.Scalar(scalar)?.properties else { return false }
        return properties.isGraphemeExtend || properties.generalCategory == .format
    }

    /// `\s`: the White_Space property.
    static func isWhitespace(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return scalar == 0x20 || (scalar >= 0x09 && scalar <= 0x0D) }
        return Unicode.Scalar(scalar)?.properties.isWhitespace ?? false
    }

    /// `\h`: tab and space separators.
    static func isHorizontalSpace(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return scalar == 0x20 || scalar == 0x09 }
        return Unicode.Scalar(scalar)?.properties.generalCategory == .spaceSeparator
    }

    /// `\d`: decimal digits of any script.
    static func isDigit(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return scalar >= 0x30 && scalar <= 0x39 }
        return Unicode.Scalar(scalar)?.properties.generalCategory == .decimalNumber
    }

    /// The scalar's lowercase and uppercase forms where each is one scalar (else the
    /// scalar itself): the case variants single-character matching compares.
    static func caseVariants(_ scalar: UInt32) -> (lower: UInt32, upper: UInt32) {
        if scalar < 0x80 {
            let isUpper = scalar >= 0x41 && scalar <= 0x5A
            let isLower = scalar >= 0x61 && scalar <= 0x7A
            return (isUpper ? scalar + 0x20 : scalar, isLower ? scalar - 0x20 : scalar)
        }
        guard let properties = Unicode.Scalar(scalar)?.properties else { return (scalar, scalar) }
        return (single(properties.lowercaseMapping) ?? scalar, single(properties.uppercaseMapping) ?? scalar)
    }

    /// The titlecase form where it is one scalar, else the scalar itself.
    static func titlecase(_ scalar: UInt32) -> UInt32 {
        guard scalar >= 0x80, let properties = Unicode.Scalar(scalar)?.properties else { return scalar }
        return single(properties.titlecaseMapping) ?? scalar
    }

    /// Whether the scalar's case forms are longer than one scalar (`ß` → `SS`): ICU then
    /// matches whole strings where the linear engine compares single characters.
    static func hasMultiScalarCaseForm(_ scalar: UInt32) -> Bool {
        guard scalar >= 0x80, let properties = Unicode.Scalar(scalar)?.properties else { return false }
        return properties.lowercaseMapping.unicodeScalars.count > 1 || properties.uppercaseMapping.unicodeScalars.count > 1
    }

    private static func single(_ mapping: String) -> UInt32? {
        var scalars = mapping.unicodeScalars.makeIterator()
        guard let first = scalars.next(), scalars.next() == nil else { return nil }
        return first.value
    }
}
