import Foundation
import Testing
import TestSupport

/// Issue 16, item 5: `mdtool schema` (a real validator checks it in scripts/check-config-schema,
/// which CI runs), `init` pointing editors at it, and shell completions that the shells
/// accept and that complete.
struct SchemaAndCompletionsCLITests {
    /// Runs `executable arguments…` in `directory`; standard output and error together.
    private static func shell(_ executable: String, _ arguments: [String], in directory: URL,
                              environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private static func installed(_ name: String) -> String? {
        ["/usr/bin/\(name)", "/bin/\(name)", "/usr/local/bin/\(name)"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test func schemaIsJSONNamingEveryTopLevelKey() async throws {
        try await InProcessCLI.withRunner { cli in
            let result = await cli.run(["schema"])
            #expect(result.exitCode == 0 && result.stderr == "")
            let schema = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            #expect(schema["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
            let properties = try #require(schema["properties"] as? [String: Any])
            for key in ["rules", "format", "links", "overrides", "dialect", "include", "exclude", "fix"] {
                #expect(properties[key] != nil, "\(key)")
            }
            #expect(await cli.run(["schema", "extra"]).exitCode == 2)
        }
    }

    @Test func initPointsTheConfigurationAtTheSchemaItWrites() async throws {
        try await InProcessCLI.withRunner { cli in
            let result = await cli.run(["init"])
            #expect(result.exitCode == 0)
            #expect(result.stdout.hasPrefix("Wrote .mdtool.yml.\nWrote .mdtool.schema.json, the JSON Schema editors check"))
            #expect(try cli.read(".mdtool.yml").hasPrefix("# yaml-language-server: $schema=.mdtool.schema.json\n"))
            #expect(try cli.read(".mdtool.schema.json") == (await cli.run(["schema"])).stdout)
            // The written configuration is one mdtool reads.
            try cli.write("a.md", "# A\n")
            #expect(await cli.run(["lint", "a.md"]).exitCode == 0)
            // An existing schema file is kept unless --force.
            try cli.write(".mdtool.schema.json", "{}\n")
            let again = await cli.run(["init", "--force"])
            let remade = try cli.read(".mdtool.schema.json")
            #expect(again.exitCode == 0 && remade != "{}\n")
            try cli.write(".mdtool.schema.json", "{}\n")
            try FileManager.default.removeItem(at: cli.directory.appendingPathComponent(".mdtool.yml"))
            let kept = await cli.run(["init"])
            let unchanged = try cli.read(".mdtool.schema.json")
            #expect(kept.stdout.contains("Kept .mdtool.schema.json") && unchanged == "{}\n")
        }
    }

    @Test func completionsRefuseAnUnknownShell() async throws {
        try await InProcessCLI.withRunner { cli in
            let result = await cli.run(["completions", "powershell"])
            #expect(result.exitCode == 2 && result.stderr.contains("expected one of: bash, zsh, fish"))
            #expect(await cli.run(["completions"]).exitCode == 2)
        }
    }

    @Test func bashCompletionParsesAndCompletesCommandsOptionsAndValues() async throws {
        try await InProcessCLI.withRunner { cli in
            let script = await cli.run(["completions", "bash"])
            #expect(script.exitCode == 0)
            try cli.write("mdtool.bash", script.stdout)
            let bash = try #require(Self.installed("bash"))
            let syntax = try Self.shell(bash, ["-n", "mdtool.bash"], in: cli.directory)
            #expect(syntax.status == 0, "\(syntax.output)")
            try cli.write("notes.md", "# N\n")
            try cli.write("complete.bash", """
                source ./mdtool.bash
                t() { COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMPREPLY=(); _mdtool; echo "${COMPREPLY[*]}"; }
                t mdtool li
                t mdtool lint --sel
                t mdtool lint --output-format j
                t mdtool lint --output-format = sa
                t mdtool lint --select MD009,no-trailing-s
                t mdtool lint --fail-on w
                t mdtool lint --dialect d
                t mdtool lint --config no
                t mdtool completions f
                t mdtool help tr
                t mdtool fmt --di

                """)
            let completed = try Self.shell(bash, ["complete.bash"], in: cli.directory)
            #expect(completed.status == 0)
            #expect(completed.output.split(separator: "\n", omittingEmptySubsequences: false) == [
                "lint links", "--select", "json junit", "sarif", "MD009,no-trailing-spaces", "warning", "docc", "notes.md", "fish",
                "transform", "--dialect --diff", "",
            ])
        }
    }

    @Test(.enabled(if: installed("zsh") != nil, "zsh is not installed"))
    func zshCompletionParsesAndRegistersItself() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("_mdtool", (await cli.run(["completions", "zsh"])).stdout)
            let zsh = try #require(Self.installed("zsh"))
            let syntax = try Self.shell(zsh, ["-n", "_mdtool"], in: cli.directory)
            #expect(syntax.status == 0, "\(syntax.output)")
            let sourced = try Self.shell(zsh, ["-f", "-c", "autoload -Uz compinit && compinit -u -D && source ./_mdtool && print -r -- ${_comps[mdtool]}"],
                                         in: cli.directory)
            #expect(sourced.output.hasSuffix("_mdtool\n"), "\(sourced.output)")
            // Typed into an interactive zsh on a pseudo-terminal: Tab lists --fail-on's values
            // and completes a command name.
            try cli.write("type.zsh", #"""
                zmodload zsh/zpty
                # Reads the terminal until `pattern` shows (at most 60 s: the machine may be busy).
                await() {
                  local chunk tries=0
                  until [[ $out == $~1 ]] || (( tries++ > 600 )); do
                    zpty -r -t z chunk && out+=$chunk || sleep 0.1
                  done
                }
                out=""
                zpty z zsh -f -i
                zpty -w z 'PROMPT="READY>"; autoload -Uz compinit; compinit -u -D; source ./_mdtool; zstyle ":completion:*" menu no'
                await '*READY>*'
                zpty -w -n z $'mdtool lint --fail-on \t'
                await '*warning*'
                zpty -w -n z $'\x15mdtool sch\t'
                await '*mdtool schema*'
                print -r -- "$out" | tr -d '\r' | sed 's/\x1b\[[0-9;?]*[a-zA-Z]//g'
                zpty -d z
                """#)
            let typed = try Self.shell(zsh, ["-f", "type.zsh"], in: cli.directory)
            #expect(typed.output.contains("error    warning"), "\(typed.output)")
            #expect(typed.output.contains("mdtool schema "), "\(typed.output)")
        }
    }

    @Test(.enabled(if: installed("fish") != nil, "fish is not installed"))
    func fishCompletionParsesAndCompletes() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("mdtool.fish", (await cli.run(["completions", "fish"])).stdout)
            let fish = try #require(Self.installed("fish"))
            let syntax = try Self.shell(fish, ["-n", "mdtool.fish"], in: cli.directory)
            #expect(syntax.status == 0, "\(syntax.output)")
            let completed = try Self.shell(fish, ["--no-config", "-c", "source mdtool.fish; complete -C 'mdtool lint --fail-on '; complete -C 'mdtool sch'"],
                                           in: cli.directory, environment: ["HOME": cli.directory.path])
            let words = completed.output.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? "" }
            #expect(words == ["error", "warning", "schema"], "\(completed.output)")
        }
    }
}
