import MarkdownLint
import YAML

/// One `Linter` per distinct set of matching overrides, built before the parallel run.
struct LinterSet: Sendable {
    private var linters: [[Int]: Linter] = [:]
    private let configuration: LintConfiguration
    private let enabled: [String]
    private let disabled: [String]

    /// `enabled` and `disabled` are rule IDs from `--enable` / `--disable`; they win over
    /// the configuration and its overrides.
    init(configuration: LintConfiguration, enabled: [String], disabled: [String]) {
        self.configuration = configuration
        self.enabled = enabled
        self.disabled = disabled
    }

    mutating func prepare(_ overrides: [Int]) throws(CommandError) {
        guard linters[overrides] == nil else { return }
        do throws(ConfigError) {
            var rules = try configuration.rules(applyingOverrides: overrides)
            rules.setEnabled(true, ids: enabled)
            rules.setEnabled(false, ids: disabled)
            linters[overrides] = try Linter(configuration: rules, registry: configuration.registry)
        } catch {
            throw .usage(error.description)
        }
    }

    func linter(for overrides: [Int]) -> Linter { linters[overrides]! }
}
