import MarkdownLint
import MarkdownSyntax
import Testing

/// `Linter.fix(…handingLastContextTo:)`: the command line leaves the last pass's context to
/// the exit instead of freeing it, so that context must be the one of the fixed text, handed
/// once, and the outcome must be the public `fix`'s.
struct FixLastContextTests {
    @Test(arguments: ["# Title\nText  \n* item\n", "# Title\n\nNothing to fix.\n", "Text\n* a\n\n\n\n* b\n"])
    func handsTheContextOfTheFixedTextOnce(_ text: String) throws {
        let linter = try Linter()
        let source = SourceFile(name: "a.md", text: text)
        var handed: [LintContext] = []
        let outcome = linter.fix(source, path: "a.md", handingLastContextTo: { handed.append($0) })
        try #require(handed.count == 1)
        #expect(handed[0].bytes == outcome.bytes)
        #expect(handed[0].path == "a.md")
        let plain = linter.fix(source, path: "a.md")
        #expect(plain.bytes == outcome.bytes)
        #expect(plain.appliedFixes == outcome.appliedFixes)
        #expect(plain.remaining == outcome.remaining)
    }

    @Test func aFixedTextIsLintedAgainBeforeItsContextIsHanded() throws {
        let source = SourceFile(name: "a.md", text: "Text \n")
        var handed: [LintContext] = []
        let outcome = try Linter().fix(source, path: "a.md", handingLastContextTo: { handed.append($0) })
        #expect(outcome.appliedFixes == 1)
        #expect(String(decoding: outcome.bytes, as: UTF8.self) == "Text\n")
        #expect(handed.map { String(decoding: $0.bytes, as: UTF8.self) } == ["Text\n"])
    }
}
