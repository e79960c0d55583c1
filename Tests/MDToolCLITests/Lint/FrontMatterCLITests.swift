import Foundation
import Testing
import TestSupport

/// Issue 15, item 3: the linter takes as front matter what markdownlint does (its default
/// pattern also takes JSON, and a blank line after `---`), or the pattern configured.
struct FrontMatterCLITests {
    static let rules = PerDirectoryConfigurationCLITests.rules

    @Test(arguments: [
        ("json-fm.md", "{\n  \"title\": \"From JSON\",\n  \"tags\": [\"a\"]\n}\n\nText under a JSON title.\n"),
        ("json-heading.md", "{\n  \"layout\": \"page\"\n}\n# Heading\n"),
        ("blank-after-opening.md", "---\n\ntitle: Blank line first\n---\n\nText.\n"),
        ("toml-dots.md", "+++\ntitle = \"TOML\"\n...\n\nText.\n"),
        ("yaml.md", "---\ntitle: YAML\n---\nText.\n"),
    ])
    func frontMatterAsMarkdownlintSeesItIsNotLintedAndGivesTheTitle(_ name: String, _ text: String) async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(name, text)
            let result = await cli.run(["lint", "--output-format", "json"])
            #expect(result.exitCode == 0, "\(result.stdout)")
            #expect(try Self.rules(result).isEmpty)
        }
    }

    @Test func aConfiguredPatternReplacesMarkdownlintsAndFalseTurnsItOff() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", "<!--\ntitle: Comment front matter\n-->\n\nText.\n")
            try cli.write("b.md", "---\ntitle: YAML\n---\nText.\n")
            let plain = try Self.rules(await cli.run(["lint", "--output-format", "json"]))
            #expect(plain == ["a.md": ["MD041"]])
            try cli.write(".mdtool.yml", "front_matter: '^<!--\\n[\\s\\S]*?-->\\n'\n")
            let custom = try Self.rules(await cli.run(["lint", "--output-format", "json"]))
            // b.md's YAML is no front matter for this pattern: `---` under `title: YAML` is a
            // heading, with no blank line above (the thematic break) or below.
            #expect(custom == ["b.md": ["MD041", "MD022", "MD022"]], "\(custom)")
            try cli.write(".mdtool.yml", "front_matter: false\n")
            let none = try Self.rules(await cli.run(["lint", "--output-format", "json"]))
            #expect(none["a.md"] == ["MD041"] && none["b.md"] != nil)
            try cli.write(".mdtool.yml", "front_matter: '[unclosed'\n")
            let bad = await cli.run(["lint"])
            #expect(bad.exitCode == 2)
            #expect(bad.stderr == "mdtool lint: .mdtool.yml:1:15: invalid regular expression \"[unclosed\" for the front matter\n")
        }
    }

    /// The formatter keeps what the parser takes as front matter (real YAML or TOML) as
    /// written; the looser regions only the linter's pattern takes are formatted as the
    /// Markdown they are, and still lint clean.
    @Test func fmtOutputOfLinterOnlyFrontMatterStillLintsClean() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", "{\n  \"title\": \"JSON\"\n}\nText  with *emphasis*.\n")
            #expect(await cli.run(["fmt", "--quiet"]).exitCode == 0)
            let result = await cli.run(["lint"])
            let formatted = try cli.read("a.md")
            #expect(result.exitCode == 0, "\(formatted)\n\(result.stdout)")
        }
    }
}
