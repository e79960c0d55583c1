import MarkdownSyntax
import Testing
@testable import MarkdownTransforms

/// Applies the rewriters to `input` (read in `options`' dialect) and checks the result: no
/// validation problems, and every edit applied to the original bytes gives the output.
func transformed(_ input: String, _ rewriters: [any MarkupRewriter], options: ParseOptions = .gfm,
                 sourceLocation: Testing.SourceLocation = #_sourceLocation) -> TransformResult {
    let document = Document(parsing: input, options: options)
    let result = document.applying(rewriters)
    #expect(result.problems.isEmpty, "problems: \(result.problems)", sourceLocation: sourceLocation)
    #expect(TextEdit.apply(result.edits, to: Array(input.utf8)) == result.output, sourceLocation: sourceLocation)
    return result
}

/// The output of the rewriters on `input`.
func output(_ input: String, _ rewriters: any MarkupRewriter..., sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
    transformed(input, rewriters, sourceLocation: sourceLocation).text
}

/// 1-based numbers of the lines of `old` that are not kept as they are in `new` (a
/// line-level longest common subsequence, lines split at `\n`): everything else is
/// byte-identical.
func changedLines(_ old: String, _ new: String) -> [Int] {
    func lines(_ text: String) -> [ArraySlice<UInt8>] {
        Array(text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false)
    }
    let a = lines(old)
    let b = lines(new)
    var prefix = 0
    while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
        suffix += 1
    }
    let oldMiddle = Array(a[prefix..<(a.count - suffix)])
    let newMiddle = Array(b[prefix..<(b.count - suffix)])
    var table = [[Int]](repeating: [Int](repeating: 0, count: newMiddle.count + 1), count: oldMiddle.count + 1)
    for i in stride(from: oldMiddle.count - 1, through: 0, by: -1) {
        for j in stride(from: newMiddle.count - 1, through: 0, by: -1) {
            table[i][j] = oldMiddle[i] == newMiddle[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
        }
    }
    var changed: [Int] = []
    var i = 0
    var j = 0
    while i < oldMiddle.count {
        if j < newMiddle.count && oldMiddle[i] == newMiddle[j] {
            i += 1
            j += 1
        } else if j < newMiddle.count && table[i + 1][j] < table[i][j + 1] {
            j += 1
        } else {
            changed.append(prefix + i + 1)
            i += 1
        }
    }
    return changed
}

/// 1-based numbers of the lines of `source` that `edits` touch.
func touchedLines(_ edits: [TextEdit], in source: SourceFile) -> Set<Int> {
    var lines = Set<Int>()
    for edit in edits {
        let first = source.line(containing: edit.range.lowerBound)
        let last = source.line(containing: max(edit.range.lowerBound, edit.range.upperBound - 1))
        lines.formUnion(first...last)
    }
    return lines
}

/// A rewriter made of a closure, for one-off test transforms.
struct ClosureRewriter: MarkupRewriter {
    var link: ((Link) -> (any Markup)?)?
    var heading: ((Heading) -> (any Markup)?)?
    var text: ((Text) -> (any Markup)?)?
    var paragraph: ((Paragraph) -> (any Markup)?)?
    var blocks: (([any Markup]) -> [any Markup])?

    init(link: ((Link) -> (any Markup)?)? = nil, heading: ((Heading) -> (any Markup)?)? = nil,
         text: ((Text) -> (any Markup)?)? = nil, paragraph: ((Paragraph) -> (any Markup)?)? = nil) {
        self.link = link
        self.heading = heading
        self.text = text
        self.paragraph = paragraph
    }

    mutating func visitLink(_ node: Link) -> (any Markup)? {
        guard let visited = defaultVisit(node) as? Link else { return defaultVisit(node) }
        return link.map { $0(visited) } ?? visited
    }

    mutating func visitHeading(_ node: Heading) -> (any Markup)? {
        guard let visited = defaultVisit(node) as? Heading else { return defaultVisit(node) }
        return heading.map { $0(visited) } ?? visited
    }

    mutating func visitText(_ node: Text) -> (any Markup)? {
        text.map { $0(node) } ?? node
    }

    mutating func visitParagraph(_ node: Paragraph) -> (any Markup)? {
        guard let visited = defaultVisit(node) as? Paragraph else { return defaultVisit(node) }
        return paragraph.map { $0(visited) } ?? visited
    }
}
