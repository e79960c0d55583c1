@testable import MarkdownLint
import MarkdownSyntax
import Testing

struct MD040Tests {
    @Test func reportsFencesWithoutLanguage() throws {
        let source = "```\ncode\n```\n\n~~~ \ncode\n~~~\n\n```js\ncode\n```\n"
        let findings = try LintTesting.lint(source, only: "MD040")
        #expect(findings.map(\.line) == [1, 5])
        #expect(findings.map(\.context) == ["```", "~~~ "])
        #expect(findings.map(\.column) == [1, 1])
        #expect(findings.allSatisfy { $0.fix == nil && $0.detail == nil })
    }

    @Test func indentedCodeIsNotChecked() throws {
        #expect(try LintTesting.lint("Text\n\n    code\n", only: "MD040").isEmpty)
    }

    @Test func insideContainers() throws {
        let findings = try LintTesting.lint("> - ```\n>   code\n>   ```\n", only: "MD040")
        #expect(findings.map(\.line) == [1] && findings.map(\.column) == [5])
        #expect(findings.first?.context == "```")
        #expect(try LintTesting.lint("- 😀\n\n  ```\n  x\n  ```\n", only: "MD040").map(\.column) == [3])
    }

    @Test func allowedLanguages() throws {
        let options = #"{"allowed_languages": ["bash", "json"]}"#
        let source = "```sh\necho\n```\n\n```bash\necho\n```\n\n```JSON\n{}\n```\n\n```\nx\n```\n"
        let findings = try LintTesting.lint(source, only: "MD040", options: options)
        #expect(findings.map(\.line) == [1, 9, 13])
        #expect(findings.map(\.detail) == [#""sh" is not allowed"#, #""JSON" is not allowed"#, nil])
        #expect(findings.map(\.column) == [4, 4, 1])
    }

    @Test func languageIsComparedAsWritten() throws {
        // The info word as written, with its escapes.
        let findings = try LintTesting.lint("```c\\+\\+\nx\n```\n", only: "MD040",
                                            options: #"{"allowed_languages": ["c++"]}"#)
        #expect(findings.map(\.detail) == [#""c\+\+" is not allowed"#])
    }

    @Test func languageOnly() throws {
        let options = #"{"language_only": true}"#
        let source = "```js title=\"a.js\"\nx\n```\n\n```js  \nx\n```\n\n~~~ {.python}\nx\n~~~\n"
        let findings = try LintTesting.lint(source, only: "MD040", options: options)
        #expect(findings.map(\.line) == [1])
        #expect(findings.first?.detail == #"Info string contains more than language: "```js title="a.js"""#)
        #expect(try LintTesting.lint(source, only: "MD040").isEmpty)
    }

    @Test func bothOptionsCanReportTheSameFence() throws {
        let options = #"{"language_only": true, "allowed_languages": ["ts"]}"#
        let findings = try LintTesting.lint("```js {1}\nx\n```\n", only: "MD040", options: options)
        #expect(findings.map(\.detail) == [#"Info string contains more than language: "```js {1}""#,
                                           #""js" is not allowed"#])
    }

    @Test func crlf() throws {
        let findings = try LintTesting.lint("Text\r\n\r\n```\r\nx\r\n```\r\n", only: "MD040")
        #expect(findings.map(\.line) == [3] && findings.first?.context == "```")
    }
}
