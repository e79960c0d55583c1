import Foundation
import Testing
import TestSupport

/// The commands on a DocC catalog, found by its place: `links` resolves `doc:` links
/// against the catalog's pages, `fmt` keeps the directives DocC reads, `lint` reads the
/// directives and runs the DocC rules there only.
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

    @Test func linksFindsResourcesByNameAnywhereInTheCatalog() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.makeDirectory("Kit.docc/Resources/Images")
            try cli.write("Kit.docc/Resources/Images/docc-hero~dark@2x.png", "png")
            try cli.write("Kit.docc/Resources/diagram.png", "png")
            try cli.write("Kit.docc/Resources/intro.mp4", "mp4")
            let page = """
                # Kit

                ![hero](docc-hero) ![light hero](docc-hero.png) ![diagram](diagram.png) ![diagram](diagram)
                ![gone](missing.png) ![other extension](diagram.jpg)

                @Image(source: "docc-hero", alt: "Hero")
                @Video(source: "intro.mp4", poster: "no-poster")

                """
            try cli.write("Kit.docc/Kit.md", page)
            try cli.write("README.md", "![hero](docc-hero)\n")
            let result = await cli.run(["links", "--quiet", "Kit.docc/Kit.md", "README.md"])
            #expect(result.exitCode == 1)
            #expect(result.stdout == """
                Kit.docc/Kit.md:4:1: missing.png — file not found: missing.png
                Kit.docc/Kit.md:4:22: diagram.jpg — file not found: diagram.jpg
                Kit.docc/Kit.md:7:38: no-poster — file not found: no-poster
                README.md:1:1: docc-hero — file not found: docc-hero

                """)
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

    @Test func lintReadsCatalogFilesAsDocC() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.makeDirectory("Kit.docc")
            let page = "# Kit\n\n@Row {\n    @Colum {\n        Text.\n    }\n}\n\n"
                + "@Image(source: \"a-picture-with-a-long-name.png\", alt: \"A sloth hanging from a tree branch at dusk\")\n"
            try cli.write("Kit.docc/Kit.md", page)
            try cli.write("README.md", page)
            let result = await cli.run(["lint", "--quiet", "Kit.docc/Kit.md", "README.md"])
            #expect(result.stdout.components(separatedBy: "\n").filter { !$0.isEmpty } == [
                "Kit.docc/Kit.md:4:5: MDT101/docc-known-directives DocC directives should be ones swift-docc knows "
                    + "[Unknown directive: @Colum; did you mean @Column?] [Context: \"@Colum\"]",
                "README.md:9:81: MD013/line-length Line length [Expected: 80; Actual: 99]",
            ])
            let forced = await cli.run(["lint", "--quiet", "--dialect", "gfm", "Kit.docc/Kit.md"])
            #expect(!forced.stdout.contains("MDT101") && forced.stdout.contains("MD013"))
        }
    }

    @Test func lintAsksForSymbolLinksToTheCatalogsSymbolPages() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.makeDirectory("Kit.docc/Symbols")
            try cli.write("Kit.docc/Symbols/Sloth.md", "# ``Kit/Sloth``\n\nA slow animal.\n")
            // The module's own page (`Kit`) is no symbol's.
            let page = "# ``Kit``\n\nUse `Sloth`, `Kit/Sloth`, ``Sloth``, `Tree` and `Kit`; [`Sloth`](doc:Sloth) is a link already.\n"
            try cli.write("Kit.docc/Kit.md", page)
            try cli.write("README.md", page)
            let result = await cli.run(["lint", "--quiet", "Kit.docc/Kit.md", "README.md"])
            #expect(result.stdout.components(separatedBy: "\n").filter { $0.contains("MDT106") }.map { $0.prefix { $0 != " " } } == [
                "Kit.docc/Kit.md:3:5:", "Kit.docc/Kit.md:3:14:",
            ])
            #expect(result.stdout.contains("``Kit/Sloth`` has a page in the catalog"))
            let safe = await cli.run(["lint", "--quiet", "--fix", "Kit.docc/Kit.md"])
            #expect(safe.exitCode == 1)
            #expect(try cli.read("Kit.docc/Kit.md") == page, "the fix changes the rendering, so --fix alone keeps it")
            let fixed = await cli.run(["lint", "--quiet", "--fix", "--unsafe-fixes", "Kit.docc/Kit.md"])
            #expect(fixed.stderr.isEmpty, "\(fixed.stderr)")
            #expect(try cli.read("Kit.docc/Kit.md")
                == "# ``Kit``\n\nUse ``Sloth``, ``Kit/Sloth``, ``Sloth``, `Tree` and `Kit`; [`Sloth`](doc:Sloth) is a link already.\n")
        }
    }
}
