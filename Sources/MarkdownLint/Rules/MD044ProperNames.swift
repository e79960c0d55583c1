import MarkdownSyntax

/// MD044: proper names should be written with the configured capitalization.
///
/// Each name is looked for as markdownlint does: without regard to case, as a whole word
/// (a name starting or ending with a letter, digit or `_` needs a word boundary there,
/// where underscores next to the name count as part of the boundary, so `_Name_` is
/// found). Longer names are looked for first; a match overlapping an earlier one is
/// skipped. Text is read in the pieces markdownlint reads: emphasis markers and escapes
/// split it. Code spans and code blocks are read when `code_blocks` is set, tags and
/// comments when `html_elements` is set; text between tags of an HTML block always is.
/// Link destinations, definitions, autolinks and bare URLs are never read.
///
/// The fix writes the configured spelling. It is unsafe: it changes the text (and in code
/// or HTML it may change what the code or an attribute means).
struct MD044ProperNames: Rule {
    static let namesOption = RuleOption("names", default: [String](), "Proper names, spelled as they should be")
    static let codeBlocksOption = RuleOption("code_blocks", default: true, "Also check code spans and code blocks")
    static let htmlElementsOption = RuleOption("html_elements", default: true,
                                               "Also check HTML tags, attributes and comments")

    static let descriptor = RuleDescriptor(
        id: "MD044", aliases: ["proper-names"], tags: ["spelling"],
        summary: "Proper names should have the correct capitalization",
        options: [namesOption, codeBlocksOption, htmlElementsOption],
        isFixable: true)

    /// A configured name, prepared for matching.
    private struct Name: Sendable, NameBytes {
        var text: String
        var bytes: [UInt8]
        /// ASCII names compare bytes (ASCII letters folded to lowercase).
        var isASCII: Bool
        var folded: [UInt8]
        /// Other names compare scalars as JavaScript's case-insensitive matching does.
        var canonical: [UInt32]
        /// Whether the name starts (ends) with a word character and so needs a boundary there.
        var needsStartBoundary: Bool
        var needsEndBoundary: Bool
    }

    private let names: [Name]
    /// The ASCII names laid out flat for the hot loops.
    private let ascii: ASCIINames
    private let exactNames: Set<String>
    private let codeBlocks: Bool
    private let htmlElements: Bool

    init(options: RuleOptions) throws(ConfigError) {
        let texts = options[Self.namesOption].filter { !$0.isEmpty }
        exactNames = Set(texts)
        codeBlocks = options[Self.codeBlocksOption]
        htmlElements = options[Self.htmlElementsOption]
        // Longest first (in UTF-16 units, as markdownlint sorts), ties in code point order.
        let sorted = texts.sorted { lhs, rhs in
            let left = lhs.utf16.count
            let right = rhs.utf16.count
            return left != right ? left > right : lhs < rhs
        }
        var seen: Set<String> = []
        names = sorted.filter { seen.insert($0).inserted }.map { text in
            let bytes = Array(text.utf8)
            let isASCII = bytes.allSatisfy { $0 < 0x80 }
            return Name(text: text, bytes: bytes, isASCII: isASCII,
                        folded: isASCII ? bytes.map(Self.asciiLowercased) : [],
                        canonical: isASCII ? [] : text.unicodeScalars.map(Self.canonical),
                        needsStartBoundary: ByteClass.isJavaScriptWordByte(bytes[0]),
                        needsEndBoundary: ByteClass.isJavaScriptWordByte(bytes[bytes.count - 1]))
        }
        ascii = ASCIINames(names)
    }

    func check(_ context: LintContext) -> [Finding] {
        guard !names.isEmpty else { return [] }
        let bytes = context.bytes
        // Look for the names anywhere first: most files hold none, and only the parts of a
        // file that hold one need to be read closely.
        let occurrences = bytes.withUnsafeBufferPointer { occurrencesOfNames($0) }
        if let occurrences, occurrences.isEmpty { return [] }
        // 1: bytes of URLs (never checked); 2: bytes of an earlier match.
        var claimed = [UInt8](repeating: 0, count: bytes.count)
        let tokens = bytes.withUnsafeBufferPointer { buffer in
            collectTokens(context, buffer, &claimed, Occurrences(starts: occurrences))
        }
        guard !tokens.isEmpty else { return [] }
        var findings: [Finding] = []
        bytes.withUnsafeBufferPointer { buffer in
            let matches = findMatches(in: tokens, buffer)
            for (index, name) in names.enumerated() {
                for range in matches[index] {
                    var overlaps = false
                    for offset in range where claimed[offset] != 0 {
                        overlaps = true
                        break
                    }
                    for offset in range { claimed[offset] = 2 }
                    guard !overlaps, !buffer[range].elementsEqual(name.bytes) else { continue }
                    let actual = context.text(range)
                    guard !exactNames.contains(actual) else { continue }
                    findings.append(Finding(range: range, detail: "Expected: \(name.text); Actual: \(actual)",
                                            fix: Fix(TextEdit(range: range, replacement: name.text),
                                                     applicability: .unsafe)))
                }
            }
        }
        return findings
    }

