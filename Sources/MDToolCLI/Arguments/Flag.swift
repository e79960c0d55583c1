/// An option without a value: `--fix`.
struct Flag: OptionDeclaration {
    let name: String
    let shortName: String?
    let help: String

    init(_ name: String, short shortName: String? = nil, help: String) {
        self.name = name
        self.shortName = shortName
        self.help = help
    }

    var valueName: String? { nil }
    var choices: [String] { [] }
    var repeatable: Bool { false }
}
