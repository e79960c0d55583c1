import YAML

/// Whether a rule runs, at what severity, and with which options.
public struct RuleSetting: Sendable, Hashable {
    /// Whether the rule runs.
    public var isEnabled: Bool
    /// The severity its findings are reported with.
    public var severity: Severity
    /// The options mapping as configured; nil for the rule's defaults.
    public var options: ConfigNode?

    /// Makes a setting; without options the rule takes its defaults.
    public init(isEnabled: Bool, severity: Severity = .error, options: ConfigNode? = nil) {
        self.isEnabled = isEnabled
        self.severity = severity
        self.options = options
    }
}
