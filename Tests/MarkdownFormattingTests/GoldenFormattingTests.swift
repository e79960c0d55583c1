import Foundation
import MarkdownFormatting
import MarkdownSyntax
import Testing
import TestSupport

/// One golden case per option value: `Golden/<name>.md` formatted with the options of
/// `Golden/<name>.options.json` must give `Golden/<name>.expected.md` byte for byte, render
/// like the input, and stay the same when formatted again. An options file's `"dialect"`
/// (`"mkdocs"` …) is the dialect the input is parsed in (GFM when absent).
///
/// To add a case, write the input and the options, run the tests once with
/// `MDTOOL_UPDATE_GOLDEN=1` (which writes missing or outdated expected files) and review
/// every line of what was written.
struct GoldenFormattingTests {
    static let directory = RepositoryRoot.url.appendingPathComponent("Tests/MarkdownFormattingTests/Golden")

    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".options.json") }
            .map { String($0.dropLast(".options.json".count)) }
            .sorted()
    }()

    @Test func everyOptionValueHasAGoldenCase() throws {
        let options = try Self.names.map(Self.options(named:))
        #expect(Set(options.map(\.bulletMarker)) == Set(UnorderedListMarker.allCases))
        #expect(Set(options.map(\.numbering)) == Set(FormatOptions.Numbering.allCases))
        #expect(Set(options.map(\.emphasisMarker)) == ["*", "_", nil])
        #expect(Set(options.map(\.strongMarker)) == ["*", "_", nil])
        #expect(Set(options.map(\.codeFence)) == ["`", "~"])
        #expect(Set(options.map(\.headingStyle)) == Set(FormatOptions.HeadingStyle.allCases))
        #expect(Set(options.map(\.codeBlockStyle)) == Set(FormatOptions.CodeBlockStyle.allCases))
        #expect(Set(options.map(\.alternatesBulletsByLevel)) == [false, true])
        #expect(options.contains { $0.markerSpacing != FormatOptions.MarkerSpacing() })
        #expect(options.contains { $0.bulletListIndent != nil })
        #expect(Set(options.map(\.thematicBreak)).isSuperset(of: ["---", "***", "___"]))
        #expect(Set(options.map(\.hardBreak)) == Set(FormatOptions.HardBreakStyle.allCases))
        #expect(Set(options.compactMap(\.listIndent)) == Set(FormatOptions.ListIndent.allCases))
        #expect(Set(options.map(\.wrap)).isSuperset(of: [.keep, .never, .width(40)]))
        #expect(Set(options.map(\.tableLayout)) == Set(FormatOptions.TableLayout.allCases))
        #expect(Set(options.map(\.lineEnding)) == Set(FormatOptions.LineEnding.allCases))
    }

    @Test(arguments: names)
    func golden(_ name: String) throws {
        let input = try Self.bytes("\(name).md")
        let options = try Self.options(named: name)
        let parseOptions = try Self.parseOptions(named: name)
        let formatter = MarkdownFormatter(options: options)

        let result = formatter.formatChecked(SourceFile(name: "\(name).md", bytes: input), parseOptions: parseOptions)
        if GoldenFiles.isUpdating {
            try Data(result.output).write(to: Self.directory.appendingPathComponent("\(name).expected.md"))
        }
        let expected = try Self.bytes("\(name).expected.md")
        #expect(result.problems.isEmpty, "refused: \(result.problems)")
        #expect(!result.usedConservativeOptions, "the configured options had to be dropped")
        #expect(FormatTestSupport.text(result.output) == FormatTestSupport.text(expected))
        #expect(result.output == expected, "bytes differ (line endings?)")

        let original = Document(parsing: SourceFile(bytes: input), options: parseOptions)
        let formatted = Document(parsing: SourceFile(bytes: result.output), options: parseOptions)
        #expect(FormatValidation.differences(between: original, and: formatted).isEmpty)

        let again = formatter.formatChecked(SourceFile(bytes: result.output), parseOptions: parseOptions)
        #expect(again.output == result.output, "not idempotent")
        #expect(!again.isChanged)
    }

    // MARK: Fixtures

    static func bytes(_ file: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: directory.appendingPathComponent(file)))
    }

    /// The dialect named by the options file's `"dialect"` key, GFM without one.
    static func parseOptions(named name: String) throws -> ParseOptions {
        let data = Data(try bytes("\(name).options.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(name): not an object")
        guard let value = json["dialect"] else { return .gfm }
        let dialect = try #require((value as? String).flatMap(Dialect.init(rawValue:)), "\(name): bad dialect: \(value)")
        return ParseOptions(dialect: dialect)
    }

    /// `FormatOptions` from JSON whose keys are the property names (`"wrap"` is `"keep"`,
    /// `"never"` or a width; `"emphasisMarker"`/`"strongMarker"` `"preserve"` is nil).
    static func options(named name: String) throws -> FormatOptions {
        let data = Data(try bytes("\(name).options.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(name): not an object")
        var options = FormatOptions()
        for (key, value) in json {
            let string = value as? String
            func decode<T: RawRepresentable>(_: T.Type) throws -> T where T.RawValue == String {
                try #require(string.flatMap(T.init(rawValue:)), "\(name): bad \(key): \(value)")
            }
            func marker(_ allowed: Set<String>) throws -> Character? {
                let text = try #require(string, "\(name): bad \(key)")
                if text == "preserve" { return nil }
                try #require(allowed.contains(text), "\(name): bad \(key): \(text)")
                return Character(text)
            }
            switch key {
            case "bulletMarker": options.bulletMarker = try decode(UnorderedListMarker.self)
            case "numbering": options.numbering = try decode(FormatOptions.Numbering.self)
            case "emphasisMarker": options.emphasisMarker = try marker(["*", "_"])
            case "strongMarker": options.strongMarker = try marker(["*", "_"])
            case "codeFence": options.codeFence = try #require(try marker(["`", "~"]), "\(name): bad codeFence")
            case "headingStyle": options.headingStyle = try decode(FormatOptions.HeadingStyle.self)
            case "thematicBreak": options.thematicBreak = try #require(string, "\(name): bad thematicBreak")
            case "hardBreak": options.hardBreak = try decode(FormatOptions.HardBreakStyle.self)
            case "listIndent": options.listIndent = try decode(FormatOptions.ListIndent.self)
            case "wrap":
                switch value {
                case let width as Int: options.wrap = .width(width)
                case "keep" as String: options.wrap = .keep
                case "never" as String: options.wrap = .never
                default: Issue.record("\(name): bad wrap: \(value)")
                }
            case "codeBlockStyle": options.codeBlockStyle = try decode(FormatOptions.CodeBlockStyle.self)
            case "alternatesBulletsByLevel": options.alternatesBulletsByLevel = try #require(value as? Bool, "\(name): bad \(key)")
            case "oneEmphasisMarkerPerDocument": options.oneEmphasisMarkerPerDocument = try #require(value as? Bool, "\(name): bad \(key)")
            case "oneStrongMarkerPerDocument": options.oneStrongMarkerPerDocument = try #require(value as? Bool, "\(name): bad \(key)")
            case "bulletListIndent": options.bulletListIndent = try #require(value as? Int, "\(name): bad \(key)")
            case "markerSpacing":
                let spacing = try #require(value as? [String: Int], "\(name): bad \(key)")
                options.markerSpacing.bulletSingle = spacing["bulletSingle"] ?? 1
                options.markerSpacing.orderedSingle = spacing["orderedSingle"] ?? 1
                options.markerSpacing.bulletMulti = spacing["bulletMulti"] ?? 1
                options.markerSpacing.orderedMulti = spacing["orderedMulti"] ?? 1
            case "tableLayout": options.tableLayout = try decode(FormatOptions.TableLayout.self)
            case "lineEnding": options.lineEnding = try decode(FormatOptions.LineEnding.self)
            case "alignedTableWidth": options.alignedTableWidth = try #require(value as? Int, "\(name): bad \(key)")
            case "continuationLineWidth": options.continuationLineWidth = try #require(value as? Int, "\(name): bad \(key)")
            case "dialect": continue  // read by parseOptions(named:)
            default: Issue.record("\(name): unknown option \(key)")
            }
        }
        return options
    }
}
