/// The element of a list option: strings or integers.
public protocol RuleOptionListElement: RuleOptionValue {
    static var listKind: RuleOptionDescriptor.Kind { get }
}

extension String: RuleOptionListElement {
    public static var listKind: RuleOptionDescriptor.Kind { .stringList }
}

extension Int: RuleOptionListElement {
    public static var listKind: RuleOptionDescriptor.Kind { .integerList }
}
