import Foundation
import Testing
import TestSupport

/// Issue 15, item 8: one style for every command (findings on standard output, one summary
/// on standard error) and counts that mean what they say.
struct SummaryCLITests {
    @Test func lintCountsFilesWithProblemsOfFilesChecked() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", "no heading\n")
            try cli.write("b.md", "# B\n")
            try cli.write("c.md", "# C\n")
            let result = await cli.run(["lint"])
            #expect(result.stdout.split(separator: "\n").count == 1)
            #expect(result.stderr == "Found 1 problem (1 error) in 1 of 3 files.\n")
            try cli.write("a.md", "# A\n")
            let clean = await cli.run(["lint"])
            #expect(clean.exitCode == 0 && clean.stdout == "" && clean.stderr == "", "quiet when all is well")
        }
    }

    /// "Fixed N" is how many problems went away, which one fix can exceed: a missing blank
    /// line fixed once satisfies both MD022 (around the heading) and MD032 (around the list);
    /// the three trailing spaces are MD009's.
    @Test func fixedCountsTheProblemsThatWentAway() async throws {
        try await InProcessCLI.withRunner { cli in
            let text = "# Title\n\n## Section\n- item\n\nText   \n"
            try cli.write("a.md", text)
            let before = await cli.run(["lint", "--output-format", "json"])
            let found = try #require(try JSONSerialization.jsonObject(with: Data(before.stdout.utf8)) as? [Any]).count
            let fixed = await cli.run(["lint", "--fix"])
            let after = await cli.run(["lint", "--output-format", "json"])
            let remaining = try #require(try JSONSerialization.jsonObject(with: Data(after.stdout.utf8)) as? [Any]).count
            #expect(fixed.stderr.hasPrefix("Fixed \(found - remaining) problem"), "\(fixed.stderr)")
            #expect(found - remaining >= 3)
        }
    }

    @Test func fmtCheckAndLinksSummariesGoToStandardError() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", "# A\n\n*  a\n")
            try cli.write("b.md", "# B\n\n[broken](missing.md)\n")
            let check = await cli.run(["fmt", "--check"])
            #expect(check.exitCode == 1 && check.stdout == "a.md\n" && check.stderr == "Would reformat 1 of 2 files.\n")
            let diff = await cli.run(["fmt", "--diff"])
            #expect(diff.stdout.hasPrefix("--- a.md\n") && diff.stderr == "Would reformat 1 of 2 files.\n")
            let links = await cli.run(["links"])
            #expect(links.exitCode == 1)
            #expect(links.stdout == "b.md:3:1: missing.md — file not found: missing.md\n", "\(links.stdout)")
            #expect(links.stderr == "1 broken link (1 link in 2 files)\n")
            let quiet = await cli.run(["fmt", "--check", "-q"])
            #expect(quiet.stdout == "a.md\n" && quiet.stderr == "")
        }
    }
}
