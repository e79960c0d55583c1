import Testing
import TestSupport
@testable import MDToolCLI

/// `fmt -`, `transform -` and `lint --fix -` as editor filters (`:%!mdtool fmt -`): when the
/// result may not be written, the input comes back unchanged on standard output, so the
/// buffer is kept, and the refusal goes to standard error (issue 12, item 15).
struct StandardInputRefusalTests {
    @Test func aRefusedRewriteOfStandardInputPrintsTheInput() throws {
        let input = "*  a\n*  b\n"
        for flags in [[], ["--check"], ["--diff"]] {
            let output = CapturedOutput()
            let error = CapturedOutput()
            let context = CommandContext(input: BytesInput(Array(input.utf8)), output: output, error: error, currentDirectory: "/")
            let arguments = try ParsedArguments(flags + ["-"], declarations: FormatCommand.options, command: "fmt")
            let run = RewriteRun(wording: RewriteRun.Wording(command: "fmt", done: "Formatted", wouldDo: "Would reformat", refused: "not formatted",
                                                                  unchanged: "already formatted"),
                                 options: try RewriteOptions(arguments, FormatCommand.inputs), context: context)
            // A rewriter that refuses, as the formatter does when meaning would change.
            let status = try run.run { _ in { _, _, _ in Rewrite(output: Array("- a\n".utf8), isChanged: true, problems: ["the rendered HTML would change"]) } }
            #expect(status == 1)
            #expect(output.text == (flags.isEmpty ? input : ""), "\(flags)")
            #expect(error.text == "mdtool fmt: <stdin>: not formatted: the rendered HTML would change\n")
        }
    }

    @Test(arguments: [["fmt", "-"], ["transform", "--lists=ordered", "-"], ["lint", "--fix", "-"]])
    func inputThatIsNotTextComesBackUnchanged(_ arguments: [String]) async throws {
        // A NUL byte makes it binary; the bytes before it are ordinary Markdown.
        let input = "*  a\n\u{0}\n"
        try await InProcessCLI.withRunner { cli in
            let result = await cli.run(arguments, stdin: input)
            #expect(result.exitCode == 2)
            #expect(result.stdout == input)
            #expect(result.stderrLines == ["mdtool \(arguments[0]): <stdin>: binary file (contains NUL bytes), not Markdown"])
        }
    }
}
