import MarkdownSyntax
import Testing
@testable import MarkdownLinks

/// Local targets: files, directories and fragments, resolved from the linking file.
struct LocalLinkCheckerTests {
    /// Broken targets of `markdown` written at `file` in `files`.
    private func broken(_ markdown: String, at file: String, in files: LinkTestFiles,
                        checker: LocalLinkChecker = LocalLinkChecker()) throws -> [String] {
        try files.write(file, markdown)
        let origin = LinkOrigin(file: files.path(file), currentDirectory: files.root)
        return checker.check(Document(parsing: markdown), origin: origin).map { "\($0.line):\($0.column) \($0.target): \($0.reason)" }
    }

    @Test func relativeFilesAndDirectories() throws {
        let files = try LinkTestFiles()
        defer { files.remove() }
        try files.write("docs/guide.md", "# Guide\n")
        try files.write("docs/my file.md")
        try files.write("images/logo.png")
        try files.makeDirectory("empty")
        let markdown = """
        [guide](docs/guide.md) [dir](docs/) [dir2](empty) [space](docs/my%20file.md) [space2](<docs/my file.md>)
        [query](docs/guide.md?plain=1) ![logo](images/logo.png) [up](../\(files.root.split(separator: "/").last!)/README.md)
        [missing](docs/nope.md) ![gone](images/gone.png)
        [not a dir](docs/guide.md/) [web](https://example.com/nope.md) [mail](mailto:x@y.z)

        """
        let result = try broken(markdown, at: "README.md", in: files)
        #expect(result == [
            "3:1 docs/nope.md: file not found: docs/nope.md",
            "3:25 images/gone.png: file not found: images/gone.png",
            "4:1 docs/guide.md/: file not found: docs/guide.md/",
        ])
    }

    /// Thousands of broken links on one line, after characters of every UTF-8 length, are
    /// each at the UTF-16 columns `SourceFile` counts from the line start.
    @Test func positionsOfManyBrokenLinksOnOneLine() throws {
        let files = try LinkTestFiles()
        defer { files.remove() }
        let line = "😀 日本 é " + (0..<2000).map { "[é\($0)](gone\($0).md)" + ($0 % 3 == 0 ? " 😀 " : " ") }.joined()
        let markdown = "# Title\n\n" + line + "\n"
        try files.write("README.md", markdown)
        let document = Document(parsing: markdown)
        let source = try #require(document.source)
        let result = LocalLinkChecker().check(document, origin: LinkOrigin(file: files.path("README.md"),
                                                                           currentDirectory: files.root))
        #expect(result.count == 2000)
        for broken in result {
            #expect(broken.line == 3 && broken.endLine == 3)
            #expect(broken.column == source.utf16Column(at: broken.link.range.lowerBound))
            #expect(broken.endColumn == source.utf16Column(at: broken.link.range.upperBound))
        }
        #expect(result.first?.column == "😀 日本 é ".utf16.count + 1)
    }

    @Test func pathsResolveFromTheLinkingFilesDirectory() throws {
        let files = try LinkTestFiles()
        defer { files.remove() }
        try files.write("docs/a.md")
        try files.write("docs/sub/b.md")
        let markdown = "[sibling](a.md) [child](sub/b.md) [parent](../README.md) [wrong](docs/a.md)\n"
        try files.write("README.md")
        let result = try broken(markdown, at: "docs/index.md", in: files)
        #expect(result == ["1:58 docs/a.md: file not found: docs/a.md"])
    }

    @Test func rootedPathsStartAtTheRepositoryRoot() throws {
        let files = try LinkTestFiles()
        defer { files.remove() }
        try files.makeDirectory("repo/.git")
        try files.write("repo/docs/a.md")
        try files.write("repo/assets/x.png")
        let markdown = "[a](/docs/a.md) ![x](/assets/x.png) [no](/docs/b.md)\n"
        let result = try broken(markdown, at: "repo/docs/deep/page.md", in: files)
        #expect(result == ["1:37 /docs/b.md: file not found: /docs/b.md"])
        // Without a repository, the current directory is the root.
        #expect(LinkOrigin(file: files.path("repo/docs/deep/page.md"), currentDirectory: "/").repositoryRoot
                == files.path("repo"))
        let outside = LinkOrigin(file: files.path("other/deep/page.md"), currentDirectory: files.path("other"))
        #expect(outside.repositoryRoot == files.path("other"))
        #expect(outside.directory == files.path("other/deep"))
    }

    @Test func fragmentsInTheSameFile() throws {
        let files = try LinkTestFiles()
        defer { files.remove() }
        let markdown = """
        # Guide

        ## Usage

        ## Usage

        <a name="anchor"></a>

        [a](#guide) [b](#usage-1) [c](#anchor) [d](#L10) [e](#L10-L20) [f](#top) [g](#nope) [h](#Usage)
        [i](README.md#usage) [j](README.md#gone) [k](#)

        """
        let result = try broken(markdown, at: "README.md", in: files)
        #expect(result == [
            "9:74 #nope: no anchor #nope in this file",
            "9:85 #Usage: no anchor #Usage in this file (did you mean #usage?)",
            "10:22 README.md#gone: no anchor #gone in README.md",
        ])
        #expect(try broken(markdown, at: "README.md", in: files, checker: LocalLinkChecker(ignoresCase: true)).count == 2)
    }

    @Test func fragmentsInOtherFiles() throws {
        let files = try LinkTestFiles()
        defer { files.remove() }
        try files.write("docs/guide.md", "# Guide\n\n## Install on Linux\n\n<span id=\"extra\"></span>\n")
        try files.write("site/page.html", "<h2 id=\"intro\">Intro</h2>")
        try files.write("src/main.swift", "print(1)\n")
        let markdown = """
        [a](docs/guide.md#install-on-linux) [b](docs/guide.md#extra) [c](docs/guide.md#L2)
        [d](docs/guide.md#missing) [e](site/page.html#intro) [f](site/page.html#outro)
        [g](src/main.swift#L1) [h](src/main.swift#anything) [i](docs/guide.md#Install-On-Linux)
        [j](docs/guide.md#install%2Don%2Dlinux)

        """
        let result = try broken(markdown, at: "README.md", in: files)
        #expect(result == [
            "2:1 docs/guide.md#missing: no anchor #missing in docs/guide.md",
            "2:54 site/page.html#outro: no anchor #outro in site/page.html",
            "3:53 docs/guide.md#Install-On-Linux: no anchor #Install-On-Linux in docs/guide.md (did you mean #install-on-linux?)",
        ])
    }

    @Test func definitionsImagesAndHTMLAreChecked() throws {
        let files = try LinkTestFiles()
        defer { files.remove() }
        try files.write("ok.md")
        let markdown = """
        [ref][a] [other][b]

        [a]: ok.md
        [b]: missing.md

        <p><img src="missing.png"> <a href="ok.md">fine</a></p>

        """
        let result = try broken(markdown, at: "README.md", in: files)
        #expect(result == [
            "4:1 missing.md: file not found: missing.md",
            "6:4 missing.png: file not found: missing.png",
        ])
    }

    @Test func scopesAndExclusions() throws {
        let files = try LinkTestFiles()
        defer { files.remove() }
        try files.write("a.md", "# A\n")
        let markdown = "[x](#nope) [y](a.md#nope) [z](gone.md) [w](generated/out.md)\n"
        let onlyFiles = LocalLinkChecker(scope: .files)
        #expect(try broken(markdown, at: "README.md", in: files, checker: onlyFiles).count == 2)
        let noSameFile = LocalLinkChecker(scope: [.files, .otherFileFragments])
        #expect(try broken(markdown, at: "README.md", in: files, checker: noSameFile).count == 3)
        let excluding = LocalLinkChecker(exclusions: try LinkExclusions(["^generated/", "gone"]))
        #expect(try broken(markdown, at: "README.md", in: files, checker: excluding).count == 2)
    }

    @Test func standardInputResolvesFromTheCurrentDirectory() throws {
        let files = try LinkTestFiles()
        defer { files.remove() }
        try files.write("present.md")
        let document = Document(parsing: "[a](present.md) [b](absent.md)\n")
        let broken = LocalLinkChecker().check(document, origin: LinkOrigin(currentDirectory: files.root))
        #expect(broken.map(\.target) == ["absent.md"])
    }
}
