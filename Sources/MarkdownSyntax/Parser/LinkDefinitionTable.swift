/// Link reference definitions by normalized label; the first definition of a label wins.
struct LinkDefinitionTable {
    private var definitions: [String: LinkDefinitionInfo] = [:]

    var isEmpty: Bool { definitions.isEmpty }

    mutating func add(_ normalizedLabel: String, _ definition: LinkDefinitionInfo) {
        if definitions[normalizedLabel] == nil { definitions[normalizedLabel] = definition }
    }

    subscript(normalizedLabel: String) -> LinkDefinitionInfo? { definitions[normalizedLabel] }
}