    /// Where the ASCII names are written anywhere in the file, in any case, in order; nil
    /// when there are other names (then everything is read).
    private func occurrencesOfNames(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int]? {
        if names.contains(where: { !$0.isASCII }) { return nil }
        var found: [Int] = []
        ascii.forEachCandidate(in: bytes, 0..<bytes.count) { index, _, _ in
            if found.last != index { found.append(index) }
        }
        return found
    }

    /// The positions where a name may start; ranges without one need no reading.
    private struct Occurrences {
        /// Sorted; nil: anywhere.
        var starts: [Int]?

        func any(in range: Range<Int>) -> Bool {
            guard let starts else { return true }
            var low = 0
            var high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
            }
            return low < starts.count && starts[low] < range.upperBound
        }
    }

    /// Every match of each name, in order, as each name's own search finds them (a search
    /// goes on after the previous match). ASCII names are found in one pass over the tokens.
    private func findMatches(in tokens: [Range<Int>], _ bytes: UnsafeBufferPointer<UInt8>) -> [[Range<Int>]] {
        var matches: [[Range<Int>]] = Array(repeating: [], count: names.count)
        var resume = [Int](repeating: 0, count: names.count)
        var resumeToken = [Int](repeating: -1, count: names.count)
        for (tokenIndex, token) in tokens.enumerated() {
            ascii.forEachCandidate(in: bytes, token) { index, candidate, end in
                guard resumeToken[candidate] != tokenIndex || index >= resume[candidate],
                      let next = boundaryEnd(of: names[candidate], bytes, index..<end, token: token) else { return }
                matches[candidate].append(index..<end)
                resume[candidate] = next
                resumeToken[candidate] = tokenIndex
            }
        }
        for (index, name) in names.enumerated() where !name.isASCII {
            for token in tokens {
                var position = token.lowerBound
                while position < token.upperBound {
                    if let end = Self.scalarMatchEnd(name, bytes, at: position, limit: token.upperBound),
                       let next = boundaryEnd(of: name, bytes, position..<end, token: token) {
                        matches[index].append(position..<end)
                        position = next
                    } else {
                        position += UTF8Scalar.length(ofLead: bytes[position])
                    }
                }
            }
        }
        return matches
    }

    // MARK: What is read

    /// The byte ranges read, as markdownlint's tokens; marks the bytes of URLs in them.
    private func collectTokens(_ context: LintContext, _ bytes: UnsafeBufferPointer<UInt8>,
                               _ claimed: inout [UInt8], _ occurrences: Occurrences) -> [Range<Int>] {
        var tokens: [Range<Int>] = []
        let nodes = context.nodes
        // Text inside autolinks is a URL: skipped by range, without asking each text for its parent.
        var autolinks: [Range<Int>] = []
        for link in nodes.links where link.form.isAutolink {
            if let range = link.byteRange { autolinks.append(range) }
        }
        var nextAutolink = 0
        for text in nodes.texts {
            guard let range = text.byteRange, !range.isEmpty else { continue }
            while nextAutolink < autolinks.count && autolinks[nextAutolink].upperBound <= range.lowerBound {
                nextAutolink += 1
            }
            if nextAutolink < autolinks.count && autolinks[nextAutolink].lowerBound <= range.lowerBound { continue }
            guard occurrences.any(in: range) else { continue }
            Self.markURLs(bytes, range, &claimed)
            Self.appendTextTokens(bytes, range, to: &tokens)
        }
        if codeBlocks {
            for code in nodes.inlineCodes {
                guard let range = code.byteRange, range.count > 2 * code.backtickCount else { continue }
                let content = (range.lowerBound + code.backtickCount)..<(range.upperBound - code.backtickCount)
                guard occurrences.any(in: content) else { continue }
                Self.markURLs(bytes, content, &claimed)
                tokens.append(content)
            }
            for block in nodes.codeBlocks {
                guard let range = block.byteRange, !range.isEmpty, occurrences.any(in: range) else { continue }
                var lines = context.lineNumbers(of: range)
                var first = lines.lowerBound
                var last = lines.upperBound
                if let fence = block.fence {
                    first += 1
                    if fence.isClosed { last -= 1 }
                }
                guard first <= last else { continue }
                lines = first...last
                for number in lines {
                    let line = context.lines[number - 1].range
                    let content = max(line.lowerBound, range.lowerBound)..<min(line.upperBound, range.upperBound)
                    guard !content.isEmpty, occurrences.any(in: content) else { continue }
                    Self.markURLs(bytes, content, &claimed)
                    tokens.append(content)
                }
            }
        }
        if htmlElements {
            for html in nodes.inlineHTML {
                guard let range = html.byteRange, !range.isEmpty, occurrences.any(in: range) else { continue }
                Self.markURLs(bytes, range, &claimed)
                tokens.append(range)
            }
        }
        for block in nodes.htmlBlocks {
            guard let range = block.byteRange, occurrences.any(in: range) else { continue }
            for piece in HTMLBlockPiece.pieces(of: block, in: context) {
                switch piece.kind {
                case .html:
                    guard htmlElements else { continue }
                    Self.markURLs(bytes, piece.range, &claimed)
                    tokens.append(piece.range)
                case .code:
                    guard codeBlocks else { continue }
                    Self.markURLs(bytes, piece.range, &claimed)
                    tokens.append(piece.range)
                case .text:
                    Self.markURLs(bytes, piece.range, &claimed)
                    Self.appendTextTokens(bytes, piece.range, to: &tokens)
                }
            }
        }
        return tokens
    }

    /// Splits text as markdownlint's parser does: runs of `*`, `_` and `~` and backslash
    /// escapes are pieces of their own.
    private static func appendTextTokens(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                                         to tokens: inout [Range<Int>]) {
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            var skip = 0
            if byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~") {
                skip = 1
            } else if byte == UInt8(ascii: "\\") && index + 1 < range.upperBound
                        && ByteClass.isASCIIPunctuation(bytes[index + 1]) {
                skip = 2
            }
            if skip == 0 {
                index += 1
                continue
            }
            if start < index { tokens.append(start..<index) }
            index += skip
            start = index
        }
        if start < range.upperBound { tokens.append(start..<range.upperBound) }
    }

    /// Marks the URLs in `range` (`http://…`, `https://…`, `www.…` and email addresses, as
    /// GFM's autolink literals) as never read.
    private static func markURLs(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ claimed: inout [UInt8]) {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index] | 0x20
            var urlStart: Int?
            if byte == UInt8(ascii: "h") || byte == UInt8(ascii: "w") {
                let previous = index > range.lowerBound ? bytes[index - 1] : 0x20
                if !(ByteClass.isLetter(previous) || ByteClass.isDigit(previous))
                    && (hasPrefixIgnoringCase(bytes, index, range.upperBound, "http://")
                        || hasPrefixIgnoringCase(bytes, index, range.upperBound, "https://")
                        || hasPrefixIgnoringCase(bytes, index, range.upperBound, "www.")) {
                    urlStart = index
                }
            } else if bytes[index] == UInt8(ascii: "@") {
                var start = index
                while start > range.lowerBound, isEmailLocal(bytes[start - 1]) { start -= 1 }
                if start < index { urlStart = start }
            }
            guard let start = urlStart else {
                index += 1
                continue
            }
            var end = index
            while end < range.upperBound, bytes[end] > 0x20, bytes[end] != UInt8(ascii: "<") { end += 1 }
            // Trailing punctuation is not part of the URL.
            while end > index + 1, ".,:;!?\"'*_~)".utf8.contains(bytes[end - 1]) { end -= 1 }
            if end - index > 4 || bytes[index] == UInt8(ascii: "@") {
                for offset in start..<end { claimed[offset] = 1 }
            }
            index = max(end, index + 1)
        }
    }

    private static func isEmailLocal(_ byte: UInt8) -> Bool {
        ByteClass.isLetter(byte) || ByteClass.isDigit(byte) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
    }

    private static func hasPrefixIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ end: Int,
                                              _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= end else { return false }
        return prefix.withUTF8Buffer { needle in
            for offset in 0..<count where asciiLowercased(bytes[index + offset]) != needle[offset] { return false }
            return true
        }
    }

    // MARK: Matching

    /// Where the search goes on after `name` written at `match` (past any underscores that
    /// belong to the match), or nil when the match lacks a word boundary it needs.
    private func boundaryEnd(of name: Name, _ bytes: UnsafeBufferPointer<UInt8>, _ match: Range<Int>,
                             token: Range<Int>) -> Int? {
        if name.needsStartBoundary {
            var before = match.lowerBound
            while before > token.lowerBound && bytes[before - 1] == UInt8(ascii: "_") { before -= 1 }
            if before > token.lowerBound && ByteClass.isJavaScriptWordByte(bytes[before - 1]) { return nil }
        }
        var next = match.upperBound
        if name.needsEndBoundary {
            while next < token.upperBound && bytes[next] == UInt8(ascii: "_") { next += 1 }
            if next < token.upperBound && ByteClass.isJavaScriptWordByte(bytes[next]) { return nil }
        }
        return next
    }

    /// The end of a non-ASCII `name` written at `index` in any case, or nil.
    private static func scalarMatchEnd(_ name: Name, _ bytes: UnsafeBufferPointer<UInt8>, at index: Int,
                                       limit: Int) -> Int? {
        var cursor = index
        for expected in name.canonical {
            guard cursor < limit else { return nil }
            let scalar = UTF8Scalar.decode(bytes, at: cursor).0
            guard canonical(scalar) == expected else { return nil }
            cursor += UTF8Scalar.length(ofLead: bytes[cursor])
        }
        return cursor
    }

    @inline(__always)
    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    /// JavaScript's case folding for case-insensitive matching without the `u` flag: the
    /// single-character uppercase form, except that nothing outside ASCII folds into it.
    private static func canonical(_ scalar: Unicode.Scalar) -> UInt32 {
        let value = scalar.value
        if value < 0x80 { return value >= 0x61 && value <= 0x7A ? value - 0x20 : value }
        guard value <= 0xFFFF else { return value }
        let upper = scalar.properties.uppercaseMapping.unicodeScalars
        guard upper.count == 1, let mapped = upper.first, mapped.value <= 0xFFFF, mapped.value >= 0x80 else {
            return value
        }
        return mapped.value
    }
}

