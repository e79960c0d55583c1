import MarkdownFormatting
import MarkdownProject
import Testing
import YAML

/// A bad value inside one section fails only that section; what every command needs (the
/// file itself, its top-level keys, the shape of `overrides`) fails the whole read.
struct SectionErrorTests {
    /// Which sections decode, for a configuration text.
    private func sections(_ yaml: String) throws -> (files: String?, lint: String?, format: String?, links: String?) {
        var result: (files: String?, lint: String?, format: String?, links: String?) = (nil, nil, nil, nil)
        try ProjectDirectory.with { directory in
            try directory.write(".mdtool.yml", yaml)
            let configuration = try directory.load()
            result.files = Self.error { () throws(ConfigError) in _ = try configuration.fileSelection() }
            result.lint = Self.error { () throws(ConfigError) in _ = try configuration.lintConfiguration() }
            result.format = Self.error { () throws(ConfigError) in _ = try configuration.formatOptions() }
            result.links = Self.error { () throws(ConfigError) in _ = try configuration.linkCheckOptions() }
        }
        return result
    }

    private static func error(_ body: () throws(ConfigError) -> Void) -> String? {
        do throws(ConfigError) {
            try body()
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aBadRuleOptionFailsTheLintSectionOnly() throws {
        let result = try sections("rules:\n  MD013:\n    line_lenght: 80\n")
        #expect(result.lint?.hasPrefix(".mdtool.yml:3:5: unknown option \"line_lenght\" for rule MD013") == true,
                "\(result.lint ?? "no error")")
        #expect(result.files == nil && result.format == nil && result.links == nil)
    }

    @Test func badCustomRulesAndOverrideRulesBelongToTheLintSection() throws {
        let custom = try sections("custom_rules:\n  - id: X1\n    message: m\n")
        #expect(custom.lint == ".mdtool.yml:2:5: a custom rule needs \"pattern\"")
        #expect(custom.files == nil && custom.format == nil && custom.links == nil)
        let override = try sections("overrides:\n  - files: [\"a/**\"]\n    rules:\n      MD0013: false\n")
        #expect(override.lint?.hasPrefix(".mdtool.yml:4:7: unknown rule, alias or tag \"MD0013\"") == true,
                "\(override.lint ?? "no error")")
        #expect(override.files == nil && override.format == nil && override.links == nil)
    }

    @Test func aBadFormatValueFailsTheFormatSectionOnly() throws {
        let result = try sections("format:\n  bullet: x\n")
        #expect(result.format == ".mdtool.yml:2:11: expected one of \"*\", \"+\", \"-\", \"sublist\", found \"x\"; did you mean \"*\"?")
        #expect(result.files == nil && result.lint == nil && result.links == nil)
    }

    @Test func aBadLinksValueFailsTheLinksSectionOnly() throws {
        let result = try sections("links:\n  timeout: soon\n")
        #expect(result.links == ".mdtool.yml:2:12: expected a number, found string \"soon\"")
        #expect(result.files == nil && result.lint == nil && result.format == nil)
    }

    @Test func aBadGlobFailsTheFileSelectionOnly() throws {
        for yaml in ["include: [\"docs/[z-a]\"]\n", "exclude: 3\n", "overrides:\n  - files: [\"{a\"]\n    rules: {}\n"] {
            let result = try sections(yaml)
            #expect(result.files != nil, "\(yaml)")
            #expect(result.lint == nil && result.format == nil && result.links == nil, "\(yaml)")
        }
        let glob = try sections("include: [\"docs/[z-a]\"]\n").files
        #expect(glob?.hasPrefix(".mdtool.yml:1:11: invalid glob \"docs/[z-a]\": ") == true, "\(glob ?? "no error")")
    }

    @Test(arguments: [
        ("rulez: {}\n", ".mdtool.yml:1:1: unknown key \"rulez\"; did you mean \"rules\"?"),
        ("rules:\n  MD001: [unclosed\n", ".mdtool.yml:3:1: "),
        ("overrides:\n  - rules: {}\n", ".mdtool.yml:2:5: an override needs \"files\""),
        ("overrides:\n  - files: a\n", ".mdtool.yml:2:5: an override needs \"rules\""),
        ("overrides:\n  - files: a\n    rules: {}\n    format: {}\n", ".mdtool.yml:4:5: unknown key \"format\""),
        ("- a list\n", ".mdtool.yml:1:1: expected a mapping"),
    ])
    func whatEveryCommandNeedsFailsTheRead(_ yaml: String, _ message: String) throws {
        try ProjectDirectory.with { directory in
            try directory.write(".mdtool.yml", yaml)
            let error = #expect(throws: ConfigError.self) { try directory.load() }
            #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "no error")")
        }
    }

    @Test func sectionsThatAreGoodDecodeNextToOneThatIsBad() throws {
        try ProjectDirectory.with { directory in
            try directory.write(".mdtool.yml", "rules:\n  MD013: {line_lenght: 80}\nformat:\n  bullet: \"*\"\nlinks:\n  timeout: 5\n")
            let configuration = try directory.load()
            #expect(try configuration.formatOptions().bulletMarker == .asterisk)
            #expect(try configuration.linkCheckOptions().http.timeout == 5)
        }
    }
}
