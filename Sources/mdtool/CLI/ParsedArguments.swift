import YAML

/// The options and positional arguments of one command, checked against its specs.
struct ParsedArguments {
    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []

    /// Parses `--name value`, `--name=value`, flags and positionals; `--` ends options
    /// and a lone `-` is a positional (standard input).
    init(_ arguments: [String], specs: [OptionSpec], command: String) throws(CommandError) {
        let byName = Dictionary(uniqueKeysWithValues: specs.map { ($0.name, $0) })
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
            guard let spec = byName[name] else {
                var message = "unknown option '\(name)' for 'mdtool \(command)'"
                if let suggestion = NameSuggestion.closest(to: name, among: specs.map(\.name)) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw .usage(message + " (see 'mdtool \(command) --help')")
            }
            guard let valueName = spec.valueName else {
                if inlineValue != nil { throw .usage("option '\(name)' takes no value") }
                flags.insert(name)
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
            if !spec.choices.isEmpty && !spec.choices.contains(value) {
                throw .usage("invalid value '\(value)' for '\(name)'; expected one of: "
                             + spec.choices.joined(separator: ", "))
            }
            if !spec.repeatable && values[name] != nil {
                throw .usage("option '\(name)' given more than once")
            }
            values[name, default: []].append(value)
        }
    }

    func value(_ name: String) -> String? { values[name]?.last }

    func allValues(_ name: String) -> [String] { values[name] ?? [] }

    func has(_ name: String) -> Bool { flags.contains(name) }
}
