import MarkdownLint
import YAML

/// The `reports:` section of `.mdtool.yml`: where SARIF reports point (`--information-uri`
/// and `--rule-uri` override it), for a fork or a mirror of mdtool's repository.
///
/// ```yaml
/// reports:
///   information_uri: https://example.org/mdtool          # SARIF's informationUri
///   rule_uri: https://example.org/mdtool/rules/{rule}.html   # each rule's helpUri
/// ```
public enum ReportsConfiguration {
    /// The keys the `reports:` section may have.
    public static let keys = ["information_uri", "rule_uri"]

    /// Decodes a `reports:` section; a null section gives the defaults.
    /// - Throws: `ConfigError` at the position of an unknown key or a value that is not a string.
    public static func links(from node: ConfigNode) throws(ConfigError) -> ReportLinks {
        if node.isNull { return .standard }
        try node.checkKeys(allowed: keys)
        var informationURI = ReportLinks.defaultInformationURI
        var ruleURI: String?
        for pair in try node.asMapping() {
            switch try pair.key.asString() {
            case "information_uri": informationURI = try pair.value.asString()
            default: ruleURI = try pair.value.asString()
            }
        }
        return ReportLinks(informationURI: informationURI, ruleURITemplate: ruleURI)
    }
}
