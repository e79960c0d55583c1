import Foundation
import MarkdownLint
import MarkdownProject
import MarkdownSyntax
import YAML

/// Loads an `.mdtool.yml` given as text and lints with it, for the custom rule tests.
enum CustomRuleTesting {
    static func configuration(_ yaml: String) throws -> LintConfiguration {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("mdtool-custom-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(".mdtool.yml").path
        try Data(yaml.utf8).write(to: URL(fileURLWithPath: path))
        return try ProjectConfiguration.load(explicitPath: path, currentDirectory: directory.path).lintConfiguration()
    }

    static func linter(_ yaml: String) throws -> Linter {
        let configuration = try configuration(yaml)
        return try Linter(configuration: configuration.rules, registry: configuration.registry)
    }

    static func lint(_ markdown: String, _ yaml: String) throws -> [Diagnostic] {
        try linter(yaml).lint(text: markdown, path: "test.md")
    }

    /// The source text of each finding.
    static func matches(_ markdown: String, _ yaml: String) throws -> [String] {
        let bytes = Array(markdown.utf8)
        return try lint(markdown, yaml).map { String(decoding: bytes[$0.range], as: UTF8.self) }
    }

    /// The configuration error message (without the file name), or nil when it loads.
    static func error(_ yaml: String) -> String? {
        do {
            _ = try configuration(yaml)
            return nil
        } catch let error as ConfigError {
            return error.mark.map { "\($0.line):\($0.column): \(error.message)" } ?? error.message
        } catch {
            return "\(error)"
        }
    }

    /// One rule that applies to `kinds`, all other rules off.
    static func rule(_ pattern: String, appliesTo kinds: String, extra: String = "") -> String {
        """
        custom_rules:
          - id: CUSTOM001
            message: Found it
            pattern: '\(pattern)'
            applies_to: \(kinds)
        \(extra.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        rules:
          default: false
          CUSTOM001: true

        """
    }
}
