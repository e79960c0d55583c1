import MarkdownSyntax

/// MD012: no more than `maximum` consecutive blank lines outside code blocks.
struct MD012NoMultipleBlanks: Rule {
    static let maximumOption = RuleOption("maximum", default: 1, "Consecutive blank lines allowed (0 means the default)")

    static let descriptor = RuleDescriptor(
        id: "MD012", aliases: ["no-multiple-blanks"], tags: ["whitespace", "blank_lines"],
        summary: "Multiple consecutive blank lines",
        options: [maximumOption],
        isFixable: true)

    let maximum: Int

    init(options: RuleOptions) throws(ConfigError) {
        // As in markdownlint, 0 means the default.
        let value = options[Self.maximumOption]
        maximum = value == 0 ? Self.maximumOption.defaultValue : value
    }

    func check(_ context: LintContext) -> [Finding] {
        let lines = context.lines
        var findings: [Finding] = []
        var count = 0
        context.withLintedBytes { linted in
            for line in lines {
                if line.flags.contains(.frontMatter) || line.isCode {
                    count = 0
                    continue
                }
                guard line.isBlank || ByteClass.isJavaScriptWhitespaceOnly(linted.buffer(for: line.range), line.range) else {
                    count = 0
                    continue
                }
                count += 1
                guard count > maximum else { continue }
                // Deleting the line ending before the line and the line's whitespace removes
                // one line (also the last one, which has no line ending), and the edits of
                // consecutive findings never overlap.
                let previous = line.number > 1 ? lines[line.number - 2] : nil
                let edit = TextEdit.delete(previous.map { $0.range.upperBound..<line.range.upperBound }
                    ?? line.range.lowerBound..<(line.range.upperBound + line.lineEndingLength))
                // Blank lines inside raw HTML are part of its text, and a line of other
                // Unicode spaces is text to CommonMark.
                let unsafe = line.flags.contains(.htmlBlock) || !line.isBlank
                findings.append(Finding(range: line.range, detail: ExpectedActual.detail(maximum, count),
                                        fix: Fix(edit, applicability: unsafe ? .unsafe : .safe)))
            }
        }
        return findings
    }
}
