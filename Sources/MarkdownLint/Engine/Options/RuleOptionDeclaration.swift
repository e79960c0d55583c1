/// A rule option declaration of any value type, as `RuleDescriptor` lists them: a
/// `RuleOption`, described for the catalogue and the rule's page.
public protocol RuleOptionDeclaration: Sendable {
    /// The option's key, kind, default and help, without its value type.
    var optionDescriptor: RuleOptionDescriptor { get }
}
