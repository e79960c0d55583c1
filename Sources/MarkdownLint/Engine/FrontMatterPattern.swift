import Foundation

/// What the linter takes as a document's front matter, as markdownlint decides it rather
/// than as the parser does: markdownlint's default pattern, a regular expression of the
/// project's (markdownlint-cli2's `frontMatter`, `.mdtool.yml`'s `front_matter`), or nothing.
///
/// markdownlint's default pattern looks only at delimiters, so it takes more than the
/// parser's own test, which also wants a YAML mapping or TOML-shaped text: YAML between
/// `---` lines (a blank line after the opening one is fine), TOML between `+++` and `+++`
/// or `...`, JSON between `{` and `}` lines. The blank lines after the closing line belong
/// to the front matter too. What the pattern takes is never linted, and its lines are
/// searched for a `front_matter_title`.
public struct FrontMatterPattern: Sendable, Hashable, CustomStringConvertible {
    private enum Kind: Sendable, Hashable {
        case markdownlint
        case expression(String)
        case none
    }

    private let kind: Kind
    private let expression: NSRegularExpression?

    private init(_ kind: Kind, expression: NSRegularExpression? = nil) {
        self.kind = kind
        self.expression = expression
    }

    /// markdownlint's default pattern.
    public static let markdownlint = FrontMatterPattern(.markdownlint)
    /// No front matter: every line is Markdown.
    public static let none = FrontMatterPattern(.none)

    /// A regular expression read as markdownlint-cli2 reads its `frontMatter` (a JavaScript
    /// `RegExp` without the multiline flag, so `^` and `$` are the ends of the document): it
    /// must match at the very start of the document, and what it matches is front matter.
    /// JavaScript's `[^]` (any character) is accepted. Returns nil for a pattern that does
    /// not compile.
    public init?(regularExpression pattern: String) {
        let translated = pattern.replacingOccurrences(of: "[^]", with: #"[\s\S]"#)
        guard let expression = try? NSRegularExpression(pattern: translated) else { return nil }
        self.init(.expression(pattern), expression: expression)
    }

    /// The regular expression, for a pattern given as one.
    public var pattern: String? {
        if case .expression(let text) = kind { return text }
        return nil
    }

    /// `markdownlint` (the default pattern), `false` (none) or the regular expression.
    public var description: String {
        switch kind {
        case .markdownlint: "markdownlint"
        case .none: "false"
        case .expression(let text): text
        }
    }

    /// Equal when both are markdownlint's, both none, or the same expression text.
    public static func == (lhs: FrontMatterPattern, rhs: FrontMatterPattern) -> Bool { lhs.kind == rhs.kind }

    /// Hashes the kind, as `==` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

    /// Where the front matter that starts at `start` ends (`start` when there is none).
    public func end(in bytes: [UInt8], from start: Int) -> Int {
        switch kind {
        case .none: return start
        case .markdownlint: return Self.markdownlintEnd(bytes, from: start) ?? start
        case .expression: return expressionEnd(bytes, from: start) ?? start
        }
    }

    private func expressionEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        guard let expression, start < bytes.count else { return nil }
        let text = String(decoding: bytes[start...], as: UTF8.self)
        guard let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              match.range.location == 0, match.range.length > 0,
              let range = Range(match.range, in: text) else { return nil }
        return start + text.utf8.distance(from: text.startIndex, to: range.upperBound)
    }

    // MARK: markdownlint's default pattern

    /// The end of markdownlint's default match at `start`: an opening line (`---`, `+++` or
    /// `{`, then only spaces), the first later line that closes it (`---`; `+++` or `...`;
    /// `}`, then only spaces), and the whitespace after it up to the last line ending before
    /// the next text (or the end of the document).
    private static func markdownlintEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        let openings: [(open: [UInt8], close: [[UInt8]])] = [
            (Array("---".utf8), [Array("---".utf8)]),
            (Array("+++".utf8), [Array("+++".utf8), Array("...".utf8)]),
            (Array("{".utf8), [Array("}".utf8)]),
        ]
        guard let opening = openings.first(where: { isLine(bytes, start, startingWith: $0.open) }) else { return nil }
        var lineStart = nextLine(bytes, after: start)
        while let current = lineStart {
            if let close = opening.close.first(where: { isLine(bytes, current, startingWith: $0) }) {
                return endOfWhitespace(bytes, from: current + close.count)
            }
            lineStart = nextLine(bytes, after: current)
        }
        return nil
    }

    /// Whether the line at `start` is `prefix` followed only by spaces, tabs, form feeds or
    /// vertical tabs.
    private static func isLine(_ bytes: [UInt8], _ start: Int, startingWith prefix: [UInt8]) -> Bool {
        guard bytes.count - start >= prefix.count, bytes[start..<(start + prefix.count)].elementsEqual(prefix) else {
            return false
        }
        var index = start + prefix.count
        while index < bytes.count && !isLineEnding(bytes[index]) {
            guard isHorizontalSpace(bytes[index]) else { return false }
            index += 1
        }
        return true
    }

    /// The start of the line after the one holding `offset`; nil on the last line.
    private static func nextLine(_ bytes: [UInt8], after offset: Int) -> Int? {
        var index = offset
        while index < bytes.count && !isLineEnding(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        if bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A { index += 1 }
        return index + 1
    }

    /// After the whitespace run at `offset`: just past its last line ending, or the end of
    /// the document when the run reaches it.
    private static func endOfWhitespace(_ bytes: [UInt8], from offset: Int) -> Int {
        var index = offset
        var lastLineEnd = offset
        while index < bytes.count && (isHorizontalSpace(bytes[index]) || isLineEnding(bytes[index])) {
            if isLineEnding(bytes[index]) { lastLineEnd = index + 1 }
            index += 1
        }
        return index == bytes.count ? index : lastLineEnd
    }

    private static func isLineEnding(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    private static func isHorizontalSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C
    }
}
