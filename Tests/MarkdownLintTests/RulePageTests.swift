import Foundation
@testable import MarkdownLint
import Testing

/// Every rule has a page in `rules/`, embedded up to date in the binary, and every
/// example on it behaves as the page says.
struct RulePageTests {
    @Test func everyBuiltInRuleHasAPage() {
        let ids = Set(RuleRegistry.builtIn.entries.map(\.descriptor.id))
        let files = (try? FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.rules.path)) ?? []
        let pages = Set(files.filter { $0.hasPrefix("MD") && $0.hasSuffix(".md") }.map { String($0.dropLast(3)) })
        #expect(pages == ids, "rules/ pages and built-in rules differ")
    }

    @Test func embeddedPagesAreUpToDate() throws {
        for id in RuleRegistry.builtIn.entries.map(\.descriptor.id) {
            let file = RepositoryPaths.rules.appendingPathComponent("\(id).md")
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(RulePages.pages[id] == text, "rules/\(id).md changed: run scripts/generate-rule-pages")
        }
        #expect(RulePages.pages.count == RuleRegistry.builtIn.entries.count)
    }

    @Test func everyPageHasBadAndGoodExamples() {
        for id in RuleRegistry.builtIn.entries.map(\.descriptor.id) {
            let kinds = Set(RuleExample.all.filter { $0.ruleID == id }.map(\.kind))
            #expect(kinds.contains(.bad) && kinds.contains(.good), "rules/\(id).md needs bad and good examples")
        }
    }

    @Test func fixableRulesShowAFix() {
        for entry in RuleRegistry.builtIn.entries where entry.descriptor.isFixable {
            let id = entry.descriptor.id
            #expect(RuleExample.all.contains { $0.ruleID == id && $0.kind == .fixed },
                    "rules/\(id).md: a fixable rule needs a fixed example")
        }
    }

    @Test(arguments: RuleExample.all)
    func example(_ example: RuleExample) throws {
        switch example.kind {
        case .bad:
            let findings = try LintTesting.lint(example.markdown, only: example.ruleID, options: example.options)
            #expect(!findings.isEmpty, "expected \(example.ruleID) to report")
            #expect(findings.allSatisfy { $0.ruleID == example.ruleID })
        case .good:
            let findings = try LintTesting.lint(example.markdown, only: example.ruleID, options: example.options)
            #expect(findings.isEmpty, "unexpected: \(findings.map(\.message))")
        case .fixed:
            let bad = try #require(example.fixes, "a fixed example must follow a bad one")
            let fixed = try LintTesting.fix(bad, only: example.ruleID, options: example.options)
            #expect(fixed == example.markdown)
            let remaining = try LintTesting.lint(fixed, only: example.ruleID, options: example.options)
            #expect(remaining.allSatisfy { $0.fix == nil }, "fixable findings remain after --fix")
        }
    }
}

extension RulePageTests {
    @Test func ruleTableIsUpToDate() throws {
        let text = try String(contentsOf: RepositoryPaths.rules.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(text == RuleCatalog.markdown(), "rules/README.md is stale: run scripts/generate-rule-pages")
    }
}
