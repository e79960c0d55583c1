/// Something that declares a rule option for a `RuleDescriptor`: a typed `RuleOption`, or a
/// `RuleOptionDescriptor` written out.
public protocol RuleOptionDeclaration: Sendable {
    var optionDescriptor: RuleOptionDescriptor { get }
}
