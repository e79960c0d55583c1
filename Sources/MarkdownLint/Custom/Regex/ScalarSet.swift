/// A set of scalars that one character of a pattern matches: a bracket expression
/// (`[a-z\d]`), a class escape (`\w`, `\p{Lu}`) or a case-insensitive letter. Ignoring
/// case closes the set over case before any negation, as ICU does: `(?i)[^a]` matches
/// neither `a` nor `A`.
struct ScalarSet: Sendable {
    /// A class of characters named by an escape.
    enum UnicodeClass: Sendable, Hashable {
        case digit, word, whitespace, horizontalSpace, verticalSpace, alphabetic, uppercase, lowercase, any, ascii
        /// General categories, as a mask of `UnicodeClass.bit(of:)`.
        case categories(UInt32)

        func contains(_ scalar: UInt32) -> Bool {
            switch self {
            case .digit: return RegexUnicode.isDigit(scalar)
            case .word: return RegexUnicode.isWord(scalar)
            case .whitespace: return RegexUnicode.isWhitespace(scalar)
            case .horizontalSpace: return RegexUnicode.isHorizontalSpace(scalar)
            case .verticalSpace: return RegexUnicode.isLineTerminator(scalar)
            case .any: return true
            case .ascii: return scalar < 0x80
            case .alphabetic: return Unicode.Scalar(scalar)?.properties.isAlphabetic ?? false
            case .uppercase: return Unicode.Scalar(scalar)?.properties.isUppercase ?? false
            case .lowercase: return Unicode.Scalar(scalar)?.properties.isLowercase ?? false
            case .categories(let mask):
                // Surrogates are no scalars, but ICU's `\p{Cs}` names them; they never occur here.
                guard let category = Unicode.Scalar(scalar)?.properties.generalCategory else { return false }
                return mask & Self.bit(of: category) != 0
            }
        }

        static func bit(of category: Unicode.GeneralCategory) -> UInt32 {
            let index: Int
            switch category {
            case .uppercaseLetter: index = 0
            case .lowercaseLetter: index = 1
            case .titlecaseLetter: index = 2
            case .modifierLetter: index = 3
            case .otherLetter: index = 4
            case .nonspacingMark: index = 5
            case .spacingMark: index = 6
            case .enclosingMark: index = 7
            case .decimalNumber: index = 8
            case .letterNumber: index = 9
            case .otherNumber: index = 10
            case .connectorPunctuation: index = 11
            case .dashPunctuation: index = 12
            case .openPunctuation: index = 13
            case .closePunctuation: index = 14
            case .initialPunctuation: index = 15
            case .finalPunctuation: index = 16
            case .otherPunctuation: index = 17
            case .mathSymbol: index = 18
            case .currencySymbol: index = 19
            case .modifierSymbol: index = 20
            case .otherSymbol: index = 21
            case .spaceSeparator: index = 22
            case .lineSeparator: index = 23
            case .paragraphSeparator: index = 24
            case .control: index = 25
            case .format: index = 26
            case .surrogate: index = 27
            case .privateUse: index = 28
            case .unassigned: index = 29
            @unknown default: index = 29
            }
            return 1 << UInt32(index)
        }
    }

    private var ranges: [ClosedRange<UInt32>] = []
    /// Classes in the set, each possibly negated (`\W` in `[\W\d]`).
    private var classes: [(UnicodeClass, negated: Bool)] = []
    private(set) var isNegated = false
    private(set) var ignoresCase = false
    /// The answer for each ASCII scalar, worked out once.
    private var ascii: (UInt64, UInt64) = (0, 0)

    init() {}

    /// A set of one class escape.
    init(_ unicodeClass: UnicodeClass, negated: Bool, ignoresCase: Bool) {
        classes = [(unicodeClass, false)]
        isNegated = negated
        finish(ignoringCase: ignoresCase)
    }

    /// The ASCII scalars in the set, as bitmaps of 0–63 and 64–127.
    var asciiMembers: (UInt64, UInt64) { ascii }

    /// Whether the set may hold a scalar outside ASCII (true when in doubt).
    var mayContainNonASCII: Bool {
        isNegated || ignoresCase || !classes.isEmpty || (ranges.last.map { $0.upperBound >= 0x80 } ?? false)
    }

    mutating func insert(_ range: ClosedRange<UInt32>) { ranges.append(range) }

    mutating func insert(_ unicodeClass: UnicodeClass, negated: Bool) { classes.append((unicodeClass, negated)) }

    mutating func negate() { isNegated.toggle() }

    /// Sorts and merges the ranges, closes small ranges over case, and works out the ASCII
    /// answers; call once, after the last insertion.
    mutating func finish(ignoringCase: Bool) {
        ignoresCase = ignoringCase
        if ignoringCase {
            // Large ranges are closed at match time (by looking up the input's case forms).
            var variants: [ClosedRange<UInt32>] = []
            for range in ranges where range.count <= 4096 {
                for scalar in range {
                    let (lower, upper) = RegexUnicode.caseVariants(scalar)
                    let title = RegexUnicode.titlecase(scalar)
                    for variant in [lower, upper, title] where variant != scalar { variants.append(variant...variant) }
                }
            }
            ranges += variants
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var merged: [ClosedRange<UInt32>] = []
        for range in ranges {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        ranges = merged
        ascii = (0, 0)
        for scalar in UInt32(0)..<128 where evaluate(scalar) {
            if scalar < 64 { ascii.0 |= 1 << UInt64(scalar) } else { ascii.1 |= 1 << UInt64(scalar - 64) }
        }
    }

    @inline(__always)
    func contains(_ scalar: UInt32, caseForms: (UInt32) -> (lower: UInt32, upper: UInt32)) -> Bool {
        if scalar < 64 { return ascii.0 & (1 << UInt64(scalar)) != 0 }
        if scalar < 128 { return ascii.1 & (1 << UInt64(scalar - 64)) != 0 }
        return evaluate(scalar, caseForms: caseForms)
    }

    private func evaluate(_ scalar: UInt32, caseForms: (UInt32) -> (lower: UInt32, upper: UInt32) = RegexUnicode.caseVariants) -> Bool {
        var found = containsExactly(scalar)
        if !found && ignoresCase {
            let (lower, upper) = caseForms(scalar)
            found = (lower != scalar && containsExactly(lower)) || (upper != scalar && containsExactly(upper))
        }
        return found != isNegated
    }

    private func containsExactly(_ scalar: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < scalar { low = middle + 1 } else { high = middle }
        }
        if low < ranges.count && ranges[low].contains(scalar) { return true }
        for (unicodeClass, negated) in classes where unicodeClass.contains(scalar) != negated { return true }
        return false
    }
}
