import Foundation
@testable import MarkdownLanguageServer
import MarkdownLint
import MarkdownSyntax
import TestSupport
import Testing

/// A diagnostic's LSP range is taken from the line and UTF-16 columns the linter worked out;
/// it must be the range counted from the finding's bytes, as every other request counts.
@Suite struct DiagnosticTextTests {
    /// Text where line and column counting can go wrong: every kind of line ending,
    /// characters of one to four UTF-8 bytes (a surrogate pair in UTF-16), tabs, long lines
    /// with many findings, trailing spaces at the end of the text.
    static let tricky = [
        "#Heading😀\r\n\r\n\r\n* item\twith tab   \r- other 😀😀 http://example.com  \r\r```\ncode\n```\n",
        "Ünïcödé ✓ line " + String(repeating: "é😀 ", count: 60) + "\n\n\n\n# T\n## T\n#### Skip\n<b>html</b>  ",
        "> quote\n>\n>  two  spaces\n\n1. one\n1. two\n3. three\n\n[link]( http://x.y )\n[^note]\n",
        "| a | b |\n|---|---|\n| 😀 | é |\n|x|\n\n***\n---\n___\n\tindented\n\n*emph* __strong__ ` code `",
    ]

    static func compare(_ text: String, options: ParseOptions = .gfm) throws -> Int {
        let document = TextDocument(uri: "file:///t.md", languageID: "markdown", version: 1, text: text, encoding: .utf16)
        let findings = try Linter().lint(document.source, path: "t.md", options: options)
        for finding in findings {
            #expect(DiagnosticText.range(of: finding, in: document) == document.range(of: finding.range),
                    "\(finding.ruleID) at \(finding.range)")
        }
        return findings.count
    }

    @Test(arguments: tricky) func rangesAreThoseOfTheFindingsBytes(text: String) throws {
        #expect(try Self.compare(text) > 0)
    }

    @Test func byteOrderMarkAndUTF8PositionsCountFromTheBytes() throws {
        let text = "\u{FEFF}#Title  \n\ntext"
        let bom = TextDocument(uri: "file:///t.md", languageID: "markdown", version: 1, text: text, encoding: .utf16)
        let utf8 = TextDocument(uri: "file:///t.md", languageID: "markdown", version: 1, text: text, encoding: .utf8)
        let findings = try Linter().lint(bom.source, path: "t.md")
        #expect(!findings.isEmpty)
        for finding in findings {
            #expect(DiagnosticText.range(of: finding, in: bom) == bom.range(of: finding.range))
            #expect(DiagnosticText.range(of: finding, in: utf8) == utf8.range(of: finding.range))
        }
    }

    @Test(.enabled(if: !CorpusFiles.tested.isEmpty, "the corpus (../shared/corpus or MDTOOL_CORPUS_DIR) is absent"))
    func rangesOfTheCorpusFindings() throws {
        var findings = 0
        for file in CorpusFiles.tested {
            findings += try Self.compare(String(decoding: file.bytes(), as: UTF8.self), options: file.parseOptions)
        }
        #expect(findings > 0)
    }
}
