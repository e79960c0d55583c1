import MarkdownSyntax
import Testing
@testable import MarkdownLinks

/// `doc:` links in a DocC catalog resolve as `docc convert` resolves them (each expectation
/// below is what DocC 6.3 reported for the same catalog): pages by file name, case and all,
/// whitespace as dashes, wherever they are in the catalog; headings below the title, by
/// their text with punctuation optional. Symbol paths are left alone.
struct DocumentationLinkTests {
    private func broken(_ markdown: String, in files: LinkTestFiles) throws -> [String] {
        try files.write("Kit.docc/Kit.md", markdown)
        try files.write("Kit.docc/Getting Started.md", "# Getting Started\n\nText.\n")
        try files.write("Kit.docc/Sub Dir/Deep.md", "# Deep article\n\n## Second Part!\n\n## Foo - Bar\n\n## Third_Part\n")
        try files.write("Kit.docc/Tours/Tour.tutorial", "@Tutorials(name: \"Tour\") {\n}\n")
        let origin = LinkOrigin(file: files.path("Kit.docc/Kit.md"), currentDirectory: files.root)
        let document = Document(parsing: markdown, options: .docc)
        return LocalLinkChecker().check(document, origin: origin).map { "\($0.line) \($0.target): \($0.reason)" }
    }

    @Test func pagesResolveByFileName() throws {
        let files = try LinkTestFiles()
        defer { files.remove() }
        let markdown = """
            # Kit

            <doc:Getting-Started> <doc:Deep> <doc:Kit/Deep> <doc:/documentation/Kit/Deep> <doc:Kit> <doc:Tour>
            <doc:tutorials/Tour> <doc://com.example.Kit/documentation/Kit/Deep> [text](doc:Getting-Started)
            <doc:getting-started>
            <doc:Missing>
            <doc:Deep.md>
            [spaces](doc:Getting%20Started)
            <doc:Sloth/init(name:color:)> <doc:Other/Deep>
            <doc://com.example.Kit/documentation/Kit/Nope>

            """
        #expect(try broken(markdown, in: files) == [
            "5 doc:getting-started: no article or tutorial named getting-started in the documentation catalog",
            "6 doc:Missing: no article or tutorial named Missing in the documentation catalog",
            "7 doc:Deep.md: no article or tutorial named Deep.md in the documentation catalog",
            "8 doc:Getting%20Started: no article or tutorial named Getting%20Started in the documentation catalog",
            "10 doc://com.example.Kit/documentation/Kit/Nope: no article or tutorial named Nope in the documentation catalog",
        ])
    }

    @Test func headingsResolveByTheirTextWithPunctuationOptional() throws {
        let files = try LinkTestFiles()
        defer { files.remove() }
        let markdown = """
            # Kit

            ## Topics

            <doc:Deep#Second-Part> <doc:Deep#Second-Part!> <doc:Deep#Second--Part> <doc:Deep#Second-Part->
            <doc:Deep#Foo---Bar> <doc:Deep#Foo-Bar> <doc:Deep#Third_Part> <doc:Deep#ThirdPart> <doc:#Topics> <doc:Topics>
            <doc:Deep#second-part>
            <doc:Deep#SecondPart>
            <doc:Deep#FooBar>
            <doc:Deep#Deep-article>
            <doc:#Nowhere>

            """
        #expect(try broken(markdown, in: files) == [
            "7 doc:Deep#second-part: no anchor #second-part in Sub Dir/Deep.md (did you mean #Second-Part?)",
            "8 doc:Deep#SecondPart: no anchor #SecondPart in Sub Dir/Deep.md",
            "9 doc:Deep#FooBar: no anchor #FooBar in Sub Dir/Deep.md",
            "10 doc:Deep#Deep-article: no anchor #Deep-article in Sub Dir/Deep.md",
            "11 doc:#Nowhere: no anchor #Nowhere in this file",
        ])
    }

    @Test func outsideACatalogDocLinksAreNotChecked() throws {
        let files = try LinkTestFiles()
        defer { files.remove() }
        try files.write("README.md", "<doc:Missing>\n")
        let origin = LinkOrigin(file: files.path("README.md"), currentDirectory: files.root)
        #expect(LocalLinkChecker().check(Document(parsing: "<doc:Missing>\n", options: .docc), origin: origin).isEmpty)
    }

    @Test func definitionsAreCheckedAndOnlyDocCReadsTopics() throws {
        let files = try LinkTestFiles()
        defer { files.remove() }
        let markdown = "# Kit\n\n[tour][t] and [gone][g]\n\n[t]: doc:Getting-Started\n[g]: doc:Gone\n"
        #expect(try broken(markdown, in: files) == [
            "6 doc:Gone: no article or tutorial named Gone in the documentation catalog",
        ])
        let origin = LinkOrigin(file: files.path("Kit.docc/Kit.md"), currentDirectory: files.root)
        let gfm = Document(parsing: "<doc:Gone>\n", options: .gfm)
        #expect(LocalLinkChecker().check(gfm, origin: origin).isEmpty, "read as GFM, doc: is only a scheme")
    }

    @Test func resourceNamesDropAppearanceAndScaleVariants() {
        let names = ["hero~dark@2x.png", "hero@3x.png", "hero~light.png", "hero", "chart@home.svg", ".hidden"]
        #expect(names.map { ResourceName($0).key } == ["hero.png", "hero.png", "hero.png", "hero", "chart@home.svg", ".hidden"])
        #expect(ResourceName("hero~dark@2x.png").base == "hero")
    }
}
