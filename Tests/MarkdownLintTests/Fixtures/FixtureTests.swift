import Foundation
import MarkdownLint
import MarkdownSyntax
import Testing
import YAML

/// Whole documents with their expected findings marked inline, as an independent check of
/// the rule catalogue working together on realistic files.
///
/// Each `Fixtures/Documents/NAME.md` marks the rules that must report on a line with a token
/// at the end of that line: `- item {MD004}` or `## Heading {MD022 MD032}` (or
/// `{MD022} {MD032}`). The markers, each with at most one space before it, are removed
/// before linting, and nothing else changes (see `FixtureMarkers`): to test trailing
/// spaces, write one more space than wanted before the marker (`text␣␣{MD009}` is linted as
/// `text␣`); a blank line that should be reported is written as just `{MD012}`. A line
/// without a marker must have no finding. `NAME.mdtool.yml`, when present, configures the
/// rules for that fixture (default: every rule with markdownlint's defaults).
struct FixtureTests {
    @Test func thereAreFixtures() {
        #expect(Fixture.names.count >= 12, "fixtures in \(Fixture.directory.path): \(Fixture.names)")
    }

    @Test(arguments: Fixture.names)
    func findingsAreExactlyTheMarkedOnes(_ name: String) throws {
        let fixture = try Fixture(name)
        let known = Set(RuleRegistry.builtIn.entries.map(\.descriptor.id))
        let unknown = fixture.markers.expected.filter { !known.contains($0.rule) }
        #expect(unknown.isEmpty, "\(name) marks rules that do not exist: \(unknown.sorted())")

        let diagnostics = fixture.lint()
        let actual = Set(diagnostics.map { FixtureMarkers.Expectation(line: $0.line, rule: $0.ruleID) })
        let missing = fixture.markers.expected.subtracting(actual).sorted()
        let unexpected = diagnostics.filter {
            !fixture.markers.expected.contains(FixtureMarkers.Expectation(line: $0.line, rule: $0.ruleID))
        }
        let report = (missing.map { "  missing    \(name):\($0.line) \($0.rule)" }
            + unexpected.map { "  unexpected \(name):\($0.line):\($0.column) \($0.ruleID) \($0.message)" })
        #expect(report.isEmpty, "findings differ from the markers:\n\(report.joined(separator: "\n"))")
    }

    @Test(arguments: Fixture.names)
    func safeFixesKeepTheRendering(_ name: String) throws {
        let fixture = try Fixture(name)
        let outcome = fixture.linter.fix(fixture.source, path: fixture.path)
        let renderer = HTMLRenderer()
        let before = renderer.render(Document(parsing: fixture.source))
        let after = renderer.render(Document(parsing: SourceFile(bytes: outcome.bytes)))
        #expect(before == after, "safe fixes changed the rendering of \(name): \(Self.firstDifference(before, after))")
    }

    @Test(arguments: Fixture.names)
    func safeFixesLeaveNothingSafelyFixable(_ name: String) throws {
        let fixture = try Fixture(name)
        let outcome = fixture.linter.fix(fixture.source, path: fixture.path)
        let left = outcome.remaining.filter { $0.fix?.applicability == .safe }
        #expect(left.isEmpty, "fixable findings remain in \(name): \(left.map { "\($0.line) \($0.ruleID)" })")
    }

    @Test(arguments: Fixture.names)
    func allFixesLeaveNothingFixable(_ name: String) throws {
        let fixture = try Fixture(name)
        let outcome = fixture.linter.fix(fixture.source, path: fixture.path, includeUnsafe: true)
        let left = outcome.remaining.filter { $0.fix != nil }
        #expect(left.isEmpty, "fixable findings remain in \(name): \(left.map { "\($0.line) \($0.ruleID)" })")
    }

    /// The first line where two renderings differ, both ways.
    static func firstDifference(_ before: String, _ after: String) -> String {
        let old = before.split(separator: "\n", omittingEmptySubsequences: false)
        let new = after.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? String(old[index]) : "(end)"
            let b = index < new.count ? String(new[index]) : "(end)"
            if a != b { return "line \(index + 1): \(a) → \(b)" }
        }
        return "no line differs"
    }
}
