import MarkdownLint
import YAML

/// A configured front matter pattern (`.mdtool.yml`'s `front_matter`, markdownlint-cli2's
/// `frontMatter`): a regular expression, `markdownlint` for markdownlint's own pattern, or
/// `false` for none.
enum FrontMatterSetting {
    static func read(_ node: ConfigNode) throws(ConfigError) -> Setting<FrontMatterPattern> {
        if case .bool(false)? = node.scalar?.value { return Setting(.none, origin: node.mark.description) }
        let text = try node.asString()
        if text == "markdownlint" { return Setting(.markdownlint, origin: node.mark.description) }
        guard let pattern = FrontMatterPattern(regularExpression: text) else {
            throw node.error("invalid regular expression \"\(text)\" for the front matter")
        }
        return Setting(pattern, origin: node.mark.description)
    }
}
