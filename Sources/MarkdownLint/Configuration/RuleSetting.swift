import YAML

/// Whether a rule runs, at what severity, and with which options.
public struct RuleSetting: Sendable, Hashable {
    public var isEnabled: Bool
    public var severity: Severity
    /// The options mapping as configured; nil for the rule's defaults.
    public var options: ConfigNode?

    public init(isEnabled: Bool, severity: Severity = .error, options: ConfigNode? = nil) {
        self.isEnabled = isEnabled
        self.severity = severity
        self.options = options
    }
}
