import MarkdownSyntax
import Testing
@testable import MarkdownTransforms

/// Upgrades `http://` destinations (not autolink text, not definitions).
private var upgradeLinks: ClosureRewriter {
    ClosureRewriter(link: { link in
        var link = link
        if link.destination.hasPrefix("http://") { link.destination = "https://" + link.destination.dropFirst(7) }
        return link
    })
}

private func setLevel(_ level: Int) -> ClosureRewriter {
    ClosureRewriter(heading: { heading in
        var heading = heading
        heading.level = level
        return heading
    })
}

@Suite struct MinimalEditRewritingTests {
    @Test func unchangedDocumentHasNoEdits() {
        let document = Document(parsing: "# Title\n\nText.\n")
        var identity = ClosureRewriter()
        let result = document.applying(&identity)
        #expect(result.edits.isEmpty)
        #expect(result.text == "# Title\n\nText.\n")
        #expect(MinimalEditRewriting.edits(from: document, to: document).isEmpty)
    }

    @Test func headingLevelEditsOnlyTheMarker() {
        let input = "Intro *text*.\n\n#   Spaced   title\t\n\nMore.\n"
        let result = transformed(input, [setLevel(3)])
        #expect(result.text == "Intro *text*.\n\n###   Spaced   title\t\n\nMore.\n")
        #expect(result.edits == [TextEdit(range: 16..<16, replacement: "##")])
    }

    @Test func closedHeadingKeepsMatchingClosingSequence() {
        #expect(output("## Title ##\n", setLevel(3)) == "### Title ###\n")
        #expect(output("## Title #\n", setLevel(3)) == "### Title #\n")
    }

    @Test func setextLevelSwapsUnderline() {
        #expect(output("Title\n=====\n\nText\n", setLevel(2)) == "Title\n-----\n\nText\n")
    }

    @Test func setextBecomesATXWhenDeeper() {
        #expect(output("  Title *here*\n  ---\n\nText\n", setLevel(3)) == "  ### Title *here*\n\nText\n")
    }

    @Test func headingStyleChanges() {
        let toATX = ClosureRewriter(heading: { var h = $0; h.style = .atx; return h })
        #expect(output("# Title #\n\n## Sub ###   \n\nSetext\n---\n", toATX) == "# Title\n\n## Sub\n\n## Setext\n")
        let toClosed = ClosureRewriter(heading: { var h = $0; h.style = .atxClosed; return h })
        #expect(output("# Title\n\n### Deep\n", toClosed) == "# Title #\n\n### Deep ###\n")
        let toSetext = ClosureRewriter(heading: { var h = $0; h.style = .setext; return h })
        #expect(output("# Title\n\n## Sub *x*\n\n### Deep\n", toSetext) == "Title\n=====\n\nSub *x*\n-------\n\n### Deep\n")
    }

    @Test func linkDestinationEditsOnlyTheDestination() {
        let input = "See [the *docs*](http://example.com/a_(b) 'Title \"q\"') and ![img](<http://x.org/a b.png>).\n"
        let result = transformed(input, [upgradeLinks, ClosureRewriter()])
        #expect(result.text == "See [the *docs*](https://example.com/a_(b) 'Title \"q\"') and ![img](<http://x.org/a b.png>).\n")
        #expect(result.edits == [TextEdit(range: 21..<21, replacement: "s")])
    }

