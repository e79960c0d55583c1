import Testing
@testable import Workspace

struct GitIgnoreTests {
    /// A stack with one root `.gitignore` and optional nested ones, no file system involved.
    func stack(_ root: String, nested: [String: String] = [:]) -> GitIgnoreStack {
        var stack = GitIgnoreStack(root: "/nonexistent", readsInfoExclude: false)
        stack.push(GitIgnoreFile(contents: Array(root.utf8), directory: ""))
        for directory in nested.keys.sorted(by: { $0.count < $1.count }) {
            stack.push(GitIgnoreFile(contents: Array(nested[directory]!.utf8), directory: directory))
        }
        return stack
    }

    @Test func commentsAndBlankLinesAreSkipped() {
        // A line of spaces is blank once trailing spaces are trimmed.
        let file = GitIgnoreFile(contents: Array("# a comment\n\n   \n*.log\n#*.md\n \\ \n".utf8), directory: "")
        #expect(file.rules.map(\.pattern) == ["*.log", " \\ "])
        #expect(file.rules.map(\.line) == [4, 6])
        let ignore = stack("# a comment\n*.log\n")
        #expect(ignore.isIgnored(relativePath: "x.log", isDirectory: false))
        #expect(!ignore.isIgnored(relativePath: "# a comment", isDirectory: false))
        #expect(stack(" \\ \n").isIgnored(relativePath: "  ", isDirectory: false))
    }

    @Test func escapedHashAndBang() {
        let ignore = stack("\\#notes.md\n\\!important.md\n")
        #expect(ignore.isIgnored(relativePath: "#notes.md", isDirectory: false))
        #expect(ignore.isIgnored(relativePath: "!important.md", isDirectory: false))
        #expect(!ignore.isIgnored(relativePath: "important.md", isDirectory: false))
    }

    @Test func trailingSpacesAreTrimmedUnlessEscaped() {
        let ignore = stack("plain.md   \nspace\\ \n")
        #expect(ignore.isIgnored(relativePath: "plain.md", isDirectory: false))
        #expect(ignore.isIgnored(relativePath: "space ", isDirectory: false))
        #expect(!ignore.isIgnored(relativePath: "space", isDirectory: false))
    }

    @Test func crlfLineEndingsAndByteOrderMark() {
        let ignore = stack("\u{FEFF}a.md\r\nb.md\r\n")
        #expect(ignore.isIgnored(relativePath: "a.md", isDirectory: false))
        #expect(ignore.isIgnored(relativePath: "b.md", isDirectory: false))
    }

    @Test func negationReincludesAndTheLastMatchingRuleWins() {
        let ignore = stack("*.md\n!keep.md\n")
        #expect(ignore.isIgnored(relativePath: "a.md", isDirectory: false))
        #expect(!ignore.isIgnored(relativePath: "keep.md", isDirectory: false))
        #expect(!ignore.isIgnored(relativePath: "sub/keep.md", isDirectory: false))
        let reversed = stack("!keep.md\n*.md\n")
        #expect(reversed.isIgnored(relativePath: "keep.md", isDirectory: false))
    }

    @Test func directoryOnlyPatterns() {
        let ignore = stack("build/\n")
        #expect(ignore.isIgnored(relativePath: "build", isDirectory: true))
        #expect(!ignore.isIgnored(relativePath: "build", isDirectory: false))
        #expect(ignore.isIgnored(relativePath: "src/build", isDirectory: true))
        #expect(ignore.isIgnored(relativePath: "src/build/out.md", isDirectory: false))
        #expect(!ignore.isIgnored(relativePath: "build.md", isDirectory: false))
    }

    @Test func slashAnchorsThePattern() {
        let ignore = stack("/root.md\ndoc/*.md\nname.md\n")
        #expect(ignore.isIgnored(relativePath: "root.md", isDirectory: false))
        #expect(!ignore.isIgnored(relativePath: "sub/root.md", isDirectory: false))
        #expect(ignore.isIgnored(relativePath: "doc/a.md", isDirectory: false))
        #expect(!ignore.isIgnored(relativePath: "x/doc/a.md", isDirectory: false))
        #expect(!ignore.isIgnored(relativePath: "doc/sub/a.md", isDirectory: false))
        #expect(ignore.isIgnored(relativePath: "deep/down/name.md", isDirectory: false))
    }

    @Test func doubleAsteriskForms() {
        let ignore = stack("**/temp\nlogs/**\na/**/b\n")
        #expect(ignore.isIgnored(relativePath: "temp", isDirectory: true))
        #expect(ignore.isIgnored(relativePath: "x/y/temp", isDirectory: false))
        #expect(ignore.isIgnored(relativePath: "logs/a.md", isDirectory: false))
        #expect(ignore.isIgnored(relativePath: "logs/deep/a.md", isDirectory: false))
        #expect(!ignore.isIgnored(relativePath: "logs", isDirectory: true))
        #expect(ignore.isIgnored(relativePath: "a/b", isDirectory: false))
        #expect(ignore.isIgnored(relativePath: "a/x/y/b", isDirectory: false))
        #expect(!ignore.isIgnored(relativePath: "z/a/b", isDirectory: false))
    }

