import Foundation
import MarkdownSyntax
import Testing
import TestSupport

/// The README's "Library" example is this test's code: it compiles and runs here, and a
/// test keeps the README's copy identical.
struct ReadmeLibraryExampleTests {
    @Test func exampleRunsAndDoesWhatItsCommentsSay() {
        // README:begin
        let document = Document(parsing: "# Hello\n\nSee [the docs](https://example.com) ![logo](logo.png)\n")

        // Typed nodes and navigation.
        let heading = document.child(at: 0) as! Heading
        print(heading.level, heading.style, heading.range!)      // 1 atx 1:1..<1:8

        // Walkers visit the tree; implement only the methods you need.
        struct LinkCollector: MarkupWalker {
            var destinations: [String] = []
            mutating func visitLink(_ link: Link) {
                destinations.append(link.destination)
                descendInto(link)
            }
        }
        var collector = LinkCollector()
        collector.visit(document)
        print(collector.destinations)                             // ["https://example.com"]

        // Rewriters return new trees (nil deletes a node); unchanged subtrees are shared.
        struct ImageRemover: MarkupRewriter {
            mutating func visitImage(_ image: Image) -> (any Markup)? { nil }
        }
        var remover = ImageRemover()
        let textOnly = remover.rewrite(document)
        print(HTMLRenderer().render(textOnly))

        // Documents can be built in code, too.
        let built = Document {
            Heading(level: 1) { "Release notes" }
            Paragraph { "Now with "; Strong { "footnotes" }; "." }
        }
        print(TreeDumper.dump(built))
        // README:end

        #expect(heading.level == 1 && heading.style == .atx)
        #expect("\(heading.range!)" == "1:1..<1:8")
        #expect(collector.destinations == ["https://example.com"])
        #expect(HTMLRenderer().render(textOnly) == "<h1>Hello</h1>\n<p>See <a href=\"https://example.com\">the docs</a> </p>\n")
        #expect(HTMLRenderer().render(built) == "<h1>Release notes</h1>\n<p>Now with <strong>footnotes</strong>.</p>\n")
    }

    @Test func readmeShowsThisCode() throws {
        let root = RepositoryRoot.url
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let library = try #require(readme.components(separatedBy: "\n## Library\n").last)
        let block = try #require(library.components(separatedBy: "```swift\nimport MarkdownSyntax\n\n").dropFirst().first?
            .components(separatedBy: "\n```\n").first)
        let source = try String(contentsOf: root.appendingPathComponent("Tests/MarkdownSyntaxTests/ReadmeLibraryExampleTests.swift"),
                                encoding: .utf8)
        let region = try #require(source.components(separatedBy: "// README:begin\n").last?.components(separatedBy: "\n        // README:end").first)
        let dedented = region.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("        ") ? $0.dropFirst(8) : $0 }.joined(separator: "\n")
        #expect(block == dedented)
    }
}
