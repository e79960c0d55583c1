import MarkdownLint
import MarkdownLinks
@testable import MarkdownProject
import Testing

/// `mdtool schema` is made from the reader's declarations: it names every key the reader
/// accepts, each with a schema of its own, and every rule under `rules:`.
struct ConfigurationSchemaTests {
    private static let schema = ConfigurationSchema.document()

    private static func member(_ value: JSONValue?, _ path: String...) -> JSONValue? {
        var current = value
        for key in path {
            guard case .object(let members)? = current else { return nil }
            current = members.first { $0.0 == key }?.1
        }
        return current
    }

    private static func keys(_ value: JSONValue?) -> [String] {
        guard case .object(let members)? = value else { return [] }
        return members.map(\.0)
    }

    @Test func everyTopLevelKeyTheReaderAcceptsHasASchema() {
        let properties = Self.member(Self.schema, "properties")
        #expect(Self.keys(properties) == MDToolFile.keys)
        for key in MDToolFile.keys {
            #expect(Self.member(properties, key) != .object([]), "\(key) has no schema")
        }
        #expect(Self.member(Self.schema, "additionalProperties") == .bool(false))
    }

    @Test func sectionsListTheKeysTheirDecodersAccept() {
        #expect(Self.keys(Self.member(Self.schema, "properties", "format", "properties")) == FormatConfiguration.keys)
        #expect(Self.keys(Self.member(Self.schema, "properties", "links", "properties")) == LinksConfiguration.keys)
        #expect(Self.keys(Self.member(Self.schema, "properties", "reports", "properties")) == ReportsConfiguration.keys)
        #expect(Self.keys(Self.member(Self.schema, "properties", "overrides", "items", "properties")) == MDToolFile.overrideKeys)
        for key in FormatConfiguration.keys where key != "thematic_break" {
            #expect(FormatConfiguration.valueNames[key]?.isEmpty == false, "format: \(key) lists its values")
        }
        let bullet = Self.member(Self.schema, "properties", "format", "properties", "bullet", "enum")
        #expect(bullet == .array(["*", "+", "-", "sublist"].map(JSONValue.string)))
    }

    @Test func rulesListEveryIDAliasAndTagWithTypedOptions() throws {
        let rules = Self.keys(Self.member(Self.schema, "definitions", "rules", "properties"))
        for entry in RuleRegistry.builtIn.entries {
            for name in entry.descriptor.names + entry.descriptor.tags {
                #expect(rules.contains { $0.uppercased() == name.uppercased() }, "\(name)")
            }
        }
        let lineLength = try #require(Self.member(Self.schema, "definitions", "rules", "properties", "MD013", "anyOf"))
        guard case .array(let choices) = lineLength, let mapping = choices.last else {
            Issue.record("MD013 has no mapping form")
            return
        }
        #expect(Self.member(mapping, "properties", "line_length", "type") == .string("integer"))
        #expect(Self.member(mapping, "properties", "line_length", "default") == .int(80))
        #expect(Self.member(mapping, "additionalProperties") == .bool(false))
        let style = Self.member(Self.schema, "definitions", "rules", "properties", "MD004", "anyOf")
        guard case .array(let styleChoices)? = style else {
            Issue.record("MD004 has no choices")
            return
        }
        #expect(Self.member(styleChoices.last, "properties", "style", "enum")
                == .array(["consistent", "asterisk", "plus", "dash", "sublist"].map(JSONValue.string)))
    }
}
