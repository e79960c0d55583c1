/// One option of a rule, declared once: its key, the type of its value (which also gives
/// the values it allows), its default and its help. The rule's descriptor lists it, the
/// catalogue (`mdtool rules --output-format json`) and the rule's page show it, and the rule
/// reads its value with `options[option]`:
///
/// ```swift
/// enum Style: String, RuleOptionChoice { case consistent, dash, plus }
/// static let style = RuleOption("style", default: Style.consistent, "Marker every item uses")
/// static let descriptor = RuleDescriptor(id: "X001", aliases: ["x"], tags: [], summary: "…",
///                                        options: [style])
/// init(options: RuleOptions) throws(ConfigError) { style = options[Self.style] }
/// ```
public struct RuleOption<Value: RuleOptionValue>: RuleOptionDeclaration {
    /// The key in configuration (`line_length`).
    public let name: String
    /// The value a rule gets when configuration does not set the option.
    public let defaultValue: Value
    /// What the option does, as the catalogue and the rule's page say it.
    public let help: String

    /// Declares an option.
    /// - Parameters:
    /// - name: The key in configuration (`line_length`).
    /// - defaultValue: The value when configuration leaves the key out; its type is the option's type.
    /// - help: What the option does, for the catalogue and the rule's page.
    public init(_ name: String, default defaultValue: Value, _ help: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.help = help
    }

    /// The option as the rule's descriptor lists it.
    public var optionDescriptor: RuleOptionDescriptor {
        RuleOptionDescriptor(name, Value.optionKind, default: defaultValue.optionLiteral, help,
                             choiceHelp: Value.optionChoiceHelp)
    }
}
