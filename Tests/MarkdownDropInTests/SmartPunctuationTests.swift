import Markdown
import Testing

/// `.smartPunctuation` does what cmark's smart mode (swift-markdown's default) does; the
/// expected texts are `cmark-gfm --smart`'s output for each input.
struct SmartPunctuationTests {
    @Test(arguments: [
        ("\"Hello,\" she said.", "“Hello,” she said."),
        ("It's Bob's 'quote' here.", "It’s Bob’s ‘quote’ here."),
        ("a -- b --- c ----- d - e", "a – b — c —– d - e"),
        ("Wait...", "Wait…"),
        ("\"*emph*\"", "“emph”"),
        ("'tis the 80's", "‘tis the 80’s"),
        ("\\\"not\\\" curly", "\"not\" curly"),
        ("&quot;entity&quot; stays", "\"entity\" stays"),
        ("\"a\" \"b\"", "“a” “b”"),
        ("x'", "x’"),
        ("He said \"she said 'hi'\"", "He said “she said ‘hi’”"),
        ("[link](x) \"end\"", "link “end”"),
    ])
    func matchesCmarkSmartMode(input: String, expected: String) throws {
        let document = Document(parsing: input, options: .smartPunctuation)
        let paragraph = try #require(document.child(at: 0) as? Paragraph)
        #expect(paragraph.plainText == expected)
    }

    @Test func offUnlessAskedFor() throws {
        let document = Document(parsing: "\"It's\" -- here...")
        let paragraph = try #require(document.child(at: 0) as? Paragraph)
        #expect(paragraph.plainText == "\"It's\" -- here...")
    }

    @Test func codeAndLinkDestinationsAreNotTouched() throws {
        let document = Document(parsing: "`\"code\"` and [a](https://x.example/a--b \"t...\")", options: .smartPunctuation)
        let code = try #require(document.child(through: 0, 0) as? InlineCode)
        let link = try #require(document.child(through: 0, 2) as? Link)
        #expect(code.code == "\"code\"")
        #expect(link.destination == "https://x.example/a--b")
        #expect(link.title == "t...")
    }
}
