import Foundation
import Testing
import TestSupport

/// Issue 15, item 1: every directory's configuration files apply to the files below it, as
/// markdownlint-cli2 combines them, found from each file's directory (not from where the
/// command runs), and `--show-config` says where each value comes from.
struct PerDirectoryConfigurationCLITests {
    /// A bullet list with `*` (MD004 `dash` reports it) and a long line (MD013 reports it).
    static let document = "# Title\n\n* item\n\n" + longLine + "\n"
    static let longLine = Array(repeating: "word", count: 20).joined(separator: " ")

    static func write(_ cli: InProcessCLI, _ files: [String: String]) throws {
        for (name, text) in files {
            let folder = (name as NSString).deletingLastPathComponent
            if !folder.isEmpty { try cli.makeDirectory(folder) }
            try cli.write(name, text)
        }
    }

    /// The rule IDs reported for each file, from JSON output.
    static func rules(_ result: CLIResult) throws -> [String: [String]] {
        let items = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        var rules: [String: [String]] = [:]
        for item in items { rules[item["path"] as? String ?? "?", default: []].append(item["rule"] as? String ?? "?") }
        return rules
    }

    @Test func aSubdirectoryFileAppliesFromAnyWorkingDirectory() async throws {
        try await InProcessCLI.withRunner { cli in
            try Self.write(cli, [
                ".markdownlint.json": #"{ "MD013": false }"#,
                "sub/.markdownlint.yaml": "MD013: false\nMD004:\n  style: dash\n",
                "a.md": Self.document,
                "sub/b.md": Self.document,
            ])
            let all = try Self.rules(await cli.run(["lint", "--output-format", "json"]))
            #expect(all == ["sub/b.md": ["MD004"]])
            let one = try Self.rules(await cli.run(["lint", "--output-format", "json", "sub/b.md"]))
            #expect(one == ["sub/b.md": ["MD004"]])
            let piped = try Self.rules(await cli.run(["lint", "--output-format", "json", "-", "--stdin-filename", "sub/new.md"],
                                                     stdin: Self.document))
            #expect(piped == ["sub/new.md": ["MD004"]])
            let unnamed = try Self.rules(await cli.run(["lint", "--output-format", "json", "-"], stdin: Self.document))
            #expect(unnamed.isEmpty)
        }
    }

    /// As markdownlint-cli2 documents: a `.markdownlint.*` file replaces the settings of
    /// those above it (use `extends` to build on them); a `.markdownlint-cli2.*` file's
    /// `config` merges over them; in one directory the `.markdownlint.*` file wins over the
    /// `config` beside it.
    @Test func markdownlintFilesReplaceAndMarkdownlintCli2ConfigsMerge() async throws {
        try await InProcessCLI.withRunner { cli in
            try Self.write(cli, [
                ".markdownlint.json": #"{ "MD013": false, "MD004": { "style": "dash" } }"#,
                "replaced/.markdownlint.yaml": "MD041: false\n",
                "extended/.markdownlint.yaml": "extends: ../.markdownlint.json\nMD041: false\n",
                "merged/.markdownlint-cli2.jsonc": #"{ "config": { "MD041": false } }"#,
                "both/.markdownlint-cli2.yaml": "config:\n  MD013: true\n",
                "both/.markdownlint.jsonc": "// wins over the config beside it\n{ \"MD013\": false }\n",
                "a.md": Self.document,
                "replaced/a.md": Self.document,
                "extended/a.md": Self.document,
                "merged/a.md": Self.document,
                "both/a.md": Self.document,
            ])
            let rules = try Self.rules(await cli.run(["lint", "--output-format", "json"]))
            #expect(rules["a.md"] == ["MD004"])
            #expect(rules["replaced/a.md"] == ["MD013"])
            #expect(rules["extended/a.md"] == ["MD004"])
            #expect(rules["merged/a.md"] == ["MD004"])
            #expect(rules["both/a.md"] == nil)
        }
    }

