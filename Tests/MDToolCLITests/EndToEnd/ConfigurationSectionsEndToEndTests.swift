import Testing
import TestSupport

/// What a mistake in `.mdtool.yml` does to each command, through the real binary: a file
/// that does not parse, or an unknown top-level key, stops every command; a bad value in a
/// section stops only the commands that read that section, and the others say so in one
/// warning line and go on (the whole file is checked on every run).
struct ConfigurationSectionsEndToEndTests {
    static let commands: [(name: String, arguments: [String])] = [
        ("lint", ["lint"]),
        ("fmt", ["fmt", "--check"]),
        ("transform", ["transform", "--lists=ordered", "--check"]),
        ("links", ["links"]),
        ("rules", ["rules", "MD013"]),
    ]

    @Test(arguments: [
        ("rules:\n  MD013:\n    line_lenght: 80\n", ["lint", "rules"]),
        // A value only the rule refuses, in an override no file matches: still found.
        ("overrides:\n  - files: [\"old/**\"]\n    rules:\n      MD013:\n        line_length: -5\n", ["lint", "rules"]),
        ("custom_rules:\n  - id: X1\n    message: m\n", ["lint", "rules"]),
        ("overrides:\n  - files: [\"old/**\"]\n    rules:\n      MD0013: false\n", ["lint", "rules"]),
        ("format:\n  bullet: x\n", ["fmt", "transform"]),
        ("links:\n  timeout: soon\n", ["links"]),
        ("include: [\"docs/[z-a]\"]\n", ["lint", "fmt", "transform", "links"]),
        ("rulez: {}\n", ["lint", "fmt", "transform", "links", "rules"]),
        ("rules:\n  MD001: [unclosed\n", ["lint", "fmt", "transform", "links", "rules"]),
        ("overrides:\n  - rules: {}\n", ["lint", "fmt", "transform", "links", "rules"]),
    ])
    func aMistakeStopsTheCommandsThatReadIt(_ yaml: String, _ failing: [String]) throws {
        try CLIRunner.withRunner { cli in
            try cli.write(".mdtool.yml", yaml)
            try cli.write("a.md", "# A\n")
            for command in Self.commands {
                let result = try cli.run(command.arguments)
                if failing.contains(command.name) {
                    #expect(result.exitCode == 2, "\(command.name): \(result.stderr)")
                    #expect(result.stderrLines.count == 1 && result.stderr.hasPrefix("mdtool \(command.name): .mdtool.yml:"),
                            "\(command.name): \(result.stderr)")
                } else {
                    #expect(result.exitCode == 0, "\(command.name): \(result.stdout)\(result.stderr)")
                    let warning = result.stderrLines.filter { $0.contains(".mdtool.yml") }
                    #expect(warning.count == 1 && warning[0].hasPrefix("mdtool \(command.name): warning: .mdtool.yml:")
                                && warning[0].hasSuffix(" stop on this)"), "\(command.name): \(result.stderr)")
                }
            }
        }
    }
}
