/// An immutable tree of configuration values loaded from YAML, JSON or JSONC, each node carrying
/// the `Mark` where it starts so that any later complaint can point at the exact spot.
public struct ConfigNode: Sendable, Hashable {
    /// What a node holds.
    public enum Content: Sendable, Hashable {
        /// A single value.
        case scalar(ConfigScalar)
        /// Items in file order.
        case sequence([ConfigNode])
        /// Entries in file order. Keys are unique (loading rejects duplicates) and are scalars.
        case mapping([Pair])
    }

    /// One mapping entry; the key keeps its own mark so errors can point at it.
    public struct Pair: Sendable, Hashable {
        /// The entry's key, a scalar.
        public let key: ConfigNode
        /// The entry's value.
        public let value: ConfigNode

        /// Makes an entry.
        public init(key: ConfigNode, value: ConfigNode) {
            self.key = key
            self.value = value
        }
    }

    /// The node's value: a scalar, a sequence or a mapping.
    public let content: Content
    /// Where the node starts in its file.
    public let mark: Mark

    /// Makes a node, for tests and for configuration built in code.
    public init(_ content: Content, mark: Mark) {
        self.content = content
        self.mark = mark
    }

    /// The scalar, when the node is one.
    public var scalar: ConfigScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// The items, when the node is a sequence.
    public var sequence: [ConfigNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The entries in file order, when the node is a mapping.
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
