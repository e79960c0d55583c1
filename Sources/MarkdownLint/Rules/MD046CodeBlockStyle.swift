import MarkdownSyntax

/// MD046: code blocks are all fenced or all indented (`style`), or with `consistent` all
/// like the document's first code block.
///
/// markdownlint does not fix this rule; mdtool does, where the rendering provably stays the
/// same. An indented block becomes a fenced one: the indentation (four columns after the
/// block quote markers and list indentation) is removed from each line, and fence lines
/// are added with the same prefixes. The fence uses the character of the document's first
/// fenced block (backticks if none), longer than any run of it in the code, so no code line
/// can close it. A fenced block becomes an indented one only when that is sure to render
/// the same: no info string, a closing fence, no blank first or last code line, a blank line
/// (or a heading, rule or fenced block) before it, no list, footnote or indented code block
/// next to it that the indented lines could join. Other blocks are reported without a fix.
struct MD046CodeBlockStyle: Rule {
    enum Style: String, RuleOptionChoice {
        case consistent, fenced, indented

        var help: String? { self == .consistent ? "the document's first code block sets the style" : nil }
    }

    static let styleOption = RuleOption("style", default: Style.consistent, "Style of every code block")

    static let descriptor = RuleDescriptor(
        id: "MD046", aliases: ["code-block-style"], tags: ["code"],
        summary: "Code block style",
        options: [styleOption],
        isFixable: true)

    let style: Style

