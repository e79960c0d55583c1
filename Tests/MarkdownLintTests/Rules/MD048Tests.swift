@testable import MarkdownLint
import MarkdownSyntax
import Testing

struct MD048Tests {
    private func html(_ text: String) -> String { HTMLRenderer().render(Document(parsing: text)) }

    private static let tilde = #"{"style": "tilde"}"#
    private static let backtick = #"{"style": "backtick"}"#

    /// Fixes with safe fixes only, checks that the rendering did not change and that nothing
    /// fixable is left, and returns the result.
    private func safeFix(_ source: String, _ options: String = "") throws -> String {
        let fixed = try LintTesting.fix(source, only: "MD048", options: options, unsafe: false)
        #expect(html(fixed) == html(source), "rendering changed:\n\(source)\n->\n\(fixed)")
        #expect(try LintTesting.lint(fixed, only: "MD048", options: options).allSatisfy { $0.fix == nil })
        return fixed
    }

    @Test func consistentFollowsTheFirstFence() throws {
        let source = "```ruby\na\n```\n\n~~~ruby\nb\n~~~\n\n    indented\n\n~~~\nc\n~~~\n"
        let findings = try LintTesting.lint(source, only: "MD048")
        #expect(findings.map(\.line) == [5, 11])
        #expect(findings.map(\.detail) == ["Expected: backtick; Actual: tilde", "Expected: backtick; Actual: tilde"])
        #expect(findings.allSatisfy { $0.fix?.applicability == .safe })
        #expect(try safeFix(source) == "```ruby\na\n```\n\n```ruby\nb\n```\n\n    indented\n\n```\nc\n```\n")
    }

    @Test func fixedStyles() throws {
        let source = "~~~\na\n~~~\n\n```\nb\n```\n"
        #expect(try LintTesting.lint(source, only: "MD048", options: Self.tilde).map(\.line) == [5])
        #expect(try LintTesting.lint(source, only: "MD048", options: Self.backtick).map(\.line) == [1])
        #expect(try safeFix(source, Self.tilde) == "~~~\na\n~~~\n\n~~~\nb\n~~~\n")
        #expect(try safeFix(source, Self.backtick) == "```\na\n```\n\n```\nb\n```\n")
    }

    @Test func lengthsAreKeptOrGrown() throws {
        // A longer closing fence stays longer.
        #expect(try safeFix("~~~~\na\n~~~~~~\n", Self.backtick) == "````\na\n``````\n")
        // Lines of the code that would close the new fence make it longer.
        #expect(try safeFix("```\n~~~\n  ~~~~~  \n```\n", Self.tilde) == "~~~~~~\n~~~\n  ~~~~~  \n~~~~~~\n")
        // Runs with other text after them cannot close a fence.
        #expect(try safeFix("```\n~~~ x\n```\n", Self.tilde) == "~~~\n~~~ x\n~~~\n")
    }

    @Test func infoStringIsKept() throws {
        #expect(try safeFix("~~~ js {1,3} title=\"a\"\nx\n~~~\n", Self.backtick)
            == "``` js {1,3} title=\"a\"\nx\n```\n")
        // A backtick in the info string cannot follow a backtick fence: no fix.
        let source = "~~~ a`b\nx\n~~~\n"
        let findings = try LintTesting.lint(source, only: "MD048", options: Self.backtick)
        #expect(findings.count == 1 && findings.first?.fix == nil)
    }

    @Test func containersAndUnclosedFences() throws {
        #expect(try safeFix("> ~~~\n> a\n> ~~~\n", Self.backtick) == "> ```\n> a\n> ```\n")
        #expect(try safeFix("- ~~~\n  a\n  ~~~\n", Self.backtick) == "- ```\n  a\n  ```\n")
        #expect(try safeFix("Text\n\n  ~~~\n  a\n", Self.backtick) == "Text\n\n  ```\n  a\n")
        // An unclosed block whose code has a closing-fence line of the new character.
        #expect(try safeFix("~~~\n```\n", Self.backtick) == "````\n```\n")
    }

    @Test func columnsAndContext() throws {
        let findings = try LintTesting.lint("- 😀\n\n  ~~~\n  a\n  ~~~\n", only: "MD048", options: Self.backtick)
        #expect(findings.map(\.line) == [3] && findings.map(\.column) == [3])
    }

    @Test func crlf() throws {
        #expect(try safeFix("~~~\r\na\r\n~~~\r\n", Self.backtick) == "```\r\na\r\n```\r\n")
    }
}
