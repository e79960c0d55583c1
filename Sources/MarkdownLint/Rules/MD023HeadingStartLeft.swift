import MarkdownSyntax

/// MD023: a heading starts at the beginning of its line, or of its container's content
/// (after `> ` in a block quote, at the content column of a list item). The fix deletes
/// the indentation, which does not change how the heading renders.
struct MD023HeadingStartLeft: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD023", aliases: ["heading-start-left"], tags: ["headings", "spaces"],
        summary: "Headings must start at the beginning of the line", isFixable: true)

    /// Deeper nesting is not examined (the prefix computation is quadratic in the depth).
    static let maximumDepth = 64

    init(options: RuleOptions) throws(ConfigError) {}

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for heading in context.nodes.headings {
            guard let start = heading.byteRange?.lowerBound, start > 0 else { continue }
            let bytes = context.bytes
            guard bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 else { continue }
            let line = context.line(at: start)
            var containers: [any Markup] = []
            var current = heading.parent
            while let node = current, !(node is Document) {
                if node is BlockQuote || node is ListItem { containers.append(node) }
                if containers.count > Self.maximumDepth { break }
                current = node.parent
            }
            guard containers.count <= Self.maximumDepth else { continue }
            let contentStart = Self.contentStart(line: line.range, containers: containers.reversed(), context).offset
            guard contentStart < start else { continue }
            findings.append(Finding(
                range: contentStart..<start,
                context: MarkdownlintText.ellipsized(MarkdownlintLines.lintedText(ofLine: line.number, in: context), keepStart: true),
                fix: Fix(.delete(contentStart..<start))))
        }
        return findings
    }

    /// Where the content of the innermost container begins on a line (and its column, tabs
    /// expanded to multiples of 4), given the containers from the outermost in.
    static func contentStart(line: Range<Int>, containers: [any Markup],
                             _ context: LintContext) -> (offset: Int, column: Int) {
        let bytes = context.bytes
        var offset = line.lowerBound
        var column = 0
        func advance() {
            column = bytes[offset] == 0x09 ? (column / 4 + 1) * 4 : column + 1
            offset += 1
        }
        func isBlank() -> Bool { offset < line.upperBound && (bytes[offset] == 0x20 || bytes[offset] == 0x09) }
        for (depth, container) in containers.enumerated() {
            if container is BlockQuote {
                let saved = (offset, column)
                var spaces = 0
                while spaces < 3 && offset < line.upperBound && bytes[offset] == 0x20 { advance(); spaces += 1 }
                guard offset < line.upperBound && bytes[offset] == UInt8(ascii: ">") else {
                    (offset, column) = saved
                    break
                }
                advance()
                if isBlank() { advance() }
            } else if let item = container as? ListItem, let marker = item.markerByteRange {
                if marker.lowerBound >= line.lowerBound && marker.lowerBound < line.upperBound {
                    // The item starts on this line: the marker and the blanks after it are its prefix.
                    while offset < marker.upperBound { advance() }
                    while isBlank() { advance() }
                } else {
                    // A continuation line: the item's content column, counted from where its
                    // parent's content starts on the marker's line.
                    let markerLine = context.line(at: marker.lowerBound).range
                    let outer = contentStart(line: markerLine, containers: Array(containers[0..<depth]), context)
                    var markerColumn = outer.column
                    var index = outer.offset
                    while index < marker.lowerBound {
                        markerColumn = bytes[index] == 0x09 ? (markerColumn / 4 + 1) * 4 : markerColumn + 1
                        index += 1
                    }
                    let target = column + (markerColumn - outer.column) + item.contentOffset
                    while isBlank() && column < target { advance() }
                }
            }
        }
        return (offset, column)
    }
}
