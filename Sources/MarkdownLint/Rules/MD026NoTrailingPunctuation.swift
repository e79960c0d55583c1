import MarkdownSyntax

/// MD026: a heading's text should not end with punctuation (by default `.,;:!` and their
/// full-width forms; `?` is allowed). Text ending with an HTML entity (`&copy;`) or a
/// GitHub emoji code (`:smile:`) is not reported.
///
/// The fix deletes the punctuation (and blanks before it). That changes the heading's
/// text as rendered, so it is unsafe.
struct MD026NoTrailingPunctuation: Rule {
    static let punctuationOption = RuleOption(
        "punctuation", default: ".,;:!。，；：！",
        "Characters not allowed at the end of a heading; an empty string allows everything")

    static let descriptor = RuleDescriptor(
        id: "MD026", aliases: ["no-trailing-punctuation"], tags: ["headings"],
        summary: "Trailing punctuation in heading",
        options: [punctuationOption],
        isFixable: true)

    let punctuation: Set<Unicode.Scalar>

    init(options: RuleOptions) throws(ConfigError) {
        punctuation = Set(options[Self.punctuationOption].unicodeScalars)
    }

    func check(_ context: LintContext) -> [Finding] {
        guard !punctuation.isEmpty else { return [] }
        var findings: [Finding] = []
        let bytes = context.bytes
        for heading in context.nodes.headings {
            guard let content = HeadingText.contentRange(of: heading, in: context), !content.isEmpty else { continue }
            // Trailing punctuation characters, then any whitespace before them.
            var start = content.upperBound
            bytes.withUnsafeBufferPointer { buffer in
                func scalar(before end: Int) -> (Unicode.Scalar, Int) {
                    let lower = max(content.lowerBound, UTF8Scalar.start(before: end, in: buffer))
                    return (UTF8Scalar.decode(UnsafeBufferPointer(rebasing: buffer[..<end]), at: lower).0, end - lower)
                }
                while start > content.lowerBound {
                    let (character, length) = scalar(before: start)
                    guard punctuation.contains(character) else { break }
                    start -= length
                }
                guard start < content.upperBound else { return }
                while start > content.lowerBound {
                    let (character, length) = scalar(before: start)
                    guard ByteClass.isJavaScriptWhitespace(character) else { break }
                    start -= length
                }
            }
            guard start < content.upperBound else { continue }
            if Self.endsWithEntity(bytes, content) || Self.endsWithEmojiCode(bytes, content) { continue }
            let match = start..<content.upperBound
            findings.append(Finding(range: match, detail: "Punctuation: '\(context.text(match))'",
                                    fix: Fix(.delete(match), applicability: .unsafe)))
        }
        return findings
    }
}

extension MD026NoTrailingPunctuation {
    /// Whether the text ends with an HTML entity reference (`&copy;`, `&#169;`, `&#xA9;`),
    /// as markdownlint recognizes them.
    private static func endsWithEntity(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard let name = trailingName(bytes, range, from: UInt8(ascii: "&"), to: UInt8(ascii: ";")) else {
            return false
        }
        if name[0] == UInt8(ascii: "#") {
            if name.count >= 2 && name[1..<name.count].allSatisfy(ByteClass.isDigit) { return true }
            if name.count >= 3 && name[1] | 0x20 == UInt8(ascii: "x") && name[2...].allSatisfy(ByteClass.isHexDigit) {
                return true
            }
            return false
        }
        if name.count >= 2 && name.count <= 31 && name.allSatisfy(ByteClass.isLetter) { return true }
        // Names with digits: blk12, emsp13, emsp14, frac12, sup1, there4.
        let text = String(decoding: name, as: UTF8.self)
        if text == "there4" || text == "emsp13" || text == "emsp14" { return true }
        for (stem, digits) in [("blk", 2), ("frac", 2), ("sup", 1)] where text.hasPrefix(stem) {
            let rest = name[stem.utf8.count...]
            if rest.count == digits && rest.allSatisfy(ByteClass.isDigit) { return true }
        }
        return false
    }

    /// Whether the text ends with a GitHub emoji code (`:smile:`, `:+1:`), as markdownlint
    /// recognizes them.
    private static func endsWithEmojiCode(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard let name = trailingName(bytes, range, from: UInt8(ascii: ":"), to: UInt8(ascii: ":")) else {
            return false
        }
        return isEmojiName(name)
    }

    /// The name between `opener` and the `closer` that ends `range` (`&` … `;`, `:` … `:`),
    /// when it is not empty and the opener is at most 40 bytes back.
    private static func trailingName(_ bytes: [UInt8], _ range: Range<Int>, from opener: UInt8,
                                     to closer: UInt8) -> [UInt8]? {
        guard range.count >= 3, bytes[range.upperBound - 1] == closer else { return nil }
        var index = range.upperBound - 1
        while index > range.lowerBound && bytes[index - 1] != opener {
            index -= 1
            if range.upperBound - index > 40 { return nil }
        }
        guard index > range.lowerBound, index < range.upperBound - 1 else { return nil }
        return Array(bytes[index..<(range.upperBound - 1)])
    }

    private static func isEmojiName(_ name: [UInt8]) -> Bool {
        guard !name.isEmpty else { return false }
        let text = String(decoding: name, as: UTF8.self)
        let fixed: Set<String> = ["a", "b", "m", "o", "v", "x", "-1", "+1", "100", "1234", "1st_place_medal",
                                  "2nd_place_medal", "3rd_place_medal", "8ball", "e-mail", "non-potable_water",
                                  "o2", "t-rex", "u5272", "u5408", "u55b6", "u6307", "u6708", "u6709", "u6e80",
                                  "u7121", "u7533", "u7981", "u7a7a"]
        if fixed.contains(text) { return true }
        func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        // clock + 1–4 digits
        if text.hasPrefix("clock") {
            let digits = name.dropFirst(5)
            if (1...4).contains(digits.count) && digits.allSatisfy(ByteClass.isDigit) { return true }
        }
        // 2–15 lowercase letters, optionally followed by `2`
        var letters = name[...]
        if letters.last == UInt8(ascii: "2") { letters = letters.dropLast() }
        if (2...15).contains(letters.count) && letters.allSatisfy(isLower) { return true }
        // 1–14 lowercase letters, then one or more `_` + 1–16 lowercase letters or digits
        let parts = name.split(separator: UInt8(ascii: "_"), omittingEmptySubsequences: false)
        guard parts.count >= 2, (1...14).contains(parts[0].count), parts[0].allSatisfy(isLower) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...16).contains(part.count) && part.allSatisfy { isLower($0) || ByteClass.isDigit($0) }
        }
    }
}
