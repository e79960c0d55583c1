import MarkdownSyntax
import TestSupport
import Testing

/// Every CommonMark 0.31.2 example, and every GFM example of an extension in force,
/// renders exactly as the spec says.
@Suite(.enabled(if: SpecExampleFiles.isAvailable || SpecExampleFiles.isRequired,
                "spec fixtures not found (set MDTOOL_SPEC_DIR or MDTOOL_REQUIRE_SPEC=1)"))
struct SpecConformanceTests {
    @Test func fixturesArePresentAndComplete() throws {
        try #require(SpecExampleFiles.isAvailable, "\(SpecExampleFiles.missingDescription)")
        #expect(SpecExampleFiles.commonMark.count == 652)
        #expect(SpecExampleFiles.gfm.count == 670, "672 GFM examples, 2 of them disabled")
        #expect(SpecExampleFiles.gfmExtensions.count == 22)
    }

    @Test("CommonMark example", arguments: SpecExampleFiles.commonMark)
    func commonMarkExample(_ example: SpecExampleFiles.Example) throws {
        let document = Document(parsing: example.markdown, options: .commonMark)
        let html = HTMLRenderer(flavor: .commonMark).render(document)
        #expect(html == example.html, "\(example) (\(example.section))\n\(example.markdown)")
    }

    @Test("GFM extension example", arguments: SpecExampleFiles.gfmExtensions)
    func gfmExtensionExample(_ example: SpecExampleFiles.Example) throws {
        let document = Document(parsing: example.markdown, options: .gfm)
        let html = HTMLRenderer(flavor: .gfm).render(document)
        #expect(html == example.html,
                "\(example) (\(example.extensionName ?? "core"): \(example.section))\n\(example.markdown)")
    }
}
