import YAML

/// A configured value and where it was written (`file:line:column`), for `--show-config`.
public struct Setting<Value: Sendable>: Sendable {
    public var value: Value
    /// `file:line:column` of the value, or a description of where it comes from.
    public var origin: String

    public init(_ value: Value, origin: String) {
        self.value = value
        self.origin = origin
    }
}

extension Setting where Value == Bool {
    /// A boolean written at `node`; nil when the key is absent or null.
    init?(bool node: ConfigNode?) throws(ConfigError) {
        guard let node, !node.isNull else { return nil }
        self.init(try node.asBool(), origin: node.mark.description)
    }
}
