@testable import MarkdownSyntax
import Testing

/// A code block whose lines are written one after the other, each ending in a line feed,
/// keeps its code as a range of the source; any other keeps a string of its own. Either
/// way the code is the same. So does a code span.
struct CodeBlockContentTests {
    @Test(arguments: [
        ("```swift\nlet a = 1\n\nlet b = 2\n```\n", "let a = 1\n\nlet b = 2\n", true),
        ("    indented\n    code\n", "indented\ncode\n", false),
        ("~~~\nno closing fence\n", "no closing fence\n", true),
        ("```\n```\n", "", false),
        ("```\ncode at the end without a line feed", "code at the end without a line feed\n", false),
        ("```\ncrlf\r\nlines\r\n```\r\n", "crlf\nlines\n", false),
        ("- ```\n  one line in a list\n  ```\n", "one line in a list\n", true),
        ("- ```\n  two lines\n  in a list\n  ```\n", "two lines\nin a list\n", false),
        ("> ```\n> quoted\n> ```\n", "quoted\n", true),
        ("  ```\n  indented fence\n   more\n  ```\n", "indented fence\n more\n", false),
        ("\tcode after a tab\n", "code after a tab\n", true),
        ("- foo\n\n\t\tbar\n", "  bar\n", false),
        ("```\nnul \u{0} here\n```\n", "nul \u{FFFD} here\n", false),
    ])
    func codeIsTheSameWhereverItIsKept(text: String, code: String, fromSource: Bool) throws {
        let block = try #require(Document(parsing: text).descendants(ofType: CodeBlock.self).first)
        #expect(block.code == code)
        guard case .codeBlock(let info) = block.raw.kind else { Issue.record("not a code block"); return }
        #expect(info.content.isSource == fromSource)
    }

    /// A code span's text stays a range of the source when it is written as it reads: no
    /// line ending to turn into a space (inside a block quote, the next line's `>` too), no
    /// NUL. Either way it reads the same.
    @Test(arguments: [
        ("`a  b`", "a  b", true),
        ("`` ` x ` ``", "` x `", true),
        ("` `", " ", true),
        ("`a\nb`", "a b", false),
        ("> `a\n> b`", "a b", false),
        ("`a\u{0}b`", "a\u{FFFD}b", false),
    ])
    func codeIsASourceRangeWhenVerbatim(_ markdown: String, _ code: String, _ fromSource: Bool) throws {
        let span = try #require(Document(parsing: markdown).nodes(of: InlineCode.self).first)
        #expect(span.code == code)
        guard case .inlineCode(let content, _) = span.raw.kind else { Issue.record("not a code span"); return }
        #expect(content.isSource == fromSource)
    }
}

extension TextContent {
    fileprivate var isSource: Bool {
        if case .source = self { return true }
        return false
    }
}

