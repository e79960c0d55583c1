import Foundation
import MarkdownSyntax
import YAML

/// markdownlint's `front_matter_title` option: a regular expression for the front-matter
/// line that names the document's title. An empty pattern turns the feature off.
public struct TitlePattern: Sendable {
    private let expression: NSRegularExpression?

    public static let defaultPattern = #"^\s*title\s*[:=]"#

    public init(_ pattern: String, node: ConfigNode? = nil) throws(ConfigError) {
        guard !pattern.isEmpty else {
            expression = nil
            return
        }
        do {
            expression = try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
        } catch {
            throw (node ?? ConfigNode(.scalar(ConfigScalar(plain: pattern)), mark: Mark(file: "<option>", line: 1, column: 1)))
                .error("invalid regular expression \"\(pattern)\"")
        }
    }

    /// Reads the option named `front_matter_title` of `options`.
    public init(options: RuleOptions) throws(ConfigError) {
        let name = "front_matter_title"
        try self.init(options.string(name, default: Self.defaultPattern), node: options.node(name))
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
