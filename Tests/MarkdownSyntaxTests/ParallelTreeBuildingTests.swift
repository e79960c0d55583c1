@testable import MarkdownSyntax
import Testing

/// A document large enough that its blocks are converted on several threads builds the
/// tree the same text builds in pieces too small for that: the same HTML, and nodes in
/// document order with their own source ranges.
struct ParallelTreeBuildingTests {
    /// Blocks of most kinds, with inlines that need the document's link definitions.
    static let section = """
        # Heading with *emphasis* and `code`

        A paragraph with a [reference link][defined], a [shortcut], an <https://example.com>
        autolink, **strong _nested_ text**, ~~strike~~ and a hard\\
        break.

        - item one
          - nested *item*
        - item two with [inline](https://example.org "title")

        1. first
        2. second

        > A quote with a [reference][defined].

        | a | b |
        |---|:-:|
        | `x` | **y** |

        ```swift
        let code = 1
        ```

        <div>
        html block
        </div>

        [defined]: https://example.net/defined "Defined"
        [shortcut]: /shortcut

        ---


        """

    @Test func aLargeDocumentRendersAsItsSectionsDo() throws {
        let copies = RawTreeBuilder.parallelBytes / Self.section.utf8.count + 3
        let large = String(repeating: Self.section, count: copies)
        #expect(large.utf8.count > RawTreeBuilder.parallelBytes)
        #expect(renderGFM(large) == String(repeating: renderGFM(Self.section), count: copies))

        let headings = Document(parsing: large, options: .gfm).descendants(ofType: Heading.self)
        let first = try #require(Document(parsing: Self.section, options: .gfm).descendants(ofType: Heading.self).first)
        let sectionBytes = Self.section.utf8.count
        #expect(headings.count == copies)
        #expect(headings.map { $0.byteRange } == (0..<copies).map { copy in
            first.byteRange.map { ($0.lowerBound + copy * sectionBytes)..<($0.upperBound + copy * sectionBytes) }
        })
    }
}
