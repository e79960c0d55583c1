import MarkdownFormatting
import MarkdownSyntax
import Workspace

/// One run of `mdtool fmt`: configuration, discovery, formatting with the safety check in
/// parallel, then writing, listing or diffing.
struct FormatRun {
    struct Options: Sendable {
        var configPath: String?
        var check: Bool
        var diff: Bool
        var validate: Bool
        var stdinFilename: String?
        var respectsGitIgnore: Bool
    }

    let paths: [String]
    let options: Options

    private struct Outcome: Sendable {
        var path: String
        var changed = false
        var error: String?
        var refused: String?
        var diff = ""
        var output: [UInt8]?
    }

    func run() throws(CommandError) -> Int32 {
        let currentDirectory = FileSystem.currentDirectory
        let configuration = try ProjectConfiguration.load(explicitPath: options.configPath,
                                                          currentDirectory: currentDirectory)
        let formatter = MarkdownFormatter(options: configuration.lint.format)
        let options = self.options
        let color = StandardStreams.isOutputTerminal && FileSystem.environmentValue("NO_COLOR").map(\.isEmpty) != false

        if paths == ["-"] {
            let name = options.stdinFilename ?? "<stdin>"
            if let stdinFilename = options.stdinFilename,
               configuration.excludes(absolutePath: PathUtilities.absolute(stdinFilename, from: currentDirectory)) {
                return Self.passThrough(options)
            }
            let outcome = Self.process(readPath: "-", displayPath: name, formatter: formatter, options: options, color: color)
            if let error = outcome.error {
                StandardStreams.writeError("mdtool fmt: \(error)\n")
                return 2
            }
            if let refused = outcome.refused {
                StandardStreams.writeError("mdtool fmt: \(name): not formatted: \(refused)\n")
                return 1
            }
            if options.check {
                if outcome.changed { StandardStreams.writeOutput("\(name)\n") }
                return outcome.changed ? 1 : 0
            }
            if options.diff {
                StandardStreams.writeOutput(outcome.diff)
                return outcome.changed ? 1 : 0
            }
            StandardStreams.writeOutput(outcome.output ?? [])
            return 0
        }

        let discovery = FileDiscovery.discover(
            paths, filter: configuration.fileFilter(respectsGitIgnore: options.respectsGitIgnore),
            currentDirectory: currentDirectory)
        let outcomes = ParallelMap.map(discovery.files) { file in
            Self.process(readPath: file.absolutePath, displayPath: file.displayPath, formatter: formatter,
                         options: options, color: color)
        }
        var errors = discovery.problems.map(\.description)
        errors += outcomes.compactMap(\.error)
        for error in errors { StandardStreams.writeError("mdtool fmt: \(error)\n") }
        var refusedCount = 0
        for outcome in outcomes {
            if let refused = outcome.refused {
                refusedCount += 1
                StandardStreams.writeError("mdtool fmt: \(outcome.path): not formatted: \(refused)\n")
            }
        }
        let changed = outcomes.filter(\.changed)
        if options.check {
            for outcome in changed { StandardStreams.writeOutput("\(outcome.path)\n") }
        } else if options.diff {
            StandardStreams.writeOutput(changed.map(\.diff).joined())
        } else if StandardStreams.isOutputTerminal && !changed.isEmpty {
            StandardStreams.writeOutput("Formatted \(changed.count) of \(outcomes.count) file\(outcomes.count == 1 ? "" : "s").\n")
        }
        if !errors.isEmpty { return 2 }
        if refusedCount > 0 { return 1 }
        return (options.check || options.diff) && !changed.isEmpty ? 1 : 0
    }

    /// Standard input named like an excluded file: copied to standard output unchanged (a
    /// pipe must not lose it), or nothing to report with `--check` and `--diff`.
    private static func passThrough(_ options: Options) -> Int32 {
        guard !options.check && !options.diff else { return 0 }
        do throws(FileBytes.Failure) {
            StandardStreams.writeOutput(try FileBytes.readStandardInput())
            return 0
        } catch {
            var reason = "not readable"
            if case .unreadable(let text) = error { reason = text }
            StandardStreams.writeError("mdtool fmt: cannot read standard input: \(reason)\n")
            return 2
        }
    }

    private static func process(readPath: String, displayPath: String, formatter: MarkdownFormatter,
                                options: Options, color: Bool) -> Outcome {
        var outcome = Outcome(path: displayPath)
        let source: SourceFile
        do throws(CommandError) {
            source = try InputFile.read(readPath, displayName: displayPath, rejectsBinary: true)
        } catch {
            outcome.error = error.message
            return outcome
        }
        let result = formatter.formatChecked(source, validate: options.validate)
        if !result.problems.isEmpty {
            outcome.refused = result.problems.joined(separator: "; ")
            return outcome
        }
        outcome.changed = result.isChanged
        outcome.output = result.output
        if options.diff && result.isChanged {
            outcome.diff = UnifiedDiff.render(old: source.bytes, new: result.output, path: displayPath, color: color)
        }
        if !options.check && !options.diff && result.isChanged && readPath != "-" {
            do throws(FileSystemError) {
                try AtomicFileWriter.write(result.output, toPath: readPath)
            } catch {
                outcome.error = error.description
            }
        }
        return outcome
    }
}
