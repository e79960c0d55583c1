import Foundation
import Testing
import TestSupport

/// README "Writing a custom rule" stays true: its YAML gives the output it shows, and its
/// Swift is the example's source as built and tested.
struct CustomRuleReadmeTests {
    /// The fenced blocks of the section, as (info string, content).
    static func blocks() throws -> [(info: String, text: String)] {
        let readme = try String(contentsOf: RepositoryRoot.url.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "\n## Writing a custom rule\n"))
        let section = readme[start.upperBound...].components(separatedBy: "\n## ").first ?? ""
        var blocks: [(String, String)] = []
        var current: (info: String, lines: [String])?
        for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let open = current {
                    blocks.append((open.info, open.lines.map { $0 + "\n" }.joined()))
                    current = nil
                } else {
                    current = (String(line.dropFirst(3)), [])
                }
            } else {
                current?.lines.append(String(line))
            }
        }
        return blocks
    }

    @Test func yamlExampleGivesTheOutputShown() async throws {
        let blocks = try Self.blocks()
        let yaml = try #require(blocks.first { $0.info == "yaml" }).text
        let transcript = try #require(blocks.first { $0.info == "text" }).text
        let parts = transcript.components(separatedBy: "$ mdtool lint notes.md\n")
        try #require(parts.count == 2 && parts[0].hasPrefix("$ cat notes.md\n"))
        let notes = String(parts[0].dropFirst("$ cat notes.md\n".count))
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", yaml)
            try cli.write("notes.md", notes)
            let result = await cli.run(["lint", "notes.md"])
            #expect(result.stdout + result.stderr == parts[1])
        }
    }

    @Test func swiftExampleIsTheExampleSource() async throws {
        let swift = try Self.blocks().filter { $0.info == "swift" }.map(\.text)
        let sources = RepositoryRoot.url.appendingPathComponent("Examples/CustomRule/Sources")
        let rule = try String(contentsOf: sources.appendingPathComponent("CustomRuleExample/NoTodoRule.swift"), encoding: .utf8)
        let main = try String(contentsOf: sources.appendingPathComponent("custom-rule-example/main.swift"), encoding: .utf8)
        #expect(swift == [rule, main])
    }
}
