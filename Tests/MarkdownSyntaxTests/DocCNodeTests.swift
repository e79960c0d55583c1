import MarkdownSyntax
import Testing

/// The DocC nodes as a library user meets them: built in code, read from a parse, rewritten.
struct DocCNodeTests {
    @Test func directivesBuiltInCodeDumpAndRender() {
        let document = Document([
            BlockDirective(name: "Row") {
                BlockDirective(name: "Column", arguments: [DirectiveArgument(name: "size", value: "2")]) {
                    Paragraph(Text("Hi"), SymbolLink(destination: "Kit/Type"))
                }
            },
            BlockDirective(name: "Image", arguments: [DirectiveArgument(value: "a b.png")], []),
        ], options: .docc)
        #expect(TreeDumper.dump(document) == """
            Document
            ├─ BlockDirective name: "Row"
            │  └─ BlockDirective name: "Column" arguments: [size: "2"]
            │     └─ Paragraph
            │        ├─ Text "Hi"
            │        └─ SymbolLink destination: "Kit/Type"
            └─ BlockDirective name: "Image" arguments: ["a b.png"] no body
            """)
        #expect(HTMLRenderer().render(document) == """
            <div class="directive" data-name="Row">
            <div class="directive" data-name="Column" data-arguments="size: 2">
            <p>Hi<a class="symbol-link" href="doc:Kit/Type"><code>Kit/Type</code></a></p>
            </div>
            </div>
            <div class="directive" data-name="Image" data-arguments="&quot;a b.png&quot;">
            </div>

            """)
    }

    @Test func parsedDirectivesExposeTheirSyntax() throws {
        let text = "@Tab(\"Swift\", extra: x y) {\n    Body.\n} trailing\n"
        let document = Document(parsing: text, options: .docc)
        let directive = try #require(document.child(at: 0) as? BlockDirective)
        #expect(directive.name == "Tab")
        #expect(directive.arguments.map(\.name) == ["", "extra"])
        #expect(directive.arguments.map(\.value) == ["Swift", "x"])
        #expect(directive.argumentSegments.map(\.text) == ["\"Swift\", extra: x y"])
        #expect(directive.argumentProblems == [DirectiveArgumentProblem(.missingColon, byteOffset: 24)])
        #expect(directive.hasBody && directive.isClosed)
        let bytes = Array(text.utf8)
        #expect(directive.openingByteRange.map { String(decoding: bytes[$0], as: UTF8.self) } == "@Tab(\"Swift\", extra: x y) {")
        #expect(directive.closingByteRange.map { String(decoding: bytes[$0], as: UTF8.self) } == "} trailing")
    }

    @Test func settingArgumentsRewritesTheText() throws {
        var directive = try #require(Document(parsing: "@Image(source: a.png)\n", options: .docc).child(at: 0) as? BlockDirective)
        directive.arguments = [DirectiveArgument(name: "source", value: "b.png"), DirectiveArgument(name: "alt", value: "A B")]
        #expect(directive.argumentSegments.map(\.text) == ["source: b.png, alt: \"A B\""])
        #expect(directive.openingByteRange == nil, "a changed directive is no longer the source's")
        #expect(DirectiveArgument.argumentText([DirectiveArgument(value: ""), DirectiveArgument(name: "k", value: "a:b")])
                == "\"\", k: \"a:b\"")
    }

    @Test func duplicateNamesAndMissingCommasAreProblems() throws {
        let directive = try #require(Document(parsing: "@D(a: 1 a: 2)\n", options: .docc).child(at: 0) as? BlockDirective)
        #expect(directive.argumentProblems.map(\.kind) == [.duplicateName("a"), .missingComma])
    }

    @Test func directiveSyntaxAnswersForLines() {
        #expect(DirectiveSyntax.opensDirective(Array("  @Row {".utf8)))
        #expect(DirectiveSyntax.opensDirective(Array("@x".utf8)))
        #expect(!DirectiveSyntax.opensDirective(Array("@ x".utf8)))
        #expect(!DirectiveSyntax.opensDirective(Array("@(x)".utf8)))
        #expect(!DirectiveSyntax.opensDirective(Array("\\@Row".utf8)))
        #expect(!DirectiveSyntax.opensDirective(Array("a @Row".utf8)))
        #expect(DirectiveSyntax.closesDirective(Array("\t} done".utf8)))
        #expect(!DirectiveSyntax.closesDirective(Array("x }".utf8)))
    }

    @Test func symbolLinksNeedTheDialectAndTwoBackticks() throws {
        let text = "``Kit`` and `code` and ```Three```\n"
        let docc = try #require(Document(parsing: text, options: .docc).child(at: 0))
        #expect(docc.children.map(\.kind) == [.symbolLink, .text, .inlineCode, .text, .symbolLink])
        #expect((docc.child(at: 4) as? SymbolLink)?.backtickCount == 3)
        let gfm = try #require(Document(parsing: text, options: .gfm).child(at: 0))
        #expect(!gfm.children.contains { $0.kind == .symbolLink })
        #expect(Document(parsing: "@Row {\n}\n", options: .gfm).child(at: 0) is Paragraph)
    }

    @Test func cellsSpanOnlyInDocC() throws {
        let text = "| a | b |\n| - | - |\n| wide ||\n"
        let cells = { (options: ParseOptions) -> [Table.Cell] in
            Document(parsing: text, options: options).descendants(ofType: Table.Cell.self)
        }
        #expect(cells(.docc).map { [$0.columnSpan, $0.rowSpan] } == [[1, 1], [1, 1], [2, 1], [0, 1]])
        #expect(cells(.gfm).map(\.columnSpan) == [1, 1, 1, 1])
        #expect(Table.Cell(columnSpan: 3, rowSpan: 2).columnSpan == 3)
    }

    @Test func docLinksAreTopicsOnlyInDocC() throws {
        let text = "<doc://com.example.Kit/documentation/Kit/Guide#Setup> [home](doc:Kit) [web](https://doc.example)\n"
        let links = Document(parsing: text, options: .docc).descendants(ofType: Link.self)
        #expect(links.map(\.topic) == [
            TopicReference(destination: "doc://com.example.Kit/documentation/Kit/Guide#Setup"),
            TopicReference(destination: "doc:Kit"), nil,
        ])
        let full = try #require(links.first?.topic)
        #expect([full.bundleIdentifier, full.path, full.fragment] == ["com.example.Kit", "/documentation/Kit/Guide", "Setup"])
        #expect(full.pathComponents == ["documentation", "Kit", "Guide"])
        #expect(Document(parsing: text, options: .gfm).descendants(ofType: Link.self).allSatisfy { $0.topic == nil })
        #expect(Link(destination: "doc:Kit", Text("built")).topic == nil, "outside a document no dialect reads it")
        #expect(TopicReference(destination: "https://example.com/doc:x") == nil)
    }

    @Test func thePreviewMarksTopicLinksInDocCOnly() {
        let text = "[guide](doc:Guide#Setup)\n"
        #expect(HTMLRenderer().render(Document(parsing: text, options: .docc))
            == "<p><a href=\"doc:Guide#Setup\" class=\"topic-link\" data-topic=\"Guide#Setup\">guide</a></p>\n")
        #expect(HTMLRenderer().render(Document(parsing: text, options: .gfm)) == "<p><a href=\"doc:Guide#Setup\">guide</a></p>\n")
    }
}
