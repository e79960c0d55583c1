/// An immutable tree of configuration values loaded from YAML, JSON or JSONC, each node carrying
/// the `Mark` where it starts so that any later complaint can point at the exact spot.
public struct ConfigNode: Sendable, Hashable {
    public enum Content: Sendable, Hashable {
        case scalar(ConfigScalar)
        case sequence([ConfigNode])
        /// Entries in file order. Keys are unique (loading rejects duplicates) and are scalars.
        case mapping([Pair])
    }

    /// One mapping entry; the key keeps its own mark so errors can point at it.
    public struct Pair: Sendable, Hashable {
        public let key: ConfigNode
        public let value: ConfigNode

        public init(key: ConfigNode, value: ConfigNode) {
            self.key = key
            self.value = value
        }
    }

    public let content: Content
    public let mark: Mark

    public init(_ content: Content, mark: Mark) {
        self.content = content
        self.mark = mark
    }

    public var scalar: ConfigScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    public var sequence: [ConfigNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    public var mapping: [Pair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// True for a plain `null`, `~` or empty value (and JSON `null`).
    public var isNull: Bool { scalar?.value == .null }

    /// The value stored under a string key, if this is a mapping that has one. Matching is exact;
    /// `1` or `true` as a key are not the strings "1" or "true".
    public subscript(key: String) -> ConfigNode? {
        mapping?.first { $0.key.scalar?.value == .string(key) }?.value
    }
}
