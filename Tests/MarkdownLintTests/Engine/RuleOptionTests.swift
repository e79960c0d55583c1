import Foundation
@testable import MarkdownLint
import TestSupport
import Testing
import YAML

/// A rule option is declared once, as a `RuleOption`: the descriptor, the catalogue and the
/// value a rule reads all come from that declaration.
struct RuleOptionTests {
    enum Shade: String, RuleOptionChoice {
        case light, dark = "very_dark"

        var help: String? { self == .dark ? "darker than dark" : nil }
    }

    static let shade = RuleOption("shade", default: Shade.light, "How dark")
    static let width = RuleOption("width", default: 80, "How wide")
    static let names = RuleOption("names", default: ["a b", "c"], "Which names")
    static let levels = RuleOption("levels", default: IntegerOrList.single(1), "Per level")
    static let descriptor = RuleDescriptor(id: "T001", aliases: ["t"], tags: [], summary: "Test",
                                           options: [shade, width, names, levels])

    private func options(_ yaml: String) throws -> RuleOptions {
        try RuleOptions(ConfigLoader.parse(yaml, format: .yaml, name: "t.yml"), for: Self.descriptor)
    }

    @Test func theDescriptorComesFromTheDeclarations() {
        let options = Self.descriptor.options
        #expect(options.map(\.name) == ["shade", "width", "names", "levels"])
        #expect(options.map(\.defaultValue) == [#""light""#, "80", #"["a b", "c"]"#, "1"])
        #expect(options.map(\.summary) == ["How dark", "How wide", "Which names", "Per level"])
        #expect(options[0].kind == .choice(["light", "very_dark"]))
        #expect(options[0].choiceHelp == ["very_dark": "darker than dark"])
        #expect(options[1].kind == .integer)
        #expect(options[2].kind == .stringList)
        #expect(options[3].kind == .integerOrIntegerList)
    }

    @Test func rulesReadDefaultsOrConfiguredValues() throws {
        let defaults = RuleOptions.defaults
        #expect(defaults[Self.shade] == .light)
        #expect(defaults[Self.width] == 80)
        #expect(defaults.configured(Self.width) == nil)
        #expect(defaults[Self.names] == ["a b", "c"])
        let given = try options("shade: very_dark\nwidth: 100\nnames: [x]\nlevels: [1, 0]\n")
        #expect(given[Self.shade] == .dark)
        #expect(given[Self.width] == 100)
        #expect(given.configured(Self.width) == 100)
        #expect(given[Self.names] == ["x"])
        #expect(given[Self.levels] == .list([1, 0]))
    }

    @Test func valuesOutsideTheDeclarationAreErrorsAtTheirPosition() throws {
        #expect(throws: ConfigError.self) { try options("shade: dark\n") }
        #expect(throws: ConfigError.self) { try options("width: wide\n") }
        #expect(throws: ConfigError.self) { try options("levels: [1, x]\n") }
        let given = try options("width: -1\n")
        #expect(given.invalid(Self.width, "too narrow").description == "t.yml:1:8: too narrow")
    }

    /// Rules reach configuration through `RuleOptions` only.
    @Test func noRuleFileImportsYAML() throws {
        let rules = RepositoryRoot.url.appendingPathComponent("Sources/MarkdownLint/Rules")
        let files = try #require(FileManager.default.enumerator(atPath: rules.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 50)
        for file in files {
            let text = try String(contentsOf: rules.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.split(separator: "\n").contains("import YAML"), "Rules/\(file) imports YAML")
        }
    }
}
