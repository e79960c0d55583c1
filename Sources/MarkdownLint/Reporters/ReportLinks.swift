/// Where reports send people: mdtool's home page (SARIF's `informationUri`) and each rule's
/// page (SARIF's `helpUri`, the language server's `codeDescription`). Both can be set on the
/// command line (`--information-uri`, `--rule-uri`) for a fork or a mirror; the default
/// points at the project's repository.
public struct ReportLinks: Sendable, Hashable {
    /// The repository the defaults point at.
    public static let defaultInformationURI = "https://github.com/mdtool/mdtool"
    /// Stands for the rule ID in `ruleURITemplate`.
    public static let rulePlaceholder = "{rule}"

    /// mdtool's home page.
    public var informationURI: String
    /// A rule's page, `{rule}` standing for its ID.
    public var ruleURITemplate: String

    /// The links; without a template, rule pages are `rules/ID.md` on the main branch of `informationURI`.
    public init(informationURI: String = defaultInformationURI, ruleURITemplate: String? = nil) {
        self.informationURI = informationURI
        let base = informationURI.hasSuffix("/") ? String(informationURI.dropLast()) : informationURI
        self.ruleURITemplate = ruleURITemplate ?? base + "/blob/main/rules/" + Self.rulePlaceholder + ".md"
    }

    /// The defaults.
    public static let standard = ReportLinks()

    /// The page of a built-in rule; nil for rules without a page under `rules/` (custom rules).
    public func ruleURI(for id: String) -> String? {
        RuleCatalog.hasRepositoryPage(id) ? ruleURITemplate.replacing(Self.rulePlaceholder, with: id) : nil
    }
}
