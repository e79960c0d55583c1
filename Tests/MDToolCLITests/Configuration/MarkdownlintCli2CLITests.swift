import Foundation
import Testing
import TestSupport

/// Issue 15, item 2: markdownlint-cli2's own files work as they do under markdownlint-cli2,
/// `--config` takes any name, rules mdtool lacks are warnings, and `mdtool init` converts it all.
struct MarkdownlintCli2CLITests {
    static let write = PerDirectoryConfigurationCLITests.write
    static let rules = PerDirectoryConfigurationCLITests.rules
    /// MD041 wherever it is linted.
    static let document = "Text first.\n"

    @Test func configGlobsAndIgnoresAsMarkdownlintCli2ReadsThem() async throws {
        try await InProcessCLI.withRunner { cli in
            try Self.write(cli, [
                ".markdownlint-cli2.jsonc": """
                    // markdownlint-cli2's options, with comments
                    {
                      "config": { "MD013": false },
                      "globs": ["**/*.md", "!vendor/**"],
                      "ignores": ["CHANGELOG.md", "generated/**"],
                    }
                    """,
                "a.md": Self.document,
                "CHANGELOG.md": Self.document,
                "docs/CHANGELOG.md": Self.document,
                "generated/x.md": Self.document,
                "vendor/y.md": Self.document,
                "notes.txt": Self.document,
            ])
            // Without paths the globs choose the files; `ignores` are relative to the file's
            // directory (the CHANGELOG.md beside it, not the one below).
            let result = await cli.run(["lint", "--output-format", "json"])
            #expect(result.exitCode == 1, "\(result.stderr)")
            #expect(try Self.rules(result) == ["a.md": ["MD041"], "docs/CHANGELOG.md": ["MD041"]])
            let explicit = await cli.run(["lint", "vendor/y.md", "CHANGELOG.md", "generated/x.md"])
            #expect(explicit.exitCode == 0 && explicit.stdout == "", "the negated glob and ignores leave them out")
        }
    }

    @Test func noInlineConfigFrontMatterAndFix() async throws {
        try await InProcessCLI.withRunner { cli in
            // (No `title:` in it: with one, the heading would be a second title, MD025.)
            try cli.write("a.md", "%%%\nlayout: A\n%%%\n# A\n\n<!-- markdownlint-disable-file MD047 -->\nText")
            let plain = try Self.rules(await cli.run(["lint", "--output-format", "json"]))
            // Not front matter yet: a paragraph, then a heading right under it.
            #expect(plain == ["a.md": ["MD041", "MD022"]])
            try cli.write(".markdownlint-cli2.yaml", "noInlineConfig: true\nfrontMatter: '^%%%\\n[\\s\\S]*?\\n%%%\\n'\nfix: true\n")
            let result = await cli.run(["lint"])
            // The %%% block is front matter now; the comment does not turn MD047 off; `fix: true` fixes it.
            #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
            #expect(result.stderr == "Fixed 1 problem. No problems found in 1 file.\n")
            #expect(try cli.read("a.md").hasSuffix("-->\nText\n"))
        }
    }

    @Test func javaScriptIsReportedOncePerRunNotFatal() async throws {
        try await InProcessCLI.withRunner { cli in
            try Self.write(cli, [
                ".markdownlint-cli2.jsonc": #"{ "customRules": ["markdownlint-rule-search-replace"], "config": { "search-replace": { "rules": [] }, "MD041": false } }"#,
                "sub/.markdownlint-cli2.cjs": "module.exports = { config: { MD013: false } };\n",
                "a.md": "# A\n",
                "b.md": "# B\n",
                "sub/c.md": "# C\n",
            ])
            let result = await cli.run(["lint"])
            #expect(result.exitCode == 0)
            let expected: [String] = [
                "mdtool lint: warning: .markdownlint-cli2.jsonc:1:19: custom rule \"markdownlint-rule-search-replace\": "
                    + "JavaScript custom rules cannot run; this rule is skipped",
                "mdtool lint: warning: .markdownlint-cli2.jsonc:1:68: mdtool has no rule \"search-replace\" "
                    + "(a markdownlint custom rule?); its settings are skipped",
                "mdtool lint: warning: sub/.markdownlint-cli2.cjs: a JavaScript configuration file, which mdtool cannot run; "
                    + "its settings are not used (write them as JSON or YAML, or as .mdtool.yml)",
            ]
            #expect(result.stderrLines.map(String.init) == expected, "\(result.stderr)")
        }
    }

