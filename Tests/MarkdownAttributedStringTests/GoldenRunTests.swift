import Foundation
import MarkdownAttributedString
import MarkdownSyntax
import Testing
import TestSupport

/// Each `Golden/NAME.SYNTAX.jsonl` holds the JSON lines of the runs `Golden/NAME.md` converts
/// to, SYNTAX naming the `interpretedSyntax` (`full` is what `mdtool render --to attributed`
/// prints).
///
/// To regenerate after an intended change: `MDTOOL_UPDATE_GOLDEN=1 swift test --filter GoldenRunTests`,
/// then review every changed `.jsonl` with `git diff` before committing it.
struct GoldenRunTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static let syntaxes: [String: MarkdownAttributedStringOptions.InterpretedSyntax] = [
        "full": .full, "inlineOnly": .inlineOnly, "inlineOnlyPreservingWhitespace": .inlineOnlyPreservingWhitespace,
    ]

    static var files: [String] { (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] }

    /// `NAME.SYNTAX` of every golden output.
    static var outputNames: [String] { files.filter { $0.hasSuffix(".jsonl") }.map { String($0.dropLast(6)) }.sorted() }

    @Test func everyInputHasOutputsAndEveryOutputAnInputAndAKnownSyntax() {
        let inputs = Set(Self.files.filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) })
        let outputs = Self.outputNames.map { $0.split(separator: ".", maxSplits: 1).map(String.init) }
        #expect(inputs.count >= 8, "expected the golden inputs in \(Self.directory.path)")
        #expect(Set(outputs.map { $0[0] }) == inputs)
        #expect(outputs.allSatisfy { $0.count == 2 && Self.syntaxes[$0[1]] != nil })
    }

    @Test("golden runs", arguments: outputNames)
    func goldenRuns(_ name: String) throws {
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        let syntax = try #require(Self.syntaxes[parts[1]])
        let options = MarkdownAttributedStringOptions(interpretedSyntax: syntax)
        let bytes = try [UInt8](Data(contentsOf: Self.directory.appendingPathComponent(parts[0] + ".md")))
        let document = try Document(parsing: bytes, name: parts[0] + ".md",
                                    options: syntax == .full ? .gfm : .inlineOnly)
        let actual = document.attributedRunsJSONLines(options: options)
        let url = Self.directory.appendingPathComponent(name + ".jsonl")
        if GoldenFiles.isUpdating {
            try Data(actual.utf8).write(to: url)
        }
        let expected = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        #expect(actual == expected, "Golden/\(name).jsonl differs; actual:\n\(actual)")
    }
}
