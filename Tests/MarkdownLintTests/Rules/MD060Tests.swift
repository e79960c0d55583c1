@testable import MarkdownLint
import MarkdownSyntax
import Testing

struct MD060Tests {
    private func html(_ text: String) -> String { HTMLRenderer().render(Document(parsing: text)) }

    private func summary(_ markdown: String, options: String = "") throws -> [String] {
        try LintTesting.lint(markdown, only: "MD060", options: options)
            .map { "\($0.line):\($0.column)-\($0.endColumn) \($0.detail ?? "")" }
    }

    private func lines(_ markdown: String, options: String = "") throws -> [String] {
        try LintTesting.lint(markdown, only: "MD060", options: options).map { "\($0.line):\($0.column)" }
    }

    /// Fixes `source`, checks that the fix rendered the same HTML and left nothing to
    /// report, and returns the fixed text.
    private func fix(_ source: String, options: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation)
        throws -> String {
        let fixed = try LintTesting.fix(source, only: "MD060", options: options, unsafe: false)
        #expect(html(fixed) == html(source), sourceLocation: sourceLocation)
        #expect(try LintTesting.lint(fixed, only: "MD060", options: options).isEmpty, sourceLocation: sourceLocation)
        return fixed
    }

    private static let aligned = "| Character | Meaning |\n| --------- | ------- |\n| Y         | Yes     |\n"
    private static let compact = "| Character | Meaning |\n| --- | --- |\n| Y | Yes |\n"
    private static let tight = "|Character|Meaning|\n|---|---|\n|Y|Yes|\n"

    private static let alignedDetail = #"Table pipe does not align with header for style "aligned""#
    private static let delimiterDetail = #"Table pipe does not align with header for option "aligned_delimiter""#
    private static let missingLeft = #"Table pipe is missing space to the left for style "compact""#
    private static let missingRight = #"Table pipe is missing space to the right for style "compact""#
    private static let extraLeft = #"Table pipe has extra space to the left for style "compact""#
    private static let extraRight = #"Table pipe has extra space to the right for style "compact""#
    private static let tightLeft = #"Table pipe has space to the left for style "tight""#
    private static let tightRight = #"Table pipe has space to the right for style "tight""#

    // MARK: Checks

    @Test func anyAcceptsEachStyle() throws {
        for table in [Self.aligned, Self.compact, Self.tight] {
            #expect(try summary(table).isEmpty)
            #expect(try summary(table, options: #"{"style": "any"}"#).isEmpty)
        }
    }

    @Test func fixedStylesRejectTheOthers() throws {
        let tables = ["aligned": Self.aligned, "compact": Self.compact, "tight": Self.tight]
        for (style, good) in tables {
            for (other, table) in tables {
                let findings = try summary(table, options: "{\"style\": \"\(style)\"}")
                #expect(findings.isEmpty == (other == style), "\(style) on \(other)")
            }
            #expect(try summary(good, options: "{\"style\": \"\(style)\"}").isEmpty)
        }
    }

