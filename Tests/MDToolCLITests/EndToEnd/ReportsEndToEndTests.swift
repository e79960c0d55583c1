import Foundation
import Testing
import TestSupport

/// The reports CI systems read (issue 16, item 4), from the built binary: several formats in
/// one run, JUnit and GitLab Code Quality, SARIF's links, help and fingerprints, the same
/// formats for `links` and `fmt --check`, and the text report's severities, colour and code frames.
struct ReportsEndToEndTests {
    static let config = "rules:\n  default: false\n  MD001: true\n  MD013:\n    severity: warning\n    line_length: 20\n"
    static let document = "# Title\n\n### Skipped\n\nThis line is longer than twenty characters.\n"
    static let md001 = "a.md:3:1: MD001/heading-increment Heading levels should only increment by one level at a time "
        + "[Expected: h2; Actual: h3]\n"

    private static func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    @Test func oneRunWritesTextToStandardOutputAndEachOtherFormatToItsFile() throws {
        try CLIRunner.withRunner { cli in
            try cli.write(".mdtool.yml", Self.config)
            try cli.write("a.md", Self.document)
            try cli.makeDirectory("out")
            let result = try cli.run(["lint", "--output-format", "text", "--output-format", "sarif=out/r.sarif",
                                      "--output-format", "junit=out/r.xml", "--output-format=gitlab=out/gl.json"])
            #expect(result.exitCode == 1)
            #expect(result.stdout == Self.md001 + "a.md:5:21: warning MD013/line-length Line length [Expected: 20; Actual: 43]\n")
            let sarif = try #require(try Self.json(try cli.read("out/r.sarif")) as? [String: Any])
            #expect(sarif["version"] as? String == "2.1.0")
            #expect(try cli.read("out/r.xml").hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites"))
            let gitlab = try #require(try Self.json(try cli.read("out/gl.json")) as? [[String: Any]])
            #expect(gitlab.map { $0["check_name"] as? String } == ["MD001", "MD013"])
            #expect(gitlab.map { $0["severity"] as? String } == ["major", "minor"])
            let location = try #require(gitlab.first?["location"] as? [String: Any])
            #expect(location["path"] as? String == "a.md")
            #expect((location["lines"] as? [String: Any])?["begin"] as? Int == 3)
            // Nothing is left beside the reports (each went through a temporary file).
            #expect(try FileManager.default.contentsOfDirectory(atPath: cli.directory.appendingPathComponent("out").path).sorted()
                    == ["gl.json", "r.sarif", "r.xml"])

            let toFile = try cli.run(["lint", "--output-format", "json", "--output-file", "out/all.json"])
            #expect(toFile.exitCode == 1 && toFile.stdout == "")
            #expect((try Self.json(try cli.read("out/all.json")) as? [Any])?.count == 2)
            let onlyFile = try cli.run(["lint", "--output-format", "junit=out/only.xml", "--quiet"])
            #expect(onlyFile.exitCode == 1 && onlyFile.stdout == "" && onlyFile.stderr == "")
        }
    }

    @Test func badReportRequestsExitTwoWithOneLine() throws {
        try CLIRunner.withRunner { cli in
            try cli.write(".mdtool.yml", Self.config)
            try cli.write("a.md", Self.document)
            let unknown = try cli.run(["lint", "--output-format", "xml=r.xml"])
            #expect(unknown.exitCode == 2)
            #expect(unknown.stderr == "mdtool lint: invalid value 'xml' for '--output-format'; expected one of: "
                    + "text, json, sarif, github, junit, gitlab (FORMAT or FORMAT=FILE)\n")
            let twice = try cli.run(["lint", "--output-format", "text", "--output-format", "json"])
            #expect(twice.exitCode == 2 && twice.stderr.contains("only one --output-format may go to standard output"))
            let sameFile = try cli.run(["lint", "--output-format", "json=r", "--output-format", "sarif=r"])
            #expect(sameFile.exitCode == 2 && sameFile.stderr == "mdtool lint: two reports would be written to 'r'\n")
            let noFile = try cli.run(["lint", "--output-format", "sarif="])
            #expect(noFile.exitCode == 2)
            // Refused before linting, so --fix changes nothing either.
            let missing = try cli.run(["lint", "--fix", "--output-format", "text", "--output-format", "sarif=missing/r.sarif"])
            #expect(missing.exitCode == 2 && missing.stdout == "")
            #expect(missing.stderr == "mdtool lint: cannot write the sarif report to missing/r.sarif: no such directory\n")
            #expect(try cli.read("a.md") == Self.document)
            try cli.makeDirectory("reports")
            let directory = try cli.run(["links", "--output-format", "json=reports"])
            #expect(directory.exitCode == 2 && directory.stderr == "mdtool links: cannot write the json report to reports: it is a directory\n")
            // What only writing finds (a FIFO is not replaced) exits 2 too, and the other reports are still made.
            #expect(mkfifo(cli.directory.appendingPathComponent("fifo").path, 0o600) == 0)
            let fifo = try cli.run(["lint", "--output-format", "text", "--output-format", "sarif=fifo"])
            #expect(fifo.exitCode == 2 && fifo.stdout.hasPrefix(Self.md001))
            #expect(fifo.stderr.hasPrefix("mdtool lint: cannot write the sarif report to fifo: "))
            let linksJUnit = try cli.run(["links", "--output-format", "junit"])
            #expect(linksJUnit.exitCode == 2 && linksJUnit.stderr.contains("expected one of: text, json, sarif, github"))
            let fmtWithoutCheck = try cli.run(["fmt", "--output-format", "json"])
            #expect(fmtWithoutCheck.exitCode == 2 && fmtWithoutCheck.stderr == "mdtool fmt: --output-format and --output-file need --check\n")
        }
    }

    @Test func junitHasASuitePerFileAndEscapesMarkupAndControlCharacters() throws {
        try CLIRunner.withRunner { cli in
            try cli.write(".mdtool.yml", "rules:\n  default: false\n  MD001: true\n  MD047: warning\n")
            let name = "x<&\"\u{1}.md"
            try cli.write(name, Self.document)
            try cli.write("clean.md", "# Fine\n")
            try cli.write("end.md", "# T\n\ntext")
            let result = try cli.run(["lint", "--output-format", "junit"])
            #expect(result.exitCode == 1)
            #expect(result.stdout == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="mdtool lint" tests="3" failures="2" errors="0">
                  <testsuite name="clean.md" tests="1" failures="0" errors="0" skipped="0" file="clean.md">
                    <testcase name="no problems" classname="clean.md"/>
                  </testsuite>
                  <testsuite name="end.md" tests="1" failures="1" errors="0" skipped="0" file="end.md">
                    <testcase name="MD047/single-trailing-newline at 3:4" classname="end.md">
                      <failure type="warning" message="Files should end with a single newline character">end.md:3:4: warning: MD047/single-trailing-newline Files should end with a single newline character</failure>
                    </testcase>
                  </testsuite>
                  <testsuite name="x&lt;&amp;&quot;\\x01.md" tests="1" failures="1" errors="0" skipped="0" file="x&lt;&amp;&quot;\\x01.md">
                    <testcase name="MD001/heading-increment at 3:1" classname="x&lt;&amp;&quot;\\x01.md">
                      <failure type="error" message="Heading levels should only increment by one level at a time [Expected: h2; Actual: h3]">x&lt;&amp;"\\x01.md:3:1: error: MD001/heading-increment Heading levels should only increment by one level at a time [Expected: h2; Actual: h3]</failure>
                    </testcase>
                  </testsuite>
                </testsuites>

                """)
        }
    }

    /// The fingerprints of SARIF and GitLab reports, read from one run of each.
    private static func fingerprints(_ cli: CLIRunner) throws -> (sarif: [String], gitlab: [String]) {
        let sarif = try #require(try Self.json(try cli.run(["lint", "--output-format", "sarif"]).stdout) as? [String: Any])
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let gitlab = try #require(try Self.json(try cli.run(["lint", "--output-format", "gitlab"]).stdout) as? [[String: Any]])
        return (results.compactMap { ($0["partialFingerprints"] as? [String: String])?["mdtool/v2"] },
                gitlab.compactMap { $0["fingerprint"] as? String })
    }

    @Test func fingerprintsSurviveLinesMovingAndTellEqualLinesApart() throws {
        try CLIRunner.withRunner { cli in
            try cli.write(".mdtool.yml", "rules:\n  default: false\n  MD010: true\n")
            try cli.write("a.md", "# T\n\n\tsame\n\n\tsame\n\n\tother\n")
            let before = try Self.fingerprints(cli)
            #expect(before.sarif.count == 3 && Set(before.sarif).count == 3)
            #expect(before.sarif == before.gitlab)
            #expect(before.sarif.allSatisfy { $0.count == 64 && $0.allSatisfy(\.isHexDigit) })
            // Lines added above and the last finding re-indented: every fingerprint stays.
            try cli.write("a.md", "# T\n\nA new paragraph.\n\nAnd another.\n\n\tsame\n\n\tsame\n\n\tother  \n")
            #expect(try Self.fingerprints(cli) == before)
            // Another file, or other text on the line, is another finding.
            try cli.write("a.md", "# T\n\n\tsame\n\n\tsame\n\n\tchanged\n")
            let changed = try Self.fingerprints(cli)
            #expect(Array(changed.sarif.prefix(2)) == Array(before.sarif.prefix(2)) && changed.sarif[2] != before.sarif[2])
        }
    }

    @Test func sarifLinksAreConfigurableAndRulesCarryTheirPages() throws {
        try CLIRunner.withRunner { cli in
            try cli.write(".mdtool.yml", Self.config)
            try cli.write("a.md", Self.document)
            func driver(_ arguments: [String]) throws -> [String: Any] {
                let sarif = try #require(try Self.json(try cli.run(["lint", "--output-format", "sarif"] + arguments).stdout) as? [String: Any])
                return try #require(((sarif["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
            }
            let standard = try driver([])
            #expect(standard["informationUri"] as? String == "https://github.com/mdtool/mdtool")
            let rules = try #require(standard["rules"] as? [[String: Any]])
            let md001 = try #require(rules.first { $0["id"] as? String == "MD001" })
            #expect(md001["helpUri"] as? String == "https://github.com/mdtool/mdtool/blob/main/rules/MD001.md")
            let page = try String(contentsOf: RepositoryRoot.url.appendingPathComponent("rules/MD001.md"), encoding: .utf8)
            let help = try #require(md001["help"] as? [String: String])
            #expect(help["markdown"] == page)
            #expect(help["text"] == (md001["shortDescription"] as? [String: String])?["text"])

            let fork = try driver(["--information-uri", "https://example.org/mdtool",
                                   "--rule-uri", "https://example.org/docs/{rule}.html"])
            #expect(fork["informationUri"] as? String == "https://example.org/mdtool")
            let forkRule = try #require((fork["rules"] as? [[String: Any]])?.first { $0["id"] as? String == "MD013" })
            #expect(forkRule["helpUri"] as? String == "https://example.org/docs/MD013.html")
            let base = try driver(["--information-uri", "https://example.org/mirror/"])
            let baseRule = try #require((base["rules"] as? [[String: Any]])?.first { $0["id"] as? String == "MD001" })
            #expect(baseRule["helpUri"] as? String == "https://example.org/mirror/blob/main/rules/MD001.md")

            // The configuration's `reports:` says the same; the command line goes over it.
            try cli.write(".mdtool.yml", Self.config + "reports:\n  information_uri: https://example.org/configured\n")
            let configured = try driver([])
            #expect(configured["informationUri"] as? String == "https://example.org/configured")
            let configuredRule = try #require((configured["rules"] as? [[String: Any]])?.first { $0["id"] as? String == "MD001" })
            #expect(configuredRule["helpUri"] as? String == "https://example.org/configured/blob/main/rules/MD001.md")
            try cli.write(".mdtool.yml", Self.config + "reports:\n  rule_uri: https://example.org/r/{rule}\n")
            let both = try driver(["--information-uri", "https://example.org/flag"])
            #expect(both["informationUri"] as? String == "https://example.org/flag")
            #expect((both["rules"] as? [[String: Any]])?.first { $0["id"] as? String == "MD001" }?["helpUri"] as? String
                    == "https://example.org/r/MD001")
            try cli.write(".mdtool.yml", Self.config + "reports:\n  rule_url: x\n")
            let typo = try cli.run(["lint"])
            #expect(typo.exitCode == 2 && typo.stderr == "mdtool lint: .mdtool.yml:8:3: unknown key \"rule_url\"; did you mean \"rule_uri\"?\n")
        }
    }

    @Test func linksAndFormatCheckReportInTheLintFormats() throws {
        try CLIRunner.withRunner { cli in
            try cli.write("a.md", "# T\n\n[x](missing.md) [y](#nope)\n")
            let github = try cli.run(["links", "--output-format", "github", "--output-format", "sarif=links.sarif"])
            #expect(github.exitCode == 1)
            #expect(github.stdout == """
                ::error file=a.md,line=3,col=1,endLine=3,endColumn=16,title=missing-file::missing.md — file not found: missing.md
                ::error file=a.md,line=3,col=17,endLine=3,endColumn=27,title=missing-fragment::#nope — no anchor #nope in this file

                """)
            let sarif = try #require(try Self.json(try cli.read("links.sarif")) as? [String: Any])
            let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
            let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
            #expect(rules.map { $0["id"] as? String } == ["missing-file", "missing-fragment"])
            let results = try #require(run["results"] as? [[String: Any]])
            #expect(results.map { $0["ruleIndex"] as? Int } == [0, 1])

            try cli.write("b.md", "# T\n\ntext\n\n*  item\n")
            let check = try cli.run(["fmt", "--check", "b.md", "a.md", "--output-format", "github",
                                     "--output-format", "json=fmt.json", "--quiet"])
            #expect(check.exitCode == 1)
            #expect(check.stdout == "::error file=b.md,line=5,col=1,endLine=5,endColumn=1,title=fmt::"
                    + "Would reformat this file (first change on line 5)\n")
            let findings = try #require(try Self.json(try cli.read("fmt.json")) as? [[String: Any]])
            #expect(findings.map { $0["path"] as? String } == ["b.md"])
            let plain = try cli.run(["fmt", "--check", "--quiet", "b.md", "a.md"])
            #expect(plain.exitCode == 1 && plain.stdout == "b.md\n")
        }
    }

    @Test func textMarksWarningsAndShowsColourAndSourceWhenAsked() throws {
        try CLIRunner.withRunner { cli in
            try cli.write(".mdtool.yml", Self.config)
            try cli.write("a.md", Self.document)
            let noColor = ["NO_COLOR": "", "FORCE_COLOR": ""]
            let source = try cli.run(["lint", "--show-source"], environment: noColor)
            #expect(source.stdout == Self.md001 + """
                 3 | ### Skipped
                   | ^^^^^^^^^^^
                a.md:5:21: warning MD013/line-length Line length [Expected: 20; Actual: 43]
                 5 | This line is longer than twenty characters.
                   |                     ^^^^^^^^^^^^^^^^^^^^^^^

                """)
            // A finding on an empty line gets a caret where its text would start.
            try cli.write("blank.yml", "rules:\n  default: false\n  MD012: true\n")
            try cli.write("blank.md", "# T\n\n\n\ntext\n")
            let blank = try cli.run(["lint", "--show-source", "--config", "blank.yml", "blank.md"], environment: noColor)
            #expect(blank.exitCode == 1)
            #expect(blank.stdout == """
                blank.md:3:1: MD012/no-multiple-blanks [*] Multiple consecutive blank lines [Expected: 1; Actual: 2]
                 3 |\u{20}
                   | ^
                blank.md:4:1: MD012/no-multiple-blanks [*] Multiple consecutive blank lines [Expected: 1; Actual: 3]
                 4 |\u{20}
                   | ^

                """)
            let escape = "\u{1B}["
            #expect(try cli.run(["lint"], environment: noColor).stdout.contains(escape) == false)
            #expect(try cli.run(["lint", "--color", "always"], environment: noColor).stdout.contains(escape + "33mwarning"))
            #expect(try cli.run(["lint"], environment: ["NO_COLOR": "", "FORCE_COLOR": "1"]).stdout.contains(escape))
            #expect(try cli.run(["lint"], environment: ["NO_COLOR": "", "FORCE_COLOR": "0"]).stdout.contains(escape) == false)
            #expect(try cli.run(["lint"], environment: ["NO_COLOR": "1", "FORCE_COLOR": "1"]).stdout.contains(escape) == false)
            #expect(try cli.run(["lint", "--color", "never"], environment: ["NO_COLOR": "", "FORCE_COLOR": "1"]).stdout
                    .contains(escape) == false)
            // A text report in a file is never coloured.
            _ = try cli.run(["lint", "--color", "always", "--output-format", "text=r.txt"], environment: noColor)
            #expect(try cli.read("r.txt") == Self.md001 + "a.md:5:21: warning MD013/line-length Line length [Expected: 20; Actual: 43]\n")
        }
    }
}
