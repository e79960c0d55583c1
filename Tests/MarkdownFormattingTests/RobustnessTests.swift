import Foundation
import MarkdownFormatting
import MarkdownSyntax
import TestSupport
import Testing

/// The formatter on inputs nobody wrote by hand: every spec example and thousands of seeded
/// random Markdown-ish documents, each with every option preset. For each: the safety check
/// (with its conservative retry) accepts the output, the output renders like the input and
/// keeps its definitions, and formatting the output again changes nothing.
///
/// A failure names the preset and a shrunk input that still fails, ready to paste into a
/// regression test.
struct RobustnessTests {
    static let presetNames = FormatTestSupport.presets.map(\.name)

    static func preset(_ name: String) -> FormatOptions {
        FormatTestSupport.presets.first { $0.name == name }!.options
    }

    /// Spec examples are parsed as in `SpecFormattingTests`: GFM without front matter for the
    /// CommonMark examples (plus plain CommonMark), GFM for the GFM ones.
    @Test(.enabled(if: SpecExampleFiles.isAvailable, "spec fixtures not found (set MDTOOL_SPEC_DIR)"), arguments: presetNames)
    func specExamplesWithPreset(_ name: String) {
        let options = Self.preset(name)
        var failures: [String] = []
        for example in SpecExampleFiles.all {
            let parseOptions: [ParseOptions] = example.isGFM
                ? [.gfm] : [ParseOptions(flavor: .gfm, frontMatter: false), .commonMark]
            for parse in parseOptions {
                let problems = FormatTestSupport.problems(formatting: Array(example.markdown.utf8), options,
                                                          parseOptions: parse)
                if !problems.isEmpty {
                    failures.append("\(example) (\(parse.flavor)): \(problems.joined(separator: "\n"))\n"
                                    + "input: \(String(reflecting: example.markdown))")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures with preset \(name):\n\(failures.prefix(10).joined(separator: "\n\n"))")
    }

    static let batches = Array(0..<16)
    /// `MDTOOL_FORMAT_FUZZ_DOCUMENTS` (per batch) and `MDTOOL_FORMAT_FUZZ_SEED` (first seed)
    /// run longer or other searches.
    static let documentsPerBatch = environmentInt("MDTOOL_FORMAT_FUZZ_DOCUMENTS") ?? 150
    static let firstSeed = environmentInt("MDTOOL_FORMAT_FUZZ_SEED") ?? 0

    static func environmentInt(_ name: String) -> Int? {
        ProcessInfo.processInfo.environment[name].flatMap { Int($0) }
    }

    @Test(arguments: batches)
    func randomDocuments(_ batch: Int) {
        var failures: [String] = []
        for index in 0..<Self.documentsPerBatch {
            let seed = UInt64(Self.firstSeed + batch * Self.documentsPerBatch + index)
            var generator = MarkdownishGenerator(seed: seed)
            let document = generator.document()
            for (name, options) in FormatTestSupport.presets {
                let problems = FormatTestSupport.problems(formatting: Array(document.utf8), options)
                guard !problems.isEmpty else { continue }
                let shrunk = Self.shrink(document) { !FormatTestSupport.problems(formatting: Array($0.utf8), options).isEmpty }
                let shrunkProblems = FormatTestSupport.problems(formatting: Array(shrunk.utf8), options)
                failures.append("seed \(seed), preset \(name): \(shrunkProblems.joined(separator: "\n"))\n"
                                + "shrunk input: \(String(reflecting: shrunk))\noriginal input: \(String(reflecting: document))")
                break
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures:\n\(failures.prefix(5).joined(separator: "\n\n"))")
    }

    /// The deepest nesting a user can write formats without crashing (the parser caps it).
    @Test func deeplyNestedInputs() {
        let depth = 100_000
        let inputs = [
            String(repeating: "> ", count: depth) + "quote\n",
            String(repeating: "- ", count: depth) + "item\n",
            String(repeating: "*", count: depth) + "x" + String(repeating: "*", count: depth) + "\n",
            String(repeating: "[", count: depth) + "x" + String(repeating: "](u)", count: depth) + "\n",
        ]
        for input in inputs {
            let result = FormatTestSupport.format(input)
            #expect(result.problems.isEmpty)
        }
    }

    // MARK: Shrinking

    /// A smaller input for which `fails` still holds: drops lines, then single characters,
    /// while the failure persists.
    static func shrink(_ input: String, fails: (String) -> Bool) -> String {
        var current = input
        var lines = current.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < lines.count && lines.count > 1 {
            var candidate = lines
            candidate.remove(at: index)
            let text = candidate.joined(separator: "\n")
            if fails(text) {
                lines = candidate
                current = text
            } else {
                index += 1
            }
        }
        var characters = Array(current)
        var position = 0
        while position < characters.count {
            var candidate = characters
            candidate.remove(at: position)
            if fails(String(candidate)) {
                characters = candidate
            } else {
                position += 1
            }
        }
        return String(characters)
    }
}
