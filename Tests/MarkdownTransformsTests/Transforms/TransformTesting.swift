import MarkdownSyntax
import Testing
@testable import MarkdownTransforms

/// Applies the rewriters to `input` and checks the result: no validation problems, and
/// every edit applied to the original bytes gives the output.
func transformed(_ input: String, _ rewriters: [any MarkupRewriter],
                 sourceLocation: Testing.SourceLocation = #_sourceLocation) -> TransformResult {
    let document = Document(parsing: input)
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
/// line-level longest common subsequence): everything else is byte-identical.
func changedLines(_ old: String, _ new: String) -> [Int] {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
            table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
        }
    }
    var kept = Set<Int>()
    var i = 0
    var j = 0
    while i < a.count && j < b.count {
        if a[i] == b[j] {
            kept.insert(i)
            i += 1
            j += 1
        } else if table[i + 1][j] >= table[i][j + 1] {
            i += 1
        } else {
            j += 1
        }
    }
    return a.indices.filter { !kept.contains($0) }.map { $0 + 1 }
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
