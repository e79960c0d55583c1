import Foundation
import MarkdownLint
import MarkdownSyntax
import YAML

/// Lints text with a single rule enabled (options given as JSON), as rule tests need. A
/// rule made for one dialect reads the text in it (other rules read GFM unless `dialect`
/// says otherwise); DocC text is read as the page `Example.docc/Example.md` of an otherwise
/// empty catalog, so `<doc:Example>` exists.
enum LintTesting {
    static func linter(only ruleID: String, options: String = "") throws -> Linter {
        var configuration = RuleConfiguration(registry: .builtIn)
        var json = "{\"default\": false, \"\(ruleID)\": true}"
        if !options.isEmpty { json = "{\"default\": false, \"\(ruleID)\": \(options)}" }
        try configuration.apply(try ConfigLoader.parse(json, format: .json, name: "test"), registry: .builtIn)
        return try Linter(configuration: configuration)
    }

    static func lint(_ markdown: String, only ruleID: String, options: String = "", dialect: Dialect? = nil) throws
        -> [Diagnostic] {
        let linter = try linter(only: ruleID, options: options)
        return try reading(markdown, for: ruleID, dialect: dialect) { source, path, parseOptions in
            linter.lint(source, path: path, options: parseOptions)
        }
    }

    static func fix(_ markdown: String, only ruleID: String, options: String = "", unsafe: Bool = true,
                    dialect: Dialect? = nil) throws -> String {
        let linter = try linter(only: ruleID, options: options)
        let bytes = try reading(markdown, for: ruleID, dialect: dialect) { source, path, parseOptions in
            linter.fix(source, path: path, options: parseOptions, includeUnsafe: unsafe).bytes
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Calls `body` with the text, the path it is linted at and the dialect the rule reads.
    private static func reading<T>(_ markdown: String, for ruleID: String, dialect: Dialect?,
                                   _ body: (SourceFile, String, ParseOptions) -> T) throws -> T {
        let dialect = dialect ?? RuleRegistry.builtIn.entries.first { $0.descriptor.id == ruleID }?.descriptor.dialects.first
        guard dialect == .docc else {
            return body(SourceFile(name: "test.md", text: markdown), "test.md", ParseOptions(dialect: dialect ?? .gfm))
        }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mdtool-lint-\(UUID().uuidString)")
        let page = root.appendingPathComponent("Example.docc/Example.md")
        try FileManager.default.createDirectory(at: page.deletingLastPathComponent(), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(markdown.utf8).write(to: page)
        return body(SourceFile(name: page.path, text: markdown), page.path, .docc)
    }
}
