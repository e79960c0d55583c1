import YAML

/// The configuration types rules meet (`Rule.init(options:)` throws a `ConfigError`; a
/// `RuleOptionValue` is read from a `ConfigNode`), named here so code outside this package
/// needs only `import MarkdownLint`.
public typealias ConfigError = YAML.ConfigError
/// A configuration value with its position in the file, as rules' options arrive.
public typealias ConfigNode = YAML.ConfigNode
/// "Did you mean …?" for names: rules suggest the closest known name (a DocC directive)
/// the same way configuration errors do.
typealias NameSuggestion = YAML.NameSuggestion
