import Foundation
import Testing
import TestSupport

/// The commands on a DocC catalog, found by its place: `links` resolves `doc:` links
/// against the catalog's pages, `fmt` keeps the directives DocC reads.
struct DocCCatalogCLITests {
    @Test func linksResolvesDocLinksWithinTheCatalog() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.makeDirectory("Kit.docc/Guides")
            try cli.write("Kit.docc/Guides/Getting Started.md", "# Getting Started\n\n## First Steps\n")
            try cli.write("Kit.docc/Kit.md", "# Kit\n\n- <doc:Getting-Started>\n- <doc:Getting-Started#First-Steps>\n- <doc:Gone>\n")
            let result = await cli.run(["links", "--quiet", "Kit.docc/Kit.md"])
            #expect(result.exitCode == 1)
            #expect(result.stdout == "Kit.docc/Kit.md:5:3: doc:Gone — no article or tutorial named Gone in the documentation catalog\n")
        }
    }

    @Test func fmtKeepsDirectiveBodiesOfACatalog() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.makeDirectory("Kit.docc")
            let page = "# Kit\n\n@TabNavigator {\n    @Tab(\"Swift\") {\n        ```swift\n        let x = 1\n        ```\n    }\n}\n"
            try cli.write("Kit.docc/Kit.md", page)
            try cli.write("README.md", page)
            let result = await cli.run(["fmt", "Kit.docc/Kit.md", "README.md"])
            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(try cli.read("Kit.docc/Kit.md") == page)
            #expect(try cli.read("README.md") != page, "read as GFM the bodies are indented code")
        }
    }
}
