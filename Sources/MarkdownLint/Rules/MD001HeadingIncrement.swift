import MarkdownSyntax

/// MD001: heading levels should only increment by one level at a time.
///
/// The fix (mdtool's own; markdownlint has none) keeps the outline and closes the gaps:
/// every heading's parent is the nearest heading before it with a lower level, and the fix
/// puts each heading exactly one level below its parent (as renumbered), while headings
/// without a parent keep their level. So a heading that skips levels moves up, the
/// headings under it move with it, and siblings stay siblings. Each finding carries the
/// changes from its heading up to the next finding. Only the `#` markers change; a closing
/// sequence as long as the opening one is kept as long. No text changes, but headings
/// render at new levels, so the fix is unsafe (applied with `--unsafe-fixes`).
struct MD001HeadingIncrement: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD001", aliases: ["heading-increment"], tags: ["headings"],
        summary: "Heading levels should only increment by one level at a time",
        options: [TitlePattern.option],
        isFixable: true)

    let titlePattern: TitlePattern

    init(options: RuleOptions) throws(ConfigError) {
        titlePattern = try TitlePattern(options: options)
    }

    func check(_ context: LintContext) -> [Finding] {
        let headings = context.nodes.headings
        let hasTitle = titlePattern.matchesFrontMatter(of: context.document)
        var previous = hasTitle ? 1 : 0
        var flagged: [(index: Int, detail: String)] = []
        for (index, heading) in headings.enumerated() {
            let level = heading.level
            if previous > 0 && level > previous + 1 {
                flagged.append((index, "Expected: h\(previous + 1); Actual: h\(level)"))
            }
            previous = level
        }
        guard !flagged.isEmpty else { return [] }
        let levels = Self.plannedLevels(headings.map { $0.level }, frontMatterTitle: hasTitle)
        var findings: [Finding] = []
        for (number, finding) in flagged.enumerated() {
            guard let range = headings[finding.index].byteRange else { continue }
            let end = number + 1 < flagged.count ? flagged[number + 1].index : headings.count
            findings.append(Finding(range: context.firstLine(of: range), detail: finding.detail,
                                    fix: fix(headings[finding.index..<end], levels[finding.index..<end], context)))
        }
        return findings
    }

    /// The level each heading gets: one below its parent's new level (the parent being the
    /// nearest earlier heading of a lower original level); a heading without a parent keeps
    /// its level. A front matter title is a level 1 parent for what follows it.
    static func plannedLevels(_ levels: [Int], frontMatterTitle: Bool) -> [Int] {
        var parents: [(original: Int, new: Int)] = frontMatterTitle ? [(1, 1)] : []
        var result: [Int] = []
        result.reserveCapacity(levels.count)
        for level in levels {
            while let last = parents.last, last.original >= level { parents.removeLast() }
            let new = parents.last.map { min(level, $0.new + 1) } ?? level
            result.append(new)
            parents.append((level, new))
        }
        return result
    }

    /// Edits moving the headings to their planned levels.
    private func fix(_ headings: Slice<NodeList<Heading>>, _ levels: ArraySlice<Int>, _ context: LintContext) -> Fix? {
        var edits: [TextEdit] = []
        for (heading, level) in zip(headings, levels) where heading.level != level {
            // Only ATX headings move (a setext heading is h1 or h2 and never needs to).
            guard let parts = ATXHeadingParts(of: heading, in: context) else { return nil }
            let marker = String(repeating: "#", count: level)
            edits.append(TextEdit(range: parts.opening, replacement: marker))
            if let closing = parts.closing, closing.count == parts.opening.count {
                edits.append(TextEdit(range: closing, replacement: marker))
            }
        }
        return edits.isEmpty ? nil : Fix(edits, applicability: .unsafe)
    }
}
