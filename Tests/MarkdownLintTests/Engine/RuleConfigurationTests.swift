import MarkdownLint
import Testing
import YAML

/// markdownlint's configuration semantics for the `rules:` mapping.
struct RuleConfigurationTests {
    private func configuration(_ yaml: String) throws -> RuleConfiguration {
        var configuration = RuleConfiguration(registry: .builtIn)
        try configuration.apply(try ConfigLoader.parse(yaml, format: .yaml, name: ".mdtool.yml"), registry: .builtIn)
        return configuration
    }

    private func error(_ yaml: String) -> String? {
        do {
            _ = try configuration(yaml)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func everyRuleIsOnWithoutConfiguration() {
        let configuration = RuleConfiguration(registry: .builtIn)
        for entry in RuleRegistry.builtIn.entries {
            #expect(configuration.setting(for: entry.descriptor.id).isEnabled == entry.descriptor.isEnabledByDefault)
        }
    }

    /// mdtool's own MDT001 is off by default; `default: true` (common in markdownlint
    /// files) must not turn it on, or the same files would get more findings.
    @Test func rulesOffByDefaultNeedTheirNameOrTag() throws {
        #expect(!RuleConfiguration(registry: .builtIn).setting(for: "MDT001").isEnabled)
        #expect(!(try configuration("default: true\n")).setting(for: "MDT001").isEnabled)
        #expect(try configuration("default: true\n").setting(for: "MD001").isEnabled)
        #expect(try configuration("default: false\nMDT001: true\n").setting(for: "MDT001").isEnabled)
        #expect(try configuration("no-missing-files: warning\n").setting(for: "MDT001").isEnabled)
        #expect(try configuration("links: true\n").setting(for: "MDT001").isEnabled)
    }

    @Test func defaultFalseThenOneRule() throws {
        let configuration = try configuration("MD047: true\ndefault: false\n")
        #expect(configuration.setting(for: "MD047").isEnabled)
        #expect(!configuration.setting(for: "MD001").isEnabled)
    }

    @Test func keysAreCaseInsensitiveIDsAliasesAndTags() throws {
        let configuration = try configuration("DEFAULT: false\nheading-INCREMENT: true\nBLANK_LINES: true\n")
        #expect(configuration.setting(for: "MD001").isEnabled)
        #expect(configuration.setting(for: "MD047").isEnabled)  // tag blank_lines
    }

    @Test func laterKeysWin() throws {
        let configuration = try configuration("MD001: false\nheadings: true\n")
        #expect(configuration.setting(for: "MD001").isEnabled)
        let reversed = try self.configuration("headings: true\nMD001: false\n")
        #expect(!reversed.setting(for: "MD001").isEnabled)
    }

    @Test func severitiesAndOptions() throws {
        let configuration = try configuration("""
        MD047: warning
        MD001:
          severity: warning
          front_matter_title: "^name:"
        """)
        #expect(configuration.setting(for: "MD047").severity == .warning)
        let md001 = configuration.setting(for: "MD001")
        #expect(md001.isEnabled && md001.severity == .warning)
        #expect(md001.options?["front_matter_title"]?.scalar?.text == "^name:")
    }

    @Test func enabledFalseInAnOptionsMapping() throws {
        #expect(!(try configuration("MD001:\n  enabled: false\n")).setting(for: "MD001").isEnabled)
    }

    @Test func unknownRuleIsAnErrorWithPositionAndSuggestion() {
        let message = error("MD047: true\nheading-incremnt: true\n")
        #expect(message == ".mdtool.yml:2:1: unknown rule, alias or tag \"heading-incremnt\"; did you mean \"heading-increment\"?")
    }

    @Test func wrongValueTypeIsAnError() {
        #expect(error("MD001: 3\n")?.hasPrefix(".mdtool.yml:1:8: expected true, false, \"error\", \"warning\" or a mapping") == true)
        #expect(error("MD001:\n  front_matter_title: 5\n") == ".mdtool.yml:2:23: expected a string, found integer 5")
        #expect(error("MD001:\n  bogus: 5\n")?.hasPrefix(".mdtool.yml:2:3: unknown option \"bogus\" for rule MD001/heading-increment") == true)
        #expect(error("MD001:\n  severity: fatal\n") == ".mdtool.yml:2:13: expected \"error\" or \"warning\", found string \"fatal\"")
    }

    @Test func invalidRegularExpressionIsReportedWhenTheLinterIsBuilt() throws {
        let configuration = try configuration("MD001:\n  front_matter_title: \"(\"\n")
        #expect(throws: ConfigError.self) { try Linter(configuration: configuration) }
    }
}
