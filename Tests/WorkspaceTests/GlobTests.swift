import Testing
@testable import Workspace

struct GlobTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let pattern: String
        let path: String
        let matches: Bool
        init(_ pattern: String, _ path: String, _ matches: Bool) {
            self.pattern = pattern
            self.path = path
            self.matches = matches
        }
        var testDescription: String { "\(pattern) \(matches ? "~" : "!~") \(path)" }
    }

    static let anchoringCases: [Case] = [
        Case("*.md", "README.md", true),
        Case("*.md", "docs/guide/intro.md", true),
        Case("*.md", "README.markdown", false),
        Case("*.md", "docs", false),
        Case("CHANGELOG.md", "CHANGELOG.md", true),
        Case("CHANGELOG.md", "packages/core/CHANGELOG.md", true),
        Case("CHANGELOG.md", "CHANGELOG.md.bak", false),
        Case("docs/*.md", "docs/a.md", true),
        Case("docs/*.md", "docs/sub/a.md", false),
        Case("docs/*.md", "site/docs/a.md", false),
        Case("/README.md", "README.md", true),
        Case("/README.md", "docs/README.md", false),
        Case("./README.md", "README.md", true),
        Case("./README.md", "docs/README.md", false),
        Case("docs/*.md", "./docs//a.md", true),
        Case("*.md", ".hidden.md", true),
    ]

    static let globstarCases: [Case] = [
        Case("**/*.md", "a.md", true),
        Case("**/*.md", "a/b/c.md", true),
        Case("**/*.md", "a/b/c.txt", false),
        Case("docs/**", "docs", true),
        Case("docs/**", "docs/a.md", true),
        Case("docs/**", "docs/a/b/c.md", true),
        Case("docs/**", "docsx/a.md", false),
        Case("docs/**", "site/docs/a.md", false),
        Case("a/**/b", "a/b", true),
        Case("a/**/b", "a/x/b", true),
        Case("a/**/b", "a/x/y/b", true),
        Case("a/**/b", "a/x/y/c", false),
        Case("a/**/b", "x/a/b", false),
        Case("a/**/b/**/c.md", "a/b/c.md", true),
        Case("a/**/b/**/c.md", "a/1/b/2/3/c.md", true),
        Case("a/**/b/**/c.md", "a/1/2/c.md", false),
        Case("**/b/**", "a/b/c", true),
        Case("**", "any/depth/at/all.md", true),
        Case("a/**/**/b", "a/b", true),
        Case("a**b", "axyzb", true),
        Case("a/**b", "a/xb", true),
        Case("a/**b", "a/x/b", false),
    ]

    static let wildcardsCases: [Case] = [
        Case("?.md", "a.md", true),
        Case("?.md", "ab.md", false),
        Case("?.md", "é.md", true),
        Case("a?b", "a/b", false),
        Case("a*b", "a/b", false),
        Case("*", "a/b", true),
        Case("/*", "a/b", false),
        Case("[abc].md", "b.md", true),
        Case("[abc].md", "d.md", false),
        Case("[a-c]x", "bx", true),
        Case("[a-c]x", "dx", false),
        Case("[!a]x", "ax", false),
        Case("[!a]x", "bx", true),
        Case("[^a]x", "bx", true),
        Case("[]]x", "]x", true),
        Case("[!]]x", "]x", false),
        Case("[!]]x", "ax", true),
        Case("[a-]x", "-x", true),
        Case("[[:digit:]]*.md", "1-intro.md", true),
        Case("[[:digit:]]*.md", "intro.md", false),
        Case("[é-ë].md", "ê.md", true),
        Case("[{]x", "{x", true),
    ]

    static let bracesCases: [Case] = [
        Case("*.{md,markdown}", "a.markdown", true),
        Case("*.{md,markdown}", "docs/a.md", true),
        Case("*.{md,markdown}", "a.txt", false),
        Case("{docs,guides}/**/*.md", "guides/x/y.md", true),
        Case("{docs,guides}/**/*.md", "other/y.md", false),
        Case("a{b,c{d,e}}f", "abf", true),
        Case("a{b,c{d,e}}f", "acef", true),
        Case("a{b,c{d,e}}f", "acf", false),
        Case("x{,y}.md", "x.md", true),
        Case("x{,y}.md", "xy.md", true),
        Case("{README.md,docs/*.md}", "sub/README.md", true),
        Case("{README.md,docs/*.md}", "sub/docs/a.md", false),
        Case("a}b,c", "a}b,c", true),
    ]

    static let escapesCases: [Case] = [
        Case("\\*.md", "*.md", true),
        Case("\\*.md", "a.md", false),
        Case("a\\?", "a?", true),
        Case("a\\?", "ab", false),
        Case("\\{a,b\\}", "{a,b}", true),
        Case("\\{a,b\\}", "a", false),
        Case("[\\]]", "]", true),
        Case("\\[x]", "[x]", true),
        Case("\\[x]", "x", false),
    ]

    @Test(arguments: anchoringCases) func anchoring(_ test: Case) throws {
        #expect(try Glob(test.pattern).matches(test.path) == test.matches)
    }

    @Test(arguments: globstarCases) func globstar(_ test: Case) throws {
        #expect(try Glob(test.pattern).matches(test.path) == test.matches)
    }

    @Test(arguments: wildcardsCases) func wildcardsAndClasses(_ test: Case) throws {
        #expect(try Glob(test.pattern).matches(test.path) == test.matches)
    }

    @Test(arguments: bracesCases) func braces(_ test: Case) throws {
        #expect(try Glob(test.pattern).matches(test.path) == test.matches)
    }

    @Test(arguments: escapesCases) func escapes(_ test: Case) throws {
        #expect(try Glob(test.pattern).matches(test.path) == test.matches)
    }

    @Test func trailingSlashMatchesDirectoriesOnly() throws {
        let glob = try Glob("vendor/")
        #expect(glob.matches("vendor", isDirectory: true))
        #expect(glob.matches("third/party/vendor", isDirectory: true))
        #expect(!glob.matches("vendor", isDirectory: false))
        #expect(!glob.matches("vendor/a.md"))
    }

    @Test func patternsWithoutSegmentsMatchNothing() throws {
        for pattern in ["/", "./", ".", "//"] {
            let glob = try Glob(pattern)
            #expect(!glob.matches("a") && !glob.matches("a", isDirectory: true) && !glob.matches("a/b"))
        }
    }

    @Test func pathOrParentCoversEverythingInsideAMatchedDirectory() throws {
        #expect(try Glob("vendor/").matchesPathOrParent("vendor/lib/a.md"))
        #expect(try Glob("drafts").matchesPathOrParent("docs/drafts/2024/a.md"))
        #expect(try Glob("docs/drafts").matchesPathOrParent("docs/drafts/a.md"))
        #expect(try !Glob("docs/drafts").matchesPathOrParent("site/docs/drafts/a.md"))
        #expect(try !Glob("vendor/").matchesPathOrParent("vendor"))
        #expect(try Glob("*.md").matchesPathOrParent("a/b.md"))
        #expect(try !Glob("*.md").matchesPathOrParent(""))
    }

    @Test func equalityIsByPatternText() throws {
        #expect(try Glob("*.md") == Glob("*.md"))
        #expect(try Glob("*.md") != Glob("**/*.md"))
        #expect(try Set([Glob("a"), Glob("a"), Glob("b")]).count == 2)
        #expect(try Glob("docs/**").description == "docs/**")
    }

    struct Invalid: Sendable, CustomTestStringConvertible {
        let pattern: String
        let message: String
        var testDescription: String { pattern }
    }

    static let invalidCases: [Invalid] = [
        Invalid(pattern: "[abc", message: "unclosed '[' at character 1"),
        Invalid(pattern: "docs/[a-z", message: "unclosed '[' at character 6"),
        Invalid(pattern: "docs/{a,b", message: "unclosed '{' at character 6"),
        Invalid(pattern: "{a,{b,c}", message: "unclosed '{' at character 1"),
        Invalid(pattern: "{a,[}]", message: "unclosed '{' at character 1"),
        Invalid(pattern: "a\\", message: "trailing backslash at character 2"),
        Invalid(pattern: "[[:nope:]]", message: "unknown character class '[:nope:]' at character 2"),
        Invalid(pattern: "[z-a]", message: "reversed range in '[' at character 2"),
        Invalid(pattern: "x[ab\\z-a]", message: "reversed range in '[' at character 5"),
        Invalid(pattern: "", message: "empty pattern"),
        Invalid(pattern: String(repeating: "{a,b}", count: 11), message: "braces expand to more than 1024 alternatives"),
        Invalid(pattern: String(repeating: "{", count: 40), message: "braces nested more than 32 deep at character 33"),
    ]

    @Test(arguments: invalidCases) func invalidPatternsThrowAClearError(_ test: Invalid) {
        let error = #expect(throws: GlobError.self) { try Glob(test.pattern) }
        #expect(error?.message == test.message)
        #expect(error?.pattern == test.pattern)
        #expect(error?.description == "invalid glob pattern \"\(test.pattern)\": \(test.message)")
    }

    @Test func errorDescriptionStaysOnOneLine() {
        let error = #expect(throws: GlobError.self) { try Glob("a\n[") }
        #expect(error?.description.contains("\n") == false)
    }

    /// Backtracking matchers take exponential time here; these must finish at once. (No timing
    /// assertion: a regression shows up as a hung test.)
    @Test func pathologicalPatternsStayLinearish() throws {
        let name = String(repeating: "a", count: 5_000)
        #expect(try !Glob("*a*a*a*a*a*a*a*a*a*a*b").matches(name))
        #expect(try Glob("*a*a*a*a*a*a*a*a*a*a*").matches(name))
        let deep = Array(repeating: "a", count: 500).joined(separator: "/")
        #expect(try !Glob("**/a/**/a/**/a/**/a/**/a/**/b").matches(deep))
        #expect(try Glob("**/a/**/a/**/a/**/a/**/a/**").matches(deep))
        #expect(try !Glob("a/**/*a*a*a*a*b/**/a").matches(deep + "/" + name))
    }
}
