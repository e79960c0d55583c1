#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import Workspace

struct FileDiscoveryTests {
    func discover(
        _ paths: [String] = [], in directory: TemporaryDirectory, cwd: String = "", filter: FileFilter = FileFilter()
    ) -> DiscoveryResult {
        FileDiscovery.discover(paths, filter: filter, currentDirectory: directory.absolute(cwd))
    }

    func names(_ result: DiscoveryResult) -> [String] {
        result.files.map(\.displayPath)
    }

    @Test func walksRecursivelyWithBothExtensionsSortedAndSkipsHiddenEntries() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for path in ["README.md", "b.markdown", "notes.txt", "docs/a.md", "docs/Z.MD", "docs-old.md",
                     ".hidden/x.md", ".dot.md", "docs/.cache/y.md", ".git/z.md", "Makefile"] {
            try directory.file(path)
        }
        let result = discover(in: directory)
        #expect(result.problems.isEmpty)
        #expect(names(result) == ["README.md", "b.markdown", "docs/Z.MD", "docs/a.md", "docs-old.md"])
        #expect(result.files.first?.absolutePath == directory.absolute("README.md"))
        // Named explicitly, a hidden directory is walked.
        #expect(names(discover([".hidden"], in: directory)) == [".hidden/x.md"])
    }

    @Test func customExtensions() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for path in ["a.md", "b.mdx", "c.txt", "noextension"] { try directory.file(path) }
        #expect(names(discover(in: directory, filter: FileFilter(extensions: [".MDX", "txt"]))) == ["b.mdx", "c.txt"])
        #expect(names(discover(in: directory, filter: FileFilter(extensions: []))) == ["a.md", "b.mdx", "c.txt", "noextension"])
    }

    @Test func respectsGitIgnoreFilesAlongTheWay() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.directory(".git")
        try directory.file(".gitignore", "build/\n*.draft.md\n")
        try directory.file("sub/.gitignore", "!y.draft.md\n/local.md\n")
        for path in ["keep.md", "build/a.md", "x.draft.md", "sub/y.draft.md", "sub/z.draft.md", "sub/local.md",
                     "sub/deeper/local.md"] {
            try directory.file(path)
        }
        #expect(names(discover(in: directory)) == ["keep.md", "sub/deeper/local.md", "sub/y.draft.md"])
        let everything = discover(in: directory, filter: FileFilter(respectsGitIgnore: false))
        #expect(names(everything).count == 7)
    }

    @Test func readsGitIgnoreFilesOfParentDirectoriesUpToTheRepositoryRoot() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.file(".gitignore", "*.md\n")  // above the repository: never read
        try directory.directory("repo/.git")
        try directory.file("repo/.gitignore", "private/\n")
        try directory.file("repo/docs/.gitignore", "*.tmp.md\n")
        try directory.file("repo/.git/info/exclude", "secret.md\n")
        for path in ["repo/docs/guide/a.md", "repo/docs/guide/private/b.md", "repo/docs/guide/c.tmp.md",
                     "repo/docs/guide/secret.md"] {
            try directory.file(path)
        }
        #expect(names(discover(["docs/guide"], in: directory, cwd: "repo")) == ["docs/guide/a.md"])
        #expect(names(discover(in: directory, cwd: "repo/docs/guide")) == ["a.md"])
    }

    @Test func outsideARepositoryOnlyGitIgnoreFilesInsideTheWalkApply() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.file(".gitignore", "skip.md\n")
        try directory.file("sub/.gitignore", "also.md\n")
        for path in ["sub/skip.md", "sub/also.md", "sub/keep.md"] { try directory.file(path) }
        #expect(names(discover(["sub"], in: directory)) == ["sub/keep.md", "sub/skip.md"])
        #expect(names(discover(in: directory)) == ["sub/keep.md"])
    }

    @Test func aNestedRepositoryHasItsOwnRules() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.directory(".git")
        try directory.file(".gitignore", "*.tmp.md\n")
        try directory.directory("vendor/lib/.git")
        try directory.file("vendor/lib/.gitignore", "generated.md\n")
        for path in ["a.tmp.md", "vendor/lib/b.tmp.md", "vendor/lib/generated.md", "vendor/lib/c.md"] {
            try directory.file(path)
        }
        #expect(names(discover(in: directory)) == ["vendor/lib/b.tmp.md", "vendor/lib/c.md"])
    }

    @Test func includeAndExcludeGlobsRelativeToTheBaseDirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for path in ["README.md", "docs/a.md", "docs/b.wip.md", "docs/drafts/c.md", "docs/sub/d.md", "other/e.md"] {
            try directory.file(path)
        }
        let filter = FileFilter(
            include: [try Glob("docs/**")],
            exclude: [try Glob("docs/drafts"), try Glob("*.wip.md")],
            baseDirectory: directory.path)
        #expect(names(discover(in: directory, filter: filter)) == ["docs/a.md", "docs/sub/d.md"])
        // Globs stay relative to the base directory, here given relative to the current one.
        let relative = FileFilter(exclude: [try Glob("/docs/a.md"), try Glob("/b.wip.md")], baseDirectory: "..")
        #expect(names(discover(in: directory, cwd: "docs", filter: relative)) == ["b.wip.md", "drafts/c.md", "sub/d.md"])
        // Walking from above the base: globs apply only to what is inside the base.
        let inner = FileFilter(include: [try Glob("sub/**")], exclude: [try Glob("d.md")], baseDirectory: "docs")
        try directory.file("docs/sub/e.md")
        #expect(names(discover(in: directory, filter: inner)) == ["README.md", "docs/sub/e.md", "other/e.md"])
        // An include list naming a directory takes everything (with the extensions) inside it.
        let byDirectory = FileFilter(include: [try Glob("docs/sub")], baseDirectory: directory.path)
        #expect(names(discover(in: directory, filter: byDirectory)) == ["docs/sub/d.md", "docs/sub/e.md"])
    }

    @Test func explicitFilesObeyIncludeAndExcludeButNotExtensionsOrGitIgnore() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.directory(".git")
        try directory.file(".gitignore", "ignored.md\n")
        for path in ["CHANGELOG.md", "notes.txt", "drafts/a.md", "ignored.md", "docs/b.md"] { try directory.file(path) }
        let filter = FileFilter(exclude: [try Glob("CHANGELOG.md"), try Glob("drafts/")], baseDirectory: directory.path)
        let result = discover(["CHANGELOG.md", "notes.txt", "drafts/a.md", "ignored.md", "drafts"], in: directory, filter: filter)
        #expect(result.problems.isEmpty)
        #expect(names(result) == ["ignored.md", "notes.txt"])
        let included = FileFilter(include: [try Glob("docs/*.md")], baseDirectory: directory.path)
        #expect(names(discover(["CHANGELOG.md", "docs/b.md"], in: directory, filter: included)) == ["docs/b.md"])
    }

    @Test func missingPathsAreReportedAndTheRestIsStillFound() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.file("a.md")
        try directory.link("dangling.md", to: "nowhere.md")
        try directory.link("loop-a.md", to: "loop-b.md")
        try directory.link("loop-b.md", to: "loop-a.md")
        let result = discover(["nope.md", "a.md", "missing/dir", "a.md/child", "dangling.md", "loop-a.md"], in: directory)
        #expect(names(result) == ["a.md"])
        #expect(result.problems == [
            .noSuchFile(path: "nope.md"), .noSuchFile(path: "missing/dir"), .noSuchFile(path: "a.md/child"),
            .noSuchFile(path: "dangling.md"), .unreadable(path: "loop-a.md", reason: "too many levels of symbolic links"),
        ])
        #expect(result.problems.first?.description == "nope.md: no such file or directory")
        #expect(result.problems.first?.path == "nope.md")
    }

    @Test func unreadableDirectoriesAreReportedNotFatal() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.file("a.md")
        try directory.file("locked/b.md")
        chmod(directory.absolute("locked"), 0o000)
        let result = withoutRootPrivileges { discover(in: directory) }
        #expect(names(result) == ["a.md"])
        #expect(result.problems == [.unreadable(path: "locked", reason: "permission denied")])
        #expect(result.problems.first?.description == "locked: permission denied")
    }

    @Test func symbolicLinkCyclesTerminateAndEachFileIsReportedOnce() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.file("a/x.md")
        try directory.link("a/loop", to: "..")
        try directory.link("a/self", to: ".")
        try directory.link("b", to: "a")
        try directory.link("c", to: "d")
        try directory.link("d", to: "c")
        let result = discover(in: directory)
        #expect(result.problems.isEmpty)
        #expect(names(result) == ["a/x.md"])
    }

    @Test func linksInsideTheProjectAreFollowedAndLinksOutOfItAreNot() throws {
        let outside = try TemporaryDirectory()
        let directory = try TemporaryDirectory()
        defer {
            outside.remove()
            directory.remove()
        }
        try outside.file("shared/guide.md")
        try outside.file("single.md")
        try directory.file("docs/a.md")
        try directory.file("book/chapter.md")
        try directory.link("alias.md", to: "docs/a.md")  // same file as docs/a.md: listed once
        try directory.link("0-alias.md", to: "docs/a.md")  // sorts first, still loses to the real path
        try directory.link("docs/book", to: "../book")  // inside the project: walked
        try directory.link("guide", to: outside.absolute("shared"))
        try directory.link("docs/single.md", to: outside.absolute("single.md"))
        let result = discover(in: directory)
        #expect(names(result) == ["book/chapter.md", "docs/a.md"])
        #expect(result.problems.isEmpty)
        #expect(result.skippedLinks == [
            SkippedLink(path: "guide", target: outside.absolute("shared")),
            SkippedLink(path: "docs/single.md", target: outside.absolute("single.md")),
        ])
        #expect(result.skippedLinks.first?.description == "guide: not followed: a symbolic link out of the project (to \(outside.path)/shared)")
        #expect(result.files.allSatisfy { $0.projectRoot == directory.path })
        // A linked directory reached only through a link inside the project is walked.
        try FileManager.default.removeItem(atPath: directory.absolute("book/chapter.md"))
        try directory.file("library/volume.md")
        try directory.link("docs/library", to: "../library")
        #expect(names(discover(["docs"], in: directory)) == ["docs/a.md", "docs/library/volume.md"])
        // Named explicitly, a path outside brings its own root: it is walked and may be written.
        let named = discover([outside.absolute("shared")], in: directory)
        #expect(names(named) == [outside.absolute("shared/guide.md")])
        #expect(named.files.first?.projectRoot == outside.absolute("shared"))
    }

    @Test func theProjectRootIsTheRepositoryOrTheCurrentDirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.file("repo/docs/a.md")
        try directory.directory("repo/.git")
        try directory.file("repo/README.md")
        try directory.link("repo/docs/readme.md", to: "../README.md")
        // From a subdirectory of a repository, links to anywhere in it are followed.
        let result = discover([], in: directory, cwd: "repo/docs")
        #expect(names(result) == ["a.md", "readme.md"])
        #expect(result.skippedLinks.isEmpty)
        #expect(result.files.first?.projectRoot == directory.absolute("repo"))
        #expect(ProjectRoot.of(namedPath: directory.absolute("elsewhere/x.md"), isDirectory: false,
                               currentDirectory: directory.absolute("repo")) == directory.absolute("elsewhere"))
        #expect(ProjectRoot.of(namedPath: directory.absolute("repo/docs"), isDirectory: true,
                               currentDirectory: directory.path) == directory.absolute("repo"))
    }

    @Test func namesThatAreNotUTF8AreReportedNotSkippedSilently() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.file("a.md")
        for name in [[0x62, 0xFF, 0x2E, 0x6D, 0x64], [0x64, 0xE9, 0x72], [0x78, 0xFE, 0x2E, 0x74, 0x78, 0x74], [0x2E, 0xFF]] as [[UInt8]] {
            let path = directory.path.utf8CString.dropLast().map(UInt8.init(bitPattern:)) + [0x2F] + name
            let cPath = path.map(CChar.init(bitPattern:)) + [0]
            if name == [0x64, 0xE9, 0x72] { #expect(mkdir(cPath, 0o755) == 0) } else { #expect(creat(cPath, 0o644) >= 0) }
        }
        let result = discover(in: directory)
        #expect(names(result) == ["a.md"])
        // A Markdown file and a directory; the text file and the hidden entry are not candidates.
        #expect(result.problems == [.invalidName(path: "b\\xFF.md"), .invalidName(path: "d\\xE9r")])
        #expect(result.problems.first?.description == "b\\xFF.md: skipped: the name is not valid UTF-8, which mdtool needs")
    }

    @Test func displayPathsFollowWhatTheUserTyped() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.file("project/docs/a.md")
        try directory.file("other/b.md")
        let result = discover(["../other", "./docs/", directory.absolute("project/docs/a.md"), directory.absolute("other")],
                              in: directory, cwd: "project")
        #expect(names(result) == ["../other/b.md", "docs/a.md"])
        #expect(result.files.map(\.absolutePath) == [directory.absolute("other/b.md"), directory.absolute("project/docs/a.md")])
        let absolute = discover([directory.absolute("other")], in: directory, cwd: "project")
        #expect(names(absolute) == [directory.absolute("other/b.md")])
    }

    @Test func duplicatesFromOverlappingArgumentsAreRemoved() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.file("README.md")
        try directory.file("docs/a.md")
        #expect(names(discover(["README.md", ".", "docs", "docs/a.md"], in: directory)) == ["README.md", "docs/a.md"])
    }

    @Test func manyFiles() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for folder in 0..<30 {
            for file in 0..<100 {
                try directory.file("d\(folder)/f\(file).md", "")
            }
            try directory.file("d\(folder)/skip.txt", "")
        }
        let result = discover(in: directory)
        #expect(result.files.count == 3_000)
        #expect(result.files == result.files.sorted())
        #expect(Set(result.files).count == 3_000)
    }

    @Test func sortingIsComponentWiseByBytes() {
        let files = ["docs-old.md", "docs/a.md", "B.md", "a.md", "docs/sub/z.md", "docs/é.md"]
            .map { DiscoveredFile(absolutePath: "/" + $0, displayPath: $0) }
        #expect(files.sorted().map(\.displayPath) == ["B.md", "a.md", "docs/a.md", "docs/sub/z.md", "docs/é.md", "docs-old.md"])
    }
}
