import MarkdownFormatting
import MarkdownProject
import MarkdownSyntax
import Workspace

/// What a rewriting command made of one file.
struct Rewrite: Sendable {
    /// The new bytes (the input itself when refused).
    var output: [UInt8]
    var isChanged: Bool
    /// Why the result must not be written; empty when it is safe.
    var problems: [String] = []
    /// Lines for standard error (changed anchors, notes), unless `--quiet`.
    var messages: [String] = []
}

/// The run shared by the commands that rewrite Markdown files (`fmt`, `transform`):
/// configuration, discovery, rewriting in parallel, then writing atomically, listing
/// (`--check`) or diffing (`--diff`); `-` reads standard input and writes standard output.
struct RewriteRun {
    struct Options: Sendable {
        var configPath: String?
        var check: Bool
        var diff: Bool
        var quiet = false
        var stdinFilename: String?
        var respectsGitIgnore: Bool
    }

    /// How the command names itself and its work in messages.
    struct Wording {
        var command: String      // "fmt"
        var done: String         // "Formatted"
        var refused: String      // "not formatted"
    }

    let wording: Wording
    let paths: [String]
    let options: Options

    private struct Outcome: Sendable {
        var path: String
        var rewrite: Rewrite?
        var error: String?
        var diff = ""

        var changed: Bool { rewrite.map { $0.isChanged && $0.problems.isEmpty } ?? false }
        var refusal: String? { rewrite.flatMap { $0.problems.isEmpty ? nil : $0.problems.joined(separator: "; ") } }
    }

    /// Runs the command; `makeRewriter` gets the configured format options and returns what
    /// rewrites one file.
    func run(_ makeRewriter: (FormatOptions) -> @Sendable (SourceFile) -> Rewrite) throws(CommandError) -> Int32 {
        let currentDirectory = FileSystem.currentDirectory
        let configuration = try ProjectConfiguration.load(explicitPath: options.configPath, from: currentDirectory)
        let rewriter = makeRewriter(try configuration.formatSection())
        let selection = try configuration.selection()
        let options = self.options
        let color = StandardStreams.isOutputTerminal && FileSystem.environmentValue("NO_COLOR").map(\.isEmpty) != false
        let process: @Sendable (String, String) -> Outcome = { readPath, displayPath in
            Self.process(readPath: readPath, displayPath: displayPath, rewriter: rewriter, options: options, color: color)
        }

        if paths == ["-"] {
            let name = options.stdinFilename ?? "<stdin>"
            if let stdinFilename = options.stdinFilename,
               selection.excludes(absolutePath: PathUtilities.absolute(stdinFilename, from: currentDirectory)) {
                return passThrough()
            }
            let outcome = process("-", name)
            if let error = outcome.error {
                StandardStreams.writeError("mdtool \(wording.command): \(error)\n")
                return 2
            }
            report(outcome)
            if outcome.refusal != nil { return 1 }
            if options.check {
                if outcome.changed { StandardStreams.writeOutput("\(name)\n") }
            } else if options.diff {
                StandardStreams.writeOutput(outcome.diff)
            } else {
                StandardStreams.writeOutput(outcome.rewrite?.output ?? [])
                return 0
            }
            return outcome.changed ? 1 : 0
        }

        let discovery = FileDiscovery.discover(
            paths, filter: selection.fileFilter(respectsGitIgnore: options.respectsGitIgnore),
            currentDirectory: currentDirectory)
        let outcomes = ParallelMap.map(discovery.files) { file in process(file.absolutePath, file.displayPath) }
        let errors = discovery.problems.map(\.description) + outcomes.compactMap(\.error)
        for error in errors { StandardStreams.writeError("mdtool \(wording.command): \(error)\n") }
        outcomes.forEach(report)
        let changed = outcomes.filter(\.changed)
        if options.check {
            for outcome in changed { StandardStreams.writeOutput("\(outcome.path)\n") }
        } else if options.diff {
            StandardStreams.writeOutput(changed.map(\.diff).joined())
        } else if StandardStreams.isOutputTerminal && !changed.isEmpty {
            StandardStreams.writeOutput("\(wording.done) \(changed.count) of \(outcomes.count) file\(outcomes.count == 1 ? "" : "s").\n")
        }
        if !errors.isEmpty { return 2 }
        if outcomes.contains(where: { $0.refusal != nil }) { return 1 }
        return (options.check || options.diff) && !changed.isEmpty ? 1 : 0
    }

    /// Messages of one file, then why it was refused, on standard error.
    private func report(_ outcome: Outcome) {
        if !options.quiet {
            for message in outcome.rewrite?.messages ?? [] { StandardStreams.writeError(message + "\n") }
        }
        if let refusal = outcome.refusal {
            StandardStreams.writeError("mdtool \(wording.command): \(outcome.path): \(wording.refused): \(refusal)\n")
        }
    }

    /// Standard input named like an excluded file: copied to standard output unchanged (a
    /// pipe must not lose it), or nothing to report with `--check` and `--diff`.
    private func passThrough() -> Int32 {
        guard !options.check && !options.diff else { return 0 }
        do throws(FileBytes.Failure) {
            StandardStreams.writeOutput(try FileBytes.readStandardInput())
            return 0
        } catch {
            var reason = "not readable"
            if case .unreadable(let text) = error { reason = text }
            StandardStreams.writeError("mdtool \(wording.command): cannot read standard input: \(reason)\n")
            return 2
        }
    }

    private static func process(readPath: String, displayPath: String, rewriter: (SourceFile) -> Rewrite,
                                options: Options, color: Bool) -> Outcome {
        var outcome = Outcome(path: displayPath)
        let source: SourceFile
        do throws(CommandError) {
            source = try InputFile.read(readPath, displayName: displayPath, rejectsBinary: true)
        } catch {
            outcome.error = error.message
            return outcome
        }
        let rewrite = rewriter(source)
        outcome.rewrite = rewrite
        guard outcome.changed else { return outcome }
        if options.diff {
            outcome.diff = UnifiedDiff.render(old: source.bytes, new: rewrite.output, path: displayPath, color: color)
        } else if !options.check && readPath != "-" {
            do throws(FileSystemError) {
                try AtomicFileWriter.write(rewrite.output, toPath: readPath)
            } catch {
                outcome.error = error.description
            }
        }
        return outcome
    }
}
