/// An option with a value, `--timeout SECONDS`, and how its text becomes a `Value`.
struct Option<Value>: OptionDeclaration {
    let name: String
    var shortName: String? { nil }
    let valueName: String?
    let help: String
    let choices: [String]
    let repeatable: Bool
    let aliases: [String]
    let suggestedValues: [String]
    /// The value of one occurrence; throws the usage error for text it cannot use.
    let convert: @Sendable (String) throws(CommandError) -> Value

    init(_ name: String, valueName: String, help: String, choices: [String] = [], repeatable: Bool = false,
         aliases: [String] = [], suggestedValues: [String]? = nil,
         convert: @escaping @Sendable (String) throws(CommandError) -> Value) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.choices = choices
        self.repeatable = repeatable
        self.aliases = aliases
        self.suggestedValues = suggestedValues ?? choices
        self.convert = convert
    }

    /// An option whose value is parsed by `parse`; text it rejects is reported as
    /// "invalid value 'TEXT' for '--name'; expected EXPECTED".
    init(_ name: String, valueName: String, help: String, expected: String,
         parse: @escaping @Sendable (String) -> Value?) {
        self.init(name, valueName: valueName, help: help) { (text) throws(CommandError) in
            guard let value = parse(text) else { throw .usage("invalid value '\(text)' for '\(name)'; expected \(expected)") }
            return value
        }
    }
}

extension Option where Value == String {
    /// An option whose value is used as given.
    init(_ name: String, valueName: String, help: String, repeatable: Bool = false) {
        self.init(name, valueName: valueName, help: help, repeatable: repeatable) { (text) throws(CommandError) in text }
    }
}

extension Option where Value: RawRepresentable & Sendable, Value.RawValue == String {
    /// An option with a fixed set of values, listed in help in the order given.
    init(_ name: String, valueName: String, help: String, choices: [Value], aliases: [String] = []) {
        self.init(name, valueName: valueName, help: help, choices: choices.map(\.rawValue),
                  aliases: aliases) { (text) throws(CommandError) in
            // Parsing has checked the text against the choices.
            guard let value = Value(rawValue: text) else { throw .usage("invalid value '\(text)' for '\(name)'") }
            return value
        }
    }
}
