import Foundation
import MarkdownSyntax

/// markdownlint's `front_matter_title` option: a regular expression for the front-matter
/// line that names the document's title. An empty pattern turns the feature off. With the
/// `level` option, what MD001, MD025 and MD041 read about a document's title.
public struct TitlePattern: Sendable {
    private let expression: NSRegularExpression?

    /// `front_matter_title`, shared by MD001, MD025 and MD041.
    static let option = RuleOption(
        "front_matter_title", default: #"^\s*"?title"?\s*[:=]"#,
        "A regular expression for the front matter line that gives the document its title, which then counts as "
            + "its top-level heading; an empty string turns this off")

    /// `level`, shared by MD025 and MD041.
    static let levelOption = RuleOption("level", default: 1, "Level of the title heading")

    /// Reads the `front_matter_title` option of `options`.
    public init(options: RuleOptions) throws(ConfigError) {
        let pattern = options[Self.option]
        guard !pattern.isEmpty else {
            expression = nil
            return
        }
        do {
            expression = try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
        } catch {
            throw options.invalid(Self.option, "invalid regular expression \"\(pattern)\"")
        }
    }

    /// Reads the `level` option of `options`: a heading level from 1 to 6.
    static func level(_ options: RuleOptions) throws(ConfigError) -> Int {
        let level = options[levelOption]
        guard (1...6).contains(level) else {
            throw options.invalid(levelOption, "expected a heading level from 1 to 6, found \(level)")
        }
        return level
    }

    /// Whether a line of the document's front matter matches: the front matter then stands
    /// for the document's top-level heading (MD001, MD025, MD041).
    func matchesFrontMatter(of document: Document) -> Bool {
        guard let content = document.frontMatter?.content else { return false }
        return content.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .contains { matches(String($0)) }
    }

    private func matches(_ line: String) -> Bool {
        guard let expression else { return false }
        return expression.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
    }
}
