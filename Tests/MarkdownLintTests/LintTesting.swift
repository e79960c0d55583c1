import MarkdownLint
import MarkdownSyntax
import YAML

/// Lints text with a single rule enabled (options given as JSON), as rule tests need.
enum LintTesting {
    static func linter(only ruleID: String, options: String = "") throws -> Linter {
        var configuration = RuleConfiguration(registry: .builtIn)
        var json = "{\"default\": false, \"\(ruleID)\": true}"
        if !options.isEmpty { json = "{\"default\": false, \"\(ruleID)\": \(options)}" }
        try configuration.apply(try ConfigLoader.parse(json, format: .json, name: "test"), registry: .builtIn)
        return try Linter(configuration: configuration)
    }

    static func lint(_ markdown: String, only ruleID: String, options: String = "") throws -> [Diagnostic] {
        try linter(only: ruleID, options: options).lint(text: markdown, path: "test.md")
    }

    static func fix(_ markdown: String, only ruleID: String, options: String = "", unsafe: Bool = true) throws -> String {
        let outcome = try linter(only: ruleID, options: options)
            .fix(SourceFile(text: markdown), path: "test.md", includeUnsafe: unsafe)
        return String(decoding: outcome.bytes, as: UTF8.self)
    }
}
