import MarkdownSyntax
import Testing
@testable import MarkdownTransforms

@Suite struct ListRenumbererTests {
    @Test func orderedCountsFromTheListsOwnStart() {
        #expect(output("1. a\n1. b\n1. c\n", ListRenumberer(mode: .ordered)) == "1. a\n2. b\n3. c\n")
        #expect(output("3. a\n3. b\n7. c\n", ListRenumberer(mode: .ordered)) == "3. a\n4. b\n5. c\n")
        #expect(output("0. a\n0. b\n", ListRenumberer(mode: .ordered)) == "0. a\n1. b\n")
        #expect(output("1) a\n5) b\n", ListRenumberer(mode: .ordered)) == "1) a\n2) b\n")
    }

    @Test func oneGivesEveryItemTheStartNumber() {
        #expect(output("1. a\n2. b\n3. c\n", ListRenumberer(mode: .one)) == "1. a\n1. b\n1. c\n")
        #expect(output("3. a\n4. b\n", ListRenumberer(mode: .one)) == "3. a\n3. b\n")
    }

    @Test func preserveFirstFollowsTheListsStyle() {
        #expect(output("2. a\n2. b\n5. c\n", ListRenumberer(mode: .preserveFirst)) == "2. a\n2. b\n2. c\n")
        #expect(output("2. a\n3. b\n3. c\n", ListRenumberer(mode: .preserveFirst)) == "2. a\n3. b\n4. c\n")
    }

    @Test func startOverride() {
        #expect(output("5. a\n6. b\n", ListRenumberer(mode: .ordered, start: 1)) == "1. a\n2. b\n")
    }

    @Test func zeroPaddingIsKept() {
        #expect(output("08. a\n08. b\n08. c\n", ListRenumberer(mode: .ordered)) == "08. a\n09. b\n10. c\n")
        #expect(output("098. a\n1. b\n1. c\n", ListRenumberer(mode: .ordered)) == "098. a\n099. b\n100. c\n")
    }

    @Test func nestedListsAreNumberedSeparately() {
        let input = "1. a\n1. b\n   1. x\n   1. y\n      1. deep\n      1. deeper\n1. c\n"
        #expect(output(input, ListRenumberer(mode: .ordered))
                == "1. a\n2. b\n   1. x\n   2. y\n      1. deep\n      2. deeper\n3. c\n")
        // Loose nested list starting at 5 (after a blank line it is a list, not text).
        let loose = "1. a\n\n   5. x\n   5. y\n1. b\n"
        #expect(output(loose, ListRenumberer(mode: .ordered)) == "1. a\n\n   5. x\n   6. y\n2. b\n")
    }

    @Test func listsSplitByOtherBlocksAreSeparate() {
        let input = "1. a\n1. b\n\nText.\n\n1. c\n1. d\n\n4) e\n4) f\n"
        #expect(output(input, ListRenumberer(mode: .ordered)) == "1. a\n2. b\n\nText.\n\n1. c\n2. d\n\n4) e\n5) f\n")
    }

    @Test func adjacentListsNeverMerge() {
        // `.` then `)`: two lists; renumbering keeps the delimiters, so they stay two.
        let input = "1. a\n1. b\n1) c\n1) d\n"
        let result = transformed(input, [ListRenumberer(mode: .ordered)])
        #expect(result.text == "1. a\n2. b\n1) c\n2) d\n")
        #expect(Document(parsing: result.text).children.count == 2)
    }

    @Test func widerMarkersReindentContinuationLines() {
        var input = ""
        for _ in 1...9 { input += "1. item\n" }
        input += "1. ten\n   continued\n\n   second paragraph\n\n   ```\n   code\n     indented\n   ```\n   - nested\n     more\n"
        input += "1. eleven\nlazy line\n"
        let result = transformed(input, [ListRenumberer(mode: .ordered)])
        var expected = ""
        for number in 1...9 { expected += "\(number). item\n" }
        expected += "10. ten\n    continued\n\n    second paragraph\n\n    ```\n    code\n      indented\n    ```\n    - nested\n      more\n"
        expected += "11. eleven\nlazy line\n"
        #expect(result.text == expected)
    }

    @Test func narrowerMarkersReindentContinuationLines() {
        let input = "10. a\n    more\n\n    para\n11. b\n"
        #expect(output(input, ListRenumberer(mode: .ordered, start: 8)) == "8. a\n   more\n\n   para\n9. b\n")
    }

    @Test func listsInBlockQuotes() {
        let input = "> 9. a\n>    b\n> 9. c\n>    d\n>\n>    > 1. x\n>    >    y\n>    > 1. z\n"
        #expect(output(input, ListRenumberer(mode: .ordered))
                == "> 9. a\n>    b\n> 10. c\n>     d\n>\n>     > 1. x\n>     >    y\n>     > 2. z\n")
    }

    @Test func crlfLists() {
        let input = "9. a\r\n   b\r\n9. c\r\n   d\r\n"
        #expect(output(input, ListRenumberer(mode: .ordered)) == "9. a\r\n   b\r\n10. c\r\n    d\r\n")
    }

    @Test func onlyMarkersChange() {
        let input = "Intro.\n\n1. *a*\n1. b\n   [x](y)\n1. c\n\nEnd.\n"
        let result = transformed(input, [ListRenumberer(mode: .ordered)])
        #expect(result.edits == [TextEdit(range: 15..<16, replacement: "2"), TextEdit(range: 30..<31, replacement: "3")])
        #expect(changedLines(input, result.text) == [4, 6])
    }

    @Test func composesWithHeadingNormalization() {
        let input = "# A\n\n### B\n\n1. x\n1. y\n\n#### C\n"
        let result = transformed(input, [HeadingNormalizer(levels: .increment), ListRenumberer(mode: .ordered)])
        #expect(result.text == "# A\n\n## B\n\n1. x\n2. y\n\n### C\n")
    }
}

@Suite struct ListRenumberingTests {
    @Test func changesForAParsedList() {
        let source = SourceFile(text: "> 9. a\n>    b\n> 9. c\n>    d\n")
        let document = Document(parsing: source)
        let list = document.descendants(ofType: OrderedList.self)[0]
        let renumbering = ListRenumbering(list, scheme: .incrementing(from: 9), source: source)
        #expect(renumbering.numbers == [9, 9])
        #expect(renumbering.changes.count == 1)
        let change = renumbering.changes[0]
        #expect(change.marker == "10.")
        #expect(change.isSafe)
        #expect(String(decoding: TextEdit.apply(change.edits, to: source.bytes), as: UTF8.self)
                == "> 9. a\n>    b\n> 10. c\n>     d\n")
    }

    @Test func tabsMakeAChangeUnsafe() {
        let source = SourceFile(text: "9. a\n9. b\n\tc\n")
        let list = Document(parsing: source).descendants(ofType: OrderedList.self)[0]
        let renumbering = ListRenumbering(list, scheme: .incrementing(from: 9), source: source)
        #expect(renumbering.changes.first?.isSafe == false)
    }
}
