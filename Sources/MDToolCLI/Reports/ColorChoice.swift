/// `--color auto|always|never`: whether text on standard output is coloured. `auto` colours
/// a terminal unless `NO_COLOR` is set to something, and colours any output when
/// `FORCE_COLOR` is set to something other than `0` (no-color.org, force-color.org);
/// `NO_COLOR` wins over `FORCE_COLOR`, and the option over both.
enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never

    static let option = Option("--color", valueName: "WHEN",
                               help: "Colour the text report (default: auto: on a terminal, or with FORCE_COLOR; never with NO_COLOR).",
                               choices: ColorChoice.allCases)

    /// Whether standard output is coloured in `context`.
    func usesColor(in context: CommandContext) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = context.environment["NO_COLOR"], !noColor.isEmpty { return false }
            if let force = context.environment["FORCE_COLOR"], !force.isEmpty, force != "0" { return true }
            return context.outputIsTerminal
        }
    }
}