/// The ASCII names of MD044, folded to lowercase and laid out flat, with filters on their
/// first two bytes so that most positions of a text are passed over at once.
private struct ASCIINames: Sendable {
    /// Every ASCII name's folded bytes, one after the other.
    private var folded: [UInt8] = []
    /// Where each name (by index) is in `folded`; empty for other names.
    private var ranges: [Range<Int>] = []
    /// Name indices by folded first byte, longest names first.
    private var buckets: [[Int]] = Array(repeating: [], count: 256)
    /// Folded first two bytes of names of two bytes or more (`first << 8 | second`).
    private var pairs: [Bool] = Array(repeating: false, count: 65536)
    /// Folded bytes of one-byte names.
    private var singles: [Bool] = Array(repeating: false, count: 256)

    init<Named: NameBytes>(_ names: [Named]) {
        for (index, name) in names.enumerated() {
            guard name.isASCII, let first = name.folded.first else {
                ranges.append(0..<0)
                continue
            }
            ranges.append(folded.count..<(folded.count + name.folded.count))
            folded.append(contentsOf: name.folded)
            buckets[Int(first)].append(index)
            if name.folded.count == 1 {
                singles[Int(first)] = true
            } else {
                pairs[Int(first) << 8 | Int(name.folded[1])] = true
            }
        }
    }

