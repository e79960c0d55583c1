import MarkdownSyntax
import Testing
@testable import MarkdownTransforms

/// Heading normalization and list renumbering reach into DocC directive bodies, edit only
/// the markers, and keep the bodies' indentation (which DocC reads), code blocks and
/// directive lines byte for byte.
struct DocCTransformTests {
    static let catalogPage = """
        # Title

        @Row {
            @Column {
                ### Skipped

                3. one
                7. two
            }
            @Column {
                Setext
                ------

                1. a
                1. b
            }
        }

        @TabNavigator {
            @Tab("Swift") {
                ```swift
                1. not a list
                ```

                5) x
                9) y
            }
        }

        """

    @Test func headingsInsideDirectiveBodiesAreNormalized() {
        let result = transformed(Self.catalogPage, [HeadingNormalizer(levels: .increment, style: .atx)], options: .docc)
        #expect(result.text.contains("        ## Skipped\n"))
        #expect(result.text.contains("        ## Setext\n\n"))
        #expect(changedLines(Self.catalogPage, result.text) == [5, 11, 12])
    }

    @Test func listsInsideDirectiveBodiesAreRenumbered() {
        let result = transformed(Self.catalogPage, [ListRenumberer(mode: .ordered)], options: .docc)
        #expect(result.text.contains("        3. one\n        4. two\n"))
        #expect(result.text.contains("        1. a\n        2. b\n"))
        #expect(result.text.contains("        5) x\n        6) y\n"))
        #expect(result.text.contains("        1. not a list\n"))
        #expect(changedLines(Self.catalogPage, result.text) == [8, 15, 26])
    }

    /// Read as GFM the same text is code (the bodies are four spaces in): nothing to edit.
    @Test func readAsGFMTheBodiesAreCode() {
        #expect(transformed(Self.catalogPage, [ListRenumberer(mode: .ordered)]).text.contains("        7. two\n"))
    }
}
