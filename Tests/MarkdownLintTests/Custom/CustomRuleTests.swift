import MarkdownLint
import MarkdownSyntax
import Testing

/// Pattern rules from `custom_rules:`: what each kind matches, exact ranges, fixes, and
/// how they take part in configuration and inline comments like built-in rules.
struct CustomRuleTests {
    typealias T = CustomRuleTesting

    /// `XYZ` in every place a kind can name.
    static let everywhere = """
        # Heading XYZ

        Text XYZ with `code XYZ` and [link XYZ](https://xyz.example/XYZ) and ![alt XYZ](XYZ.png).
        <span title="XYZ">inline html</span> <https://autolink.example/XYZ> www.XYZ.example

        | cell XYZ |
        |---|
        | body XYZ |

        ```
        block XYZ
        ```

        <div>
        html XYZ
        </div>

        [def]: https://definition.example/XYZ

        """

    static let expectations: [(kinds: String, matches: [String])] = [
        ("text", ["Text XYZ", "cell XYZ", "body XYZ"]),
        ("heading", ["Heading XYZ"]),
        ("link_text", ["link XYZ"]),
        ("image_alt", ["alt XYZ"]),
        ("link_destination", ["https://xyz.example/XYZ", "XYZ.png", "https://autolink.example/XYZ", "www.XYZ.example",
                              "https://definition.example/XYZ"]),
        ("inline_code", ["code XYZ"]),
        ("code_block", ["block XYZ"]),
        ("html", ["<span title=\"XYZ\">", "<div>\nhtml XYZ\n</div>"]),
        ("code", ["code XYZ", "block XYZ"]),
        ("prose", ["Heading XYZ", "Text XYZ", "link XYZ", "alt XYZ", "cell XYZ", "body XYZ"]),
        ("[heading, link_text]", ["Heading XYZ", "link XYZ"]),
    ]

    @Test(arguments: expectations)
    func eachKindMatchesItsOwnPlaces(_ expectation: (kinds: String, matches: [String])) throws {
        // Match the piece around XYZ to see which piece was matched.
        let yaml = T.rule("[A-Za-z]+ XYZ|[^ \\n]*XYZ[^ )\\n]*|<span[^>]*>|<div>[^<]*</div>", appliesTo: expectation.kinds)
        #expect(try T.matches(Self.everywhere, yaml).sorted() == expectation.matches.sorted())
    }

    @Test func defaultKindsAreProse() throws {
        let yaml = """
            custom_rules:
              - id: CUSTOM001
                message: Found it
                pattern: XYZ
            rules:
              default: false
              CUSTOM001: true
            """
        #expect(try T.lint(Self.everywhere, yaml).count == 6)
    }

    @Test func clickHereInLinkTextOnly() throws {
        let yaml = T.rule("^\\s*click here\\s*$", appliesTo: "link_text", extra: "case_sensitive: false")
        let markdown = "Click here: [Click here](a.md), [click here to read more](b.md), [ click HERE ](c.md).\n"
        let diagnostics = try T.lint(markdown, yaml)
        #expect(diagnostics.map(\.column) == [14, 67])
        #expect(try T.matches(markdown, yaml) == ["Click here", " click HERE "])
        #expect(diagnostics.first?.message == "Found it [Context: \"Click here\"]")
    }

    @Test func productNameInTextAndHeadingsButNotInCodeOrURLs() throws {
        let yaml = T.rule("\\b(?!GitHub\\b)[Gg]it[Hh]ub\\b", appliesTo: "[text, heading]", extra: "replacement: GitHub")
        let markdown = """
            # Github Actions

            Use github or `github` at https://github.com/x, [docs](https://github.com) or <https://github.com>.

            ```sh
            gh auth login # github
            ```

            GitHub is fine.

            """
        #expect(try T.lint(markdown, yaml).map { "\($0.line):\($0.column)" } == ["1:3", "3:5"])
        #expect(try LintTestingFix.fix(markdown, yaml, unsafe: true).hasPrefix("# GitHub Actions\n\nUse GitHub or `github`"))
    }

