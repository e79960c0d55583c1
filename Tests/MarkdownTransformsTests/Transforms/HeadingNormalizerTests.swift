import MarkdownSyntax
import Testing
@testable import MarkdownTransforms

private func headingLevels(_ text: String) -> [Int] {
    Document(parsing: text).descendants(ofType: Heading.self).map(\.level)
}

@Suite struct HeadingNormalizerTests {
    @Test func incrementClosesSkippedLevelsAndMovesSections() {
        let input = "# A\n\n### B\n\n#### C\n\n## D\n\n##### E\n"
        let result = transformed(input, [HeadingNormalizer(levels: .increment)])
        #expect(result.text == "# A\n\n## B\n\n### C\n\n## D\n\n### E\n")
        #expect(headingLevels(result.text) == [1, 2, 3, 2, 3])
        // Only `#`s are removed: one byte for B and C, two for E.
        #expect(result.edits.map(\.range.count) == [1, 1, 2])
        #expect(result.edits.allSatisfy { $0.replacement.isEmpty })
    }

    @Test func incrementOnARealDocument() {
        let input = """
        ---
        title: Guide
        ---
        Intro paragraph with a [link](#usage).

        # Guide 📘

        #### *Install* `swift`

        Text under install,
        over two lines.

        > ### Quoted *heading*
        >
        > - item
        >   #### In a list

        Setext
        ------

        ## Usage ##

        ###### Deep
        """ + "\n"
        var normalizer = HeadingNormalizer(levels: .increment)
        let result = Document(parsing: input).applying(&normalizer)
        #expect(result.problems.isEmpty)
        #expect(result.text == """
        ---
        title: Guide
        ---
        Intro paragraph with a [link](#usage).

        # Guide 📘

        ## *Install* `swift`

        Text under install,
        over two lines.

        > ## Quoted *heading*
        >
        > - item
        >   ### In a list

        Setext
        ------

        ## Usage ##

        ### Deep
        """ + "\n")
        #expect(changedLines(input, result.text) == [8, 13, 16, 23])
        #expect(normalizer.anchorChanges.isEmpty)
    }

    @Test func frontMatterTitleCountsAsTheFirstHeading() {
        let input = "---\ntitle: T\n---\n### A\n\n#### B\n"
        #expect(output(input, HeadingNormalizer(levels: .increment)) == input)
        #expect(output(input, HeadingNormalizer(levels: .increment, frontMatterTitleIsH1: true))
                == "---\ntitle: T\n---\n## A\n\n### B\n")
    }

    @Test func singleH1FollowsRemark() {
        let input = "# Title\n\n# Description\n\n## Usage\n\n### Example\n\n## API\n\n# Related\n"
        #expect(output(input, HeadingNormalizer(levels: .singleH1))
                == "# Title\n\n## Description\n\n### Usage\n\n#### Example\n\n### API\n\n## Related\n")
        // One H1 (or none): nothing changes.
        let single = "# Title\n\n## A\n\n### B\n"
        #expect(transformed(single, [HeadingNormalizer(levels: .singleH1)]).edits.isEmpty)
        #expect(transformed("## A\n\n## B\n", [HeadingNormalizer(levels: .singleH1)]).edits.isEmpty)
    }

    @Test func singleH1CapsAtSixWithANote() {
        let input = "# A\n\n# B\n\n##### Five\n\n###### Six\n"
        var normalizer = HeadingNormalizer(levels: .singleH1)
        let result = Document(parsing: input).applying(&normalizer)
        #expect(result.text == "# A\n\n## B\n\n###### Five\n\n###### Six\n")
        #expect(normalizer.notes.count == 1)
        #expect(normalizer.notes.first?.line == 7)
        #expect(normalizer.notes.first?.message.contains("stays at 6") == true)
    }

    @Test func shiftClampsWithNotes() {
        let input = "# A\n\nB\n===\n\n###### F\n"
        var down = HeadingNormalizer(levels: .shift(1))
        let result = Document(parsing: input).applying(&down)
        #expect(result.text == "## A\n\nB\n---\n\n###### F\n")
        #expect(down.notes.map(\.line) == [6])
        var up = HeadingNormalizer(levels: .shift(-1))
        #expect(Document(parsing: "## A\n\n# B\n\n### C\n").applying(&up).text == "# A\n\n# B\n\n## C\n")
        #expect(up.notes.map(\.line) == [3])
        // A setext heading pushed below level 2 becomes ATX.
        #expect(output("Title\n---\n\ntext\n", HeadingNormalizer(levels: .shift(2))) == "#### Title\n\ntext\n")
    }

    @Test func topLevel() {
        #expect(output("### A\n\n#### B\n\n### C\n", HeadingNormalizer(levels: .topLevel(1))) == "# A\n\n## B\n\n# C\n")
        #expect(output("# A\n\n## B\n", HeadingNormalizer(levels: .topLevel(2))) == "## A\n\n### B\n")
    }

    @Test func styles() {
        let input = "Title\n=====\n\n## Sub ##\n\nTwo\nlines\n---\n\n### Deep\n"
        #expect(output(input, HeadingNormalizer(style: .atx)) == "# Title\n\n## Sub\n\n## Two lines\n\n### Deep\n")
        #expect(output(input, HeadingNormalizer(style: .atxClosed)) == "# Title #\n\n## Sub ##\n\n## Two lines ##\n\n### Deep ###\n")
        #expect(output("# Title\n\n## Sub *x* ##\n\n### Deep\n", HeadingNormalizer(style: .setext))
                == "Title\n=====\n\nSub *x*\n-------\n\n### Deep\n")
        #expect(output(input, HeadingNormalizer(removesClosingSequence: true))
                == "Title\n=====\n\n## Sub\n\nTwo\nlines\n---\n\n### Deep\n")
    }

    @Test func anchorsThatChangeAreReportedAndLinksUpdated() {
        let input = """
        See [two lines](#twolines), [again][ref] and [elsewhere](other.md#twolines).

        Two
        lines
        ---

        [ref]: #twolines
        """ + "\n"
        var normalizer = HeadingNormalizer(style: .atx, updatesLinks: true)
        let result = Document(parsing: input).applying(&normalizer)
        #expect(result.problems.isEmpty)
        #expect(normalizer.anchorChanges == [AnchorChange(old: "twolines", new: "two-lines", line: 3)])
        #expect(normalizer.updatedLinks == 3)
        #expect(result.text == """
        See [two lines](#two-lines), [again][ref] and [elsewhere](other.md#twolines).

        ## Two lines

        [ref]: #two-lines
        """ + "\n")
        // Without updatesLinks the links stay.
        var reportOnly = HeadingNormalizer(style: .atx)
        let unchanged = Document(parsing: input).applying(&reportOnly)
        #expect(unchanged.text.hasPrefix("See [two lines](#twolines), [again][ref]"))
        #expect(reportOnly.anchorChanges.count == 1)
        #expect(AnchorChange.changes(from: Document(parsing: input), to: Document(parsing: unchanged.text))
                == [AnchorChange(old: "twolines", new: "two-lines", line: 3)])
    }

    @Test func percentEncodedAnchors() {
        let input = "[x](#%C3%A9t%C3%A9encore)\n\nÉté\nencore\n===\n"
        var normalizer = HeadingNormalizer(style: .atx, updatesLinks: true)
        let result = Document(parsing: input).applying(&normalizer)
        #expect(normalizer.anchorChanges.map(\.new) == ["été-encore"])
        #expect(result.text == "[x](#%C3%A9t%C3%A9-encore)\n\n# Été encore\n")
    }

    @Test func headingsWithInlineMarkupAndEmoji() {
        let input = "# Top\n\n### 🎉 *Emphasis*, `code` & **strong** [link](#top) 日本語 ###\n\nTitle with ✨ emoji\n---\n"
        var normalizer = HeadingNormalizer(levels: .increment, updatesLinks: true)
        let result = Document(parsing: input).applying(&normalizer)
        #expect(result.text == "# Top\n\n## 🎉 *Emphasis*, `code` & **strong** [link](#top) 日本語 ##\n\nTitle with ✨ emoji\n---\n")
        #expect(normalizer.anchorChanges.isEmpty)
        #expect(changedLines(input, result.text) == [3])
        let atx = output(input, HeadingNormalizer(style: .atx))
        #expect(atx == "# Top\n\n### 🎉 *Emphasis*, `code` & **strong** [link](#top) 日本語\n\n## Title with ✨ emoji\n")
    }

    @Test func trailingPunctuation() {
        let input = "# Hello!\n\n## FAQ?\n\n## Done.\n"
        #expect(output(input, HeadingNormalizer(trailingPunctuation: ".,;:!")) == "# Hello\n\n## FAQ?\n\n## Done\n")
    }

    @Test func crlfHeadings() {
        let input = "# A\r\n\r\n### B ###\r\n\r\nC\r\n-\r\n"
        #expect(output(input, HeadingNormalizer(levels: .increment, style: .atx)) == "# A\r\n\r\n## B\r\n\r\n## C\r\n")
    }

    @Test(arguments: [
        ("increment", HeadingNormalizer.Levels.increment), ("single-h1", .singleH1), ("shift:1", .shift(1)),
        ("shift:-2", .shift(-2)), ("shift:+3", .shift(3)), ("top:2", .topLevel(2)), ("min-level:3", .topLevel(3)),
        ("keep", .keep),
    ])
    func levelArguments(_ text: String, _ levels: HeadingNormalizer.Levels) {
        #expect(HeadingNormalizer.Levels(argument: text) == levels)
    }

    @Test(arguments: ["", "shift", "shift:x", "shift:9", "top:0", "top:7", "single", "increment:1"])
    func invalidLevelArguments(_ text: String) {
        #expect(HeadingNormalizer.Levels(argument: text) == nil)
    }
}
