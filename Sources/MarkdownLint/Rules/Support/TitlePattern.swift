import Foundation
import MarkdownSyntax

/// markdownlint's `front_matter_title` option: a regular expression for the front-matter
/// line that names the document's title. An empty pattern turns the feature off. With the
/// `level` option, what MD001, MD025 and MD041 read about a document's title.
public struct TitlePattern: Sendable {
    private enum Expression {
        case none
        /// The default pattern, compiled at its first use: most documents have no front
        /// matter, and compiling a first expression sets up ICU's regex engine, which was a
        /// quarter of linting a one-line file.
        case standard
        case custom(NSRegularExpression)
    }

    private let expression: Expression

    private static let defaultPattern = #"^\s*"?title"?\s*[:=]"#
    // A constant pattern, known to compile.
    private static let standardExpression = try! NSRegularExpression(pattern: defaultPattern, options: [.caseInsensitive])

    /// `front_matter_title`, shared by MD001, MD025 and MD041.
    static let option = RuleOption(
        "front_matter_title", default: defaultPattern,
        "A regular expression for the front matter line that gives the document its title, which then counts as "
            + "its top-level heading; an empty string turns this off")

    /// `level`, shared by MD025 and MD041.
    static let levelOption = RuleOption("level", default: 1, "Level of the title heading")

    /// Reads the `front_matter_title` option of `options`.
    public init(options: RuleOptions) throws(ConfigError) {
        let pattern = options[Self.option]
        if pattern.isEmpty {
            expression = .none
        } else if pattern == Self.defaultPattern {
            expression = .standard
        } else {
            do {
                expression = .custom(try NSRegularExpression(pattern: pattern, options: [.caseInsensitive]))
            } catch {
                throw options.invalid(Self.option, "invalid regular expression \"\(pattern)\"")
            }
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
        let compiled: NSRegularExpression
        switch expression {
        case .none: return false
        case .standard: compiled = Self.standardExpression
        case .custom(let custom): compiled = custom
        }
        return compiled.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
    }
}
