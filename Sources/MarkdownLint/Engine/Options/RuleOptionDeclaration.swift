/// A rule option declaration of any value type, as `RuleDescriptor` lists them: a
/// `RuleOption`, described for the catalogue and the rule's page.
public protocol RuleOptionDeclaration: Sendable {
    var optionDescriptor: RuleOptionDescriptor { get }
}
