import MarkdownSyntax
import Testing

/// GFM task list items: the checkbox state, where it is, and cmark-gfm's HTML for it.
struct TaskListTests {
    @Test(arguments: [
        ("- [ ] open", Checkbox.unchecked),
        ("- [x] done", .checked),
        ("- [X] upper", .checked),
        ("* [x]\ttab after", .checked),
        ("1. [x] ordered", .checked),
        ("3) [ ] paren", .unchecked),
        ("-  [ ] extra space before", .unchecked),
    ])
    func checkboxState(_ markdown: String, _ expected: Checkbox) throws {
        let item = try #require(Document(parsing: markdown).nodes(of: ListItem.self).first)
        #expect(item.checkbox == expected)
    }

    @Test(arguments: [
        "- [ ]not a task",  // no whitespace after the box
        "- [y] wrong letter",
        "- [  ] two spaces inside",
        "- [x]",  // nothing after the box
        "- \\[x] escaped",
        "- > [x] first block is a quote",
        "- `[x]` code",
        "[x] not in a list",
    ])
    func notATask(_ markdown: String) {
        for item in Document(parsing: markdown).nodes(of: ListItem.self) {
            #expect(item.checkbox == nil)
            #expect(item.checkboxRange == nil)
        }
        #expect(!renderGFM(markdown).contains("<input"))
    }

    @Test func commonMarkHasNoTasks() throws {
        let document = Document(parsing: "- [x] done\n", options: .commonMark)
        let item = try #require(document.nodes(of: ListItem.self).first)
        #expect(item.checkbox == nil)
        #expect(renderCommonMark("- [x] done\n") == "<ul>\n<li>[x] done</li>\n</ul>\n")
    }

    @Test func checkboxRangeIsTheBracketsAsWritten() throws {
        let source = "- [ ] a\n- [x] b\n  1. [X] c\n"
        let items = Document(parsing: source).nodes(of: ListItem.self)
        try #require(items.count == 3)
        let expected: [(bytes: Range<Int>, text: String, line: Int, column: Int)] = [
            (2..<5, "[ ]", 1, 3), (10..<13, "[x]", 2, 3), (21..<24, "[X]", 3, 6),
        ]
        for (item, want) in zip(items, expected) {
            let bytes = try #require(item.checkboxByteRange)
            #expect(bytes == want.bytes)
            #expect(String(decoding: Array(source.utf8)[bytes], as: UTF8.self) == want.text)
            let range = try #require(item.checkboxRange)
            #expect(range.lowerBound.line == want.line)
            #expect(range.lowerBound.column == want.column)
            #expect(range.upperBound.column == want.column + 3)
        }
        // The paragraph starts after the box and its space.
        let paragraph = try #require(items[0].child(at: 0) as? Paragraph)
        #expect(paragraph.sourceText == "a")
    }

    @Test func checkboxRangeWithCRLFAndMultibyteText() throws {
        let source = "日本\r\n\r\n- [x] 😀\r\n"
        let item = try #require(Document(parsing: source).nodes(of: ListItem.self).first)
        let range = try #require(item.checkboxRange)
        #expect(range.lowerBound.line == 3 && range.lowerBound.column == 3)
        #expect(item.checkboxByteRange == 12..<15)
    }

    @Test func rendersLikeCmarkGFM() {
        #expect(renderGFM("- [ ] open\n- [x] done\n") == """
            <ul>
            <li><input type="checkbox" disabled="" /> open</li>
            <li><input type="checkbox" checked="" disabled="" /> done</li>
            </ul>

            """)
        #expect(renderGFM("1. [X] upper\n2. [ ] lower\n") == """
            <ol>
            <li><input type="checkbox" checked="" disabled="" /> upper</li>
            <li><input type="checkbox" disabled="" /> lower</li>
            </ol>

            """)
        #expect(renderGFM("- [x] parent\n  - [ ] child\n") == """
            <ul>
            <li><input type="checkbox" checked="" disabled="" /> parent
            <ul>
            <li><input type="checkbox" disabled="" /> child</li>
            </ul>
            </li>
            </ul>

            """)
    }

    @Test func looseTaskListRendersTheBoxBeforeTheParagraph() {
        // cmark-gfm writes the box, a space and a newline, then the item's paragraphs.
        #expect(renderGFM("- [ ] a\n\n- [x] b\n") == """
            <ul>
            <li><input type="checkbox" disabled="" /> \n<p>a</p>
            </li>
            <li><input type="checkbox" checked="" disabled="" /> \n<p>b</p>
            </li>
            </ul>

            """)
    }

    @Test func taskContentKeepsItsInlines() {
        #expect(renderGFM("- [x] ~~done~~ *now*\n")
                == "<ul>\n<li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> <del>done</del> <em>now</em></li>\n</ul>\n")
    }

    @Test func settingTheCheckboxMakesANewNodeWithoutRange() throws {
        let document = Document(parsing: "- [ ] a\n")
        var item = try #require(document.nodes(of: ListItem.self).first)
        #expect(item.byteRange != nil)
        item.checkbox = .checked
        #expect(item.checkbox == .checked)
        #expect(item.byteRange == nil)
        #expect(item.checkboxRange == nil)
        #expect(item.checkboxByteRange == nil)
        #expect(item.marker == "-")
        // The original tree is unchanged.
        #expect(document.nodes(of: ListItem.self).first?.checkbox == .unchecked)
    }

    @Test func builtTaskItemsRender() {
        let list = UnorderedList(ListItem(checkbox: .checked, Paragraph(Text("built"))),
                                 ListItem(checkbox: .unchecked, Paragraph(Text("open"))))
        #expect(HTMLRenderer().render(Document(list)) == """
            <ul>
            <li><input type="checkbox" checked="" disabled="" /> built</li>
            <li><input type="checkbox" disabled="" /> open</li>
            </ul>

            """)
    }
}