    /// mdtool's own files merge, key by key, over what applies above them (markdownlint files
    /// in the same directory included), section by section.
    @Test func mdtoolFilesMergeOverTheFilesAboveAndBeside() async throws {
        try await InProcessCLI.withRunner { cli in
            try Self.write(cli, [
                ".mdtool.yml": "rules:\n  MD013: false\nformat:\n  bullet: \"+\"\n  emphasis: _\n",
                "docs/.markdownlint.json": #"{ "MD013": false, "MD004": { "style": "asterisk" } }"#,
                "docs/.mdtool.yml": "rules:\n  MD004: false\nformat:\n  bullet: \"*\"\n",
                "a.md": "# A\n\n- item *e*\n",
                "docs/b.md": "# B\n\n- item *e*\n\n" + Self.longLine + "\n",
            ])
            let before = await cli.run(["lint"])
            #expect(before.exitCode == 0 && before.stdout == "", "\(before.stdout)")
            let fmt = await cli.run(["fmt", "--quiet"])
            #expect(fmt.exitCode == 0 && fmt.stderr == "")
            #expect(try cli.read("a.md") == "# A\n\n+ item _e_\n")
            #expect(try cli.read("docs/b.md") == "# B\n\n* item _e_\n\n" + Self.longLine + "\n")
            let after = await cli.run(["lint"])
            #expect(after.exitCode == 0 && after.stdout == "", "\(after.stdout)")
        }
    }

    @Test func configurationAboveTheRepositoryRootIsNotTheRepositorys() async throws {
        try await InProcessCLI.withRunner { cli in
            try Self.write(cli, [
                ".markdownlint.json": #"{ "default": false }"#,
                "repo/.git/HEAD": "ref: refs/heads/main\n",
                "repo/a.md": "# A\n\n* item\n* [x](#nowhere)\n",
            ])
            let inside = try Self.rules(await cli.run(["lint", "--output-format", "json", "repo"]))
            #expect(inside == ["repo/a.md": ["MD051"]])
            let outside = await cli.run(["lint", "--config", ".markdownlint.json", "repo"])
            #expect(outside.exitCode == 0 && outside.stdout == "")
        }
    }

    /// `--config` stands for the files at and above the current directory; the files below
    /// it still apply.
    @Test func anExplicitFileReplacesTheFilesAtAndAboveTheCurrentDirectory() async throws {
        try await InProcessCLI.withRunner { cli in
            try Self.write(cli, [
                ".markdownlint.json": #"{ "MD013": { "line_length": 10 } }"#,
                "config/lint.json": #"{ "MD013": false }"#,
                "sub/.markdownlint-cli2.jsonc": #"{ "config": { "MD004": { "style": "dash" } } }"#,
                "a.md": Self.document,
                "sub/b.md": Self.document,
            ])
            let rules = try Self.rules(await cli.run(["lint", "--output-format", "json", "--config", "config/lint.json"]))
            #expect(rules == ["sub/b.md": ["MD004"]])
        }
    }

    @Test func showConfigSaysWhereEachValueComesFrom() async throws {
        try await InProcessCLI.withRunner { cli in
            try Self.write(cli, [
                ".markdownlint-cli2.yaml": "config:\n  default: true\n  MD013:\n    line_length: 100\nnoInlineConfig: true\n",
                "docs/.markdownlint.yaml": "MD004:\n  style: plus\n",
                "docs/.mdtool.yml": "format:\n  wrap: line_length\noverrides:\n  - files: [\"old/**\"]\n    rules:\n      MD001: false\n",
            ])
            let result = await cli.run(["lint", "--show-config", "docs/old/a.md"])
            #expect(result.exitCode == 0)
            let text = result.stdout
            #expect(text.hasPrefix("# The configuration of docs/old/a.md\n"
                                   + "# from: .markdownlint-cli2.yaml, docs/.markdownlint.yaml, docs/.mdtool.yml\n"), "\(text)")
            // The .markdownlint.yaml below replaces the markdownlint-cli2 config above it.
            #expect(text.contains("rules:\n  MD004:  # docs/.markdownlint.yaml:1:1\n    style: plus\n"))
            #expect(!text.contains("line_length: 100"))
            #expect(text.contains("overrides:  # applied to this file, in order\n  - rules:  # docs/.mdtool.yml:6:7\n"
                                  + "      MD001: false  # docs/.mdtool.yml:6:7\n"), "\(text)")
            #expect(text.contains("inline_config: false  # .markdownlint-cli2.yaml:5:17\n"))
            #expect(text.contains("  bullet: \"+\"  # MD004 style plus (docs/.markdownlint.yaml:1:1)\n"))
            #expect(text.contains("  wrap: 80  # docs/.mdtool.yml:2:9\n"))
            #expect(text.contains("  heading_style: atx  # default\n"))
        }
    }
}
