import MarkdownSyntax
import Testing
@testable import MarkdownTransforms

/// Rewrites the blocks of every block container with `change`.
private struct BlockRewriter: MarkupRewriter {
    var change: ([any BlockMarkup]) -> [any BlockMarkup]

    mutating func visitDocument(_ document: Document) -> (any Markup)? {
        guard let visited = defaultVisit(document) else { return nil }
        return Document(change(visited.children.compactMap { $0 as? any BlockMarkup }))
    }

    mutating func visitBlockQuote(_ blockQuote: BlockQuote) -> (any Markup)? {
        guard let visited = defaultVisit(blockQuote) else { return nil }
        return BlockQuote(change(visited.children.compactMap { $0 as? any BlockMarkup }))
    }

    mutating func visitListItem(_ listItem: ListItem) -> (any Markup)? {
        guard let visited = defaultVisit(listItem) as? ListItem else { return nil }
        let blocks = change(visited.children.compactMap { $0 as? any BlockMarkup })
        // A rebuilt item has no marker of its own: it keeps the one written in the source.
        return ListItem(checkbox: visited.checkbox, blocks)
    }
}

private func removing(_ text: String) -> BlockRewriter {
    BlockRewriter { blocks in blocks.filter { !($0.plainText == text) } }
}

private func inserting(_ make: @escaping () -> any BlockMarkup, after text: String) -> BlockRewriter {
    BlockRewriter { blocks in
        var result: [any BlockMarkup] = []
        for block in blocks {
            result.append(block)
            if block is Paragraph || block is Heading, block.plainText.hasPrefix(text) { result.append(make()) }
        }
        return result
    }
}

@Suite struct BlockEditTests {
    @Test func deletingBlocks() {
        let input = "# A\n\nfirst\n\nsecond\n\n***\n\nthird\n"
        #expect(output(input, removing("second")) == "# A\n\nfirst\n\n***\n\nthird\n")
        #expect(output(input, removing("A")) == "first\n\nsecond\n\n***\n\nthird\n")
        #expect(output(input, removing("third")) == "# A\n\nfirst\n\nsecond\n\n***\n")
        // A deleted thematic break that separated two paragraphs leaves a blank line.
        #expect(output("one\n***\ntwo\n", BlockRewriter { $0.filter { !($0 is ThematicBreak) } }) == "one\n\ntwo\n")
    }

    @Test func deletingInsideContainers() {
        let quote = "> # A\n>\n> first\n>\n> second\n\nafter\n"
        #expect(output(quote, removing("first")) == "> # A\n>\n> second\n\nafter\n")
        #expect(output(quote, removing("A")) == "> first\n>\n> second\n\nafter\n")
        let item = "- one\n\n  two\n\n  three\n- next\n"
        #expect(output(item, removing("two")) == "- one\n\n  three\n- next\n")
        #expect(output(item, removing("one")) == "- two\n\n  three\n- next\n")
    }

    @Test func insertingBlocks() {
        let input = "# A\n\nfirst\n"
        let note = inserting({ Paragraph(Text("inserted")) }, after: "A")
        #expect(output(input, note) == "# A\n\ninserted\n\nfirst\n")
        let quoted = "> # A\n>\n> first\n> line\n"
        #expect(output(quoted, inserting({ BlockQuote(Paragraph(Text("deep")), Paragraph(Text("er"))) }, after: "A"))
                == "> # A\n>\n> > deep\n> >\n> > er\n>\n> first\n> line\n")
        // A tight list stays tight: no blank line before the fence.
        let item = "1. one\n   more\n2. two\n"
        #expect(output(item, inserting({ CodeBlock(infoString: "swift", "let x = 1\n") }, after: "one"))
                == "1. one\n   more\n   ```swift\n   let x = 1\n   ```\n2. two\n")
        let loose = "1. one\n\n2. two\n"
        #expect(output(loose, inserting({ Paragraph(Text("more")) }, after: "one"))
                == "1. one\n\n   more\n\n2. two\n")
    }

    @Test func replacingABlockReindentsItsLines() {
        let toList = BlockRewriter { blocks in
            blocks.map { block in
                guard block is Paragraph, block.plainText == "old" else { return block }
                return UnorderedList(marker: .asterisk, ListItem(Paragraph(Text("a"))), ListItem(Paragraph(Text("b"), SoftBreak(), Text("c"))))
            }
        }
        let input = "> 1. x\n>\n>    old\n>\n>    keep\n"
        let result = transformed(input, [toList])
        #expect(result.text == "> 1. x\n>\n>    * a\n>    * b\n>      c\n>\n>    keep\n")
        #expect(changedLines(input, result.text) == [3])
    }

    @Test func listItemsInsertedAndDeleted() {
        let input = "1. a\n2. b\n3. c\n"
        let drop = ListItemFilter { $0.plainText != "b" }
        #expect(output(input, drop) == "1. a\n3. c\n")
        let loose = "- a\n\n- b\n\n- c\n"
        #expect(output(loose, ListItemFilter { $0.plainText != "b" }) == "- a\n\n- c\n")
        #expect(output(loose, ListItemFilter { $0.plainText != "c" }) == "- a\n\n- b\n")
        let append = ListItemAppender(text: "d")
        #expect(output(input, append) == "1. a\n2. b\n3. c\n4. d\n")
        #expect(output("* a\n\n* b\n", append) == "* a\n\n* b\n\n* d\n")
    }

    @Test func mergingListsIsRefused() {
        // Deleting the paragraph between two lists would merge them: the result would not
        // render as the rewritten tree says, so nothing is written.
        let input = "- a\n\npara\n\n- b\n"
        let result = Document(parsing: input).applying(removing("para"))
        #expect(!result.problems.isEmpty)
        #expect(result.edits.isEmpty)
        #expect(result.text == input)
    }

    @Test func crlfIsKept() {
        let input = "# A\r\n\r\n> first\r\n> second\r\n\r\n1. x\r\n"
        let result = transformed(input, [inserting({ Paragraph(Text("new"), SoftBreak(), Text("line")) }, after: "first")])
        #expect(result.text == "# A\r\n\r\n> first\r\n> second\r\n>\r\n> new\r\n> line\r\n\r\n1. x\r\n")
        #expect(output(input, setLevelTwo) == "## A\r\n\r\n> first\r\n> second\r\n\r\n1. x\r\n")
    }

    @Test func byteOrderMarkIsKept() {
        let input = "\u{FEFF}# A\n\ntext\n"
        #expect(output(input, inserting({ Paragraph(Text("new")) }, after: "A")) == "\u{FEFF}# A\n\nnew\n\ntext\n")
    }
}

private var setLevelTwo: ClosureRewriter { ClosureRewriter(heading: { var h = $0; h.level = 2; return h }) }

/// Keeps the list items `keep` accepts.
struct ListItemFilter: MarkupRewriter {
    var keep: (ListItem) -> Bool
    mutating func visitListItem(_ listItem: ListItem) -> (any Markup)? { keep(listItem) ? listItem : nil }
}

/// Appends an item to every list.
struct ListItemAppender: MarkupRewriter {
    var text: String
    mutating func visitOrderedList(_ list: OrderedList) -> (any Markup)? {
        OrderedList(startIndex: list.startIndex, delimiter: list.delimiter, isTight: list.isTight,
                    list.items + [ListItem(Paragraph(Text(text)))])
    }
    mutating func visitUnorderedList(_ list: UnorderedList) -> (any Markup)? {
        UnorderedList(marker: list.marker, isTight: list.isTight, list.items + [ListItem(Paragraph(Text(text)))])
    }
}
