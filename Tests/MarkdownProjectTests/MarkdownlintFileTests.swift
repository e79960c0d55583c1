import MarkdownLint
import MarkdownProject
import Testing
import YAML

/// markdownlint's files as markdownlint reads them, and mistakes pointed at where they are
/// written (issue 12, item 16).
struct MarkdownlintFileTests {
    @Test func aJSONFileMayHoldCommentsAndTrailingCommas() throws {
        try ProjectDirectory.with { directory in
            try directory.write(".markdownlint.json", "{\n  // no long lines rule\n  \"MD013\": false, /* nor this */\n  \"MD001\": true,\n}\n")
            let rules = try directory.load().lintConfiguration().rules
            #expect(!rules.setting(for: "MD013").isEnabled)
            #expect(rules.setting(for: "MD001").isEnabled)
        }
    }

    @Test func extendsMistakesHaveALineAndColumn() throws {
        try ProjectDirectory.with { directory in
            try directory.write(".markdownlint.json", "{\n  \"extends\": \"missing.json\"\n}\n")
            let missing = #expect(throws: ConfigError.self) { try directory.load() }
            #expect(missing?.description.hasPrefix(".markdownlint.json:2:14: \"extends\" names ./missing.json: cannot read file:") == true,
                    "\(missing?.description ?? "")")
            try directory.write(".markdownlint.json", "{\"extends\": \"base.yaml\"}")
            try directory.write("base.yaml", "extends: .markdownlint.json\n")
            let cycle = #expect(throws: ConfigError.self) { try directory.load() }
            #expect(cycle?.description == "./base.yaml:1:10: \"extends\" forms a cycle or is nested too deeply")
        }
    }

    @Test(arguments: [
        "rules:\n  MD013:\n    line_length: -5\n",
        "overrides:\n  - files: [\"nothing/matches/**\"]\n    rules:\n      MD013:\n        line_length: -5\n",
    ])
    func aValueOnlyTheRuleRefusesFailsTheLintSectionWhenRead(_ yaml: String) throws {
        try ProjectDirectory.with { directory in
            try directory.write(".mdtool.yml", yaml)
            let configuration = try directory.load()
            let error = #expect(throws: ConfigError.self) { try configuration.lintConfiguration() }
            #expect(error?.description.hasPrefix(".mdtool.yml:") == true && error?.description.hasSuffix("line_length must be 0 or more, found -5") == true,
                    "\(error?.description ?? "")")
            #expect(throws: Never.self) { try configuration.formatOptions() }
        }
    }
}