    @Test func rangesAreExactBytesAndColumnsCountUTF16() throws {
        let yaml = T.rule("XYZ", appliesTo: "text")
        let markdown = "😀 中文 XYZ\r\n\r\n> quote\r\n> XYZ\r\n"
        let diagnostics = try T.lint(markdown, yaml)
        #expect(diagnostics.map(\.range) == [12..<15, 30..<33])
        #expect(diagnostics.map { "\($0.line):\($0.column)-\($0.endLine):\($0.endColumn)" } == ["1:7-1:10", "4:3-4:6"])
    }

    @Test func matchesSpanLineBreaksAndEmphasisButNotCode() throws {
        let yaml = T.rule("click\\s+here", appliesTo: "text")
        // Across a line break in a block quote (the `> ` is left out), across emphasis markers.
        #expect(try T.matches("> To read, click\n> here.\n\nThen click **here**.\n\nOr click `x` here.\n", yaml)
                == ["click\n> here", "click **here"])
    }

    @Test func nodesLeftOutBecomeOneObjectReplacementCharacter() throws {
        let yaml = T.rule("see \\x{FFFC} here", appliesTo: "text")
        #expect(try T.matches("Please see `code` here and see [a](b) here.\n", yaml) == ["see `code` here", "see [a](b) here"])
    }

    @Test func anchorsApplyToEachPiece() throws {
        let yaml = T.rule("^[a-z]", appliesTo: "heading")
        #expect(try T.matches("# lower\n\n## Upper\n\nnot a heading\n", yaml) == ["l"])
    }

    @Test func codeBlockLinesExcludeFencesAndIndentation() throws {
        let yaml = T.rule("^.*TODO.*$", appliesTo: "code_block")
        let markdown = "```TODO\nfirst TODO\n```\n\n    indented TODO\n\n- item\n\n  ```\n  listed TODO\n  ```\n"
        #expect(try T.matches(markdown, yaml) == ["first TODO", "indented TODO", "listed TODO"])
    }

    @Test func frontMatterIsNeverLinted() throws {
        let yaml = T.rule("XYZ", appliesTo: "prose")
        #expect(try T.lint("---\ntitle: XYZ\n---\n\nXYZ\n", yaml).map(\.line) == [5])
    }

    @Test func emptyMatchesAreNotReported() throws {
        #expect(try T.lint("# Title\n\nText\n", T.rule("q*", appliesTo: "prose")).isEmpty)
    }

    // MARK: Fixes

    @Test func fixesAreUnsafeUnlessDeclaredSafeAndUseGroups() throws {
        let yaml = T.rule("[Nn]ode ?(\\d+)", appliesTo: "text", extra: "replacement: 'Node.js $1'")
        let markdown = "Needs node 20.\n"
        let finding = try #require(try T.lint(markdown, yaml).first)
        #expect(finding.fix?.applicability == .unsafe)
        #expect(finding.detail == "Replace with: \"Node.js 20\"")
        #expect(try LintTestingFix.fix(markdown, yaml, unsafe: false) == markdown)
        #expect(try LintTestingFix.fix(markdown, yaml, unsafe: true) == "Needs Node.js 20.\n")
        let safe = T.rule("[Nn]ode ?(\\d+)", appliesTo: "text", extra: "replacement: 'Node.js $1'\nfix: safe")
        #expect(try LintTestingFix.fix(markdown, safe, unsafe: false) == "Needs Node.js 20.\n")
    }

    @Test func matchesAcrossMarkupAreReportedWithoutAFix() throws {
        let yaml = T.rule("click here", appliesTo: "text", extra: "replacement: this page\nfix: safe")
        let diagnostics = try T.lint("Then click **here**.\n", yaml)
        #expect(diagnostics.count == 1 && diagnostics[0].fix == nil)
    }

    // MARK: Configuration

    @Test func severityIsTheRuleDefaultUntilConfigured() throws {
        let definition = """
            custom_rules:
              - id: CUSTOM001
                message: Found it
                pattern: XYZ
                severity: warning

            """
        #expect(try T.lint("XYZ\n", definition + "rules:\n  default: false\n  CUSTOM001: true\n").first?.severity == .warning)
        #expect(try T.lint("XYZ\n", definition + "rules:\n  default: true\n").first?.severity == .warning)
        #expect(try T.lint("XYZ\n", definition + "rules:\n  default: false\n  CUSTOM001: error\n").first?.severity == .error)
        #expect(try T.lint("XYZ\n", definition + "rules:\n  default: false\n  custom: true\n").first?.severity == .warning)
    }

    @Test func rulesKeysNameCustomRulesByIDAliasAndTag() throws {
        let definition = """
            custom_rules:
              - id: CUSTOM001
                aliases: [no-xyz]
                tags: [words]
                message: Found it
                pattern: XYZ
              - id: CUSTOM002
                message: Found it too
                pattern: XYZ
                enabled: false

            """
        let ids = { (rules: String) throws -> [String] in
            try T.lint("XYZ\n", definition + rules).map(\.ruleID).filter { $0.hasPrefix("CUSTOM") }
        }
        #expect(try ids("rules:\n  default: false\n  no-xyz: true\n") == ["CUSTOM001"])
        #expect(try ids("rules:\n  default: false\n  words: true\n") == ["CUSTOM001"])
        #expect(try ids("rules:\n  default: false\n  custom: true\n") == ["CUSTOM001", "CUSTOM002"])
        #expect(try ids("rules:\n  custom: false\n") == [])
        #expect(try ids("rules:\n  default: false\n  CUSTOM001: true\n  no-xyz: false\n") == [])
        #expect(try ids("rules:\n  MD001: false\n") == ["CUSTOM001"])  // CUSTOM002 is off by default
    }

    @Test func inlineCommentsDisableCustomRules() throws {
        let yaml = T.rule("XYZ", appliesTo: "text", extra: "aliases: [no-xyz]")
        let markdown = """
            XYZ one

            <!-- markdownlint-disable CUSTOM001 -->
            XYZ two
            <!-- markdownlint-enable CUSTOM001 -->

            XYZ three <!-- markdownlint-disable-line no-xyz -->

            <!-- markdownlint-disable-next-line custom -->
            XYZ four

            XYZ five

            """
        #expect(try T.lint(markdown, yaml).map(\.line) == [1, 12])
    }

    @Test func customRulesJoinTheRegistryAndCatalogue() throws {
        let configuration = try T.configuration(T.rule("XYZ", appliesTo: "[text, heading]", extra: "aliases: [no-xyz]"))
        let entry = try #require(configuration.registry.entry(id: "CUSTOM001"))
        #expect(entry.descriptor.aliases == ["no-xyz"] && entry.descriptor.tags == ["custom"])
        #expect(configuration.registry.entries.count == RuleRegistry.builtIn.entries.count + 1)
        #expect(RuleCatalog.text(configuration.registry).contains("CUSTOM001  no-xyz"))
        #expect(RuleCatalog.json(configuration.registry).contains("\"id\" : \"CUSTOM001\"")
                || RuleCatalog.json(configuration.registry).contains("\"id\": \"CUSTOM001\""))
        let page = try #require(RuleCatalog.page(for: "no-xyz", registry: configuration.registry))
        #expect(page.hasPrefix("# CUSTOM001 - Found it\n"))
        #expect(page.contains("- Pattern: `XYZ`\n- Applies to: text, heading\n"))
    }

    // MARK: Errors

    static let errors: [(yaml: String, message: String)] = [
        ("custom_rules:\n  - id: X1\n    message: m\n    pattern: '(abc'\n",
         "4:14: invalid regular expression: expected ')'"),
        ("custom_rules:\n  - id: X1\n    message: m\n    pattern: abc\n    applies_to: [text, link-text]\n",
         "5:24: unknown kind \"link-text\"; did you mean \"link_text\"?"),
        ("custom_rules:\n  - id: X1\n    message: m\n    pattern: abc\n    applies_to: front_matter\n",
         "5:17: unknown kind \"front_matter\" (front matter is never linted)"),
        ("custom_rules:\n  - id: X1\n    message: m\n    pattern: abc\n    applies_to: []\n",
         "5:17: applies_to needs at least one kind"),
        ("custom_rules:\n  - id: MD013\n    message: m\n    pattern: abc\n",
         "2:9: \"MD013\" is already the name of rule MD013/line-length"),
        ("custom_rules:\n  - id: X1\n    aliases: [Line-Length]\n    message: m\n    pattern: abc\n",
         "3:15: \"Line-Length\" is already the name of rule MD013/line-length"),
        ("custom_rules:\n  - id: headings\n    message: m\n    pattern: abc\n",
         "2:9: \"headings\" is already the name of the tag \"headings\""),
        ("custom_rules:\n  - id: X1\n    message: m\n    pattern: abc\n  - id: x1\n    message: m\n    pattern: abc\n",
         "5:9: \"x1\" is already the name of custom rule X1 (defined at "),
        ("custom_rules:\n  - id: X1\n    mesage: m\n    pattern: abc\n",
         "3:5: unknown key \"mesage\"; did you mean \"message\"?"),
        ("custom_rules:\n  - id: X1\n    pattern: abc\n", "2:5: a custom rule needs \"message\""),
        ("custom_rules:\n  - message: m\n    pattern: abc\n", "2:5: a custom rule needs \"id\""),
        ("custom_rules:\n  - id: X1\n    message: m\n", "2:5: a custom rule needs \"pattern\""),
        ("custom_rules:\n  - id: X1\n    message: m\n    pattern: abc\n    severity: eror\n",
         "5:15: expected \"error\" or \"warning\", found \"eror\"; did you mean \"error\"?"),
        ("custom_rules:\n  - id: X1\n    message: m\n    pattern: abc\n    flags: ig\n    case_sensitive: true\n",
         "6:21: case_sensitive: true contradicts the flag \"i\""),
        ("custom_rules:\n  - id: X1\n    message: m\n    pattern: abc\n    flags: q\n", "5:12: unknown flag \"q\""),
        ("custom_rules:\n  - id: X1\n    message: m\n    pattern: abc\n    replacement: $1\n",
         "5:18: the replacement refers to group $1, but the pattern has 0 groups"),
        ("custom_rules:\n  - id: X1\n    message: m\n    pattern: abc\n    fix: safe\n",
         "5:10: \"fix\" needs a \"replacement\""),
        ("custom_rules:\n  - id: X1\n    message: m\n    pattern: abc\n    replacement: x\n    fix: unsafe-ish\n",
         "6:10: expected \"unsafe\" or \"safe\", found \"unsafe-ish\""),
        ("custom_rules:\n  - id: 'no click'\n    message: m\n    pattern: abc\n",
         "2:9: a rule ID must start with a letter and hold only letters, digits, \"-\" and \"_\""),
        ("custom_rules:\n  id: X1\n", "2:3: expected a sequence, found a mapping"),
        ("custom_rule:\n  - id: X1\n", "1:1: unknown key \"custom_rule\"; did you mean \"custom_rules\"?"),
        ("rules:\n  X2: false\ncustom_rules:\n  - id: X1\n    message: m\n    pattern: abc\n",
         "2:3: unknown rule, alias or tag \"X2\"; did you mean \"X1\"?"),
    ]

    @Test(arguments: errors)
    func mistakesAreErrorsAtTheirPosition(_ case: (yaml: String, message: String)) {
        let message = T.error(`case`.yaml)
        #expect(message?.hasPrefix(`case`.message) == true, "\(message ?? "no error")")
    }

    @Test func rulesMayNameCustomRulesDefinedAfterThem() {
        #expect(T.error("rules:\n  X1: false\ncustom_rules:\n  - id: X1\n    message: m\n    pattern: abc\n") == nil)
    }
}

/// Fixing with a configuration given as text.
enum LintTestingFix {
    static func fix(_ markdown: String, _ yaml: String, unsafe: Bool) throws -> String {
        let outcome = try CustomRuleTesting.linter(yaml).fix(SourceFile(text: markdown), path: "test.md", includeUnsafe: unsafe)
        return String(decoding: outcome.bytes, as: UTF8.self)
    }
}
