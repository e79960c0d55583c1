import Foundation
import MarkdownSyntax
import Testing
import TestSupport

/// The fenced code blocks of README.md, read with our own parser, each with the title of
/// the `##` section it is in. README tests check that what these blocks show is true.
struct ReadmeBlock: CustomTestStringConvertible, Sendable {
    var section: String
    var language: String
    var code: String
    var line: Int

    var testDescription: String { "\(language) block at README.md:\(line) (\(section))" }

    static let all: [ReadmeBlock] = {
        let url = RepositoryRoot.url.appendingPathComponent("README.md")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var blocks: [ReadmeBlock] = []
        var section = ""
        for child in Document(parsing: text).children {
            if let heading = child as? Heading, heading.level == 2 {
                section = heading.plainText
            } else if let block = child as? CodeBlock, block.isFenced {
                blocks.append(ReadmeBlock(section: section, language: block.language ?? "",
                                          code: block.code, line: block.range?.lowerBound.line ?? 0))
            }
        }
        return blocks
    }()

    static func blocks(_ language: String, in section: String? = nil) -> [ReadmeBlock] {
        all.filter { $0.language == language && (section == nil || $0.section == section) }
    }
}

/// A shell session shown in a `console` block: `$ cat FILE` followed by the file's lines,
/// and `$ mdtool ARGS` or `$ swift run PRODUCT ARGS` followed by what the command prints.
struct ConsoleTranscript {
    enum Step {
        case file(name: String, contents: String)
        case command(product: String, arguments: [String], output: String)
    }

    var steps: [Step] = []

    init(_ text: String) throws {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("$ ") else { throw TranscriptError.expectedPrompt(lines[index]) }
            let words = lines[index].dropFirst(2).split(separator: " ").map(String.init)
            index += 1
            var body: [String] = []
            while index < lines.count, !lines[index].hasPrefix("$ ") {
                body.append(lines[index])
                index += 1
            }
            let printed = body.map { $0 + "\n" }.joined()
            switch words.first {
            case "cat" where words.count == 2: steps.append(.file(name: words[1], contents: printed))
            case "mdtool": steps.append(.command(product: "mdtool", arguments: Array(words.dropFirst()), output: printed))
            case "swift" where words.count >= 3 && words[1] == "run":
                steps.append(.command(product: words[2], arguments: Array(words.dropFirst(3)), output: printed))
            default: throw TranscriptError.unsupportedCommand(words.joined(separator: " "))
            }
        }
    }

    enum TranscriptError: Error {
        case expectedPrompt(String)
        case unsupportedCommand(String)
    }
}
