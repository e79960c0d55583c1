/// Assembles `ConfigNode`s from a YAML event stream: resolves anchors and aliases, applies merge
/// keys, rejects duplicate keys, and enforces `ConfigLoader.maxDepth` and
/// `ConfigLoader.maxAliasNodes`.
///
/// Aliases share the anchored node's storage, so expansion costs no memory here; the limit
/// protects whatever walks the tree afterwards, which sees every expanded node.
struct YAMLTreeBuilder {
    /// A finished node with the figures the limits need.
    private struct Built {
        let node: ConfigNode
        /// Nodes in the subtree, counting everything its aliases expand to.
        let size: Int
        /// Levels of collections in the subtree; 0 for a scalar.
        let height: Int
    }

    /// A sequence or mapping whose end event has not arrived yet.
    private struct Frame {
        let mark: Mark
        let anchor: String?
        let isMapping: Bool
        var items: [ConfigNode] = []
        var entries = MappingBuilder()
        /// In a mapping, the key whose value is awaited.
        var key: ConfigNode?
        var size = 1
        var height = 1

        mutating func add(_ built: Built) throws(ConfigError) {
            size += built.size
            height = max(height, built.height + 1)
            guard isMapping else {
                items.append(built.node)
                return
            }
            guard let key else {
                key = built.node
                return
            }
            self.key = nil
            if key.scalar?.style == .plain, key.scalar?.text == "<<" {
                try entries.merge(key: key, value: built.node)
            } else {
                try entries.add(key: key, value: built.node)
            }
        }
    }

    private var stack: [Frame] = []
    private var anchors: [String: Built] = [:]
    private var aliasNodes = 0
    /// The document's node, once it is complete.
    private(set) var root: ConfigNode?

    mutating func scalar(_ scalar: ConfigScalar, anchor: String?, mark: Mark) throws(ConfigError) {
        try finish(Built(node: ConfigNode(.scalar(scalar), mark: mark), size: 1, height: 0), anchor: anchor)
    }

    mutating func startCollection(isMapping: Bool, anchor: String?, mark: Mark) throws(ConfigError) {
        guard stack.count < ConfigLoader.maxDepth else {
            throw ConfigError("nesting exceeds the maximum depth of \(ConfigLoader.maxDepth)", at: mark)
        }
        stack.append(Frame(mark: mark, anchor: anchor, isMapping: isMapping))
    }

    /// Ends the innermost collection; libyaml guarantees start and end events balance.
    mutating func endCollection() throws(ConfigError) {
        guard let frame = stack.popLast() else { return }
        let content: ConfigNode.Content = frame.isMapping ? .mapping(frame.entries.build()) : .sequence(frame.items)
        try finish(Built(node: ConfigNode(content, mark: frame.mark), size: frame.size, height: frame.height), anchor: frame.anchor)
    }

    /// Inserts the anchored node. The copy is marked at the alias, so a complaint about the value
    /// as a whole points where it is used; its children keep the marks of the anchored text.
    mutating func alias(_ name: String, mark: Mark) throws(ConfigError) {
        guard let target = anchors[name] else {
            if stack.contains(where: { $0.anchor == name }) {
                throw ConfigError("alias \(quotedForMessage(name)) refers to a node that contains it", at: mark)
            }
            throw ConfigError("unknown anchor \(quotedForMessage(name))", at: mark)
        }
        aliasNodes += target.size
        guard aliasNodes <= ConfigLoader.maxAliasNodes else {
            throw ConfigError("aliases expand to more than \(ConfigLoader.maxAliasNodes) nodes", at: mark)
        }
        guard stack.count + target.height <= ConfigLoader.maxDepth else {
            throw ConfigError("alias expansion exceeds the maximum nesting depth of \(ConfigLoader.maxDepth)", at: mark)
        }
        try finish(Built(node: ConfigNode(target.node.content, mark: mark), size: target.size, height: target.height), anchor: nil)
    }

    private mutating func finish(_ built: Built, anchor: String?) throws(ConfigError) {
        if let anchor { anchors[anchor] = built }
        if stack.isEmpty {
            root = built.node
        } else {
            try stack[stack.count - 1].add(built)
        }
    }
}
