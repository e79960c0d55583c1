import Foundation
import MarkdownLint
import MarkdownSyntax
import Testing
import YAML

/// What the lint cache relies on: a linter's fingerprint changes with anything that changes
/// its findings, and the findings of rules that read other files can be computed apart.
struct LinterCacheFingerprintTests {
    private func linter(_ json: String, frontMatter: FrontMatterPattern = .markdownlint, inline: Bool = true) throws -> Linter {
        var configuration = RuleConfiguration(registry: .builtIn)
        try configuration.apply(try ConfigLoader.parse(json, format: .json, name: "test"), registry: .builtIn)
        return try Linter(configuration: configuration, frontMatter: frontMatter, readsInlineConfiguration: inline)
    }

    @Test func everySettingChangesTheFingerprint() throws {
        let variants = [
            try linter("{}"), try linter("{\"MD013\": false}"), try linter("{\"MD013\": \"warning\"}"),
            try linter("{\"MD013\": {\"line_length\": 100}}"), try linter("{\"MD013\": {\"line_length\": 101}}"),
            try linter("{\"MDT001\": true}"), try linter("{}", frontMatter: .none),
            try linter("{}", frontMatter: try #require(FrontMatterPattern(regularExpression: "^false"))),
            try linter("{}", inline: false),
        ]
        let fingerprints = try variants.map { try #require($0.cacheFingerprint) }
        #expect(Set(fingerprints).count == variants.count)
        #expect(try linter("{\"MD013\": {\"line_length\": 100}}").cacheFingerprint == fingerprints[3], "the same settings agree")
    }

    @Test func aRuleOfUnknownMakeKeepsTheLinterOutOfTheCache() throws {
        let descriptor = RuleDescriptor(id: "X1", aliases: [], tags: [], summary: "x")
        let registry = RuleRegistry.builtIn.adding([RuleEntry(descriptor: descriptor) { _ throws(ConfigError) in
            try LintTestingRule(options: .defaults)
        }])
        #expect(try Linter(registry: registry).cacheFingerprint == nil)
        #expect(try Linter(registry: .builtIn).cacheFingerprint != nil)
    }

    @Test func findingsWithinTheFileAndOfOtherFilesMakeUpAllOfThem() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scope-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("a.md").path
        let text = "no heading\n\n[gone](gone.md) [x](#nowhere)\n\n[also](missing.md)  \n"
        let linter = try linter("{\"MDT001\": true}")
        let source = SourceFile(name: path, text: text)
        let all = linter.lint(source, path: path)
        let within = linter.lint(source, path: path, scope: .withinFile)
        let other = linter.lint(source, path: path, scope: .readingOtherFiles)
        #expect(Set(other.map(\.ruleID)) == ["MDT001"] && other.count == 2)
        #expect(!within.contains { $0.ruleID == "MDT001" } && within.count == all.count - 2)
        #expect(Linter.merging(within, other) == all)
        #expect(linter.mayReadOtherFiles(Array(text.utf8), dialect: .gfm))
        let plain = try self.linter("{}")
        #expect(!plain.mayReadOtherFiles(Array(text.utf8), dialect: .gfm))
        #expect(plain.mayReadOtherFiles(Array("<!-- markdownlint-enable MDT001 -->\n".utf8), dialect: .gfm))
        #expect(try !self.linter("{}", inline: false).mayReadOtherFiles(Array("<!-- markdownlint-enable MDT001 -->\n".utf8),
                                                                        dialect: .gfm))
    }
}

/// A rule that finds nothing, made by a factory the registry cannot identify.
private struct LintTestingRule: Rule {
    static let descriptor = RuleDescriptor(id: "X1", aliases: [], tags: [], summary: "x")
    init(options: RuleOptions) throws(ConfigError) {}
    func check(_ context: LintContext) -> [Finding] { [] }
}
