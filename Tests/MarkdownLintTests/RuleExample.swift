import Foundation
import MarkdownSyntax
import TestSupport
import Testing

/// A fenced example on a rule page: ```` ```markdown bad 2:1 4 mkdocs {"option": 1} ````.
///
/// `bad` examples must trigger the rule, `good` ones must not, and a `fixed` example is
/// what `--fix` makes of the `bad` example before it. After the kind, a bad example may
/// give where each finding is, in order, as `LINE:COLUMN` or `LINE`; then a dialect's name
/// may say the example is read in that dialect (GFM otherwise); the optional JSON
/// object at the end gives the rule's options. An example ending in `[EOF]` has no final
/// line ending.
struct RuleExample: CustomTestStringConvertible, Sendable {
    enum Kind: String, Sendable { case bad, good, fixed }

    var ruleID: String
    var kind: Kind
    var markdown: String
    /// JSON text of the options, or "" for the defaults.
    var options: String
    /// The dialect the example is read in; nil: GFM.
    var dialect: Dialect?
    /// For `bad` examples: where the findings are (`3:5`, or a line alone), if the page says.
    var positions: [String]
    /// Line of the example's fence on the page, for failure messages.
    var pageLine: Int
    /// For `fixed` examples: the `bad` example they fix.
    var fixes: String?

    var testDescription: String { "\(ruleID) \(kind.rawValue) example at rules/\(ruleID).md:\(pageLine)" }

    /// The examples of one rule page.
    static func examples(onPage text: String, ruleID: String) -> [RuleExample] {
        let document = Document(parsing: text)
        var examples: [RuleExample] = []
        var lastBad: String?
        for child in document.children {
            guard let code = child as? CodeBlock, code.language == "markdown" else { continue }
            let words = code.infoString.split(separator: " ", maxSplits: 2)
            guard words.count >= 2, let kind = Kind(rawValue: String(words[1])) else { continue }
            var markdown = code.code
            if markdown.hasSuffix("[EOF]\n") { markdown.removeLast("[EOF]\n".count) }
            var rest = words.count > 2 ? words[2] : ""
            var positions: [String] = []
            while rest.first?.isNumber == true {
                let word = rest.prefix { $0 != " " }
                positions.append(String(word))
                rest = rest.dropFirst(word.count).drop { $0 == " " }
            }
            var dialect: Dialect?
            if let word = rest.split(separator: " ").first, let named = Dialect(rawValue: String(word)) {
                dialect = named
                rest = rest.dropFirst(word.count).drop { $0 == " " }
            }
            let options = String(rest)
            let example = RuleExample(ruleID: ruleID, kind: kind, markdown: markdown, options: options, dialect: dialect,
                                      positions: positions, pageLine: code.range?.lowerBound.line ?? 0,
                                      fixes: kind == .fixed ? lastBad : nil)
            if kind == .bad { lastBad = markdown }
            examples.append(example)
        }
        return examples
    }

    /// Every example on every page in `rules/`.
    static let all: [RuleExample] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: RepositoryRoot.rules.path)) ?? []
        return files.filter { $0.hasPrefix("MD") && $0.hasSuffix(".md") }.sorted().flatMap { file -> [RuleExample] in
            let text = (try? String(contentsOf: RepositoryRoot.rules.appendingPathComponent(file), encoding: .utf8)) ?? ""
            return examples(onPage: text, ruleID: String(file.dropLast(3)))
        }
    }()
}
