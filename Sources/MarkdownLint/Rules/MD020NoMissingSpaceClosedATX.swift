import MarkdownSyntax

/// MD020: a line like `#Title#`, `# Title#` or `#Title #` looks like a closed ATX heading
/// missing a space inside its `#`s. Checked line by line, as markdownlint does, outside
/// code blocks, HTML blocks and comments; the text between the `#`s may not contain `#`.
///
/// The fix rewrites the line as `# Title #`. That turns a paragraph into a heading (or
/// changes a heading's text), so it is unsafe.
struct MD020NoMissingSpaceClosedATX: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD020", aliases: ["no-missing-space-closed-atx"], tags: ["headings", "atx_closed", "spaces"],
        summary: "No space inside hashes on closed atx style heading", isFixable: true)

    init(options: RuleOptions) throws(ConfigError) {}

    /// The pieces of a `#…#` line.
    struct Match {
        var leftHash: Range<Int>
        var leftSpace: Range<Int>
        var content: Range<Int>
        var rightSpace: Range<Int>
        /// A `\#` just before the closing `#`s.
        var escape: Range<Int>?
        var rightHash: Range<Int>
    }

    func check(_ context: LintContext) -> [Finding] {
        let skip: LineInfo.Flags = [.code, .codeFence, .htmlBlock, .frontMatter]
        var findings: [Finding] = []
        context.withLintedBytes { linted in
            for line in context.lines where !line.isBlank && line.flags.isDisjoint(with: skip) {
                if let finding = finding(on: line, linted.buffer(for: line.range), context) { findings.append(finding) }
            }
        }
        return findings
    }

    /// The finding on `line`, read from `linted`, if it looks like a closed heading missing a space.
    private func finding(on line: LineInfo, _ linted: UnsafeBufferPointer<UInt8>, _ context: LintContext) -> Finding? {
        guard linted[line.range.lowerBound] == UInt8(ascii: "#"),
              let match = Self.match(linted, line.range) else { return nil }
        let missingLeft = match.leftSpace.isEmpty
        let missingRight = match.rightSpace.isEmpty || match.escape != nil
        guard missingLeft || missingRight else { return nil }
        let range: Range<Int>
        if missingLeft {
            range = match.leftHash.lowerBound..<(match.leftHash.upperBound
                + UTF8Scalar.length(ofLead: linted[match.leftHash.upperBound]))
        } else {
            var before = match.rightHash.lowerBound - 1
            while before > line.range.lowerBound && linted[before] & 0xC0 == 0x80 { before -= 1 }
            range = before..<match.rightHash.upperBound
        }
        var replacement = String(repeating: "#", count: match.leftHash.count) + " "
            + context.text(match.content) + " "
        if match.escape != nil { replacement += "\\# " }
        replacement += String(repeating: "#", count: match.rightHash.count)
        return Finding(
            range: range,
            context: MarkdownlintText.ellipsized(MarkdownlintText.trimmed(MarkdownlintLines.lintedText(ofLine: line.number, in: context)),
                                              keepStart: missingLeft, keepEnd: missingRight),
            fix: Fix(TextEdit(range: line.range, replacement: replacement), applicability: .unsafe))
    }

    /// Matches markdownlint's pattern for closed ATX lines: `#`s, blanks, text without `#`
    /// (not starting with a blank, not ending with a blank or `\`), blanks, an optional `\#`,
    /// `#`s, trailing blanks.
    static func match(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Match? {
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        var index = line.lowerBound
        while index < line.upperBound && bytes[index] == UInt8(ascii: "#") { index += 1 }
        let leftHash = line.lowerBound..<index
        let contentStart: Int = {
            var position = index
            while position < line.upperBound && isBlank(bytes[position]) { position += 1 }
            return position
        }()
        var end = line.upperBound
        while end > contentStart && ByteClass.isASCIIWhitespace(bytes[end - 1]) { end -= 1 }
        var hashStart = end
        while hashStart > contentStart && bytes[hashStart - 1] == UInt8(ascii: "#") { hashStart -= 1 }
        guard hashStart < end else { return nil }
        var rightHash = hashStart..<end
        var escape: Range<Int>?
        var spaceEnd = hashStart
        if hashStart > contentStart && bytes[hashStart - 1] == UInt8(ascii: "\\") {
            guard rightHash.count >= 2 else { return nil }
            escape = (hashStart - 1)..<(hashStart + 1)
            rightHash = (hashStart + 1)..<end
            spaceEnd = hashStart - 1
        }
        var spaceStart = spaceEnd
        while spaceStart > contentStart && isBlank(bytes[spaceStart - 1]) { spaceStart -= 1 }
        let content = contentStart..<spaceStart
        guard !content.isEmpty, !bytes[content].contains(UInt8(ascii: "#")),
              bytes[content.upperBound - 1] != UInt8(ascii: "\\") else { return nil }
        return Match(leftHash: leftHash, leftSpace: index..<contentStart, content: content,
                     rightSpace: spaceStart..<spaceEnd, escape: escape, rightHash: rightHash)
    }
}
