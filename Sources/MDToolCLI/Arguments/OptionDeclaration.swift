/// What parsing and `--help` need to know of a command-line option (a `Flag` or an
/// `Option`); each command lists its declarations once, and reads values through them.
protocol OptionDeclaration: Sendable {
    /// `--name`.
    var name: String { get }
    /// A one-letter spelling (`-q`), if any.
    var shortName: String? { get }
    /// Placeholder for the value in help (`FILE`); nil for a flag.
    var valueName: String? { get }
    var help: String { get }
    /// Accepted values, when there is a fixed set (checked while parsing, listed in help).
    var choices: [String] { get }
    /// The option may be given more than once (values accumulate).
    var repeatable: Bool { get }
    /// Other names that mean the same option (a former name kept working).
    var aliases: [String] { get }
    /// The values shell completions offer: the choices, or those of an option whose value
    /// has more to it (`--output-format FORMAT[=FILE]`).
    var suggestedValues: [String] { get }
}

extension OptionDeclaration {
    var aliases: [String] { [] }
    var suggestedValues: [String] { choices }
}
