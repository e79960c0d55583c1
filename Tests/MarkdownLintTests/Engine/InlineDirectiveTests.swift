import Foundation
import MarkdownLint
import Testing

/// markdownlint's inline configuration comments, in both the markdownlint and mdtool forms.
struct InlineDirectiveTests {
    /// Lines of MD001 findings: every `### x` after `# a` is one.
    private func lines(_ markdown: String) throws -> [Int] {
        try LintTesting.lint(markdown, only: "MD001").map(\.line)
    }

    private let skipped = "# a\n\n### b\n"

    @Test func disableAndEnable() throws {
        let text = """
        # a

        <!-- markdownlint-disable MD001 -->
        ### b
        # c
        <!-- markdownlint-enable MD001 -->
        ### d

        """
        #expect(try lines(text) == [7])
    }

    @Test func disableWithoutNamesDisablesEverything() throws {
        #expect(try lines("<!-- mdtool-disable -->\n" + skipped).isEmpty)
    }

    @Test func aliasesAndTagsNameRules() throws {
        #expect(try lines("<!-- markdownlint-disable heading-increment -->\n" + skipped).isEmpty)
        #expect(try lines("<!-- markdownlint-disable headings -->\n" + skipped).isEmpty)
        #expect(try lines("<!-- markdownlint-disable MD013 -->\n" + skipped) == [4])
    }

    @Test func disableLineAndNextLine() throws {
        #expect(try lines("# a\n\n### b <!-- markdownlint-disable-line MD001 -->\n# c\n\n### d\n") == [6])
        #expect(try lines("# a\n\n<!-- markdownlint-disable-next-line MD001 -->\n### b\n# c\n\n### d\n") == [7])
    }

    @Test func disableFileAppliesEverywhere() throws {
        #expect(try lines(skipped + "<!-- markdownlint-disable-file MD001 -->\n").isEmpty)
        #expect(try lines("<!-- markdownlint-disable-file -->\n" + skipped + "<!-- markdownlint-enable-file MD001 -->\n") == [4])
    }

    @Test func captureAndRestore() throws {
        let text = """
        # a
        <!-- markdownlint-disable MD001 -->
        <!-- markdownlint-capture -->
        <!-- markdownlint-enable MD001 -->

        ### b
        <!-- markdownlint-restore -->
        # c

        ### d

        """
        #expect(try lines(text) == [6])
    }

    @Test func enableCanTurnOnARuleTheConfigurationLeftOff() throws {
        let linter = try LintTesting.linter(only: "MD047")  // MD001 is off
        let diagnostics = linter.lint(text: "<!-- markdownlint-enable MD001 -->\n" + skipped, path: "t.md")
        #expect(diagnostics.map(\.ruleID) == ["MD001"])
    }

    @Test func configureFileChangesOptions() throws {
        // Without configuration a front-matter `title:` is the h1; the comment makes it `name:`.
        let text = """
        ---
        title: x
        ---

        ### b

        <!-- markdownlint-configure-file
        { "MD001": { "front_matter_title": "^name:" } }
        -->

        """
        #expect(try lines(text).isEmpty)
        #expect(try lines(text.replacingOccurrences(of: "^name:", with: "^title:")) == [5])
    }

    @Test func configureFileWithInvalidJSONIsIgnored() throws {
        #expect(try lines("<!-- markdownlint-configure-file { nope -->\n" + skipped) == [4])
    }

    @Test func directivesInsideCodeAreNotDirectives() throws {
        #expect(try lines("```\n<!-- markdownlint-disable -->\n```\n" + skipped) == [6])
    }

    @Test func aDirectiveMustCloseOnItsLine() throws {
        #expect(try lines("<!-- markdownlint-disable MD001\n-->\n" + skipped) == [5])
    }
}
