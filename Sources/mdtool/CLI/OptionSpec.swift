/// One command-line option: `--name VALUE` or a `--flag`.
struct OptionSpec {
    var name: String
    /// Placeholder for the value (`FILE`); nil for a flag.
    var valueName: String?
    var help: String
    /// Accepted values, when there is a fixed set.
    var choices: [String] = []
    /// The option may be given more than once (values accumulate).
    var repeatable = false
}