    @Test func bracesAreLiteralInGitIgnore() {
        let ignore = stack("{a,b}.md\n")
        #expect(ignore.isIgnored(relativePath: "{a,b}.md", isDirectory: false))
        #expect(!ignore.isIgnored(relativePath: "a.md", isDirectory: false))
    }

    @Test func aFileInsideAnExcludedDirectoryCannotBeReincluded() {
        let ignore = stack("logs/\n!logs/keep.md\n")
        #expect(ignore.isIgnored(relativePath: "logs/keep.md", isDirectory: false))
        // With `logs/**` only the contents are excluded, so re-including works.
        let contents = stack("logs/**\n!logs/keep.md\n")
        #expect(!contents.isIgnored(relativePath: "logs/keep.md", isDirectory: false))
        #expect(contents.isIgnored(relativePath: "logs/other.md", isDirectory: false))
    }

    /// The example from git's documentation: ignore everything except `foo/bar`.
    @Test func everythingExceptOneNestedDirectory() {
        let ignore = stack("/*\n!/foo\n/foo/*\n!/foo/bar\n")
        #expect(!ignore.isIgnored(relativePath: "foo/bar/x.md", isDirectory: false))
        #expect(ignore.isIgnored(relativePath: "foo/baz/x.md", isDirectory: false))
        #expect(ignore.isIgnored(relativePath: "foo/x.md", isDirectory: false))
        #expect(ignore.isIgnored(relativePath: "other/x.md", isDirectory: false))
        #expect(ignore.isIgnored(relativePath: "top.md", isDirectory: false))
    }

    @Test func nestedFilesOverrideShallowerOnesAndAreRelativeToTheirDirectory() {
        let ignore = stack("*.md\n", nested: ["sub": "!keep.md\n/local.txt\n"])
        #expect(!ignore.isIgnored(relativePath: "sub/keep.md", isDirectory: false))
        #expect(ignore.isIgnored(relativePath: "keep.md", isDirectory: false))
        #expect(ignore.isIgnored(relativePath: "sub/other.md", isDirectory: false))
        #expect(ignore.isIgnored(relativePath: "sub/local.txt", isDirectory: false))
        #expect(!ignore.isIgnored(relativePath: "local.txt", isDirectory: false))
        #expect(!ignore.isIgnored(relativePath: "sub/deeper/local.txt", isDirectory: false))
        #expect(!ignore.isIgnored(relativePath: "subway/local.txt", isDirectory: false))
    }

    @Test func ruleProperties() throws {
        let rule = try #require(GitIgnoreRule(line: "!/a/b/"))
        #expect(rule.isNegated && rule.isAnchored && rule.isDirectoryOnly)
        #expect(rule.pattern == "/a/b/")
        let plain = try #require(GitIgnoreRule(line: "name/"))
        #expect(!plain.isNegated && !plain.isAnchored && plain.isDirectoryOnly)
        #expect(plain.matches("x/name", isDirectory: true))
        #expect(GitIgnoreRule(line: "# comment") == nil)
        #expect(GitIgnoreRule(line: "") == nil)
        #expect(GitIgnoreRule(line: "!") == nil)
        #expect(GitIgnoreRule(line: "/") == nil)
        #expect(GitIgnoreRule(line: "[unclosed") == nil)
    }

    @Test func infoExcludeHasTheLowestPrecedence() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.file(".git/info/exclude", "secret.md\nprivate.md\n")
        try directory.file(".gitignore", "!private.md\n")
        var ignore = GitIgnoreStack(root: directory.path)
        #expect(ignore.files.count == 1)
        #expect(ignore.isIgnored(relativePath: "secret.md", isDirectory: false))
        #expect(ignore.isIgnored(relativePath: "private.md", isDirectory: false))
        let pushed = ignore.pushGitIgnore(inDirectory: "")
        #expect(pushed)
        #expect(!ignore.isIgnored(relativePath: "private.md", isDirectory: false))
        ignore.pop()
        #expect(ignore.isIgnored(relativePath: "private.md", isDirectory: false))
        ignore.pop()
        #expect(ignore.files.count == 1, "pop never removes .git/info/exclude")
        let pushedMissing = ignore.pushGitIgnore(inDirectory: "missing")
        #expect(!pushedMissing)
    }

    @Test func repositoryRootIsTheNearestAncestorWithGit() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.directory("repo/.git")
        try directory.directory("repo/a/b")
        try directory.file("repo/sub/.git", "gitdir: elsewhere\n")
        #expect(GitIgnoreStack.repositoryRoot(containing: directory.absolute("repo/a/b")) == directory.absolute("repo"))
        #expect(GitIgnoreStack.repositoryRoot(containing: directory.absolute("repo")) == directory.absolute("repo"))
        #expect(GitIgnoreStack.repositoryRoot(containing: directory.absolute("repo/sub")) == directory.absolute("repo/sub"))
    }
}
