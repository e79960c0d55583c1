import Foundation
import MarkdownLint
import Testing
import TestSupport
import Workspace
@testable import MDToolCLI

/// Issue 16, item 3: `mdtool lint` keeps its results in `.mdtool_cache/`. A warm run
/// reports what a cold one did, in every format; any change to what a result depends on
/// (the file, its configuration, its dialect, another file a rule reads) gives a fresh one.
struct LintCacheCLITests {
    private static let index = ".mdtool_cache/mdtool-\(MDTool.version)/lint.index"

    @Test func aWarmRunReportsExactlyWhatTheColdRunDid() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", "no heading  \n\n* one\n+ two\n\n| a | b |\n|---|---|\n| 1 |\n[x](#nowhere) é\t\n")
            try cli.write("b.md", "# Fine\n\nText.\n")
            let formats = ["--output-format", "text", "--output-format", "json=r.json", "--output-format", "sarif=r.sarif",
                           "--output-format", "gitlab=r.gitlab", "--output-format", "junit=r.xml", "--show-source"]
            let fresh = await cli.run(["lint", "--no-cache"] + formats)
            let reports = try ["r.json", "r.sarif", "r.gitlab", "r.xml"].map(cli.read)
            #expect(!FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent(".mdtool_cache").path))
            let cold = await cli.run(["lint"] + formats)
            #expect(FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent(Self.index).path))
            let warm = await cli.run(["lint"] + formats)
            for run in [cold, warm] {
                #expect(run.exitCode == 1 && run.stdout == fresh.stdout && run.stderr == fresh.stderr)
                #expect(try ["r.json", "r.sarif", "r.gitlab", "r.xml"].map(cli.read) == reports)
            }
            #expect(fresh.stdout.contains("MD051") && fresh.stdout.contains("MD004") && fresh.stdout.contains("MD009"))
        }
    }

    @Test func theCacheDirectoryIsTaggedAndHoldsOnlyThisVersion() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", "# A\n")
            try cli.makeDirectory(".mdtool_cache/mdtool-0.0.1-old")
            try cli.write(".mdtool_cache/mdtool-0.0.1-old/lint.index", "stale")
            try cli.makeDirectory(".mdtool_cache/other")
            _ = await cli.run(["lint", "a.md"])
            let names = try FileManager.default.contentsOfDirectory(atPath: cli.directory.appendingPathComponent(".mdtool_cache").path)
            #expect(Set(names) == ["mdtool-\(MDTool.version)", "other"], "the old version is pruned, other names are left")
            // The tag is written only into a directory the cache creates or finds empty.
            #expect(!names.contains("CACHEDIR.TAG"))
            _ = await cli.run(["lint", "a.md", "--cache-dir", "fresh-cache"])
            let tag = try cli.read("fresh-cache/CACHEDIR.TAG")
            #expect(tag.hasPrefix("Signature: 8a477f597d28d172789f06886806bc55\n"))
            #expect(FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent("fresh-cache/mdtool-\(MDTool.version)/lint.index").path))
        }
    }

    /// The cached entry is what a hit reports: an entry changed in the index shows.
    @Test func aHitReportsTheStoredFindingsWithoutLintingAgain() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", "# A\n")
            let cold = await cli.run(["lint", "a.md"])
            #expect(cold.exitCode == 0 && cold.stdout == "")
            let cache = ResultCache(root: cli.directory.appendingPathComponent(".mdtool_cache").path, version: MDTool.version,
                                    identity: CacheOptions.identity)
            let index = cache.load(LintCache.indexName)
            let (slot, entry) = try #require(index.entries.first)
            let rules = DiagnosticCoding.Rules(.builtIn)
            #expect(index.entries.count == 1 && LintCache.stored(entry, rules: rules)?.diagnostics == [])
            #expect(entry.file == nil, "a file written just now has no settled stamp")
            let planted = Diagnostic(ruleID: "MD001", ruleAlias: "heading-increment", severity: .warning, summary: "Planted",
                                     detail: "d", context: "c", fix: nil, range: 0..<1, line: 1, column: 1, endLine: 1, endColumn: 2)
            #expect(cache.store([slot: LintCache.entry([planted], mayReadOtherFiles: false, for: entry.content, file: nil,
                                                       rules: rules, readingOtherFiles: [])],
                                in: LintCache.indexName))
            let warm = await cli.run(["lint", "a.md"])
            #expect(warm.stdout == "a.md:1:1: warning MD001/heading-increment Planted [d] [Context: \"c\"]\n")
            #expect(warm.exitCode == 0, "a warning does not fail the run")
            let uncached = await cli.run(["lint", "a.md", "--no-cache"])
            #expect(uncached.stdout == "")
        }
    }

    /// A file unchanged since its entry was stored with a settled stamp is not read: an entry
    /// whose content digest is wrong but whose stamp is the file's shows. Any change to the
    /// file, even one that restores its size and modification time, is a miss.
    @Test func anUnchangedFileIsFoundByItsStampWithoutBeingRead() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", "# A\n")
            // Past the granularity, so the read of the next run settles the file's stamp.
            try await Task.sleep(for: .milliseconds(2_100))
            _ = await cli.run(["lint", "a.md"])
            let cache = ResultCache(root: cli.directory.appendingPathComponent(".mdtool_cache").path, version: MDTool.version,
                                    identity: CacheOptions.identity)
            let (slot, entry) = try #require(cache.load(LintCache.indexName).entries.first)
            let path = cli.directory.appendingPathComponent("a.md").path
            let stamp = try #require(FileStamp.of(path))
            #expect(entry.file == stamp, "a file older than the granularity is stored with its stamp")
            let rules = DiagnosticCoding.Rules(.builtIn)
            let planted = Diagnostic(ruleID: "MD001", ruleAlias: "heading-increment", severity: .warning, summary: "Planted",
                                     detail: nil, context: nil, fix: nil, range: 0..<1, line: 1, column: 1, endLine: 1, endColumn: 2)
            cache.store([slot: LintCache.entry([planted], mayReadOtherFiles: false, for: SHA256.digest(Array("other".utf8)),
                                               file: stamp, rules: rules, readingOtherFiles: [])], in: LintCache.indexName)
            let warm = await cli.run(["lint", "a.md"])
            #expect(warm.stdout == "a.md:1:1: warning MD001/heading-increment Planted\n")
            // SARIF needs the file's lines: it reads the file, and finds the digest differs.
            let sarif = await cli.run(["lint", "a.md", "--output-format", "sarif"])
            #expect(sarif.exitCode == 0 && !sarif.stdout.contains("Planted"))
            cache.store([slot: LintCache.entry([planted], mayReadOtherFiles: false, for: SHA256.digest(Array("other".utf8)),
                                               file: stamp, rules: rules, readingOtherFiles: [])], in: LintCache.indexName)
            // The same size and modification time, other content: the status-change time moved.
            let modified = try #require(FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
            try cli.write("a.md", "# B\n")
            try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
            let changed = await cli.run(["lint", "a.md"])
            #expect(changed.exitCode == 0 && changed.stdout == "", "the file is read again and linted afresh")
            let restamped = try #require(cache.load(LintCache.indexName).entries[slot])
            #expect(restamped.content == SHA256.digest(Array("# B\n".utf8)) && restamped.file == nil,
                    "a file changed within the granularity is stored without a stamp")
        }
    }

    @Test func findingsRoundTripByRulePositionOrWithTheirOwnStrings() throws {
        let rules = DiagnosticCoding.Rules(.builtIn)
        let md001 = try #require(RuleRegistry.builtIn.entry(id: "MD001")).descriptor
        let byRule = Diagnostic(ruleID: "MD001", ruleAlias: try #require(md001.aliases.first), severity: .error,
                                summary: md001.summary, detail: nil, context: "ctx",
                                fix: Fix([TextEdit(range: 2..<3, replacement: "é"), TextEdit(range: 9..<9, replacement: "")],
                                         applicability: .unsafe),
                                range: 2..<30, line: 1, column: 3, endLine: 2, endColumn: 4)
        let own = Diagnostic(ruleID: "custom-x", ruleAlias: "custom-x", severity: .warning, summary: "Own", detail: "d",
                             context: nil, fix: Fix(TextEdit(range: 0..<1, replacement: "y")), range: 0..<1, line: 1,
                             column: 1, endLine: 1, endColumn: 2)
        var writer = BinaryWriter()
        DiagnosticCoding.encode([byRule, own], rules: rules, to: &writer)
        let encoded = writer.bytes
        #expect(DiagnosticCoding.decode(encoded[...], rules: rules) == [byRule, own])
        var withoutOwn = BinaryWriter()
        DiagnosticCoding.encode([own, byRule, own], rules: rules, excluding: ["custom-x"], to: &withoutOwn)
        #expect(DiagnosticCoding.decode(withoutOwn.bytes[...], rules: rules) == [byRule])
        for length in 0..<encoded.count {
            #expect(DiagnosticCoding.decode(encoded.prefix(length), rules: rules) == nil, "\(length) bytes")
        }
        // A rule's ID with other strings keeps them, between findings stored by position;
        // numbers past one byte's seven bits take more bytes.
        var renamed = byRule
        renamed.summary = "Renamed"
        renamed.range = 300..<70_000
        renamed.line = 128
        var mixed = BinaryWriter()
        DiagnosticCoding.encode([byRule, renamed, own, byRule], rules: rules, to: &mixed)
        #expect(DiagnosticCoding.decode(mixed.bytes[...], rules: rules) == [byRule, renamed, own, byRule])
    }

    @Test func changedContentConfigurationOrDialectGivesFreshResults() async throws {
        try await InProcessCLI.withRunner { cli in
            let table = "# T\n\n| a | b |\n|---|---|\n| 1 |\n"
            try cli.write("a.md", table)
            let tableFinding = "a.md:5:5: MD056/table-column-count"
            #expect(await cli.run(["lint"]).stdout.hasPrefix(tableFinding))
            // Content.
            try cli.write("a.md", "# T\n\n| a | b |\n|---|---|\n| 1 | 2 |\n")
            #expect(await cli.run(["lint"]).stdout == "")
            try cli.write("a.md", table)
            #expect(await cli.run(["lint"]).stdout.hasPrefix(tableFinding))
            // Dialect: CommonMark has no tables.
            #expect(await cli.run(["lint", "--dialect", "commonmark"]).stdout == "")
            #expect(await cli.run(["lint"]).stdout.hasPrefix(tableFinding))
            // Configuration: a rule off, a rule's option, a severity, an override, --disable.
            try cli.write(".mdtool.yml", "rules:\n  MD056: false\n")
            #expect(await cli.run(["lint"]).stdout == "")
            try cli.write(".mdtool.yml", "rules:\n  MD056: warning\n")
            let warning = await cli.run(["lint", "--output-format", "json"])
            #expect(warning.exitCode == 0 && warning.stdout.contains("\"warning\""))
            try cli.write(".mdtool.yml", "rules:\n  MD013: { line_length: 4 }\n")
            #expect(await cli.run(["lint"]).stdout.contains("MD013"))
            try cli.write(".mdtool.yml", "rules:\n  MD013: { line_length: 40 }\n")
            #expect(!(await cli.run(["lint"]).stdout.contains("MD013")))
            #expect(await cli.run(["lint", "--disable", "MD056"]).stdout == "")
            try cli.write(".mdtool.yml", "rules:\n  MD056: false\noverrides:\n  - files: [\"a.md\"]\n    rules:\n      MD056: true\n")
            #expect(await cli.run(["lint"]).stdout.hasPrefix(tableFinding))
            try cli.write(".mdtool.yml", "inline_config: false\n")
            try cli.write("a.md", "<!-- markdownlint-disable MD056 -->\n" + table)
            #expect(await cli.run(["lint"]).stdout.contains("MD056"))
            try cli.write(".mdtool.yml", "{}\n")
            #expect(!(await cli.run(["lint"]).stdout.contains("MD056")))
        }
    }

    @Test func customRulesChangeTheFingerprint() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", "# A\n\nSay TODO and FIXME.\n")
            let rule = { (pattern: String) in
                "custom_rules:\n  - id: no-marker\n    message: No markers\n    pattern: \"\(pattern)\"\n"
            }
            try cli.write(".mdtool.yml", rule("TODO"))
            #expect(await cli.run(["lint"]).stdout.contains("[Context: \"TODO\"]"))
            try cli.write(".mdtool.yml", rule("FIXME"))
            let fixme = await cli.run(["lint"]).stdout
            #expect(fixme.contains("[Context: \"FIXME\"]") && !fixme.contains("TODO"))
        }
    }

    /// MDT001 reads other files: a heading renamed in b.md makes a.md's link broken although
    /// a.md did not change.
    @Test func anotherFilesChangeGivesFreshCrossFileFindings() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", "rules:\n  MDT001: true\n")
            try cli.write("a.md", "# A\n\nSee [b](b.md#old-name) and [c](c.md).\n")
            try cli.write("b.md", "# Old name\n")
            try cli.write("c.md", "# C\n")
            #expect(await cli.run(["lint"]).stdout == "")
            #expect(await cli.run(["lint"]).stdout == "")
            try cli.write("b.md", "# New name\n")
            let renamed = await cli.run(["lint"])
            #expect(renamed.stdout.hasPrefix("a.md:3:5: MDT001/no-missing-files") && renamed.stdout.contains("No anchor #old-name in b.md"))
            try FileManager.default.removeItem(at: cli.directory.appendingPathComponent("c.md"))
            #expect(await cli.run(["lint"]).stdout.contains("No such file or directory: c.md"))
            try cli.write("b.md", "# Old name\n")
            try cli.write("c.md", "# C\n")
            #expect(await cli.run(["lint"]).stdout == "")
            // Enabled by an inline comment of the file itself.
            try cli.write(".mdtool.yml", "{}\n")
            try cli.write("a.md", "# A\n\n<!-- markdownlint-enable MDT001 -->\nSee [b](b.md#old-name).\n")
            #expect(await cli.run(["lint"]).stdout == "")
            try cli.write("b.md", "# Renamed\n")
            #expect(await cli.run(["lint"]).stdout.contains("No anchor #old-name in b.md"))
        }
    }

    @Test func aDamagedIndexIsAMissAndIsReplaced() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", "no heading\n")
            let fresh = await cli.run(["lint"])
            let full = try Array(Data(contentsOf: cli.directory.appendingPathComponent(Self.index)))
            for damaged in [Array(full.prefix(full.count - 3)), Array(full.prefix(10)), [UInt8](repeating: 0xFF, count: 64),
                            full.enumerated().map { $0.offset == full.count - 20 ? $0.element ^ 0x5A : $0.element }, []] {
                _ = try cli.write(Self.index, damaged)
                let run = await cli.run(["lint"])
                #expect(run.exitCode == fresh.exitCode && run.stdout == fresh.stdout && run.stderr == fresh.stderr)
            }
            let rewritten = try Array(Data(contentsOf: cli.directory.appendingPathComponent(Self.index)))
            #expect(ResultIndex(decoding: rewritten, identity: CacheOptions.identity) != nil)
        }
    }

    @Test func fixUsesTheCacheAndCachesWhatItWrote() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("clean.md", "# Clean\n\nNo heading at the top? No: fine.\n")
            try cli.write("fixable.md", "# Fixable\n\nTrailing spaces   \n")
            #expect(await cli.run(["lint"]).stdout.contains("fixable.md:3:16: MD009"))
            let fixed = await cli.run(["lint", "--fix"])
            #expect(fixed.exitCode == 0 && fixed.stdout == "")
            #expect(try cli.read("fixable.md") == "# Fixable\n\nTrailing spaces\n")
            #expect(try cli.read("clean.md") == "# Clean\n\nNo heading at the top? No: fine.\n")
            #expect(await cli.run(["lint"]).stdout == "")
            // A cached unsafe fix is applied only with --unsafe-fixes.
            try cli.write("link.md", "# Title Here\n\n[x](#Title-Here)\n")
            #expect(await cli.run(["lint"]).stdout.contains("MD051"))
            #expect(await cli.run(["lint", "--fix"]).stdout.contains("MD051"))
            #expect(await cli.run(["lint", "--fix", "--unsafe-fixes"]).stdout == "")
            #expect(try cli.read("link.md") == "# Title Here\n\n[x](#title-here)\n")
        }
    }

    @Test func standardInputAndNoCacheLeaveNoCache() async throws {
        try await InProcessCLI.withRunner { cli in
            let piped = await cli.run(["lint", "-", "--stdin-filename", "a.md"], stdin: "no heading\n")
            #expect(piped.stdout.contains("MD041"))
            try cli.write("a.md", "no heading\n")
            _ = await cli.run(["lint", "--no-cache"])
            #expect(!FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent(".mdtool_cache").path))
            let both = await cli.run(["lint", "--no-cache", "--cache-dir", "x"])
            #expect(both.exitCode == 2 && both.stderr.contains("contradict"))
        }
    }
}
