/// Which tool a configuration file belongs to.
public enum ConfigFileKind: String, Sendable, Hashable, CaseIterable {
    /// `.mdtool.yml` / `.mdtool.yaml`: mdtool's own, with every section.
    case mdtool
    /// `.markdownlint-cli2.{jsonc,yaml,cjs,mjs}`: markdownlint-cli2's options (its `config`
    /// holds the rule settings, beside `globs`, `ignores`, `frontMatter` …).
    case markdownlintCli2
    /// `.markdownlint.{jsonc,json,yaml,yml,cjs,mjs}`: rule settings in markdownlint's format.
    case markdownlint
}
