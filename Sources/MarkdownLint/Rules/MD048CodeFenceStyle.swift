import MarkdownSyntax

/// MD048: fenced code blocks use one fence character: backticks or tildes (`style`), or
/// with `consistent` the character of the document's first fenced block.
///
/// markdownlint does not fix this rule; mdtool does, safely: it rewrites both fences with
/// the expected character, keeping the info string and the code as they are. The new fence
/// is made longer when a line of the code would otherwise close it. An info string holding
/// a backtick cannot follow a backtick fence: such blocks are reported without a fix.
struct MD048CodeFenceStyle: Rule {
    enum Style: String, RuleOptionChoice {
        case consistent, backtick, tilde

        var help: String? {
            switch self {
            case .consistent: "the document's first fence sets the character"
            case .backtick: "`` ` ``"
            case .tilde: "`~`"
            }
        }
    }

    static let styleOption = RuleOption("style", default: Style.consistent, "Character of every code fence")

    static let descriptor = RuleDescriptor(
        id: "MD048", aliases: ["code-fence-style"], tags: ["code"],
        summary: "Code fence style",
        options: [styleOption],
        isFixable: true)

    let style: Style

    init(options: RuleOptions) throws(ConfigError) {
        style = options[Self.styleOption]
    }

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        var expected = ConsistentStyle(style, consistent: .consistent)
        for code in context.nodes.codeBlocks {
            guard let fence = code.fence, let opening = CodeBlockLines.openingFence(of: code, in: context) else { continue }
            let actual: Style = fence.character == "~" ? .tilde : .backtick
            guard let wanted = expected.mismatch(actual) else { continue }
            findings.append(Finding(range: opening.text,
                                    detail: "Expected: \(wanted.rawValue); Actual: \(actual.rawValue)",
                                    fix: Self.fix(code, to: wanted, context)))
        }
        return findings
    }

    /// Rewrites both fences with the other character: as long as before, or longer than
    /// any line of the code that would close the new fence.
    static func fix(_ code: CodeBlock, to style: Style, _ context: LintContext) -> Fix? {
        guard let fence = code.fence, let opening = CodeBlockLines.openingFence(of: code, in: context) else { return nil }
        let character = style == .tilde ? UInt8(ascii: "~") : UInt8(ascii: "`")
        let bytes = context.bytes
        if character == UInt8(ascii: "`") && bytes[opening.run.upperBound..<opening.text.upperBound].contains(character) {
            return nil
        }
        var length = max(3, opening.run.count)
        if let lines = CodeBlockLines.codeLines(of: code, in: context) {
            for number in lines {
                let run = closingRunLength(context.lines[number - 1].range, character, bytes)
                if run >= length { length = run + 1 }
            }
        }
        let fenceText = String(repeating: Character(Unicode.Scalar(character)), count: length)
        var edits = [TextEdit(range: opening.run, replacement: fenceText)]
        if fence.isClosed, let closing = CodeBlockLines.closingFenceRun(of: code, in: context) {
            let closingText = String(repeating: Character(Unicode.Scalar(character)), count: max(length, closing.count))
            edits.append(TextEdit(range: closing, replacement: closingText))
        }
        return Fix(edits, applicability: .safe)
    }

    /// The length of the run of `character` on a line that could close a fence of it: after
    /// any indentation and block quote markers, the run and nothing but whitespace. 0 if none.
    /// (Counting markers of containers the line is not in only makes the new fence longer.)
    static func closingRunLength(_ line: Range<Int>, _ character: UInt8, _ bytes: [UInt8]) -> Int {
        var index = line.lowerBound
        while index < line.upperBound, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == UInt8(ascii: ">") {
            index += 1
        }
        let start = index
        while index < line.upperBound, bytes[index] == character { index += 1 }
        let run = index - start
        while index < line.upperBound, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index == line.upperBound ? run : 0
    }
}
