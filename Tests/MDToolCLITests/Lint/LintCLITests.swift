import Foundation
import Testing
import TestSupport

/// `mdtool lint` as users run it, in-process, on real files in a temporary directory.
/// The configurations keep only MD001 (heading levels) and MD047 (final newline) on, so the
/// expectations do not depend on the rest of the catalogue.
struct LintCLITests {
    static let config = "rules:\n  default: false\n  MD001: true\n  MD047: true\n"
    static let skipped = "# Title\n\n### Skipped\n"          // MD001 on line 3
    static let clean = "# Title\n\n## Fine\n"

    @Test func cleanFilesExitZeroQuietly() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", Self.config)
            try cli.write("a.md", Self.clean)
            let result = await cli.run(["lint"])
            #expect(result.exitCode == 0)
            #expect(result.stdout == "")
            #expect(result.stderr == "")
        }
    }

    @Test func findingsExitOneWithOneLineEachAndASummary() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", Self.config)
            try cli.write("a.md", Self.skipped)
            try cli.write("b.md", "# B")
            let result = await cli.run(["lint"])
            #expect(result.exitCode == 1)
            #expect(result.stdout == """
                a.md:3:1: MD001/heading-increment Heading levels should only increment by one level at a time [Expected: h2; Actual: h3]
                b.md:1:3: MD047/single-trailing-newline Files should end with a single newline character

                """)
            #expect(result.stderr == "Found 2 problems (2 errors) in 2 files; 1 fixable with --fix; 1 more with --unsafe-fixes.\n")
        }
    }

    @Test func warningsDoNotFailTheRun() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", "rules:\n  default: false\n  MD001: warning\n")
            try cli.write("a.md", Self.skipped)
            let result = await cli.run(["lint"])
            #expect(result.exitCode == 0)
            #expect(result.stdout.hasPrefix("a.md:3:1: warning MD001/heading-increment Heading levels"))
            #expect(result.stderr.contains("(1 warning)"))
        }
    }

    @Test func jsonOutputIsAnArrayWithTheDocumentedFields() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", Self.config)
            try cli.write("a.md", "# 😀 Title\n\n### Skipped")
            let result = await cli.run(["lint", "--output-format", "json"])
            #expect(result.exitCode == 1)
            let items = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            #expect(items.count == 2)
            let first = items[0]
            #expect(first["path"] as? String == "a.md")
            #expect(first["line"] as? Int == 3 && first["column"] as? Int == 1)
            #expect(first["end_line"] as? Int == 3 && first["end_column"] as? Int == 12)
            #expect(first["rule"] as? String == "MD001")
            #expect(first["aliases"] as? [String] == ["heading-increment"])
            #expect(first["severity"] as? String == "error")
            #expect((first["message"] as? String)?.hasPrefix("Heading levels") == true)
            #expect(first["fixable"] as? Bool != nil)
            let second = items[1]
            #expect(second["rule"] as? String == "MD047" && second["fixable"] as? Bool == true)
            // Like markdownlint, MD047 marks the last character.
            #expect(second["line"] as? Int == 3 && second["column"] as? Int == 11)
        }
    }

    @Test func jsonColumnsCountUTF16CodeUnits() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", Self.config)
            try cli.write("a.md", "😀中")  // no final newline: the last character starts at UTF-16 column 3
            let result = await cli.run(["lint", "--output-format", "json"])
            let items = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            #expect(items.first?["column"] as? Int == 3)
            #expect(items.first?["end_column"] as? Int == 4)
        }
    }

    @Test func sarifOutputIsValidSARIF210() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", Self.config)
            try cli.makeDirectory("docs")
            try cli.write("docs/a b.md", Self.skipped)
            let result = await cli.run(["lint", "--output-format", "sarif"])
            #expect(result.exitCode == 1)
            let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            #expect(root["version"] as? String == "2.1.0")
            #expect((root["$schema"] as? String)?.contains("sarif-schema-2.1.0") == true)
            let run = try #require((root["runs"] as? [[String: Any]])?.first)
            let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
            #expect(driver["name"] as? String == "mdtool")
            let rules = try #require(driver["rules"] as? [[String: Any]])
            let result0 = try #require((run["results"] as? [[String: Any]])?.first)
            let index = try #require(result0["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == "MD001")
            #expect(result0["ruleId"] as? String == "MD001")
            #expect(result0["level"] as? String == "error")
            let location = try #require((result0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(location["artifactLocation"] as? [String: Any])
            #expect(artifact["uri"] as? String == "docs/a%20b.md")
            #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
            let region = try #require(location["region"] as? [String: Any])
            #expect(region["startLine"] as? Int == 3 && region["startColumn"] as? Int == 1)
            #expect(region["endLine"] as? Int == 3 && region["endColumn"] as? Int == 12)
        }
    }

    @Test func githubOutputUsesWorkflowCommandsWithEscaping() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", "rules:\n  default: false\n  MD001: warning\n  MD047: true\n")
            try cli.write("a,b.md", Self.skipped + "\n# x")
            let result = await cli.run(["lint", "--output-format", "github"])
            #expect(result.stdout == """
                ::warning file=a%2Cb.md,line=3,col=1,endLine=3,endColumn=12,title=MD001::Heading levels should only increment by one level at a time [Expected: h2; Actual: h3]
                ::error file=a%2Cb.md,line=5,col=3,endLine=5,endColumn=4,title=MD047::Files should end with a single newline character

                """)
        }
    }

    @Test func standardInputWithAFilenameForReportsAndConfiguration() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", Self.config + "overrides:\n  - files: [\"notes/*.md\"]\n    rules:\n      MD001: false\n")
            let named = await cli.run(["lint", "-", "--stdin-filename", "docs/x.md"], stdin: Self.skipped)
            #expect(named.exitCode == 1)
            #expect(named.stdout.hasPrefix("docs/x.md:3:1: MD001/heading-increment"))
            let overridden = await cli.run(["lint", "-", "--stdin-filename", "notes/x.md"], stdin: Self.skipped)
            #expect(overridden.exitCode == 0)
            let anonymous = await cli.run(["lint", "-"], stdin: Self.skipped)
            #expect(anonymous.stdout.hasPrefix("<stdin>:3:1:"))
        }
    }

    @Test func discoveryRespectsGitignoreHiddenDirectoriesAndExtensions() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", Self.config)
            try cli.makeDirectory(".git")
            try cli.write(".gitignore", "build/\n*.tmp.md\n")
            try cli.makeDirectory("build")
            try cli.makeDirectory(".hidden")
            try cli.makeDirectory("docs/deep")
            for name in ["build/a.md", ".hidden/b.md", "c.tmp.md", "docs/deep/d.markdown", "docs/e.md", "f.txt"] {
                try cli.write(name, Self.skipped)
            }
            let result = await cli.run(["lint", "--output-format", "json"])
            let items = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            #expect(items.compactMap { $0["path"] as? String } == ["docs/deep/d.markdown", "docs/e.md"])
            let all = await cli.run(["lint", "--no-gitignore", "--output-format", "json"])
            let allItems = try #require(try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [[String: Any]])
            #expect(allItems.count == 4)
        }
    }

    @Test func includeAndExcludeApplyToExplicitFilesToo() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", Self.config + "exclude: [\"vendor/**\", \"CHANGELOG.md\"]\n")
            try cli.makeDirectory("vendor")
            try cli.write("vendor/x.md", Self.skipped)
            try cli.write("CHANGELOG.md", Self.skipped)
            try cli.write("README.md", Self.skipped)
            let result = await cli.run(["lint", "vendor/x.md", "CHANGELOG.md", "README.md"])
            #expect(result.stdout.split(separator: "\n").filter { $0.contains("MD001") } == [
                "README.md:3:1: MD001/heading-increment Heading levels should only increment by one level at a time [Expected: h2; Actual: h3]",
            ])
        }
    }

    @Test func overridesApplyToMatchingFiles() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", Self.config + """
                overrides:
                  - files: ["legacy/**"]
                    rules:
                      heading-increment: false

                """)
            try cli.makeDirectory("legacy")
            try cli.write("legacy/old.md", Self.skipped)
            try cli.write("new.md", Self.skipped)
            let result = await cli.run(["lint"])
            #expect(result.stdout.contains("new.md:3:1"))
            #expect(!result.stdout.contains("legacy/old.md"))
        }
    }

    @Test func yamlErrorsNameFileLineAndColumn() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", "rules:\n  MD001: [unclosed\n")
            try cli.write("a.md", Self.clean)
            let result = await cli.run(["lint"])
            #expect(result.exitCode == 2)
            #expect(result.stderrLines.count == 1)
            #expect(result.stderr.contains(".mdtool.yml:3:1:") || result.stderr.contains(".mdtool.yml:2:"))
        }
    }

    @Test func unknownRulesAndKeysAreErrorsWithSuggestions() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", Self.clean)
            try cli.write(".mdtool.yml", Self.config)
            let option = await cli.run(["lint", "--enable", "MD0001"])
            #expect(option.exitCode == 2)
            #expect(option.stderr.contains("unknown rule 'MD0001' in --enable; did you mean 'MD001'?"))
            try cli.write(".mdtool.yml", "rules:\n  MD001: true\n  line-lenght: false\n")
            let rule = await cli.run(["lint"])
            #expect(rule.exitCode == 2)
            #expect(rule.stderr.contains(".mdtool.yml:3:3: unknown rule, alias or tag \"line-lenght\"; did you mean \"line-length\"?"))
            try cli.write(".mdtool.yml", "rulez:\n  MD001: true\n")
            let key = await cli.run(["lint"])
            #expect(key.exitCode == 2)
            #expect(key.stderr == "mdtool lint: .mdtool.yml:1:1: unknown key \"rulez\"; did you mean \"rules\"?\n")
        }
    }

    @Test func markdownlintConfigurationIsUsedWithoutMdtoolYml() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".markdownlint.jsonc", "// comments allowed\n{ \"default\": false, \"MD047\": true }\n")
            try cli.write("a.md", "### skip\n\n# x")
            let result = await cli.run(["lint", "--output-format", "json"])
            let items = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            #expect(items.compactMap { $0["rule"] as? String } == ["MD047"])
        }
    }

    @Test func inlineCommentsDisableRules() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", Self.config)
            try cli.write("a.md", "# Title\n\n<!-- markdownlint-disable-next-line MD001 -->\n### Skipped\n")
            try cli.write("b.md", "<!-- mdtool-disable heading-increment -->\n" + Self.skipped)
            let result = await cli.run(["lint"])
            #expect(result.exitCode == 0, "\(result.stdout)")
        }
    }

    @Test func fixWritesAtomicallyKeepsPermissionsAndIsIdempotent() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", Self.config)
            try cli.write("a.md", "# Title")
            try cli.write("clean.md", Self.clean)
            let path = cli.directory.appendingPathComponent("a.md").path
            try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
            let cleanPath = cli.directory.appendingPathComponent("clean.md").path
            let cleanInode = try FileManager.default.attributesOfItem(atPath: cleanPath)[.systemFileNumber] as? Int
            let first = await cli.run(["lint", "--fix"])
            #expect(first.exitCode == 0)
            #expect(try cli.read("a.md") == "# Title\n")
            let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
            #expect(permissions == 0o640)
            // Files that need no change are not rewritten.
            #expect(try FileManager.default.attributesOfItem(atPath: cleanPath)[.systemFileNumber] as? Int == cleanInode)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: cli.directory.path)
                .filter { !["a.md", "clean.md", ".mdtool.yml", ".mdtool_cache"].contains($0) && !$0.hasPrefix(".std") }
            #expect(leftovers.isEmpty)
            let second = await cli.run(["lint", "--fix"])
            #expect(second.exitCode == 0)
            #expect(try cli.read("a.md") == "# Title\n")
        }
    }

    @Test func fixReportsWhatRemains() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", "rules:\n  default: false\n  MD047: true\n  MD001: true\n")
            try cli.write("a.md", "# T\n\n### x")
            let result = await cli.run(["lint", "--fix", "--unsafe-fixes"])
            #expect(try cli.read("a.md").hasSuffix("x\n"))
            // Two problems went away (the heading level and the missing newline).
            #expect(result.stderr == "Fixed 2 problems. No problems found in 1 file.\n")
        }
    }

    @Test func fixOnStandardInputWritesTheFixedTextToStandardOutput() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", Self.config)
            let result = await cli.run(["lint", "--fix", "-"], stdin: "# T")
            #expect(result.stdout == "# T\n")
        }
    }

    @Test func badInputsAreOneLineErrorsWithExitTwo() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", Self.config)
            try cli.write("bad.md", [0x23, 0x20, 0x61, 0x0A, 0x62, 0xFF, 0x0A])
            try cli.write("binary.md", [0x00, 0x01, 0x02])
            try cli.write("good.md", Self.clean)
            let result = await cli.run(["lint", "bad.md", "binary.md", "good.md", "missing.md"])
            #expect(result.exitCode == 2)
            #expect(result.stderr.contains("bad.md:2:2: invalid UTF-8"))
            #expect(result.stderr.contains("binary.md: binary file"))
            #expect(result.stderr.contains("missing.md: no such file or directory"))
            #expect(result.stderrLines.count == 3)
            let fixing = await cli.run(["lint", "--fix", "bad.md"])
            #expect(fixing.exitCode == 2)
            #expect(try Data(contentsOf: cli.directory.appendingPathComponent("bad.md")) == Data([0x23, 0x20, 0x61, 0x0A, 0x62, 0xFF, 0x0A]))
        }
    }

    @Test func statisticsCountFindingsPerRule() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", Self.config)
            try cli.write("a.md", Self.skipped + "\n#### deeper\n\n###### deepest")
            let result = await cli.run(["lint", "--statistics"])
            #expect(result.stdout.hasPrefix("2\tMD001/heading-increment\n1\tMD047/single-trailing-newline (1 fixable)\n"))
        }
    }

    @Test func quietPrintsFindingsOnly() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", Self.config)
            try cli.write("a.md", Self.skipped)
            let result = await cli.run(["lint", "--quiet"])
            #expect(result.stdout.split(separator: "\n").count == 1)
        }
    }
}