    /// Calls `body` with each position in `range` where an ASCII name is written (in any
    /// case) within `range`, the name's index and the match's end, in order of position
    /// and then of names.
    func forEachCandidate(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                          _ body: (Int, Int, Int) -> Void) {
        folded.withUnsafeBufferPointer { folded in
            pairs.withUnsafeBufferPointer { pairs in
                singles.withUnsafeBufferPointer { singles in
                    var index = range.lowerBound
                    let limit = range.upperBound
                    while index < limit {
                        let first = Int(lowercased(bytes[index]))
                        let pairHit = index + 1 < limit && pairs[first << 8 | Int(lowercased(bytes[index + 1]))]
                        if pairHit || singles[first] {
                            for candidate in buckets[first] {
                                let name = ranges[candidate]
                                guard index + name.count <= limit else { continue }
                                var offset = 1
                                while offset < name.count
                                        && lowercased(bytes[index + offset]) == folded[name.lowerBound + offset] {
                                    offset += 1
                                }
                                if offset == name.count { body(index, candidate, index + name.count) }
                            }
                        }
                        index += 1
                    }
                }
            }
        }
    }

    @inline(__always)
    private func lowercased(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
}

/// What `ASCIINames` reads of a name.
private protocol NameBytes {
    var isASCII: Bool { get }
    var folded: [UInt8] { get }
}

