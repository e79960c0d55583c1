import CustomRuleExample
import Foundation
import MarkdownLint

// Lints a file (or a sample) with the built-in rules plus NoTodoRule, all with defaults.
let path = CommandLine.arguments.dropFirst().first
let text = try path.map { try String(contentsOfFile: $0, encoding: .utf8) }
    ?? "# Release notes\n\nTODO: describe the `TODO` command.\n"
let registry = RuleRegistry.builtIn.adding([RuleEntry(NoTodoRule.self)])
let linter = try Linter(registry: registry)
for diagnostic in linter.lint(text: text, path: path ?? "sample.md") {
    print("\(diagnostic.line):\(diagnostic.column) \(diagnostic.ruleID) \(diagnostic.message)")
}
