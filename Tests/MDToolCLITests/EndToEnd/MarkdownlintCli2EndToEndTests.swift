import Foundation
import Testing
import TestSupport

/// Issue 15 through the built executable, on a tree set up as a team moving from
/// markdownlint-cli2 has it: the configuration of each file's own directory whatever the
/// working directory or standard input's name, arguments that no shell expanded, and the
/// streams an editor or CI job reads.
struct MarkdownlintCli2EndToEndTests {
    static func makeTree(_ cli: CLIRunner) throws {
        try cli.makeDirectory("sub")
        try cli.makeDirectory("vendor")
        try cli.write(".markdownlint-cli2.yaml", """
            config:
              MD004:
                style: asterisk
              MD049:
                style: underscore
            ignores:
              - "vendor/**"

            """)
        try cli.write("sub/.markdownlint.yaml", "MD041: false\n")
        try cli.write("a.md", "# A\n\n* item with _emphasis_\n\nText.\n\n    indented code\n")
        try cli.write("sub/b.md", "no heading here\n")
        try cli.write("vendor/c.md", "no heading\n")
    }

    @Test func eachFileGetsItsOwnDirectorysConfiguration() throws {
        try CLIRunner.withRunner { cli in
            try Self.makeTree(cli)
            let fromRoot = try cli.run(["lint", "sub/b.md"])
            #expect(fromRoot.exitCode == 0 && fromRoot.stdout == "" && fromRoot.stderr == "", "\(fromRoot.stdout)")
            let piped = try cli.run(["lint", "-", "--stdin-filename", "sub/b.md"], stdin: "no heading here\n")
            #expect(piped.exitCode == 0 && piped.stdout == "", "standard input named sub/b.md is configured as sub/b.md")
            let elsewhere = try cli.run(["lint", "-", "--stdin-filename", "b.md"], stdin: "no heading here\n")
            #expect(elsewhere.exitCode == 1 && elsewhere.stdout.hasPrefix("b.md:1:1: MD041/"))
            let shown = try cli.run(["lint", "--show-config", "sub/b.md"])
            #expect(shown.exitCode == 0 && shown.stdout.contains("sub/.markdownlint.yaml"), "\(shown.stdout)")
        }
    }

    @Test func fmtLeavesWhatTheLinterWantsAndLintAgrees() throws {
        try CLIRunner.withRunner { cli in
            try Self.makeTree(cli)
            let fmt = try cli.run(["fmt", "--check", "a.md"])
            #expect(fmt.exitCode == 0 && fmt.stdout == "", "\(fmt.stdout)\(fmt.stderr)")
            let lint = try cli.run(["lint"])
            #expect(lint.exitCode == 0 && lint.stdout == "" && lint.stderr == "", "\(lint.stdout)\(lint.stderr)")
        }
    }

    @Test func anEditorsExcludedBufferComesBackUnchanged() throws {
        try CLIRunner.withRunner { cli in
            try Self.makeTree(cli)
            let buffer = "no heading, no final newline"
            let fixed = try cli.run(["lint", "--fix", "-", "--stdin-filename", "vendor/c.md"], stdin: buffer)
            #expect(fixed.exitCode == 0 && fixed.stdout == buffer && fixed.stderr == "")
            let included = try cli.run(["lint", "--fix", "-", "--stdin-filename", "sub/new.md"], stdin: buffer)
            #expect(included.exitCode == 0 && included.stdout == buffer + "\n")
        }
    }

    /// No shell runs here, so the glob reaches mdtool as written, as when a user quotes it.
    @Test func unexpandedGlobsFindingsOnStandardOutputOneSummaryOnStandardError() throws {
        try CLIRunner.withRunner { cli in
            try Self.makeTree(cli)
            try cli.write("sub/.markdownlint.yaml", "MD041: true\n")
            let result = try cli.run(["lint", "**/*.md"])
            #expect(result.exitCode == 1)
            #expect(result.stdout == """
                sub/b.md:1:1: MD041/first-line-heading First line in a file should be a top-level heading [Context: "no heading here"]

                """)
            #expect(result.stderr == "Found 1 problem (1 error) in 1 of 2 files.\n", "vendor/ is ignored")
            let quiet = try cli.run(["lint", "-q", "**/*.md"])
            #expect(quiet.exitCode == 1 && quiet.stderr == "")
            let version = try cli.run(["-V"])
            #expect(version.exitCode == 0 && version.stdout == "mdtool 0.1.0\n")
        }
    }
}
