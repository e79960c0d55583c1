import Testing
import YAML

struct KeyCheckTests {
    private let allowed = ["line_length", "heading_line_length", "code_blocks", "tables", "strict"]

    @Test func knownKeysPass() throws {
        try yaml("line_length: 80\ntables: false\n").checkKeys(allowed: allowed)
        try json("{}").checkKeys(allowed: allowed)
    }

    @Test func unknownKeyWithSuggestion() {
        #expect(errorLine { try yaml("line_length: 80\nline_lenght: 90\n").checkKeys(allowed: allowed) }
            == #"test.yml:2:1: unknown key "line_lenght"; did you mean "line_length"?"#)
        #expect(errorLine { try json("{\"Tables\": true}").checkKeys(allowed: allowed) }
            == #"test.json:1:2: unknown key "Tables"; did you mean "tables"?"#)
        #expect(errorLine { try yaml("x:\n  code-blocks: 1\n")["x"]!.checkKeys(allowed: allowed) }
            == #"test.yml:2:3: unknown key "code-blocks"; did you mean "code_blocks"?"#)
    }

    @Test func unknownKeyWithoutSuggestion() {
        #expect(errorLine { try yaml("frobnicate: 1\n").checkKeys(allowed: allowed) } == #"test.yml:1:1: unknown key "frobnicate""#)
    }

    @Test func nonStringKeysAndNonMappings() {
        #expect(errorLine { try yaml("1: x\n").checkKeys(allowed: allowed) } == "test.yml:1:1: expected a string, found integer 1")
        #expect(errorLine { try yaml("[1]").checkKeys(allowed: allowed) } == "test.yml:1:1: expected a mapping, found a sequence")
    }
}

struct NameSuggestionTests {
    @Test(arguments: [
        ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "", 3), ("same", "same", 0),
        ("lenght", "length", 1), ("ab", "ba", 1), ("abc", "ca", 3), ("MD013", "md013", 2), ("é", "e", 1),
    ])
    func editDistance(first: String, second: String, distance: Int) {
        #expect(NameSuggestion.editDistance(first, second) == distance)
        #expect(NameSuggestion.editDistance(second, first) == distance)
    }

    @Test func closestMatch() {
        let rules = ["MD001", "MD003", "MD013", "heading-increment", "line-length", "no-hard-tabs"]
        #expect(NameSuggestion.closest(to: "md013", among: rules) == "MD013")
        #expect(NameSuggestion.closest(to: "MD01", among: rules) == "MD001")
        #expect(NameSuggestion.closest(to: "line_length", among: rules) == "line-length")
        #expect(NameSuggestion.closest(to: "heading-incremnet", among: rules) == "heading-increment")
        #expect(NameSuggestion.closest(to: "no-tabs", among: rules) == nil)
        #expect(NameSuggestion.closest(to: "xyz", among: rules) == nil)
        #expect(NameSuggestion.closest(to: "anything", among: []) == nil)
        // Short names allow only one edit.
        #expect(NameSuggestion.closest(to: "fxo", among: ["foo"]) == "foo")
        #expect(NameSuggestion.closest(to: "fxx", among: ["foo"]) == nil)
        // Ties go to the earlier candidate.
        #expect(NameSuggestion.closest(to: "--fic", among: ["--fix", "--fit"]) == "--fix")
    }
}
