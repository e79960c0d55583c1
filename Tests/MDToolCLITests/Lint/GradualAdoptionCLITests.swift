import Foundation
import Testing
import TestSupport

/// Issue 16, item 5: controls for introducing lint gradually — what fails a run, which
/// rules run, seeing fixes before taking them, and a baseline of accepted findings.
struct GradualAdoptionCLITests {
    /// Three trailing spaces (MD009, a safe fix) and no final newline (MD047, a safe fix).
    static let twoFixable = "# T\n\ntrailing   \n\nline two\nno newline"

    @Test func exitZeroKeepsFindingsButExitsZeroAndUsageErrorsStillExitTwo() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", Self.twoFixable)
            let plain = await cli.run(["lint"])
            let zero = await cli.run(["lint", "--exit-zero"])
            #expect(plain.exitCode == 1 && zero.exitCode == 0)
            #expect(zero.stdout == plain.stdout && zero.stdout.split(separator: "\n").count == 2)
            let missing = await cli.run(["lint", "--exit-zero", "missing.md"])
            #expect(missing.exitCode == 2)
            let unknown = await cli.run(["lint", "--exit-zero", "--select", "nope"])
            #expect(unknown.exitCode == 2)
        }
    }

    /// Today's rule stays the default: errors fail the run, warnings do not.
    @Test func failOnChoosesTheSeverityThatFails() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", "rules:\n  no-trailing-spaces: warning\n")
            try cli.write("a.md", "# T\n\ntrailing   \n")
            let byDefault = await cli.run(["lint"])
            #expect(byDefault.exitCode == 0 && byDefault.stdout.hasPrefix("a.md:3:9: warning MD009"))
            #expect(await cli.run(["lint", "--fail-on", "error"]).exitCode == 0)
            #expect(await cli.run(["lint", "--fail-on", "warning"]).exitCode == 1)
            #expect(await cli.run(["lint", "--fail-on", "warning", "--exit-zero"]).exitCode == 0)
            try cli.write("b.md", "no heading\n")
            #expect(await cli.run(["lint", "--fail-on", "error"]).exitCode == 1)
            let bad = await cli.run(["lint", "--fail-on", "info"])
            #expect(bad.exitCode == 2 && bad.stderr.contains("expected one of: error, warning"))
        }
    }

    @Test func selectRunsOnlyTheNamedRulesWithTheirConfiguredOptions() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", "rules:\n  line-length:\n    line_length: 10\n  MD047: false\n")
            try cli.write("a.md", "# T\n\nA line longer than ten.   \nno newline")
            func rules(_ arguments: [String]) async -> [String] {
                let result = await cli.run(["lint"] + arguments)
                return result.stdout.split(separator: "\n").map { line in
                    String(line.split(separator: " ")[1].prefix(5))
                }
            }
            #expect(await rules([]) == ["MD013", "MD009"])
            let selected = await cli.run(["lint", "--select", "MD013"])
            #expect(selected.stdout.contains("[Expected: 10; Actual: 26]"), "the configured line_length applies")
            #expect(await rules(["--select", "MD013"]) == ["MD013"])
            // Selected rules run even where the configuration turned them off; repeatable, comma-separated.
            #expect(await rules(["--select", "single-trailing-newline", "--select", "MD009"]) == ["MD009", "MD047"])
            #expect(await rules(["--select", "MD009,MD047", "--disable", "MD047"]) == ["MD009"])
            #expect(await rules(["--select", "MD009", "--enable", "MD047"]) == ["MD009", "MD047"])
            #expect(await rules(["--select", "whitespace"]) == ["MD009"], "a tag selects its rules")
            let unknown = await cli.run(["lint", "--select", "MD009,line-lenght"])
            let enable = await cli.run(["lint", "--enable", "line-lenght"])
            #expect(unknown.exitCode == 2 && enable.exitCode == 2)
            #expect(unknown.stderr == enable.stderr.replacingOccurrences(of: "--enable", with: "--select"))
            #expect(unknown.stderr.contains("did you mean 'line-length'?"))
        }
    }

    @Test func showFixesTellsWhatEachFixChangesInTextReportsOnly() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", Self.twoFixable)
            let result = await cli.run(["lint", "--show-fixes"])
            #expect(result.exitCode == 1)
            #expect(result.stdout == """
                a.md:3:9: MD009/no-trailing-spaces Trailing spaces [Expected: 0 or 2; Actual: 3]
                    fix: delete "   "
                a.md:6:10: MD047/single-trailing-newline Files should end with a single newline character
                    fix: insert "\\n"

                """)
            #expect(result.stderr == "Found 2 problems (2 errors) in 1 file; 2 fixable with --fix.\n")
            let json = await cli.run(["lint", "--show-fixes", "--output-format", "json"])
            #expect(json.stdout == (await cli.run(["lint", "--output-format", "json"])).stdout)
            // An unsafe fix says so.
            try cli.write("a.md", "# Title\n\n### Skipped\n")
            let unsafe = await cli.run(["lint", "--show-fixes", "--select", "MD001"])
            #expect(unsafe.stdout.hasSuffix("\n    unsafe fix (--unsafe-fixes): replace \"###\" with \"##\"\n"), "\(unsafe.stdout)")
        }
    }

    @Test func diffPrintsTheFixesAndWritesNothing() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", Self.twoFixable)
            try cli.write("clean.md", "# Clean\n")
            let result = await cli.run(["lint", "--diff"])
            #expect(result.exitCode == 1)
            #expect(result.stdout == """
                --- a/a.md
                +++ b/a.md
                @@ -1,6 +1,6 @@
                 # T
                 
                -trailing   
                +trailing
                 
                 line two
                -no newline
                \\ No newline at end of file
                +no newline

                """)
            #expect(result.stderr == "Would fix 2 problems in 1 of 2 files.\n")
            #expect(try cli.read("a.md") == Self.twoFixable)
            let clean = await cli.run(["lint", "--diff", "clean.md"])
            #expect(clean.exitCode == 0 && clean.stdout == "" && clean.stderr == "")
            #expect(await cli.run(["lint", "--diff", "--exit-zero"]).exitCode == 0)
            // A configuration's `fix: true` does not make --diff write either.
            try cli.write(".mdtool.yml", "fix: true\n")
            #expect(await cli.run(["lint", "--diff"]).exitCode == 1)
            #expect(try cli.read("a.md") == Self.twoFixable)
        }
    }

    /// --diff works out what would remain after fixes it does not write: that must not go
    /// into the cache as the findings of the unchanged file.
    @Test func lintAfterDiffStillReportsWhatDiffWouldFix() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", Self.twoFixable)
            let before = await cli.run(["lint", "--no-cache", "--output-format", "json", "a.md"])
            #expect(await cli.run(["lint", "--diff", "a.md"]).exitCode == 1)
            let after = await cli.run(["lint", "--output-format", "json", "a.md"])
            #expect(after.exitCode == before.exitCode && after.stdout == before.stdout)
            #expect(after.stdout.contains("MD009") && after.stdout.contains("MD047"), "\(after.stdout)")
        }
    }

    @Test func diffHonoursUnsafeFixesAndRefusesWhatContradictsIt() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", "# Title\n\n### Skipped\n")
            let safe = await cli.run(["lint", "--diff", "--select", "MD001"])
            #expect(safe.exitCode == 0 && safe.stdout == "")
            let unsafe = await cli.run(["lint", "--diff", "--unsafe-fixes", "--select", "MD001"])
            #expect(unsafe.exitCode == 1)
            #expect(unsafe.stdout == "--- a/a.md\n+++ b/a.md\n@@ -1,3 +1,3 @@\n # Title\n \n-### Skipped\n+## Skipped\n")
            for arguments in [["--diff", "--fix"], ["--diff", "--output-format", "json"], ["--diff", "--write-baseline", "b.json"],
                              ["--baseline", "b.json", "--write-baseline", "c.json"], ["--unsafe-fixes"]] {
                let refused = await cli.run(["lint"] + arguments)
                #expect(refused.exitCode == 2 && refused.stderrLines.count == 1, "\(arguments): \(refused.stderr)")
            }
            #expect(try cli.read("a.md") == "# Title\n\n### Skipped\n")
        }
    }

    @Test func diffOfStandardInputPrintsTheDiffNotTheText() async throws {
        try await InProcessCLI.withRunner { cli in
            let result = await cli.run(["lint", "--diff", "-", "--stdin-filename", "notes.md"], stdin: "# T\n\nx  \t\n")
            #expect(result.exitCode == 1)
            #expect(result.stdout.hasPrefix("--- a/notes.md\n+++ b/notes.md\n"))
        }
    }

    @Test func aBaselineHidesKnownFindingsThroughEditsElsewhere() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", "# T\n\ntrailing   \n\nsame   \n\nsame   \n")
            let written = await cli.run(["lint", "--write-baseline", "baseline.json"])
            #expect(written.exitCode == 0 && written.stdout == "")
            #expect(written.stderr == "Recorded 3 findings in 1 file in the baseline baseline.json.\n")
            let file = try #require(try JSONSerialization.jsonObject(with: Data(try cli.read("baseline.json").utf8)) as? [String: Any])
            #expect(file["version"] as? Int == 1)
            let findings = try #require(file["findings"] as? [[String: String]])
            #expect(findings.map { $0["rule"] } == ["MD009", "MD009", "MD009"])
            #expect(findings.allSatisfy { $0["path"] == "a.md" && $0["fingerprint"]?.count == 64 })
            #expect(!(try cli.read("baseline.json")).contains("\"line\""), "no line numbers")

            let known = await cli.run(["lint", "--baseline", "baseline.json"])
            #expect(known.exitCode == 0 && known.stdout == "")
            // Lines added above and between, and a re-indented known line: only the new line is reported.
            try cli.write("a.md", "# T\n\nnew   \n\nintro\n\n  trailing   \n\nsame   \n\nmore text\n\nsame   \n")
            let edited = await cli.run(["lint", "--baseline", "baseline.json"])
            #expect(edited.exitCode == 1)
            #expect(edited.stdout == "a.md:3:4: MD009/no-trailing-spaces Trailing spaces [Expected: 0 or 2; Actual: 3]\n")
            #expect(edited.stderr == "Found 1 problem (1 error) in 1 file; 1 fixable with --fix.\n"
                    + "3 findings recorded in the baseline baseline.json not shown.\n")
            // Two equal lines were recorded; a third is new.
            try cli.write("a.md", "# T\n\ntrailing   \n\nsame   \n\nsame   \n\nsame   \n")
            let third = await cli.run(["lint", "--baseline", "baseline.json", "--quiet"])
            #expect(third.stdout == "a.md:9:5: MD009/no-trailing-spaces Trailing spaces [Expected: 0 or 2; Actual: 3]\n")
            #expect(third.stderr == "")
        }
    }

    @Test(arguments: [
        ("missing.json", nil, "cannot read the baseline: missing.json: no such baseline file (make one with --write-baseline)"),
        ("broken.json", "{\"version\": 1,", "cannot read the baseline: broken.json:1:15:"),
        ("old.json", "{\"version\": 7, \"findings\": []}", "cannot read the baseline: old.json:1:13: baseline version 7 is not one"),
        ("list.json", "[]", "cannot read the baseline: list.json:1:1:"),
        ("nofinger.json", "{\"version\": 1, \"findings\": [{\"rule\": \"MD009\"}]}", "a finding needs a \"fingerprint\""),
    ] as [(String, String?, String)])
    func aBadBaselineIsOneErrorAndExitTwo(name: String, contents: String?, message: String) async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", "# T\n")
            if let contents { try cli.write(name, contents) }
            let result = await cli.run(["lint", "--baseline", name])
            #expect(result.exitCode == 2 && result.stdout == "")
            #expect(result.stderrLines.count == 1 && result.stderr.contains(message), "\(result.stderr)")
        }
    }

    @Test func helpListsEveryNewOption() async throws {
        try await InProcessCLI.withRunner { cli in
            let help = await cli.run(["lint", "--help"]).stdout
            for option in ["--exit-zero", "--fail-on SEVERITY", "--select RULES", "--show-fixes", "--diff", "--baseline FILE",
                           "--write-baseline FILE"] {
                #expect(help.contains("  \(option) "), "\(option)")
            }
        }
    }
}
