import MarkdownSyntax
import Testing

/// Values a node cannot hold are refused where they are set, not found later as `<h7>` or
/// as a formatter refusal (each refusal runs in a child process: it stops the program).
struct NodeGuardrailTests {
    @Test func aHeadingLevelOutsideOneToSixStops() async {
        await #expect(processExitsWith: .failure) { _ = Heading(level: 0, [Text("Title")]) }
        await #expect(processExitsWith: .failure) { _ = Heading(level: 7, [Text("Title")]) }
        #expect(Heading(level: 6, [Text("Title")]).level == 6)
    }

    @Test func settingAHeadingLevelOutsideOneToSixStops() async {
        await #expect(processExitsWith: .failure) {
            var heading = Heading(level: 6, [Text("Title")])
            heading.level += 1
        }
    }

    @Test(arguments: ["", "  \t", "a]b", "[x", String(repeating: "a", count: 1000)])
    func invalidLabelsAreNamed(label: String) {
        #expect(LinkLabel.problem(with: label) != nil)
    }

    @Test(arguments: ["ref", "a\\]b", "Ünïcode label", String(repeating: "a", count: 999)])
    func validLabelsPass(label: String) {
        #expect(LinkLabel.problem(with: label) == nil)
    }

    @Test func definitionsAndFootnotesRefuseAnEmptyLabel() async {
        await #expect(processExitsWith: .failure) { _ = LinkReferenceDefinition(label: " ", destination: "/x") }
        await #expect(processExitsWith: .failure) { _ = FootnoteDefinition(label: "", [Paragraph(Text("Note."))]) }
        await #expect(processExitsWith: .failure) { _ = FootnoteReference(label: "a[b") }
    }

    @Test func aFullReferenceNeedsAValidLabel() async {
        let link = Link(destination: "/x", form: .fullReference, label: "ref", [Text("x")])
        #expect(link.label == "ref")
        await #expect(processExitsWith: .failure) { _ = Link(destination: "/x", form: .fullReference, [Text("x")]) }
        await #expect(processExitsWith: .failure) { _ = Image(source: "/x.png", form: .fullReference, label: "", [Text("x")]) }
    }

    @Test func aDefinitionsDestinationAndTitleCanBeSet() {
        let original = LinkReferenceDefinition(label: "ref", destination: "http://old.example", title: "Old")
        var definition = original
        definition.destination = "https://new.example"
        definition.title = nil
        #expect(definition.destination == "https://new.example")
        #expect(definition.title == nil)
        #expect(definition.label == "ref")
        #expect(original.destination == "http://old.example")
    }
}
