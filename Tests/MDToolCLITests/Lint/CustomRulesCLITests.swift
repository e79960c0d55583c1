import Foundation
import Testing
import TestSupport

/// `custom_rules:` through the command line (in-process): every output format, `mdtool rules`, fixes,
/// inline comments and configuration errors.
struct CustomRulesCLITests {
    static let config = """
        custom_rules:
          - id: no-click-here
            message: Link text should say where the link goes
            pattern: '^\\s*click here\\s*$'
            case_sensitive: false
            applies_to: link_text
          - id: CUSTOM001
            aliases: [github-name]
            message: Write GitHub with a capital H
            pattern: '\\b(?!GitHub\\b)[Gg]it[Hh]ub\\b'
            applies_to: [text, heading]
            severity: warning
            replacement: GitHub
        rules:
          default: false
          custom: true

        """
    static let document = "# Github tips\n\nSee [click here](https://github.com/a) and `github`.\n"

    @Test func textOutputNamesRulesWithoutAliasesByID() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", Self.config)
            try cli.write("a.md", Self.document)
            let result = await cli.run(["lint"])
            #expect(result.exitCode == 1)
            #expect(result.stdout == """
                a.md:1:3: warning CUSTOM001/github-name Write GitHub with a capital H [Replace with: "GitHub"] [Context: "Github"]
                a.md:3:6: no-click-here Link text should say where the link goes [Context: "click here"]

                """)
            #expect(result.stderr == "Found 2 problems (1 error, 1 warning) in 1 file; 1 more with --unsafe-fixes.\n")
        }
    }

    @Test func warningsAloneExitZero() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", Self.config)
            try cli.write("a.md", "# Github tips\n")
            #expect(await cli.run(["lint"]).exitCode == 0)
        }
    }

    @Test func jsonSarifAndGitHubOutputs() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", Self.config)
            try cli.write("a.md", Self.document)
            let json = await cli.run(["lint", "--output-format", "json"])
            let items = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
            #expect(items.map { $0["rule"] as? String } == ["CUSTOM001", "no-click-here"])
            #expect(items[0]["severity"] as? String == "warning" && items[0]["end_column"] as? Int == 9)
            #expect(items[1]["aliases"] as? [String] == [] && items[1]["column"] as? Int == 6)

            let sarif = await cli.run(["lint", "--output-format", "sarif"])
            let root = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
            let run = try #require((root["runs"] as? [[String: Any]])?.first)
            let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
            let rules = try #require(driver["rules"] as? [[String: Any]])
            let custom = try #require(rules.first { $0["id"] as? String == "CUSTOM001" })
            #expect(custom["helpUri"] == nil)
            #expect((custom["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")
            let results = try #require(run["results"] as? [[String: Any]])
            #expect(results.map { $0["ruleId"] as? String } == ["CUSTOM001", "no-click-here"])

            let github = await cli.run(["lint", "--output-format", "github"])
            #expect(github.stdout.hasPrefix(
                "::warning file=a.md,line=1,col=3,endLine=1,endColumn=9,title=CUSTOM001::Write GitHub with a capital H"))
        }
    }

    @Test func unsafeFixesApplyTheReplacement() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", Self.config)
            try cli.write("a.md", Self.document)
            _ = await cli.run(["lint", "--fix"])
            #expect(try cli.read("a.md") == Self.document)
            _ = await cli.run(["lint", "--fix", "--unsafe-fixes"])
            #expect(try cli.read("a.md") == "# GitHub tips\n\nSee [click here](https://github.com/a) and `github`.\n")
        }
    }

    @Test func inlineCommentsAndCommandLineNameCustomRules() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", Self.config)
            try cli.write("a.md", "<!-- markdownlint-disable github-name -->\n" + Self.document)
            #expect(await cli.run(["lint", "--quiet"]).stdout.split(separator: "\n").map { $0.split(separator: " ")[1] }
                    == ["no-click-here"])
            #expect(await cli.run(["lint", "--disable", "no-click-here"]).exitCode == 0)
            try cli.write("b.md", Self.document)
            #expect(await cli.run(["lint", "b.md", "--disable", "custom"]).exitCode == 0)
        }
    }

    @Test func rulesCommandListsAndDocumentsCustomRules() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", Self.config)
            let list = await cli.run(["rules"])
            #expect(list.exitCode == 0)
            #expect(list.stdout.contains("\nno-click-here                 "))
            #expect(list.stdout.contains("\nCUSTOM001      github-name"))
            let page = await cli.run(["rules", "github-name"])
            #expect(page.stdout.hasPrefix("# CUSTOM001 - Write GitHub with a capital H\n\nCustom rule defined at `.mdtool.yml:7:5`."))
            #expect(page.stdout.contains("- Applies to: text, heading\n- Severity: warning\n"))
            let markdown = await cli.run(["rules", "--output-format", "markdown"])
            #expect(!markdown.stdout.contains("CUSTOM001"))
            let json = await cli.run(["rules", "--output-format", "json"])
            #expect(json.stdout.contains("\"CUSTOM001\""))
        }
    }

    @Test func configurationErrorsExitTwoWithAPosition() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", "custom_rules:\n  - id: X1\n    message: m\n    pattern: abc\n    applies_to: [txt]\n")
            try cli.write("a.md", "# A\n")
            let result = await cli.run(["lint"])
            #expect(result.exitCode == 2)
            #expect(result.stderr == "mdtool lint: .mdtool.yml:5:18: unknown kind \"txt\"; did you mean \"text\"? "
                    + "(kinds: text, heading, link_text, image_alt, link_destination, inline_code, code_block, html, code, prose)\n")
            #expect(await cli.run(["rules"]).exitCode == 2)
        }
    }
}
