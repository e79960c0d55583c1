import MarkdownSyntax
import Testing

/// Every CommonMark 0.31.2 example, and every GFM example of an extension in force,
/// renders exactly as the spec says.
@Suite(.enabled(if: SpecFixtures.isAvailable || SpecFixtures.isRequired,
                "spec fixtures not found (set MDTOOL_SPEC_DIR or MDTOOL_REQUIRE_SPEC=1)"))
struct SpecConformanceTests {
    @Test func fixturesArePresentAndComplete() throws {
        try #require(SpecFixtures.isAvailable, "\(SpecFixtures.missingDescription)")
        #expect(SpecFixtures.commonMark.count == 652)
        #expect(SpecFixtures.gfm.count == 672)
        #expect(SpecFixtures.gfmExtensionNumbers.count == 22)
    }

    @Test("CommonMark example", arguments: SpecFixtures.commonMarkNumbers)
    func commonMarkExample(_ number: Int) throws {
        let example = try #require(SpecFixtures.commonMark[number])
        let document = Document(parsing: example.markdown, options: .commonMark)
        let html = HTMLRenderer(flavor: .commonMark).render(document)
        #expect(html == example.html, "example \(number) (\(example.section))\n\(example.markdown)")
    }

    @Test("GFM extension example", arguments: SpecFixtures.gfmExtensionNumbers)
    func gfmExtensionExample(_ number: Int) throws {
        let example = try #require(SpecFixtures.gfm[number])
        let document = Document(parsing: example.markdown, options: .gfm)
        let html = HTMLRenderer(flavor: .gfm).render(document)
        #expect(html == example.html,
                "example \(number) (\(example.extension ?? "core"): \(example.section))\n\(example.markdown)")
    }
}