    init(options: RuleOptions) throws(ConfigError) {
        style = options[Self.styleOption]
    }

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        var expected = ConsistentStyle(style, consistent: .consistent)
        var fenceCharacter: UInt8?
        for code in context.nodes.codeBlocks {
            guard let range = code.byteRange else { continue }
            let actual: Style = code.isFenced ? .fenced : .indented
            if fenceCharacter == nil, let fence = code.fence {
                fenceCharacter = fence.character == "~" ? UInt8(ascii: "~") : UInt8(ascii: "`")
            }
            guard let wanted = expected.mismatch(actual) else { continue }
            let fix = actual == .indented
                ? Self.fencing(code, with: fenceCharacter ?? Self.firstFenceCharacter(context), context)
                : Self.indenting(code, context)
            findings.append(Finding(range: context.firstLine(of: range),
                                    detail: "Expected: \(wanted.rawValue); Actual: \(actual.rawValue)", fix: fix))
        }
        return findings
    }

    private static func firstFenceCharacter(_ context: LintContext) -> UInt8 {
        let fence = context.nodes.codeBlocks.lazy.compactMap { $0.fence }.first
        return fence?.character == "~" ? UInt8(ascii: "~") : UInt8(ascii: "`")
    }

    // MARK: Indented to fenced

    /// Turns an indented block into a fenced one, or nil when a line's prefixes cannot be
    /// told apart (a footnote definition around it, an unexpected line).
    ///
    /// Each line keeps its container prefix; the four columns of indentation after it go.
    /// A tab that holds the end of the prefix or of the indentation is written as the
    /// spaces it stood for, so every line keeps its columns.
    static func fencing(_ code: CodeBlock, with character: UInt8, _ context: LintContext) -> Fix? {
        guard let range = code.byteRange, let containers = ContainerPrefix.containers(of: code) else { return nil }
        let span = context.lineNumbers(of: range)
        let fence = fenceText(character, for: code)
        let lineEnding = context.preferredLineEnding
        var edits: [TextEdit] = []
        var lastPrefix = ""
        for number in span {
            let line = context.lines[number - 1].range
            guard let prefixEnd = ContainerPrefix.end(line: number, containers: containers, in: context) else { return nil }
            if number == span.lowerBound && prefixEnd.index != range.lowerBound { return nil }
            let codeStart = ContainerPrefix.skipIndentation(prefixEnd, columns: 4, end: line.upperBound, in: context)
            let codeText = ContainerPrefix.byteAfter(codeStart)
            let isBlank = codeText == line.upperBound
            if !isBlank && codeStart.column != prefixEnd.column + 4 { return nil }
            let removed = prefixEnd.index..<codeText
            let ownColumns = String(repeating: " ", count: prefixEnd.consumedInTab)
            let codeColumns = String(repeating: " ", count: codeStart.consumedInTab > 0 ? tabWidthLeft(codeStart) : 0)
            let continuation = ContainerPrefix.continuation(line: number, upTo: prefixEnd, containers: containers, in: context)
            if number == span.upperBound { lastPrefix = continuation }
            if number == span.lowerBound {
                // The opening fence takes the place of the indentation; the code moves to a new line.
                edits.append(TextEdit(range: removed,
                                      replacement: ownColumns + fence + lineEnding + continuation + codeColumns))
            } else if isBlank && codeColumns.isEmpty {
                if !removed.isEmpty { edits.append(.delete(prefixEnd.index..<line.upperBound)) }
            } else if !removed.isEmpty {
                edits.append(TextEdit(range: removed, replacement: ownColumns + codeColumns))
            }
        }
        let end = context.lines[span.upperBound - 1].range.upperBound
        edits.append(.insert(lineEnding + lastPrefix + fence, at: end))
        return Fix(edits, applicability: .safe)
    }

    /// Columns of the tab at the cursor that lie beyond it.
    private static func tabWidthLeft(_ cursor: LineCursor) -> Int {
        let tabStart = cursor.column - cursor.consumedInTab
        return tabStart + 4 - tabStart % 4 - cursor.column
    }

    /// A fence of `character` longer than any run of it in the code (and at least three long).
    private static func fenceText(_ character: UInt8, for code: CodeBlock) -> String {
        var longest = 0
        var run = 0
        for byte in code.code.utf8 {
            if byte == character {
                run += 1
                longest = max(longest, run)
            } else {
                run = 0
            }
        }
        return String(repeating: Character(Unicode.Scalar(character)), count: max(3, longest + 1))
    }

    // MARK: Fenced to indented

    /// Turns a fenced block into an indented one when that surely renders the same.
    static func indenting(_ code: CodeBlock, _ context: LintContext) -> Fix? {
        guard let fence = code.fence, fence.isClosed, let range = code.byteRange,
              let info = CodeBlockLines.info(of: code, in: context), info.word.isEmpty,
              let containers = ContainerPrefix.containers(of: code),
              let codeSpan = CodeBlockLines.codeLines(of: code, in: context) else { return nil }
        let span = context.lineNumbers(of: range)
        let openLine = span.lowerBound
        let closeLine = span.upperBound

        // Nothing before the block that its lines could join, or continue.
        let previous = code.indexInParent > 0 ? code.parent?.child(at: code.indexInParent - 1) : nil
        switch previous {
        case nil, is Paragraph, is Heading, is ThematicBreak, is HTMLBlock, is Table, is LinkReferenceDefinition,
             is BlockQuote:
            break
        case let block as CodeBlock where block.isFenced:
            break
        default:
            return nil
        }
        let previousLineBlank = openLine == 1
            || context.lines[openLine - 2].flags.contains(.frontMatter)
            || context.bytes[context.lines[openLine - 2].range].allSatisfy {
                $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: ">")
            }
        if !previousLineBlank {
            // Right after a block that cannot take a continuation line.
            guard let previous, previous is Heading || previous is ThematicBreak || (previous as? CodeBlock)?.isFenced == true,
                  let previousRange = previous.byteRange,
                  context.lineNumbers(of: previousRange).upperBound == openLine - 1 else { return nil }
        }
        // Nothing after it that it could join: an indented block, or a fenced block that
        // may turn indented in the same pass.
        if let next = code.parent?.child(at: code.indexInParent + 1) {
            if let block = next as? CodeBlock, !block.isFenced || block.infoString.isEmpty { return nil }
            if next is UnorderedList || next is OrderedList || next is FootnoteDefinition { return nil }
        }
        // The fence lines hold nothing but container prefixes and the fence (no list marker).
        for number in [openLine, closeLine] {
            guard let prefixEnd = ContainerPrefix.end(line: number, containers: containers, in: context),
                  prefixEnd.consumedInTab == 0 else { return nil }
            for case let item as ListItem in containers {
                if let marker = item.markerByteRange, context.lineNumber(at: marker.lowerBound) == number { return nil }
            }
        }

        var edits: [TextEdit] = []
        let lines = context.lines
        var firstCode: Bool?
        var lastCodeBlank = true
        for number in codeSpan {
            let line = lines[number - 1]
            guard let prefixEnd = ContainerPrefix.end(line: number, containers: containers, in: context),
                  prefixEnd.consumedInTab == 0 else { return nil }
            let codeStart = ContainerPrefix.skipIndentation(prefixEnd, columns: fence.indentation, end: line.range.upperBound, in: context)
            if codeStart.consumedInTab > 0 { return nil }
            if context.bytes[prefixEnd.index..<codeStart.index].contains(0x09) { return nil }
            let isBlank = context.bytes[codeStart.index..<line.range.upperBound].allSatisfy { $0 == 0x20 || $0 == 0x09 }
            if firstCode == nil { firstCode = !isBlank }
            lastCodeBlank = isBlank
            if codeStart.index == line.range.upperBound { continue }
            edits.append(TextEdit(range: prefixEnd.index..<codeStart.index, replacement: "    "))
        }
        guard firstCode == true, !lastCodeBlank else { return nil }
        let openRange = lines[openLine - 1].range
        edits.insert(.delete(openRange.lowerBound..<(openRange.upperBound + lines[openLine - 1].lineEndingLength)),
                     at: 0)
        let closeRange = lines[closeLine - 1].range
        edits.append(.delete(closeRange.lowerBound..<(closeRange.upperBound + lines[closeLine - 1].lineEndingLength)))
        return Fix(edits, applicability: .safe)
    }
}
