/// An option without a value: `--fix`.
struct Flag: OptionDeclaration {
    let name: String
    let help: String

    init(_ name: String, help: String) {
        self.name = name
        self.help = help
    }

    var valueName: String? { nil }
    var choices: [String] { [] }
    var repeatable: Bool { false }
}
