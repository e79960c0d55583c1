import Foundation
import MDToolCLI
import Testing
import TestSupport

/// One version number: VERSION declares it, scripts/set-version writes it into the Swift
/// source, and `mdtool --version`, the changelog and the release files agree with it.
struct VersionTests {
    @Test func swiftSourceMatchesVersionFile() {
        #expect(!DeclaredVersion.text.isEmpty, "VERSION is missing or empty")
        #expect(MDTool.version == DeclaredVersion.text, "VERSION changed: run scripts/set-version")
    }

    @Test func versionOptionPrintsIt() async throws {
        try await InProcessCLI.withRunner { cli in
            let result = await cli.run(["--version"])
            #expect(result.exitCode == 0)
            #expect(result.stdout == "mdtool \(DeclaredVersion.text)\n")
        }
    }

    @Test func changelogHasASectionForIt() throws {
        let changelog = try String(contentsOf: RepositoryRoot.url.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let heading = "## [\(DeclaredVersion.text)]"
        #expect(changelog.split(separator: "\n").contains { $0.hasPrefix(heading) },
                "CHANGELOG.md has no '\(heading)' section")
    }
}
