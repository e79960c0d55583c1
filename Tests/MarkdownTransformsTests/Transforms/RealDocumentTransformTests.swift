import MarkdownSyntax
import Testing
@testable import MarkdownTransforms

/// Every heading and list mode on one realistic document (front matter, setext headings,
/// headings with inline markup and emoji, nested lists, lists inside block quotes inside
/// lists, code, tables, HTML), with LF and with CRLF line endings: the output is the input
/// with exactly the expected lines replaced, every other byte as it was.
@Suite struct RealDocumentTransformTests {
    static let lines = [
        "---",                                                                          // 1
        "title: Release guide",
        "---",
        "",
        "Release guide 🚀",                                                             // 5
        "================",
        "",
        "Intro with **bold**, `code`, a [link](#step-two) and <https://example.com>.",
        "",
        "### Step *one* — prepare ✅",                                                  // 10
        "",
        "1. Update the version:",
        "   ```sh",
        "   ./bump 1.2.3",
        "   ```",                                                                       // 15
        "1. Write notes",
        "   1. features",
        "   1. fixes",
        "",
        "      > 3. quoted in a list",                                                  // 20
        "      > 5. still quoted",
        "1. Tag",
        "",
        "> ## Notes from 📦 `maintainers`",
        ">",                                                                            // 25
        "> 7. first",
        "> 8. second",
        ">    - bullet",
        ">      1. deep",
        ">      1. deeper",                                                             // 30
        "",
        "# Step two",
        "",
        "| a | b |",
        "|---|---|",                                                                    // 35
        "| 1. | 2. |",
        "",
        "<!-- 1. not a list -->",
        "",
        "    1. indented code",                                                         // 40
        "    1. stays",
        "",
        "Final",
        "-----",
        "",                                                                             // 45
        "9. nine",
        "   continued",
        "9. ten",
        "   continued",
        "12. twelve",                                                                   // 50
    ]

    enum Mode: String, CaseIterable, Sendable {
        case increment, singleH1, shift, ordered, one, preserveFirst

        var rewriter: any MarkupRewriter {
            switch self {
            case .increment: HeadingNormalizer(levels: .increment)
            case .singleH1: HeadingNormalizer(levels: .singleH1)
            case .shift: HeadingNormalizer(levels: .shift(1))
            case .ordered: ListRenumberer(mode: .ordered)
            case .one: ListRenumberer(mode: .one)
            case .preserveFirst: ListRenumberer(mode: .preserveFirst)
            }
        }

        /// The lines (1-based) that change, with their new text.
        var replaced: [Int: String] {
            switch self {
            case .increment:
                [10: "## Step *one* — prepare ✅"]
            case .singleH1:
                [10: "#### Step *one* — prepare ✅", 24: "> ### Notes from 📦 `maintainers`", 32: "## Step two",
                 43: "### Final"]
            case .shift:
                [6: "----------------", 10: "#### Step *one* — prepare ✅", 24: "> ### Notes from 📦 `maintainers`",
                 32: "## Step two", 43: "### Final"]
            case .ordered:
                [16: "2. Write notes", 18: "   2. fixes", 21: "      > 4. still quoted", 22: "3. Tag",
                 30: ">      2. deeper", 48: "10. ten", 49: "    continued", 50: "11. twelve"]
            case .one:
                [21: "      > 3. still quoted", 27: "> 7. second", 50: "9. twelve"]
            case .preserveFirst:
                [21: "      > 4. still quoted", 50: "9. twelve"]
            }
        }

        /// Lines that go: a setext underline when its heading becomes ATX.
        var deleted: Set<Int> { self == .singleH1 || self == .shift ? [44] : [] }
    }

    private static func text(_ lines: [String], ending: String) -> String {
        lines.map { $0 + ending }.joined()
    }

    @Test(arguments: Mode.allCases, ["\n", "\r\n"])
    func onlyTheExpectedLinesChange(_ mode: Mode, _ ending: String) throws {
        let input = Self.text(Self.lines, ending: ending)
        var expected: [String] = []
        for (index, line) in Self.lines.enumerated() where !mode.deleted.contains(index + 1) {
            expected.append(mode.replaced[index + 1] ?? line)
        }
        let result = transformed(input, [mode.rewriter])
        #expect(result.text == Self.text(expected, ending: ending))
        // The edits stay on those lines: every byte of the other lines is the original's.
        let source = try #require(Document(parsing: input).source)
        let allowed = Set(mode.replaced.keys).union(mode.deleted)
        #expect(touchedLines(result.edits, in: source).subtracting(allowed).isEmpty)
        // A second run has nothing left to do (a shift shifts again).
        if mode != .shift { #expect(transformed(result.text, [mode.rewriter]).edits.isEmpty) }
    }
}
