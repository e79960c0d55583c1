import CustomRuleExample
import Foundation
import MarkdownLint
import Testing
import TestSupport
import YAML

/// The Swift custom rule of Examples/CustomRule (and README "Writing a custom rule"):
/// the rule through the public API, and the example program as built.
struct SwiftCustomRuleExampleTests {
    static let registry = RuleRegistry.builtIn.adding([RuleEntry(NoTodoRule.self)])

    private func linter(_ json: String) throws -> Linter {
        var configuration = RuleConfiguration(registry: Self.registry)
        try configuration.apply(try ConfigLoader.parse(json, format: .json, name: "test"), registry: Self.registry)
        return try Linter(configuration: configuration, registry: Self.registry)
    }

    @Test func findsMarkersInProseNotInCode() throws {
        let diagnostics = try Linter(registry: Self.registry)
            .lint(text: "# Notes\n\nTODO: fix `TODO` and FIXME.\n\n```\nTODO\n```\n", path: "a.md")
            .filter { $0.ruleID == "TODO001" }
        #expect(diagnostics.map { "\($0.line):\($0.column)-\($0.endColumn)" } == ["3:1-5", "3:22-27"])
        #expect(diagnostics.first?.message == "Prose should not contain TODO markers [Context: \"TODO\"]")
    }

    @Test func optionsAliasesAndCommentsWorkAsForBuiltInRules() throws {
        let linter = try linter(#"{"default": false, "no-todo": {"markers": ["XXX"], "severity": "warning"}}"#)
        let diagnostics = linter.lint(text: "TODO XXX\n\n<!-- markdownlint-disable-next-line TODO001 -->\nXXX\n", path: "a.md")
        #expect(diagnostics.map(\.column) == [6])
        #expect(diagnostics.first?.severity == .warning)
    }

    @Test func badOptionsAreConfigurationErrors() throws {
        #expect(throws: ConfigError.self) { try linter(#"{"TODO001": {"marker": ["XXX"]}}"#) }
        #expect(throws: ConfigError.self) { try linter(#"{"TODO001": {"markers": [""]}}"#) }
    }

    @Test func theExampleProgramLintsItsSample() throws {
        let binary = try #require(Self.exampleBinary, "custom-rule-example not built; run 'swift build'")
        let process = Process()
        process.executableURL = binary
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: data, as: UTF8.self)
                .contains("3:1 TODO001 Prose should not contain TODO markers [Context: \"TODO\"]\n"))
    }

    /// Next to the test bundle (the build's products directory), like `mdtool` for the CLI tests.
    static var exampleBinary: URL? {
        let bundle = Bundle.main.bundleURL
        return [bundle.appendingPathComponent("custom-rule-example"),
                bundle.deletingLastPathComponent().appendingPathComponent("custom-rule-example")]
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
