/// Collects a mapping's entries while it is parsed, rejecting duplicate keys and applying YAML
/// merge keys (`<<: *defaults`).
///
/// Keys are compared by resolved value, as YAML defines key equality: `1` and `01` are the same
/// key, `1` and `"1"` are not. Merged entries never count as duplicates: explicit keys override
/// them wherever they appear, and among merged mappings the earlier one wins. Merged entries are
/// placed where the `<<` key stood.
struct MappingBuilder {
    private enum Entry {
        case pair(ConfigNode.Pair)
        case merged([(key: ConfigScalar.Value, pair: ConfigNode.Pair)])
    }

    private var entries: [Entry] = []
    private var explicitKeys: [ConfigScalar.Value: Mark] = [:]
    private var mergeMark: Mark?

    /// Adds an explicit entry; `key` must be a scalar.
    mutating func add(key: ConfigNode, value: ConfigNode) throws(ConfigError) {
        guard let scalar = key.scalar else {
            throw key.error("a mapping key must be a scalar, not \(key.kindDescription)")
        }
        if let first = explicitKeys[scalar.value] {
            throw key.error("duplicate key \(quotedForMessage(scalar.text)) (first defined at \(first.lineColumn))")
        }
        explicitKeys[scalar.value] = key.mark
        entries.append(.pair(ConfigNode.Pair(key: key, value: value)))
    }

    /// Adds the value of a `<<` key: a mapping, or a sequence of mappings.
    mutating func merge(key: ConfigNode, value: ConfigNode) throws(ConfigError) {
        if let first = mergeMark {
            throw key.error("duplicate merge key \"<<\" (first defined at \(first.lineColumn)); merge several mappings with a sequence")
        }
        mergeMark = key.mark
        let sources = value.sequence ?? [value]
        var pairs: [(key: ConfigScalar.Value, pair: ConfigNode.Pair)] = []
        for source in sources {
            guard let mapping = source.mapping else {
                throw source.error("a merge key needs a mapping or a sequence of mappings, found \(source.kindDescription)")
            }
            for pair in mapping {
                // Every loaded mapping has scalar keys (see `add`).
                if let key = pair.key.scalar?.value { pairs.append((key, pair)) }
            }
        }
        entries.append(.merged(pairs))
    }

    func build() -> [ConfigNode.Pair] {
        guard mergeMark != nil else {
            return entries.compactMap { if case .pair(let pair) = $0 { pair } else { nil } }
        }
        var seen = Set(explicitKeys.keys)
        var result: [ConfigNode.Pair] = []
        for entry in entries {
            switch entry {
            case .pair(let pair):
                result.append(pair)
            case .merged(let pairs):
                for (key, pair) in pairs where seen.insert(key).inserted {
                    result.append(pair)
                }
            }
        }
        return result
    }
}
