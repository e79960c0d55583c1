import Testing
import TestSupport

/// Issue 13: in an MkDocs site, attribute-list ids (`## Install { #setup }`, `[](){ #here }`)
/// are the anchors `mdtool links`, MDT001 and MD051 check fragments against, within a page
/// and across pages, the slug of a heading with an id being gone (as Python-Markdown's toc
/// extension renders it).
struct MkDocsAnchorsCLITests {
    static let guide = """
    # Guide

    ## Install { #setup }

    [](){ #here }
    Text with an anchor before it.

    """

    static let index = """
    # Home

    ## Usage { #use }

    See [setup](guide.md#setup), [here](guide.md#here) and [use](#use).
    The slugs are gone: [install](guide.md#install), [usage](#usage).

    """

    private func writeSite(_ cli: InProcessCLI) throws {
        try cli.makeDirectory("site/docs")
        try cli.write("site/mkdocs.yml", "site_name: Test\n")
        try cli.write("site/docs/guide.md", Self.guide)
        try cli.write("site/docs/index.md", Self.index)
    }

    @Test func linksChecksFragmentsAgainstAttributeListIDs() async throws {
        try await InProcessCLI.withRunner { cli in
            try writeSite(cli)
            let result = await cli.run(["links", "site/docs"])
            #expect(result.exitCode == 1)
            #expect(result.stdout == """
                site/docs/index.md:6:21: guide.md#install — no anchor #install in guide.md
                site/docs/index.md:6:50: #usage — no anchor #usage in this file

                """, "\(result.stdout)\(result.stderr)")
        }
    }

    @Test func lintChecksThemAsMDT001AndMD051() async throws {
        try await InProcessCLI.withRunner { cli in
            try writeSite(cli)
            try cli.write("site/.mdtool.yml", "rules:\n  default: false\n  MDT001: true\n  MD051: true\n")
            let result = await cli.run(["lint", "--quiet", "--output-format", "github", "site/docs"])
            #expect(result.exitCode == 1)
            let lines = result.stdout.split(separator: "\n")
            #expect(lines.count == 2, "\(result.stdout)\(result.stderr)")
            #expect(lines.contains { $0.contains("file=site/docs/index.md,line=6,col=21") && $0.contains("MDT001") })
            #expect(lines.contains { $0.contains("file=site/docs/index.md,line=6,col=50") && $0.contains("MD051") })
        }
    }

    @Test func withTheIDsRemovedTheSlugsAreAnchorsAgain() async throws {
        try await InProcessCLI.withRunner { cli in
            try writeSite(cli)
            try cli.write("site/docs/guide.md", "# Guide\n\n## Install\n")
            try cli.write("site/docs/index.md", "# Home\n\n## Usage\n\n[install](guide.md#install), [usage](#usage).\n")
            let result = await cli.run(["links", "site/docs"])
            #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
        }
    }
}