    @Test func linkTitleAddedChangedRemoved() {
        let add = ClosureRewriter(link: { var l = $0; l.title = "New \"one\""; return l })
        #expect(output("[a](/x) [b](/y 'old') [c](</z w> (p))\n", add)
                == "[a](/x \"New \\\"one\\\"\") [b](/y 'New \"one\"') [c](</z w> (New \"one\"))\n")
        let remove = ClosureRewriter(link: { var l = $0; l.title = nil; return l })
        #expect(output("[a](/x) [b](/y  'old') [c](/z\n\"t\")\n", remove) == "[a](/x) [b](/y) [c](/z)\n")
    }

    @Test func destinationsAreEscapedWhenNeeded() {
        let change = ClosureRewriter(link: { var l = $0; l.destination = "/a b(c"; return l })
        #expect(output("[a](/x)\n", change) == "[a](</a b(c>)\n")
        let parens = ClosureRewriter(link: { var l = $0; l.destination = "/a)b\\*&amp;"; return l })
        #expect(output("[a](/x)\n", parens) == "[a](/a\\)b\\\\*\\&amp;)\n")
    }

    @Test func referenceLinksFollowTheirDefinition() {
        // Upgrading the definition and the links together edits only the definition.
        let input = "A [full][Ref], [collapsed][] and [shortcut].\n\n[ref]: http://r.com\n[collapsed]: http://c.com 'T'\n[shortcut]: <http://s.com>\n"
        let result = transformed(input, [upgradeLinks, DefinitionUpgrader()])
        #expect(result.text == "A [full][Ref], [collapsed][] and [shortcut].\n\n[ref]: https://r.com\n[collapsed]: https://c.com 'T'\n[shortcut]: <https://s.com>\n")
        #expect(changedLines(input, result.text) == [3, 4, 5])
        // A reference link whose definition stays becomes an inline link.
        #expect(output("A [full][ref].\n\n[ref]: http://r.com\n", upgradeLinks)
                == "A [full](https://r.com).\n\n[ref]: http://r.com\n")
    }

    @Test func autolinkWithUpgradedTextStaysAnAutolink() {
        let both = ClosureRewriter(link: { link in
            guard link.destination.hasPrefix("http://") else { return link }
            let secure = "https://" + link.destination.dropFirst(7)
            return Link(destination: secure, title: nil, form: link.form, label: nil, [Text(secure)])
        })
        #expect(output("<http://a.com> and http://b.com/x.\n", both) == "<https://a.com> and https://b.com/x.\n")
        // Without the text, the URL it shows and the one it goes to differ: an inline link.
        #expect(output("<http://a.com>\n", upgradeLinks) == "[http://a.com](https://a.com)\n")
    }

    @Test func textChangeIsTrimmedToTheDifference() {
        let rename = ClosureRewriter(text: { text in
            var text = text
            text.string = text.string.replacingOccurrences(of: "colour", with: "color")
            return text
        })
        let input = "> The colour *of the colour* is\n> colour-ful.\n"
        let result = transformed(input, [rename])
        #expect(result.text == "> The color *of the color* is\n> color-ful.\n")
        #expect(result.edits.allSatisfy { $0.range.count == 1 && $0.replacement.isEmpty })
    }

    @Test func textThatLooksLikeMarkupIsEscaped() {
        let star = ClosureRewriter(text: { text in text.string == "b" ? Text("*b* [c]") : text })
        let result = transformed("a *b* d\n", [star])
        #expect(result.text == "a *\\*b\\* \\[c\\]* d\n")
    }

    @Test func emphasisMarkerChange() {
        let underscore = ClosureRewriter(paragraph: { paragraph in
            var children: [any InlineMarkup] = []
            for child in paragraph.children {
                if let emphasis = child as? Emphasis {
                    children.append(Emphasis(marker: "_", emphasis.children.compactMap { $0 as? any InlineMarkup }))
                } else if let inline = child as? any InlineMarkup {
                    children.append(inline)
                }
            }
            return Paragraph(children)
        })
        let result = transformed("a *b* c\n", [underscore])
        #expect(result.text == "a _b_ c\n")
    }

    @Test func inlineInsertionAtTheEnd() {
        let append = ClosureRewriter(paragraph: { paragraph in
            let children = paragraph.children.compactMap { $0 as? any InlineMarkup } + [Text(" "), Strong(Text("new"))]
            return Paragraph(children)
        })
        let input = "- one\n  two\n\n> x\n"
        #expect(output(input, append) == "- one\n  two **new**\n\n> x **new**\n")
    }
}

/// Upgrades `http://` definitions.
struct DefinitionUpgrader: MarkupRewriter {
    mutating func visitLinkReferenceDefinition(_ definition: LinkReferenceDefinition) -> (any Markup)? {
        guard definition.destination.hasPrefix("http://") else { return definition }
        return LinkReferenceDefinition(label: definition.label, destination: "https://" + definition.destination.dropFirst(7),
                                       title: definition.title)
    }
}
