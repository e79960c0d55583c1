import MarkdownFormatting
import MarkdownLint
import MarkdownProject
import Testing
import YAML

/// Which file a run reads, how it is named in messages, and markdownlint files.
struct ConfigurationLoadingTests {
    @Test func theNearestFileIsShownRelativeToTheCurrentDirectoryWhenInsideIt() throws {
        try ProjectDirectory.with { directory in
            try directory.write(".mdtool.yml", "include: [\"docs/**\"]\nformat:\n  bullet: nope\n")
            let here = try directory.load()
            #expect(here.file == ".mdtool.yml")
            let error = #expect(throws: ConfigError.self) { try here.formatOptions() }
            #expect(error?.description.hasPrefix(".mdtool.yml:3:11: ") == true, "\(error?.description ?? "")")
            // From below, the file is above the current directory: shown by its absolute path.
            let below = try directory.load(from: "docs/deep")
            #expect(below.file == directory.path + "/.mdtool.yml")
            #expect(below.baseDirectory == directory.path)
            #expect(try below.fileSelection().include.map(\.pattern) == ["docs/**"])
        }
    }

    @Test func withoutAFileTheDefaultsApply() throws {
        try ProjectDirectory.with { directory in
            let configuration = try directory.load()
            #expect(configuration.file == nil)
            #expect(configuration.baseDirectory == directory.path)
            #expect(try configuration.lintConfiguration().rules == RuleConfiguration(registry: .builtIn))
            #expect(try configuration.fileSelection().include.isEmpty)
        }
    }

    @Test func anExplicitFileThatDoesNotExistIsNamedAsGiven() throws {
        try ProjectDirectory.with { directory in
            let error = #expect(throws: ConfigError.self) { try directory.load(explicitPath: "other/none.yml") }
            #expect(error?.description == "other/none.yml: no such configuration file")
        }
    }

    @Test func markdownlintFilesAreTheLintSectionWithExtendsAppliedFirst() throws {
        try ProjectDirectory.with { directory in
            try directory.write("base/.markdownlint.yaml", "default: false\nMD001: true\nMD013: true\n")
            try directory.write(".markdownlint.json", "{ \"$schema\": \"x\", \"MD013\": false, \"extends\": \"base/.markdownlint.yaml\" }")
            let configuration = try directory.load()
            #expect(configuration.file == ".markdownlint.json")
            let rules = try configuration.lintConfiguration().rules
            #expect(rules.setting(for: "MD001").isEnabled)
            #expect(!rules.setting(for: "MD013").isEnabled)
            #expect(!rules.setting(for: "MD003").isEnabled)
            #expect(try configuration.formatOptions() == FormatOptions())
        }
    }

    @Test func aBadValueInAnExtendedFileIsNamedByItsPath() throws {
        try ProjectDirectory.with { directory in
            try directory.write("base/.markdownlint.yaml", "MD013:\n  line_length: long\n")
            try directory.write(".markdownlint.yaml", "extends: base/.markdownlint.yaml\n")
            let configuration = try directory.load()
            let error = #expect(throws: ConfigError.self) { try configuration.lintConfiguration() }
            #expect(error?.description.hasPrefix("./base/.markdownlint.yaml:2:16: ") == true, "\(error?.description ?? "")")
        }
    }

    /// markdownlint ignores the names it does not know (custom rules such as `search-replace`):
    /// a warning names them, where `.mdtool.yml` would stop.
    @Test func aRuleMdtoolLacksInAMarkdownlintFileIsAWarning() throws {
        try ProjectDirectory.with { directory in
            try directory.write("base/.markdownlint.yaml", "MD0001: true\nsearch-replace:\n  rules: []\n")
            try directory.write(".markdownlint.yaml", "extends: base/.markdownlint.yaml\nMD013: false\n")
            let configuration = try directory.load()
            #expect(try !configuration.lintConfiguration().rules.setting(for: "MD013").isEnabled)
            #expect(configuration.warnings == [
                "./base/.markdownlint.yaml:1:1: mdtool has no rule \"MD0001\" (a markdownlint custom rule?); its settings are skipped (did you mean \"MD001\"?)",
                "./base/.markdownlint.yaml:2:1: mdtool has no rule \"search-replace\" (a markdownlint custom rule?); its settings are skipped",
            ])
            try directory.write(".mdtool.yml", "rules:\n  search-replace: false\n")
            let error = #expect(throws: ConfigError.self) { try directory.load().lintConfiguration() }
            #expect(error?.description.hasPrefix(".mdtool.yml:2:3: unknown rule, alias or tag \"search-replace\"") == true)
        }
    }

    @Test func extendsCyclesAreAReadError() throws {
        try ProjectDirectory.with { directory in
            try directory.write(".markdownlint.yaml", "extends: .markdownlint.yaml\n")
            let error = #expect(throws: ConfigError.self) { try directory.load() }
            #expect(error?.description.hasSuffix(": \"extends\" forms a cycle or is nested too deeply") == true)
        }
    }
}
