import Foundation
import Testing
import TestSupport

/// README.md stays true: its sessions print what they show, its configuration is accepted,
/// and its snippets name commands, hooks and inputs that exist.
struct ReadmeTests {
    @Test(arguments: ReadmeBlock.blocks("console"))
    func consoleSessionsPrintWhatTheyShow(_ block: ReadmeBlock) async throws {
        let transcript = try ConsoleTranscript(block.code)
        try await InProcessCLI.withRunner { cli in
            for step in transcript.steps {
                switch step {
                case .file(let name, let contents):
                    // The first `cat` of a file creates it; a later one shows what commands made of it.
                    if FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent(name).path) {
                        #expect(try cli.read(name) == contents, "\(name) after the commands before it")
                    } else {
                        let folder = (name as NSString).deletingLastPathComponent
                        if !folder.isEmpty { try cli.makeDirectory(folder) }
                        try cli.write(name, contents)
                    }
                case .command(let product, let arguments, let output):
                    let result = product == "mdtool"
                        ? await cli.run(arguments)
                        : try CLIRunner.run(product: product, arguments, in: cli.directory)
                    let command = ([product] + arguments).joined(separator: " ")
                    #expect(result.exitCode != 2, "\(command): \(result.stderr)")
                    #expect(result.stdout + result.stderr == output, "\(command)")
                }
            }
        }
    }

    @Test func thereAreSessionsToCheck() {
        #expect(ReadmeBlock.blocks("console").count >= 4)
    }

    /// The annotated example of every section is one valid configuration.
    @Test func configurationExampleIsAccepted() async throws {
        let yaml = try #require(ReadmeBlock.blocks("yaml", in: "Configuration").first).code
        try await InProcessCLI.withRunner { cli in
            try cli.write(".mdtool.yml", yaml)
            try cli.makeDirectory("docs")
            try cli.write("docs/guide.md", "# Guide\n\nSee [the setup](#guide).\n")
            for command in [["lint"], ["fmt", "--check"], ["links"], ["transform", "--lists=ordered", "--check"]] {
                let result = await cli.run(command)
                #expect(result.exitCode == 0, "mdtool \(command.joined(separator: " ")): \(result.stdout)\(result.stderr)")
            }
        }
    }

    @Test func commandTableListsEveryCommand() async throws {
        try await InProcessCLI.withRunner { cli in
            let help = await cli.run(["--help"]).stdout
            let commands = Self.matches(of: #"(?m)^  ([a-z]+)  "#, in: help)
            let readme = try String(contentsOf: RepositoryRoot.url.appendingPathComponent("README.md"), encoding: .utf8)
            let documented = Self.matches(of: #"(?m)^\| `mdtool ([a-z]+)"#, in: readme)
            #expect(commands.count >= 8)
            #expect(documented == commands)
        }
    }

    @Test func preCommitSnippetUsesTheRepositorysHooks() async throws {
        let snippet = try #require(ReadmeBlock.blocks("yaml", in: "pre-commit").first).code
        let hooks = try String(contentsOf: RepositoryRoot.url.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let used = Self.matches(of: #"- id: ([a-z-]+)"#, in: snippet)
        #expect(!used.isEmpty)
        #expect(Set(used).isSubset(of: Self.matches(of: #"(?m)^- id: ([a-z-]+)"#, in: hooks)))
    }

    @Test func actionSnippetUsesTheActionsInputs() async throws {
        let snippet = try #require(ReadmeBlock.blocks("yaml", in: "Using mdtool in CI").first { $0.code.contains("mdtool@") }).code
        let action = try String(contentsOf: RepositoryRoot.url.appendingPathComponent("action.yml"), encoding: .utf8)
        let inputsSection = try #require(action.components(separatedBy: "\ninputs:\n").last?.components(separatedBy: "\nruns:").first)
        let inputs = Set(Self.matches(of: #"(?m)^  ([a-z_]+):"#, in: inputsSection))
        // Every step's `with:` keys: the indented lines after it that give a value.
        let withSections = snippet.components(separatedBy: "with:\n").dropFirst()
        let used = withSections.flatMap { Self.matches(of: #"(?m)^ +([a-z_-]+): *[^ \n]"#, in: $0) }
        #expect(!used.isEmpty)
        #expect(Set(used).isSubset(of: inputs))
    }

    @Test func customTransformIsTheExampleSource() async throws {
        let shown = try #require(ReadmeBlock.blocks("swift", in: "Writing a custom transform").first).code
        let source = try String(contentsOf: RepositoryRoot.url.appendingPathComponent(
            "Examples/HTTPSUpgrade/Sources/HTTPSUpgradeExample/HTTPSUpgrader.swift"), encoding: .utf8)
        #expect(shown == source)
    }

    /// The first capture group of every match.
    static func matches(of pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
