import Foundation
@testable import MarkdownLint
import TestSupport
import Testing

/// Every rule has a page in `rules/`, embedded up to date in the binary, and every
/// example on it behaves as the page says.
struct RulePageTests {
    @Test func everyBuiltInRuleHasAPage() {
        let ids = Set(RuleRegistry.builtIn.entries.map(\.descriptor.id))
        let files = (try? FileManager.default.contentsOfDirectory(atPath: RepositoryRoot.rules.path)) ?? []
        let pages = Set(files.filter { $0.hasPrefix("MD") && $0.hasSuffix(".md") }.map { String($0.dropLast(3)) })
        #expect(pages == ids, "rules/ pages and built-in rules differ")
    }

    @Test func embeddedPagesAreUpToDate() throws {
        for id in RuleRegistry.builtIn.entries.map(\.descriptor.id) {
            let file = RepositoryRoot.rules.appendingPathComponent("\(id).md")
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
            let findings = try LintTesting.lint(example.markdown, only: example.ruleID, options: example.options,
                                                dialect: example.dialect)
            #expect(!findings.isEmpty, "expected \(example.ruleID) to report")
            #expect(findings.allSatisfy { $0.ruleID == example.ruleID })
            if !example.positions.isEmpty {
                // Each stated position is a line, or a line and a column, of the findings in order.
                let actual = zip(findings, example.positions).map { finding, position in
                    position.contains(":") ? "\(finding.line):\(finding.column)" : "\(finding.line)"
                }
                #expect(findings.count == example.positions.count && actual == example.positions,
                        "findings at \(findings.map { "\($0.line):\($0.column)" })")
            }
        case .good:
            let findings = try LintTesting.lint(example.markdown, only: example.ruleID, options: example.options,
                                                dialect: example.dialect)
            #expect(findings.isEmpty, "unexpected: \(findings.map(\.message))")
        case .fixed:
            let bad = try #require(example.fixes, "a fixed example must follow a bad one")
            let fixed = try LintTesting.fix(bad, only: example.ruleID, options: example.options,
                                            dialect: example.dialect)
            #expect(fixed == example.markdown)
            let remaining = try LintTesting.lint(fixed, only: example.ruleID, options: example.options,
                                                 dialect: example.dialect)
            #expect(remaining.allSatisfy { $0.fix == nil }, "fixable findings remain after --fix")
        }
    }
}

extension RulePageTests {
    /// The title, summary, property table and options list of each page come from the
    /// rule's descriptor (written by scripts/generate-rule-pages).
    @Test func pagesSayWhatTheDescriptorsSay() throws {
        for entry in RuleRegistry.builtIn.entries {
            let id = entry.descriptor.id
            let text = try String(contentsOf: RepositoryRoot.rules.appendingPathComponent("\(id).md"), encoding: .utf8)
            #expect(text.contains("\n## Options\n"), "rules/\(id).md needs an Options section")
            #expect(RulePage.regenerated(text, for: entry.descriptor) == text,
                    "rules/\(id).md differs from its descriptor: run scripts/generate-rule-pages")
            #expect(RuleCatalog.page(for: id) == text)
        }
    }

    @Test func optionsListRendering() {
        enum Fence: String, RuleOptionChoice {
            case consistent, backtick, tilde
            var help: String? { self == .backtick ? "`` ` ``" : nil }
        }
        let descriptor = RuleDescriptor(
            id: "T001", aliases: ["test-rule", "other"], tags: ["code"], summary: "Test rule",
            options: [RuleOption("fence", default: Fence.consistent, "Character of every fence"),
                      RuleOption("names", default: ["a b"], "Names written as `* * *` or `## Text` stay whole "
                                 + "when the text is long enough to wrap onto a second line, and so do others"),
                      RuleOption("pattern", default: "", "A pattern"),
                      RuleOption("levels", default: IntegerOrList.single(1), "Per level")],
            isFixable: true, isEnabledByDefault: false)
        #expect(RulePage.header(for: descriptor) == [
            "# T001: test-rule", "", "Test rule.", "", "| | |", "| --- | --- |",
            "| Aliases | `test-rule`, `other` |", "| Tags | `code` |", "| Fixable | yes |",
            "| Enabled by default | no |",
        ])
        #expect(RulePage.optionsList(for: descriptor) == [
            "- `fence` (string, default `consistent`): Character of every fence: `consistent`,",
            "  `backtick` (`` ` ``) or `tilde`.",
            "- `names` (list of strings, default `[\"a b\"]`): Names written as `* * *` or `## Text` stay",
            "  whole when the text is long enough to wrap onto a second line, and so do others.",
            "- `pattern` (string, default `\"\"`): A pattern.",
            "- `levels` (integer or list of integers, default `1`): Per level.",
        ])
        #expect(RulePage.optionsList(for: RuleDescriptor(id: "T002", aliases: [], tags: [], summary: "x"))
                == ["None."])
    }

    @Test func ruleTableIsUpToDate() throws {
        let text = try String(contentsOf: RepositoryRoot.rules.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(text == RuleCatalog.markdown(), "rules/README.md is stale: run scripts/generate-rule-pages")
    }
}
