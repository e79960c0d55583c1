/// Which tool a configuration file belongs to.
public enum ConfigFileKind: String, Sendable, Hashable, CaseIterable {
    /// `.mdtool.yml` / `.mdtool.yaml`.
    case mdtool
    /// `.markdownlint.jsonc`, `.markdownlint.json`, `.markdownlint.yaml`, `.markdownlint.yml`:
    /// rule settings in markdownlint's format, used as-is.
    case markdownlint
}
