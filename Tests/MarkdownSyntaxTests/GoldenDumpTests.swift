import Foundation
import MarkdownSyntax
import Testing
import TestSupport

/// Each `Golden/NAME.md` parses (as GFM; a `docc-` name as DocC) to exactly the tree in
/// `Golden/NAME.dump`, in the format of `TreeDumper.dump` (what `mdtool dump` prints, with its
/// final newline). The DocC inputs restate swift-markdown's own parser tests in other words.
///
/// To regenerate after an intended change: `MDTOOL_UPDATE_GOLDEN=1 swift test --filter GoldenDumpTests`,
/// then review every changed `.dump` with `git diff` before committing it.
struct GoldenDumpTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")

    static var inputNames: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Self.goldenDirectory.path)) ?? []
        return files.filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }.sorted()
    }

    static var isUpdating: Bool { GoldenFiles.isUpdating }

    @Test func goldenInputsExistAndEachHasADump() throws {
        let names = Self.inputNames
        #expect(names.count >= 30, "expected the golden inputs in \(Self.goldenDirectory.path)")
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.goldenDirectory.path)
        let dumps = Set(files.filter { $0.hasSuffix(".dump") }.map { String($0.dropLast(5)) })
        #expect(dumps == Set(names), "every .md needs a .dump and every .dump an .md")
    }

    @Test("golden dump", arguments: inputNames)
    func goldenDump(_ name: String) throws {
        let input = Self.goldenDirectory.appendingPathComponent(name + ".md")
        let expectedURL = Self.goldenDirectory.appendingPathComponent(name + ".dump")
        let bytes = try [UInt8](Data(contentsOf: input))
        let options: ParseOptions = name.hasPrefix("docc-") ? .docc : .gfm
        let document = try Document(parsing: bytes, name: name + ".md", options: options)
        let actual = TreeDumper.dump(document) + "\n"
        if Self.isUpdating {
            try Data(actual.utf8).write(to: expectedURL)
        }
        let expected = try String(decoding: Data(contentsOf: expectedURL), as: UTF8.self)
        #expect(actual == expected, "Golden/\(name).dump differs; actual dump:\n\(actual)")
    }

    @Test func dumpMatchesDebugDescription() throws {
        let document = Document(parsing: "# Title\n\n- item\n")
        #expect(document.debugDescription == TreeDumper.dump(document))
        #expect(TreeDumper.dump(document) == """
            Document @1:1-4:1
            ├─ Heading @1:1-1:8 level: 1 style: atx
            │  └─ Text @1:3-1:8 "Title"
            └─ UnorderedList @3:1-3:7 marker: "-" tight: true
               └─ ListItem @3:1-3:7 marker: "-"
                  └─ Paragraph @3:3-3:7
                     └─ Text @3:3-3:7 "item"
            """)
    }

    @Test func builtNodesDumpWithoutRanges() {
        let document = Document(Heading(level: 2, Text("Built")))
        #expect(TreeDumper.dump(document) == """
            Document
            └─ Heading level: 2 style: atx
               └─ Text "Built"
            """)
    }
}
