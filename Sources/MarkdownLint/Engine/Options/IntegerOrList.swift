import YAML

/// One integer, or a list of them (one per heading level, for instance).
public enum IntegerOrList: RuleOptionValue, Hashable {
    case single(Int)
    case list([Int])

    public static var optionKind: RuleOptionDescriptor.Kind { .integerOrIntegerList }

    public init?(option node: ConfigNode) {
        if let items = node.sequence {
            self = .list(items.compactMap { try? $0.asInt() })
        } else if let value = try? node.asInt() {
            self = .single(value)
        } else {
            return nil
        }
    }

    public var optionLiteral: String {
        switch self {
        case .single(let value): String(value)
        case .list(let values): values.optionLiteral
        }
    }
}
