import MarkdownSyntax

/// MDT103 (DocC): braces of directive bodies balance. A body opened with `{` is closed
/// with a `}` line (an unclosed one runs to the end of the page, swallowing what follows),
/// and a line starting with `}` that closes no body is a stray one, left over from a
/// directive that was removed or never opened (DocC shows it as text).
struct MDT103DirectiveBraces: Rule {
    static let descriptor = RuleDescriptor(
        id: "MDT103", aliases: ["docc-balanced-braces"], tags: ["docc"],
        summary: "DocC directive braces should balance",
        dialects: [.docc])

    init(options: RuleOptions) throws(ConfigError) {}

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for directive in context.nodes.blockDirectives where directive.hasBody && !directive.isClosed {
            guard let range = DocCDirectiveName.range(of: directive) else { continue }
            findings.append(Finding(range: range, detail: "The body of @\(directive.name) is never closed with '}'",
                                    context: "@" + directive.name))
        }
        let bytes = context.bytes
        for line in context.lines {
            let flags = line.flags
            guard !line.isBlank, !flags.contains(.directive), !line.isCode, !flags.contains(.htmlBlock),
                  !flags.contains(.frontMatter),
                  let first = line.range.first(where: { bytes[$0] != 0x20 && bytes[$0] != 0x09 }),
                  bytes[first] == UInt8(ascii: "}") else { continue }
            findings.append(Finding(range: first..<(first + 1), detail: "This '}' closes no directive body",
                                    context: MarkdownlintLines.trimmedText(ofLine: line.number, in: context)))
        }
        return findings
    }
}
