@testable import MarkdownLint
import MarkdownSyntax
import Testing

/// A lane of a context (what each rule reads when rules run on several threads) reads the
/// same facts as the context: the same nodes in the same places, the same lines.
struct LintContextLaneTests {
    private let text = """
        ---
        title: t
        ---
        # Title <!-- note -->

        > - item with **strong** and `code`\\
        >   text
        > - 1. nested

        | a | b |
        |---|---|
        | `c` | [d][] |

        ```swift
        let x = 1
        ```

        [d]: /d\r
        """

    /// Each node's kind, byte range and index in its parent, up to the document.
    private func ancestry(_ node: any Markup) -> String {
        var steps: [String] = []
        var current: (any Markup)? = node
        while let step = current {
            steps.append("\(step.kind)#\(step.indexInParent)@\(step.byteRange.map { "\($0)" } ?? "-")")
            current = step.parent
        }
        return steps.joined(separator: " < ")
    }

    @Test func aLaneHandsOutTheSameNodesInTheSamePlaces() {
        let context = LintContext(path: "t.md", document: Document(parsing: text))
        context.computeSharedFacts()
        let lane = LintContext(laneOf: context)
        let shared = context.nodes, own = lane.nodes
        #expect(own !== shared)
        #expect(own.texts.map(ancestry) == shared.texts.map(ancestry))
        #expect(own.listItems.map(ancestry) == shared.listItems.map(ancestry))
        #expect(own.inlineCodes.map(ancestry) == shared.inlineCodes.map(ancestry))
        #expect(own.fencedCodeBlocks.map(ancestry) == shared.fencedCodeBlocks.map(ancestry))
        #expect(own.tables.map(ancestry) == shared.tables.map(ancestry))
        #expect(own.linkDefinitions.map(ancestry) == shared.linkDefinitions.map(ancestry))
        #expect(own.items(ofOrderedList: 0).map(ancestry) == shared.items(ofOrderedList: 0).map(ancestry))
        #expect(own.texts.count == context.document.descendants(ofType: Text.self).count)
        #expect(own.listItems.count == 3 && own.fencedCodeBlocks.count == 1 && own.inlineCodes.count == 2)
        let lists = own.allLists.map { ancestry($0.node) }
        #expect(lists == shared.allLists.map { ancestry($0.node) } && lists.count == 2)
    }

    @Test func aLaneReadsTheSameLinesAndFacts() {
        let context = LintContext(path: "t.md", document: Document(parsing: text))
        context.computeSharedFacts()
        let lane = LintContext(laneOf: context)
        #expect(Array(lane.lines) == Array(context.lines))
        #expect(lane.lines.filter { $0.flags.contains(.frontMatter) }.count == 3)
        #expect(lane.htmlComments == context.htmlComments && lane.htmlComments.count == 1)
        #expect(lane.preferredLineEnding == context.preferredLineEnding)
        let offsets = Array(0..<context.bytes.count)
        #expect(offsets.map(lane.utf16Column(at:)) == offsets.map(context.utf16Column(at:)))
        lane.withLintedBytes { laneBytes in
            context.withLintedBytes { sharedBytes in
                for line in context.lines {
                    let range = line.range
                    #expect(Array(laneBytes.buffer(for: range)[range]) == Array(sharedBytes.buffer(for: range)[range]))
                }
            }
        }
    }
}
