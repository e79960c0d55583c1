import MarkdownProject
import MarkdownSyntax
import Testing
import YAML

/// `dialect:` at the top and in overrides, and the dialect a file's place implies, decide
/// how each file is read; the most specific choice wins.
struct DialectSelectionTests {
    private func dialects(_ yaml: String, _ body: (DialectSelection, FileSelection, String) throws -> Void) throws {
        try ProjectDirectory.with { directory in
            try directory.write(".mdtool.yml", yaml)
            let configuration = try directory.load()
            try body(try configuration.dialectSelection(), try configuration.fileSelection(), directory.path)
        }
    }

    private func dialect(_ selection: DialectSelection, _ files: FileSelection, _ path: String) -> Dialect {
        selection.dialect(forAbsolutePath: path, matchingOverrides: files.matchingOverrides(absolutePath: path))
    }

    @Test func withoutConfigurationFilesAreGFMAndCatalogFilesDocC() {
        let selection = DialectSelection()
        #expect(selection.dialect(forAbsolutePath: "/p/README.md", matchingOverrides: []) == .gfm)
        #expect(selection.dialect(forAbsolutePath: "/p/Sources/Kit/Kit.docc/Guide.md", matchingOverrides: []) == .docc)
        #expect(selection.dialect(forAbsolutePath: "/p/Kit.docc/Deep/Nested/Article.md", matchingOverrides: []) == .docc)
    }

    @Test func onlyADirectoryNamedLikeACatalogMakesDocC() {
        #expect(DialectSelection.detectedDialect(forPath: "/p/notes.docc.md") == nil)
        #expect(DialectSelection.detectedDialect(forPath: "/p/.docc/x.md") == nil)
        #expect(DialectSelection.detectedDialect(forPath: "/p/docc/x.md") == nil)
        #expect(DialectSelection.detectedDialect(forPath: "/p/A.docc/x.md") == .docc)
    }

    @Test func pagesInTheDocsDirectoryOfAnMkDocsProjectAreMkDocs() throws {
        try ProjectDirectory.with { directory in
            try directory.write("site/mkdocs.yml", "site_name: x\nmarkdown_extensions:\n  - pymdownx.superfences:\n      custom_fences: !!python/name:x\n")
            try directory.write("site/docs/guide/page.md", "# Page\n")
            try directory.write("site/README.md", "# Readme\n")
            try directory.write("other/mkdocs.yaml", "docs_dir: 'pages'  # comment\n")
            try directory.write("other/pages/a.md", "# A\n")
            try directory.write("other/docs/b.md", "# B\n")
            let root = directory.path
            #expect(DialectSelection.detectedDialect(forPath: root + "/site/docs/guide/page.md") == .mkdocs)
            #expect(DialectSelection.detectedDialect(forPath: root + "/site/README.md") == nil)
            #expect(DialectSelection.detectedDialect(forPath: root + "/other/pages/a.md") == .mkdocs)
            #expect(DialectSelection.detectedDialect(forPath: root + "/other/docs/b.md") == nil)
        }
    }

    @Test func extensionsAreSwitchedOnAndOff() throws {
        try dialects("extensions: {math: false, alerts: false, strikethrough: true}\n") { selection, _, _ in
            let options = selection.parseOptions(for: .gfm)
            #expect(options.extensions.isDisjoint(with: [.math, .alerts]) && options.extensions.contains(.tables))
            #expect(selection.parseOptions(for: .mkdocs).extensions.contains(.strikethrough))
        }
        #expect(throws: ConfigError.self) {
            try dialects("extensions: {maths: false}\n") { _, _, _ in }
        }
    }

    @Test func theTopLevelDialectAppliesOutsideCatalogs() throws {
        try dialects("dialect: commonmark\n") { selection, files, root in
            #expect(dialect(selection, files, root + "/README.md") == .commonMark)
            #expect(dialect(selection, files, root + "/Kit.docc/Article.md") == .docc)
        }
    }

    @Test func theLastMatchingOverrideWithADialectWins() throws {
        let yaml = """
            dialect: gfm
            overrides:
              - files: ["docs/**"]
                dialect: commonmark
              - files: ["docs/api/**"]
                rules: { MD013: false }
              - files: ["**/*.docc/**"]
                dialect: gfm
            """
        try dialects(yaml) { selection, files, root in
            #expect(dialect(selection, files, root + "/docs/guide.md") == .commonMark)
            #expect(dialect(selection, files, root + "/docs/api/ref.md") == .commonMark, "an override without a dialect keeps it")
            #expect(dialect(selection, files, root + "/Kit.docc/Article.md") == .gfm, "an override beats the catalog")
            #expect(dialect(selection, files, root + "/README.md") == .gfm)
        }
    }

    @Test func aBadDialectNameIsReportedWhereItIsWritten() throws {
        try ProjectDirectory.with { directory in
            try directory.write(".mdtool.yml", "dialect: doc\n")
            let configuration = try directory.load()
            #expect(throws: ConfigError.self) { try configuration.dialectSelection() }
            do throws(ConfigError) {
                _ = try configuration.dialectSelection()
            } catch {
                #expect(error.description.hasPrefix(".mdtool.yml:1:10: expected one of \"commonmark\", \"gfm\", \"docc\""),
                        "\(error.description)")
                #expect(error.description.contains("did you mean \"docc\"?"))
            }
            // Only the commands that read dialects fail.
            #expect(throws: Never.self) { try configuration.formatOptions() }
        }
    }

    @Test func anOverrideNeedsRulesOrADialect() throws {
        try ProjectDirectory.with { directory in
            try directory.write(".mdtool.yml", "overrides:\n  - files: [\"a.md\"]\n")
            #expect(throws: ConfigError.self) { try directory.load() }
            try directory.write(".mdtool.yml", "overrides:\n  - files: [\"a.md\"]\n    dialect: docc\n")
            let configuration = try directory.load()
            let selection = try configuration.dialectSelection()
            #expect(selection.overrideDialects == [.docc])
            // The override's rules are empty, and the lint section still decodes.
            #expect(throws: Never.self) { try configuration.lintConfiguration() }
        }
    }
}
