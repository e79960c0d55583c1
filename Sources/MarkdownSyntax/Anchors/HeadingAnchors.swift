/// GitHub's heading anchors (the `id` GitHub gives a rendered heading, the `#fragment`
/// links use to reach it), computed the way github-slugger does:
///
/// 1. take the heading's rendered text content (markup removed, code and link text kept,
///    HTML tags and images dropped, entities decoded, `:shortcodes:` kept as text);
/// 2. lowercase it (full Unicode mapping, with the Greek final sigma);
/// 3. delete every character that is not a letter, mark, decimal or letter number,
///    connector punctuation, ASCII `-` or U+0020 space (alphabetic characters are kept
///    whatever their category);
/// 4. turn each space into `-` (no collapsing, no trimming);
/// 5. make the result unique in the document: a slug already taken gets `-1`, `-2`, …
///    appended, counting per base slug, until the result is free.
///
/// One slugger numbers the headings of one document, so keep it for the whole walk:
///
/// ```swift
/// var slugger = HeadingSlugger()
/// let anchors = headings.map { slugger.slug(for: $0) }   // "usage", "usage-1", …
/// ```
public struct HeadingSlugger: Sendable {
    /// Every slug handed out so far, with how many times its base was asked again.
    public private(set) var occurrences: [String: Int] = [:]

    /// A slugger that has handed out no anchors yet: use one per document.
    public init() {}

    /// The unique anchor of `heading`, counting the headings slugged before it.
    public mutating func slug(for heading: Heading) -> String {
        unique(Self.baseSlug(Self.text(of: heading)))
    }

    /// The unique anchor of a heading whose rendered text is `text`.
    public mutating func slug(forText text: String) -> String {
        unique(Self.baseSlug(text))
    }

    /// `base` if it is still free, else the first free `base-N` (N counting on from the
    /// last number given for this base); the result is taken from then on.
    public mutating func unique(_ base: String) -> String {
        var result = base
        while occurrences[result] != nil {
            let count = (occurrences[base] ?? 0) + 1
            occurrences[base] = count
            result = base + "-" + String(count)
        }
        occurrences[result] = 0
        return result
    }

    /// Whether `slug` has been handed out.
    public func isTaken(_ slug: String) -> Bool { occurrences[slug] != nil }

    /// The anchor of a heading's text before duplicates are numbered.
    public static func baseSlug(_ text: String) -> String {
        var text = text
        let ascii: String? = text.withUTF8 { utf8 in
            guard !utf8.contains(where: { $0 >= 0x80 }) else { return nil }
            // ASCII only: letters lowercased, digits, `_` and `-` kept, spaces to `-`; written
            // straight into the string's storage.
            return String(unsafeUninitializedCapacity: utf8.count) { slug in
                var count = 0
                for byte in utf8 {
                    let kept: UInt8
                    switch byte {
                    case 0x41...0x5A: kept = byte + 0x20
                    case 0x61...0x7A, 0x30...0x39, 0x5F, 0x2D: kept = byte
                    case 0x20: kept = 0x2D
                    default: continue
                    }
                    slug[count] = kept
                    count += 1
                }
                return count
            }
        }
        if let ascii { return ascii }
        var result = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        for index in scalars.indices {
            let scalar = scalars[index]
            if scalar.isASCII {
                let value = scalar.value
                switch value {
                case 0x41...0x5A: result.append(Unicode.Scalar(value + 0x20)!)
                case 0x61...0x7A, 0x30...0x39, 0x5F, 0x2D: result.append(scalar)
                case 0x20: result.append("-")
                default: break   // ASCII punctuation, symbols and controls
                }
                continue
            }
            if scalar.value == 0x3A3 {
                // Greek capital sigma lowercases to the final form at the end of a word.
                let lowered: Unicode.Scalar = isFinalSigma(scalars, at: index) ? "\u{3C2}" : "\u{3C3}"
                result.append(lowered)
                continue
            }
            let properties = scalar.properties
            if properties.changesWhenLowercased {
                for lowered in properties.lowercaseMapping.unicodeScalars where isKept(lowered) {
                    result.append(lowered)
                }
            } else if isKept(scalar) {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// The rendered text content of a heading (or any inline container): what GitHub
    /// slugs. Text and code are kept, markup and HTML tags dropped, images and footnote
    /// references left out, line breaks kept as `\n` (which slugging deletes).
    public static func text(of node: some Markup) -> String {
        var text = ""
        var pending: [RawMarkup] = node.raw.children.reversed()
        while let raw = pending.popLast() {
            switch raw.kind {
            case .text(let content): content.append(to: &text)
            case .inlineCode(let code, _): code.append(to: &text)
            case .softBreak, .lineBreak: text += "\n"
            case .image, .inlineHTML, .htmlBlock, .footnoteReference: break
            default: pending.append(contentsOf: raw.children.reversed())
            }
        }
        return text
    }

    /// Whether a (lowercased, non-ASCII) character survives slugging.
    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value == 0x20 || scalar.value == 0x2D { return true }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .connectorPunctuation:
            return true
        default:
            return properties.isAlphabetic
        }
    }

    /// Unicode's Final_Sigma condition: a cased letter before (skipping case-ignorable
    /// characters) and none after.
    private static func isFinalSigma(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        var before = index - 1
        while before >= 0 && scalars[before].properties.isCaseIgnorable { before -= 1 }
        guard before >= 0 && scalars[before].properties.isCased else { return false }
        var after = index + 1
        while after < scalars.count && scalars[after].properties.isCaseIgnorable { after += 1 }
        return !(after < scalars.count && scalars[after].properties.isCased)
    }
}