    @Test func alignedFindingsPointAtMisplacedPipes() throws {
        #expect(try summary(Self.compact, options: #"{"style": "aligned"}"#) == [
            "2:7-8 \(Self.alignedDetail)", "3:5-6 \(Self.alignedDetail)", "3:11-12 \(Self.alignedDetail)",
        ])
        // Each header pipe matches one pipe per row: the delimiter's pipe at column 13
        // stands under the header's second pipe.
        // Content may sit anywhere between aligned pipes.
        #expect(try summary("| Character | Meaning |\n|-----------|---------|\n|     Y     |     Yes |\n",
                            options: #"{"style": "aligned"}"#).isEmpty)
    }

    @Test func compactAndTightFindings() throws {
        #expect(try summary(Self.tight, options: #"{"style": "compact"}"#) == [
            "1:1-2 \(Self.missingRight)", "1:11-12 \(Self.missingLeft)", "1:11-12 \(Self.missingRight)",
            "1:19-20 \(Self.missingLeft)",
            "2:1-2 \(Self.missingRight)", "2:5-6 \(Self.missingLeft)", "2:5-6 \(Self.missingRight)",
            "2:9-10 \(Self.missingLeft)",
            "3:1-2 \(Self.missingRight)", "3:3-4 \(Self.missingLeft)", "3:3-4 \(Self.missingRight)",
            "3:7-8 \(Self.missingLeft)",
        ])
        #expect(try summary("| a  |  b |\n| - | - |\n", options: #"{"style": "compact"}"#) == [
            "1:6-7 \(Self.extraLeft)", "1:6-7 \(Self.extraRight)",
        ])
        #expect(try summary("| a|b |\n|-|-|\n", options: #"{"style": "tight"}"#) == [
            "1:1-2 \(Self.tightRight)", "1:7-8 \(Self.tightLeft)",
        ])
    }

    @Test func rowEndsAndOuterPipesAreNotSpacing() throws {
        // Whitespace after the trailing pipe and rows without outer pipes are fine.
        #expect(try summary("| a | b |   \n| - | - |\n", options: #"{"style": "compact"}"#).isEmpty)
        #expect(try summary("a | b\n--- | ---\nc | d   \n", options: #"{"style": "compact"}"#).isEmpty)
        #expect(try summary("a|b\n---|---\nc|d\n", options: #"{"style": "tight"}"#).isEmpty)
    }

    @Test func anyReportsTheClosestStyle() throws {
        // One pipe out of line, many spacing findings: aligned is closest.
        let almostAligned = "| Character | Meaning |\n| --------- | ------- |\n| Y         | Yes    |\n"
        #expect(try summary(almostAligned) == ["3:22-23 \(Self.alignedDetail)"])
        // One extra space, several pipes out of line: compact is closest.
        let almostCompact = "| Character | Meaning |\n| --- | --- |\n| Y |  Yes |\n"
        #expect(try summary(almostCompact) == ["3:5-6 \(Self.extraRight)"])
        // One space too many in a tight table.
        #expect(try summary("|Character|Meaning|\n|---|---|\n|Y |Yes|\n") == ["3:4-5 \(Self.tightLeft)"])
    }

    @Test func tiesGoToAlignedThenCompact() throws {
        // Aligned: the body's last pipe is off by one (1 finding). Compact: one extra space (1).
        let tie = "| a | b |\n| - | - |\n| c |  d |\n"
        #expect(try summary(tie) == ["3:10-11 \(Self.alignedDetail)"])
    }

    @Test func alignedDelimiter() throws {
        let options = #"{"style": "compact", "aligned_delimiter": true}"#
        #expect(try summary(Self.compact, options: options) == ["2:7-8 \(Self.delimiterDetail)"])
        #expect(try summary("| Character | Meaning |\n| --------- | ------- |\n| Y | Yes |\n", options: options).isEmpty)
        let tightOptions = #"{"style": "tight", "aligned_delimiter": true}"#
        #expect(try summary(Self.tight, options: tightOptions) == [
            "2:5-6 \(Self.delimiterDetail)", "2:9-10 \(Self.delimiterDetail)",
        ])
        #expect(try summary("|Character|Meaning|\n|---------|-------|\n|Y|Yes|\n", options: tightOptions).isEmpty)
        // Aligned tables line up anyway; `any` accepts an aligned table.
        #expect(try summary(Self.aligned, options: #"{"aligned_delimiter": true}"#).isEmpty)
        #expect(try lines(Self.compact, options: #"{"aligned_delimiter": true}"#) == ["2:7"])
    }

    @Test func wideCharactersCountTwoColumns() throws {
        let table = "| Language | Hello |\n| -------- | ----- |\n| Chinese  | 你好  |\n| Emoji    | 👋    |\n"
        #expect(try summary(table, options: #"{"style": "aligned"}"#).isEmpty)
        // Counted as characters, these would line up; on screen they do not.
        let byCharacters = "| a    | b |\n| ---- | - |\n| 你好中文 | c |\n"
        #expect(try lines(byCharacters, options: #"{"style": "aligned"}"#) == ["3:12"])
        // Columns are reported in UTF-16 code units.
        #expect(try lines("| 😀 | b |\n| -- | - |\n| 😀 |  d |\n", options: #"{"style": "aligned"}"#) == ["3:11"])
    }

    @Test func escapedPipesAndCodeSpansAreCellContent() throws {
        let table = "| Operator | Meaning |\n| -------- | ------- |\n| `a \\| b` | or      |\n"
        #expect(try summary(table, options: #"{"style": "aligned"}"#).isEmpty)
        #expect(try summary("| `a\\|b` | c |\n| - | - |\n", options: #"{"style": "compact"}"#).isEmpty)
    }

    @Test func extraPipesAreNotCheckedForAlignment() throws {
        #expect(try summary("| a | b |\n| - | - |\n| c | d | e |\n", options: #"{"style": "aligned"}"#).isEmpty)
        // Short rows only have their own pipes checked.
        #expect(try summary("| a | b |\n| - | - |\n| c |\n", options: #"{"style": "aligned"}"#).isEmpty)
    }

    @Test func insideContainers() throws {
        let quoted = "> | a | b |\n> | - | - |\n> | cc | d |\n"
        #expect(try lines(quoted, options: #"{"style": "aligned"}"#) == ["3:8", "3:12"])
        let listed = "- | a | b |\n  | - | - |\n  | c | d |\n"
        #expect(try summary(listed, options: #"{"style": "aligned"}"#).isEmpty)
        #expect(try summary("```\n| a | b |\n|-|--|\n```\n").isEmpty)
    }

    // MARK: Fixes

    @Test func fixesToTheReportedStyle() throws {
        #expect(try fix(Self.compact, options: #"{"style": "aligned"}"#) == Self.aligned)
        #expect(try fix(Self.aligned, options: #"{"style": "tight"}"#)
                == "|Character|Meaning|\n|---------|-------|\n|Y|Yes|\n")
        #expect(try fix(Self.tight, options: #"{"style": "compact"}"#) == Self.compact)
        #expect(try fix("| Character | Meaning |\n| --- | --- |\n| Y         | Yes |\n")
                == "| Character | Meaning |\n| --- | --- |\n| Y | Yes |\n")
    }

    @Test func fixChangesOnlyWhitespaceAndDashes() throws {
        let source = "Text before.\n\n|a|  b  |\n|:-|--:|\n|`x\\|y`|**z**|\n\nText after.\n"
        let findings = try LintTesting.lint(source, only: "MD060", options: #"{"style": "compact"}"#)
        let edits = try #require(findings.first?.fix?.edits)
        let bytes = Array(source.utf8)
        for edit in edits {
            #expect(bytes[edit.range].allSatisfy { $0 == 0x20 })
            #expect(edit.replacement.allSatisfy { $0 == " " })
        }
        #expect(try fix(source, options: #"{"style": "compact"}"#)
                == "Text before.\n\n| a | b |\n| :- | --: |\n| `x\\|y` | **z** |\n\nText after.\n")
    }

    @Test func alignedFixPadsByColumnAlignment() throws {
        let source = "| Item | Price | Note |\n| :--- | ---: | :-: |\n| Bread | 2.50 | ok |\n| Jam | 12.00 | x |\n"
        #expect(try fix(source, options: #"{"style": "aligned"}"#) == """
            | Item  | Price | Note |
            | :---- | ----: | :--: |
            | Bread |  2.50 |  ok  |
            | Jam   | 12.00 |  x   |

            """)
    }

    @Test func alignedFixUsesDisplayWidth() throws {
        let source = "| Language | Hello |\n|---|---|\n| Chinese | 你好 |\n| Emoji | 👋 |\n"
        #expect(try fix(source, options: #"{"style": "aligned"}"#) == """
            | Language | Hello |
            | -------- | ----- |
            | Chinese  | 你好  |
            | Emoji    | 👋    |

            """)
    }

    @Test func alignedFixWithEmptyShortAndLongRows() throws {
        let source = "| a | b |\n|-|-|\n| | long cell |\n| c |\n| d | e | extra |\n"
        #expect(try fix(source, options: #"{"style": "aligned"}"#) == """
            | a | b         |
            | - | --------- |
            |   | long cell |
            | c |
            | d | e         | extra |

            """)
    }

    @Test func alignedFixWithoutOuterPipes() throws {
        let source = "a | b\n--|--\nccc | d\n"
        #expect(try fix(source, options: #"{"style": "aligned"}"#) == "a   | b\n--- | --\nccc | d\n")
    }

    @Test func compactAndTightFixEmptyCells() throws {
        let source = "| a | | c |\n|--|--|--|\n||x||\n|  | y |   |\n"
        #expect(try fix(source, options: #"{"style": "compact"}"#)
                == "| a | | c |\n| -- | -- | -- |\n| | x | |\n| | y | |\n")
        #expect(try fix(source, options: #"{"style": "tight"}"#) == "|a||c|\n|--|--|--|\n||x||\n||y||\n")
    }

    @Test func alignedDelimiterFix() throws {
        #expect(try fix(Self.compact, options: #"{"style": "compact", "aligned_delimiter": true}"#)
                == "| Character | Meaning |\n| --------- | ------- |\n| Y | Yes |\n")
        // The delimiter's dashes shrink to the header's width; colons stay.
        #expect(try fix("|aaa|bb|\n|:-----:|----:|\n", options: #"{"style": "tight", "aligned_delimiter": true}"#)
                == "|aaa|bb|\n|:-:|-:|\n")
        // A cell too narrow for its colons and a dash cannot line up: no fix.
        let narrow = "|a|b|\n|:-:|---|\n"
        let findings = try LintTesting.lint(narrow, only: "MD060", options: #"{"style": "tight", "aligned_delimiter": true}"#)
        #expect(!findings.isEmpty && findings.allSatisfy { $0.fix == nil })
    }

    @Test func fixInsideContainersAndWithCRLF() throws {
        #expect(try fix("> | a | b |\n> |-|-|\n> | ccc | d |\n", options: #"{"style": "aligned"}"#)
                == "> | a   | b |\n> | --- | - |\n> | ccc | d |\n")
        #expect(try fix("- item\n\n  |a|b|\n  |-|-|\n  |c| d |\n", options: #"{"style": "compact"}"#)
                == "- item\n\n  | a | b |\n  | - | - |\n  | c | d |\n")
        #expect(try fix("|a|b|\r\n|-|-|\r\n|c| d |\r\n", options: #"{"style": "compact"}"#)
                == "| a | b |\r\n| - | - |\r\n| c | d |\r\n")
    }

    @Test func noFixWhenTheLayoutCannotBeReached() throws {
        // Rows that differ in their leading pipe cannot line up.
        let mixed = "| a | b |\n|---|---|\nx | y |\n"
        var findings = try LintTesting.lint(mixed, only: "MD060", options: #"{"style": "aligned"}"#)
        #expect(!findings.isEmpty && findings.allSatisfy { $0.fix == nil })
        // Rows behind block quote markers of different widths: columns count from the
        // line start, and the fix does not touch the markers.
        let quoted = "> | a | b |\n>| - | - |\n> | c | d |\n"
        findings = try LintTesting.lint(quoted, only: "MD060", options: #"{"style": "aligned"}"#)
        #expect(findings.map(\.line) == [2, 2, 2])
        #expect(findings.allSatisfy { $0.fix == nil })
        // Without its space, a cell ending in a backslash would escape the pipe.
        let backslash = "| a\\ | b |\n|---|---|\n|x|y|\n"
        findings = try LintTesting.lint(backslash, only: "MD060", options: #"{"style": "tight"}"#)
        #expect(findings.count == 4 && findings.allSatisfy { $0.fix == nil })
        #expect(try LintTesting.fix(backslash, only: "MD060", options: #"{"style": "tight"}"#) == backslash)
    }

    @Test func bigTablesCarryTheFixOnce() throws {
        var source = "|a|b|\n|-|-|\n"
        for _ in 0..<40 { source += "|c|d|\n" }
        let findings = try LintTesting.lint(source, only: "MD060", options: #"{"style": "compact"}"#)
        #expect(findings.count == 4 * 42)
        #expect(findings.filter { $0.fix != nil }.count == 1)
        let fixed = try fix(source, options: #"{"style": "compact"}"#)
        #expect(fixed.hasPrefix("| a | b |\n| - | - |\n| c | d |\n"))
    }
}
