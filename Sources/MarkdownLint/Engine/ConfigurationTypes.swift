import YAML

/// The configuration types rules meet (`Rule.init(options:)` throws a `ConfigError`;
/// `RuleOptions.node(_:)` gives a `ConfigNode` to report a bad value at), named here so
/// code outside this package needs only `import MarkdownLint`.
public typealias ConfigError = YAML.ConfigError
public typealias ConfigNode = YAML.ConfigNode
