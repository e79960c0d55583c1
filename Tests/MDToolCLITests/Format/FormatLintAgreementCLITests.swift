import Foundation
import Testing
import TestSupport

/// Issue 15, item 4: `mdtool fmt` takes its defaults from the configured style rules, so its
/// output passes `mdtool lint` with the same configuration; `format:` wins, and says so once.
struct FormatLintAgreementCLITests {
    /// One of each construct whose look the style rules fix.
    static let document = """
        Setext title
        ============

        ## Closed ##

        * bullet *emphasis* and __strong__
          + nested

        1. one
        1. two

        ***

            indented code

        Text between.

        ~~~
        fenced without a language
        ~~~

        """

    static let controlled = ["MD003", "MD004", "MD007", "MD029", "MD030", "MD035", "MD046", "MD048", "MD049", "MD050"]

    @Test(arguments: [
        #"{}"#,
        #"{ "MD003": { "style": "atx_closed" } }"#,
        #"{ "MD003": { "style": "setext_with_atx" } }"#,
        #"{ "MD004": { "style": "asterisk" } }"#,
        #"{ "MD004": { "style": "plus" } }"#,
        #"{ "MD004": { "style": "sublist" } }"#,
        #"{ "MD007": { "indent": 4 } }"#,
        #"{ "MD029": { "style": "one" } }"#,
        #"{ "MD029": { "style": "ordered" } }"#,
        #"{ "MD030": { "ul_single": 3, "ol_single": 2 } }"#,
        #"{ "MD035": { "style": "___" } }"#,
        #"{ "MD046": { "style": "fenced" } }"#,
        #"{ "MD046": { "style": "indented" } }"#,
        #"{ "MD048": { "style": "tilde" } }"#,
        #"{ "MD049": { "style": "underscore" }, "MD050": { "style": "underscore" } }"#,
    ])
    func fmtOutputLintsCleanOfTheStyleRules(_ configuration: String) async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".markdownlint.json", configuration)
            try cli.write("a.md", Self.document)
            let fmt = await cli.run(["fmt", "--quiet"])
            #expect(fmt.exitCode == 0 && fmt.stderr == "", "\(fmt.stderr)")
            let lint = await cli.run(["lint", "--output-format", "json"])
            let items = try #require(try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [[String: Any]])
            let styles = items.compactMap { $0["rule"] as? String }.filter(Self.controlled.contains)
            let formatted = try cli.read("a.md")
            #expect(styles.isEmpty, "\(configuration): \(styles)\n\(formatted)")
            let again = await cli.run(["fmt", "--check", "--quiet"])
            #expect(again.exitCode == 0, "not idempotent under \(configuration)")
        }
    }

    /// The issue's example: asterisk bullets and underscore emphasis stay, and an indented
    /// code block stays indented (a fence without a language would be MD040's).
    @Test func theIssuesExample() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".markdownlint.json", #"{ "MD004": { "style": "asterisk" }, "MD049": { "style": "underscore" } }"#)
            try cli.write("a.md", "# Title\n\n* item with _e_\n\nText.\n\n    indented code\n")
            let fmt = await cli.run(["fmt"])
            #expect(fmt.exitCode == 0)
            let formatted = try cli.read("a.md")
            #expect(fmt.stderr == "", "nothing to change: \(formatted)")
            let lint = await cli.run(["lint"])
            #expect(lint.exitCode == 0 && lint.stdout == "")
        }
    }

    @Test func anExplicitFormatKeyWinsAndTheConflictIsReportedOnce() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".markdownlint.json", #"{ "MD004": { "style": "asterisk" } }"#)
            try cli.write(".mdtool.yml", "format:\n  bullet: \"-\"\n")
            try cli.write("a.md", "# A\n\n* a\n")
            try cli.write("b.md", "# B\n\n* b\n")
            let fmt = await cli.run(["fmt", "--quiet"])
            #expect(fmt.exitCode == 0)
            #expect(fmt.stderrLines == [
                "mdtool fmt: warning: format.bullet \"-\" (.mdtool.yml:2:11) disagrees with MD004 style asterisk "
                    + "(.markdownlint.json:1:3); fmt follows format, so lint reports MD004 in what fmt prints",
            ])
            #expect(try cli.read("a.md") == "# A\n\n- a\n")
        }
    }

    @Test func wrapLineLengthTakesMD013sWidth() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", "rules:\n  MD013:\n    line_length: 30\nformat:\n  wrap: line_length\n")
            try cli.write("a.md", "# A\n\n" + Array(repeating: "word", count: 20).joined(separator: " ") + "\n")
            #expect(await cli.run(["fmt", "--quiet"]).exitCode == 0)
            #expect(try cli.read("a.md").split(separator: "\n").allSatisfy { $0.count <= 30 })
            #expect(await cli.run(["lint"]).exitCode == 0)
        }
    }

    /// Spots of swift-evolution where fmt used to print what lint then fixed safely: emphasis
    /// filling strong emphasis (or the reverse), `_` next to non-ASCII punctuation, and a
    /// list in a block quote that a `>` line follows (markdownlint counts it among the list's
    /// lines). A soft hyphen is inside a word, so `*b*` after one must stay.
    @Test(arguments: [
        (#"{ "MD049": { "style": "underscore" } }"#,
         "# T\n\nThe ***adopt*** and →*x* steps, ***b*** *c*.\n",
         "# T\n\nThe _**adopt**_ and →_x_ steps, _**b**_ _c_.\n"),
        (#"{ "MD050": { "style": "underscore" } }"#,
         "# T\n\nThe ***adopt*** step.\n",
         "# T\n\nThe *__adopt__* step.\n"),
        (#"{ "MD049": { "style": "underscore" }, "MD050": { "style": "underscore" } }"#,
         "# T\n\nThe ***adopt*** step.\n",
         "# T\n\nThe ___adopt___ step.\n"),
        (#"{ "MD049": { "style": "underscore" } }"#,
         "# T\n\nSoft\u{AD}*hyphen* stays.\n",
         "# T\n\nSoft\u{AD}*hyphen* stays.\n"),
        (#"{ "MD030": { "ul_multi": 3, "ol_multi": 2 } }"#,
         "# T\n\n> - one\n> - two\n>\n> 1. three\n>\n> After.\n\n- four\n- five\n",
         "# T\n\n> -   one\n> -   two\n>\n> 1.  three\n>\n> After.\n\n- four\n- five\n"),
    ])
    func fmtPrintsWhatLintWouldOtherwiseFix(_ configuration: String, _ input: String, _ expected: String) async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".markdownlint.json", configuration)
            try cli.write("a.md", input)
            let fmt = await cli.run(["fmt", "--quiet"])
            #expect(fmt.exitCode == 0 && fmt.stderr == "", "\(fmt.stderr)")
            #expect(try cli.read("a.md") == expected)
            let lint = await cli.run(["lint", "--output-format", "json"])
            let items = try #require(try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [[String: Any]])
            let fixable = items.filter { item in
                Self.controlled.contains(item["rule"] as? String ?? "")
                    && ((item["fix"] as? [String: Any])?["applicability"] as? String) == "safe"
            }
            #expect(fixable.isEmpty, "\(configuration): \(fixable)")
        }
    }

    /// Issue 13: in an MkDocs project, where items indent four, fmt gives MD013 and MD055
    /// nothing new to find with MD013's `line_length` (40 here): a continuation line at
    /// column 40 two spaces in stays there, and so does a row's missing trailing pipe.
    @Test func mkdocsFmtMakesNoLongLinesFromIndentationOrPipes() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("mkdocs.yml", "site_name: x\n")
            try cli.write(".mdtool.yml", "rules:\n  MD013:\n    line_length: 40\n")
            let page = """
                # A

                - An item whose next line is at
                  that reaches column forty two in, or a

                | A | B |
                | --- | --- |
                | a | text that reaches forty wide, or a

                """
            try cli.makeDirectory("docs")
            try cli.write("docs/a.md", page)
            func findings(_ rule: String) async throws -> Int {
                let lint = await cli.run(["lint", "--output-format", "json", "docs"])
                let items = try #require(try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [[String: Any]])
                return items.filter { $0["rule"] as? String == rule }.count
            }
            #expect(try await findings("MD013") == 0)
            #expect(try await findings("MD055") == 1)
            let fmt = await cli.run(["fmt", "--quiet", "docs"])
            #expect(fmt.exitCode == 0 && fmt.stderr == "", "\(fmt.stderr)")
            let formatted = try cli.read("docs/a.md")
            #expect(formatted.contains("-   An item whose next line is at\n  that reaches"), "\(formatted)")
            #expect(formatted.contains("| a | text that reaches forty wide, or a\n"), "\(formatted)")
            #expect(try await findings("MD013") == 0, "\(formatted)")
            #expect(try await findings("MD055") == 1, "\(formatted)")
            #expect(await cli.run(["fmt", "--check", "--quiet", "docs"]).exitCode == 0, "not idempotent")
        }
    }
}
