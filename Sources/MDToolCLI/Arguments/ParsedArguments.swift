import YAML

/// The options and positional arguments of one command, checked against its declarations;
/// values are read through the same declarations.
struct ParsedArguments {
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []
    private(set) var positionals: [String] = []
    private let declared: Set<String>

    /// Parses `--name value`, `--name=value`, flags and positionals; `--` ends options
    /// and a lone `-` is a positional (standard input). An alias counts as its option's name.
    init(_ arguments: [String], declarations: [any OptionDeclaration], command: String) throws(CommandError) {
        var byName = Dictionary(uniqueKeysWithValues: declarations.flatMap { declaration in
            ([declaration.name] + declaration.aliases).map { ($0, declaration) }
        })
        declared = Set(declarations.map(\.name))
        for declaration in declarations { if let short = declaration.shortName { byName[short] = declaration } }
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let declaration = byName[name] else {
                var message = "unknown option '\(name)' for 'mdtool \(command)'"
                if let suggestion = NameSuggestion.closest(to: name, among: Array(byName.keys).sorted()) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw .usage(message + " (see 'mdtool \(command) --help')")
            }
            guard let valueName = declaration.valueName else {
                if inlineValue != nil { throw .usage("option '\(name)' takes no value") }
                flags.insert(declaration.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw .usage("option '\(name)' needs a value (\(name) \(valueName))")
            }
            if !declaration.choices.isEmpty && !declaration.choices.contains(value) {
                throw .usage("invalid value '\(value)' for '\(name)'; expected one of: "
                             + declaration.choices.joined(separator: ", "))
            }
            if !declaration.repeatable && values[declaration.name] != nil {
                throw .usage("option '\(declaration.name)' given more than once")
            }
            values[declaration.name, default: []].append(value)
        }
    }

    /// Whether the flag was given.
    func has(_ flag: Flag) -> Bool {
        assert(declared.contains(flag.name), "\(flag.name) is read but not declared")
        return flags.contains(flag.name)
    }

    /// The option's value (the last one given), or nil when it was not given.
    func value<Value>(_ option: Option<Value>) throws(CommandError) -> Value? {
        assert(declared.contains(option.name), "\(option.name) is read but not declared")
        guard let text = values[option.name]?.last else { return nil }
        return try option.convert(text)
    }

    /// Every value of a repeatable option, in the order given.
    func values<Value>(_ option: Option<Value>) throws(CommandError) -> [Value] {
        assert(declared.contains(option.name), "\(option.name) is read but not declared")
        var result: [Value] = []
        for text in values[option.name] ?? [] { result.append(try option.convert(text)) }
        return result
    }
}
