import Foundation
import Testing
import TestSupport

/// Issue 15, item 5: the ignore comments people already have. `fmt` keeps Prettier's
/// regions as written; `lint` reads rumdl's comments as markdownlint's.
struct IgnoreCommentsCLITests {
    @Test func fmtKeepsPrettierIgnoredBlocksAndRegionsAsWritten() async throws {
        try await InProcessCLI.withRunner { cli in
            let text = """
                # Title

                <!-- prettier-ignore -->
                | a  |  b |
                |--|--|
                |  kept | as written |

                *  formatted

                <!-- prettier-ignore-start -->
                *  kept
                __too__
                <!-- prettier-ignore-end -->

                *  formatted __again__

                """
            try cli.write("a.md", text)
            #expect(await cli.run(["fmt", "--quiet"]).exitCode == 0)
            #expect(try cli.read("a.md") == """
                # Title

                <!-- prettier-ignore -->
                | a  |  b |
                |--|--|
                |  kept | as written |

                - formatted

                <!-- prettier-ignore-start -->
                *  kept
                __too__
                <!-- prettier-ignore-end -->

                - formatted **again**

                """)
        }
    }

    @Test func lintReadsRumdlCommentsAsMarkdownlints() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", """
                # Title

                <!-- rumdl-disable MD033 -->
                <b>inline html</b>
                <!-- rumdl-enable MD033 -->

                <b>reported</b>

                <i>not reported</i> <!-- rumdl-disable-line no-inline-html -->

                """)
            let result = await cli.run(["lint"])
            #expect(result.exitCode == 1)
            #expect(result.stdout == "a.md:7:1: MD033/no-inline-html Inline HTML [Element: b]\n", "\(result.stdout)")
        }
    }
}
