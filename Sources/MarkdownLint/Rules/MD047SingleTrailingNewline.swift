import YAML

/// MD047: files should end with a single newline character.
struct MD047SingleTrailingNewline: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD047", aliases: ["single-trailing-newline"], tags: ["blank_lines"],
        summary: "Files should end with a single newline character", isFixable: true)

    init(options: RuleOptions) throws(ConfigError) {}

    func check(_ context: LintContext) -> [Finding] {
        guard let last = context.lines.last, last.lineEndingLength == 0, !last.range.isEmpty else { return [] }
        // A last line of only blank space, `>` markers or HTML comments counts as blank.
        let bytes = context.lintedBytes
        var meaningful = false
        var index = last.range.lowerBound
        while index < last.range.upperBound {
            if context.htmlComments.contains(where: { $0.contains(index) }) {
                index += 1
                continue
            }
            let byte = bytes[index]
            if byte != 0x20 && byte != 0x09 && byte != UInt8(ascii: ">") {
                meaningful = true
                break
            }
            index += 1
        }
        guard meaningful else { return [] }
        let end = last.range.upperBound
        return [Finding(range: end..<end, fix: Fix(.insert(context.preferredLineEnding, at: end)))]
    }
}
