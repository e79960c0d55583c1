import YAML

/// One integer, or a list of them (one per heading level, for instance).
public enum IntegerOrList: RuleOptionValue, Hashable {
    /// The same number for every position.
    case single(Int)
    /// One number per position (per heading level, say).
    case list([Int])

    /// An integer or a list of integers.
    public static var optionKind: RuleOptionDescriptor.Kind { .integerOrIntegerList }

    /// Reads one integer, or a sequence of them (items that are not integers are skipped).
    public init?(option node: ConfigNode) {
        if let items = node.sequence {
            self = .list(items.compactMap { try? $0.asInt() })
        } else if let value = try? node.asInt() {
            self = .single(value)
        } else {
            return nil
        }
    }

    /// `4` or `[1, 2]`.
    public var optionLiteral: String {
        switch self {
        case .single(let value): String(value)
        case .list(let values): values.optionLiteral
        }
    }
}