    /// Whatever the name (super-linter's `.markdown-lint.yml`), the content says the kind.
    @Test(arguments: [
        (".github/linters/.markdown-lint.yml", "MD013: false\nMD004:\n  style: dash\n"),
        ("lint/options.yaml", "config:\n  MD013: false\n  MD004:\n    style: dash\n"),
        ("lint/mdtool-settings.yaml", "rules:\n  MD013: false\n  MD004:\n    style: dash\n"),
        ("lint/team.markdownlint-cli2.jsonc", #"{ "config": { "MD013": false, "MD004": { "style": "dash" } } }"#),
        ("lint/team.markdownlint.json", #"{ "MD013": false, "MD004": { "style": "dash" } }"#),
    ])
    func explicitFilesOfAnyName(_ path: String, _ text: String) async throws {
        try await InProcessCLI.withRunner { cli in
            try Self.write(cli, [path: text, "a.md": PerDirectoryConfigurationCLITests.document])
            let result = await cli.run(["lint", "--output-format", "json", "--config", path])
            #expect(result.exitCode == 1, "\(result.stderr)")
            #expect(try Self.rules(result) == ["a.md": ["MD004"]])
        }
    }

    @Test func javaScriptGivenExplicitlyCannotRun() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("x.markdownlint-cli2.mjs", "export default {};\n")
            let result = await cli.run(["lint", "--config", "x.markdownlint-cli2.mjs"])
            #expect(result.exitCode == 2)
            #expect(result.stderr == "mdtool lint: x.markdownlint-cli2.mjs: a JavaScript configuration file, which mdtool "
                    + "cannot run; write its settings as JSON or YAML\n")
        }
    }

    /// markdownlint-cli2's options under the `markdownlint-cli2` key of a package.json; a
    /// `.markdownlint-cli2.*` beside it wins, and a package.json without the key is not read.
    @Test func packageJSONsMarkdownlintCli2Key() async throws {
        try await InProcessCLI.withRunner { cli in
            try Self.write(cli, [
                "package.json": """
                    {
                      "name": "example",
                      "scripts": { "lint:md": "markdownlint-cli2" },
                      "markdownlint-cli2": { "config": { "MD041": false }, "ignores": ["generated.md"] }
                    }
                    """,
                "a.md": Self.document,
                "generated.md": "# G\n\nText  with a tab\there.   \n",
                "pkg/package.json": #"{ "name": "no markdownlint here", "private": true }"#,
                "pkg/b.md": Self.document,
            ])
            let result = await cli.run(["lint", "--output-format", "json"])
            #expect(result.exitCode == 0 && result.stdout == "[]\n", "\(result.stdout)\(result.stderr)")
            let shown = await cli.run(["lint", "--show-config", "a.md"])
            #expect(shown.stdout.contains("MD041: false  # package.json:"), "\(shown.stdout)")
            try cli.write(".markdownlint-cli2.yaml", "config:\n  MD013: false\n")
            let beside = try Self.rules(await cli.run(["lint", "--output-format", "json"]))
            #expect(beside.keys.sorted() == ["a.md", "generated.md", "pkg/b.md"], "\(beside)")
        }
    }

    @Test func gitignoreFalseLintsWhatGitIgnores() async throws {
        try await InProcessCLI.withRunner { cli in
            try Self.write(cli, [".gitignore": "ignored.md\n", "ignored.md": "no heading\n", "a.md": "# A\n"])
            #expect(await cli.run(["lint"]).exitCode == 0)
            try cli.write(".markdownlint-cli2.yaml", "gitignore: false\n")
            let result = await cli.run(["lint", "--output-format", "json"])
            #expect(try Self.rules(result) == ["ignored.md": ["MD041"]])
        }
    }

    @Test func overridesMergeOrReplaceForTheFilesTheyFilter() async throws {
        try await InProcessCLI.withRunner { cli in
            try Self.write(cli, [
                ".markdownlint-cli2.jsonc": """
                    { "config": { "MD013": false, "MD041": false },
                      "overrides": [
                        { "filter": ["merged/**"], "combine": "merge", "config": { "MD004": { "style": "dash" } } },
                        { "filter": ["replaced/**"], "combine": "replace", "config": { "MD004": { "style": "dash" } } },
                        { "filter": ["skipped/**"], "config": { "MD004": { "style": "dash" } } } ] }
                    """,
                "merged/a.md": PerDirectoryConfigurationCLITests.document,
                "replaced/a.md": PerDirectoryConfigurationCLITests.document,
                "skipped/a.md": PerDirectoryConfigurationCLITests.document,
            ])
            let result = await cli.run(["lint", "--output-format", "json"])
            #expect(try Self.rules(result) == ["merged/a.md": ["MD004"], "replaced/a.md": ["MD004", "MD013"]])
            #expect(result.stderr.contains("an override without \"combine\" (\"merge\" or \"replace\") is skipped"))
        }
    }

    @Test func initConvertsMarkdownlintCli2AndExtends() async throws {
        try await InProcessCLI.withRunner { cli in
            try Self.write(cli, [
                "base.json": #"{ "default": true, "MD013": { "line_length": 100 }, "search-replace": {} }"#,
                ".markdownlint-cli2.jsonc": """
                    { "config": { "extends": "base.json", "no-inline-html": false },
                      "ignores": ["CHANGELOG.md", "vendor/**"],
                      "noInlineConfig": true, "fix": true,
                      "customRules": ["markdownlint-rule-search-replace"] }
                    """,
                "CHANGELOG.md": "no heading\n",
                "a.md": "# A\n\n<b>html</b>\n",
            ])
            let before = await cli.run(["lint", "--output-format", "json"])
            let result = await cli.run(["init"])
            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("Wrote .mdtool.yml with the settings of .markdownlint-cli2.jsonc.\nWrote .mdtool.schema.json"))
            #expect(try cli.read(".mdtool.yml") == """
                # yaml-language-server: $schema=.mdtool.schema.json
                # Converted from .markdownlint-cli2.jsonc by `mdtool init`; see `mdtool rules` for every rule.

                rules:
                  default: true
                  MD013:
                    line_length: 100
                  no-inline-html: false
                exclude: ["/CHANGELOG.md", "vendor/**"]  # markdownlint-cli2's ignores
                inline_config: false
                fix: true
                # Not converted: .markdownlint-cli2.jsonc:4:19: custom rule "markdownlint-rule-search-replace": JavaScript custom rules cannot run; this rule is skipped
                # Not converted: rule "search-replace" (./base.json:1:53): mdtool has no such rule

                """)
            // The converted file alone says the same.
            try FileManager.default.removeItem(at: cli.directory.appendingPathComponent(".markdownlint-cli2.jsonc"))
            let after = await cli.run(["lint", "--output-format", "json"])
            #expect(after.exitCode == 0 && after.stderr == "", "\(after.stderr)")
            #expect(after.stdout == before.stdout)
        }
    }
}
