import YAML

/// A lint rule. A rule type declares its identity and options once (`descriptor`), is
/// created with the options a configuration gives it, and checks parsed documents.
///
/// ```swift
/// struct NoTodo: Rule {
///     static let descriptor = RuleDescriptor(id: "TODO001", aliases: ["no-todo"], tags: ["custom"],
///                                            summary: "Text should not contain TODO")
///     init(options: RuleOptions) throws(ConfigError) {}
///     func check(_ context: LintContext) -> [Finding] {
///         context.nodes.texts.compactMap { text in
///             guard text.string.contains("TODO"), let range = text.byteRange else { return nil }
///             return Finding(range: range)
///         }
///     }
/// }
/// ```
public protocol Rule: RuleChecker {
    /// The rule's identity, options and documentation, declared once.
    static var descriptor: RuleDescriptor { get }
    /// Reads the rule's options; invalid values throw an error at the value's position.
    init(options: RuleOptions) throws(ConfigError)
}

/// Something that checks documents: a configured rule.
public protocol RuleChecker: Sendable {
    /// Findings in one document. Called once per file with a context shared by all rules.
    func check(_ context: LintContext) -> [Finding]
}
