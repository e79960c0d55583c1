/// The element of a list option: strings or integers.
public protocol RuleOptionListElement: RuleOptionValue {
    /// The kind of a list of this element type.
    static var listKind: RuleOptionDescriptor.Kind { get }
}

extension String: RuleOptionListElement {
    /// A list of strings.
    public static var listKind: RuleOptionDescriptor.Kind { .stringList }
}

extension Int: RuleOptionListElement {
    /// A list of whole numbers.
    public static var listKind: RuleOptionDescriptor.Kind { .integerList }
}
