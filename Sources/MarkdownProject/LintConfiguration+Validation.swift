import MarkdownLint
import YAML

extension LintConfiguration {
    /// The configuration, after building every rule with its options: the base settings and
    /// each override on its own. Decoding checks names and types; a value a rule refuses
    /// (`line_length: -5`) surfaces only when the rule is built, so this makes it an error of
    /// the section as soon as it is read, whichever files a run lints.
    func validatingRuleOptions() throws(ConfigError) -> LintConfiguration {
        _ = try Linter(configuration: rules, registry: registry)
        for index in overrideRules.indices {
            _ = try Linter(configuration: try rules(applyingOverrides: [index]), registry: registry)
        }
        return self
    }
}
