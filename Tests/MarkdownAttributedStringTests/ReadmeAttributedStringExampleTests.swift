import Foundation
import FoundationEssentials
import MarkdownAttributedString
import Testing
import TestSupport

/// The README's "AttributedString" example for Linux is this test's code: it compiles and
/// runs here, and a test keeps the README's copy identical.
struct ReadmeAttributedStringExampleTests {
    @Test func exampleRunsAndDoesWhatItsCommentsSay() throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        // README:begin
        let text = AttributedString(parsingMarkdown: """
            # Release 2.0

            - [x] Fast *and* safe
            - See [the notes](https://example.com/notes)
            """)

        // Runs grouped into blocks, each with the blocks around it (outermost first).
        for block in text.markdownBlocks {
            let path = block.intent.components.map { "\($0.kind)" }.joined(separator: " > ")
            print(path, "|", String(block.content.characters))
        }
        // heading(level: 1) | Release 2.0
        // unorderedList > taskItem(ordinal: 1, isChecked: true) > paragraph | Fast and safe
        // unorderedList > listItem(ordinal: 2) > paragraph | See the notes

        // Each run knows its inline markup, link and where it was written.
        for run in text.runs where run.link != nil || run.markdownInlineIntent != nil {
            print(text[run.range].characters.count, run.markdownInlineIntent?.rawValue ?? 0,
                  run.link?.absoluteString ?? "-", run.markdownSourceRange!)
        }
        // 3 1 - 3:13..<3:16
        // 9 0 https://example.com/notes 4:8..<4:17

        // Labels and commit titles: inline syntax only, block markers stay text.
        let title = AttributedString(parsingMarkdown: "# Fix `parse()` for - lists",
                                     options: .init(interpretedSyntax: .inlineOnly))
        print(String(title.characters), title.markdownBlocks.count)
        // # Fix parse() for - lists 1
        // README:end

        #expect(printed == [
            "heading(level: 1) | Release 2.0",
            "unorderedList > taskItem(ordinal: 1, isChecked: true) > paragraph | Fast and safe",
            "unorderedList > listItem(ordinal: 2) > paragraph | See the notes",
            "3 1 - 3:13..<3:16",
            "9 0 https://example.com/notes 4:8..<4:17",
            "# Fix parse() for - lists 1",
        ])
    }

    @Test func readmeShowsThisCode() throws {
        let root = RepositoryRoot.url
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n## AttributedString\n").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```swift\nimport FoundationEssentials\nimport MarkdownAttributedString\n\n")
            .dropFirst().first?.components(separatedBy: "\n```\n").first)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let region = try #require(source.components(separatedBy: "// README:begin\n").last?
            .components(separatedBy: "\n        // README:end").first)
        let dedented = region.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("        ") ? $0.dropFirst(8) : $0 }.joined(separator: "\n")
        #expect(block == dedented)
    }
}
