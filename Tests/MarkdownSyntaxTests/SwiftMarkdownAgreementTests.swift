import Foundation
import MarkdownSyntax
import Testing
import TestSupport

/// Our DocC reading of every file of the shared DocC corpus agrees with the tree Apple's
/// swift-markdown builds for it (kept beside each file, read here at run time): the same
/// block directives, nested the same way, with the same argument text; the same symbol links
/// where they are; the same table cell spans.
struct SwiftMarkdownAgreementTests {
    static let files = CorpusFiles.all.filter { $0.folder == .docc }

    /// What both trees must agree on, one line per directive, symbol link or spanning cell, in
    /// document order, each with the directives around it.
    static func outline(of node: SwiftMarkdownTree.Node, directives: [String] = []) -> [String] {
        var lines: [String] = []
        var inside = directives
        switch node.name {
        case "BlockDirective":
            let name = node.attributes.dropFirst("name: \"".count).dropLast()
            inside.append(String(name))
            lines.append("directive \(inside.joined(separator: "/")) " + node.argumentSegments.debugDescription)
        case "SymbolLink":
            lines.append("symbol link in \(inside.joined(separator: "/")): " + node.attributes.dropFirst("destination: ".count))
        case "Cell":
            let colspan = Self.number(after: "colspan: ", in: node.attributes) ?? 1
            let rowspan = Self.number(after: "rowspan: ", in: node.attributes) ?? 1
            if colspan != 1 || rowspan != 1 { lines.append("cell spans \(colspan)×\(rowspan)") } else { lines.append("cell") }
        default:
            break
        }
        return lines + node.children.flatMap { outline(of: $0, directives: inside) }
    }

    static func outline(of markup: any Markup, directives: [String] = []) -> [String] {
        var lines: [String] = []
        var inside = directives
        if let directive = markup as? BlockDirective {
            inside.append(directive.name)
            lines.append("directive \(inside.joined(separator: "/")) " + directive.argumentSegments.map(\.text).debugDescription)
        } else if let link = markup as? SymbolLink {
            lines.append("symbol link in \(inside.joined(separator: "/")): " + link.destination)
        } else if let cell = markup as? Table.Cell {
            lines.append(cell.columnSpan != 1 || cell.rowSpan != 1 ? "cell spans \(cell.columnSpan)×\(cell.rowSpan)" : "cell")
        }
        return lines + markup.children.flatMap { outline(of: $0, directives: inside) }
    }

    private static func number(after label: String, in text: String) -> Int? {
        guard let range = text.range(of: label) else { return nil }
        return Int(text[range.upperBound...].prefix { $0.isNumber })
    }

    @Test(.enabled(if: !files.isEmpty, "the corpus (../shared/corpus or MDTOOL_CORPUS_DIR) is absent"), arguments: files)
    func directivesSymbolLinksAndSpansAgree(_ file: CorpusFile) throws {
        let treePath = CorpusFiles.directory.appendingPathComponent(String(file.path.dropLast(3)) + ".swift-markdown-tree.txt")
        let dump = try String(contentsOf: treePath, encoding: .utf8)
        let expected = Self.outline(of: SwiftMarkdownTree(dump: dump).root)
        let document = Document(parsing: SourceFile(bytes: try file.bytes()), options: .docc)
        let actual = Self.outline(of: document)
        #expect(actual == expected, """
            \(file): ours differs from swift-markdown's:
            \(zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }.map { "first difference at \($0.offset): ours \($0.element.0), theirs \($0.element.1)" } ?? "lengths \(actual.count) and \(expected.count)")
            """)
    }

    /// The corpus has plenty of each construct, so agreeing means something.
    @Test(.enabled(if: !files.isEmpty, "the corpus (../shared/corpus or MDTOOL_CORPUS_DIR) is absent"))
    func theCorpusTreesHoldEachConstruct() throws {
        var lines: [String] = []
        for file in Self.files {
            let path = CorpusFiles.directory.appendingPathComponent(String(file.path.dropLast(3)) + ".swift-markdown-tree.txt")
            lines += Self.outline(of: SwiftMarkdownTree(dump: try String(contentsOf: path, encoding: .utf8)).root)
        }
        #expect(lines.filter { $0.hasPrefix("directive") }.count >= 50)
        #expect(lines.filter { $0.hasPrefix("directive") && $0.contains("/") }.count >= 20, "nested directives")
        #expect(lines.filter { $0.hasPrefix("directive") && !$0.hasSuffix("[]") }.count >= 20, "argument text")
        #expect(lines.filter { $0.hasPrefix("symbol link") }.count >= 300)
        #expect(lines.filter { $0.hasPrefix("cell spans") }.count >= 10)
    }

    @Test func theTreeReaderSkipsLiteralLinesAndReadsSegments() {
        let dump = #"""
            Document
            ├─ CodeBlock language: none
            │  └─ BlockDirective name: "NotReal"
            ├─ BlockDirective name: "Outer"
            │  ├─ Argument text segments:
            │  |    "x: \"1\","
            │  |    "  y: 2"
            │  └─ BlockDirective name: "Inner"
            └─ Paragraph
               └─ SymbolLink destination: Kit/Type
            """#
        #expect(Self.outline(of: SwiftMarkdownTree(dump: dump).root) == [
            #"directive Outer ["x: \"1\",", "  y: 2"]"#, "directive Outer/Inner []", "symbol link in : Kit/Type",
        ])
    }
}
