import MarkdownFormatting
import MarkdownSyntax
import MarkdownTransforms
import Workspace

/// One run of `mdtool transform`: the same configuration, discovery, parallelism, writing,
/// `--check` and `--diff` as `mdtool fmt`, with the transforms applied as minimal edits.
struct TransformRun {
    struct Options: Sendable {
        var configPath: String?
        var check: Bool
        var diff: Bool
        var validate: Bool
        var quiet: Bool
        var stdinFilename: String?
        var respectsGitIgnore: Bool
        var headings: HeadingNormalizer?
        var lists: ListRenumberer?
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
        /// Changed anchors and notes, one line each.
        var messages: [String] = []
    }

    func run() throws(CommandError) -> Int32 {
        let currentDirectory = FileSystem.currentDirectory
        let configuration = try ProjectConfiguration.load(explicitPath: options.configPath,
                                                          currentDirectory: currentDirectory)
        let formatOptions = Self.printOptions(configuration.lint.format)
        let options = self.options
        let color = StandardStreams.isOutputTerminal && FileSystem.environmentValue("NO_COLOR").map(\.isEmpty) != false

        if paths == ["-"] {
            let name = options.stdinFilename ?? "<stdin>"
            let outcome = Self.process(readPath: "-", displayPath: name, formatOptions: formatOptions, options: options,
                                       color: color)
            if let error = outcome.error {
                StandardStreams.writeError("mdtool transform: \(error)\n")
                return 2
            }
            report(outcome)
            if let refused = outcome.refused {
                StandardStreams.writeError("mdtool transform: \(name): not transformed: \(refused)\n")
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
            Self.process(readPath: file.absolutePath, displayPath: file.displayPath, formatOptions: formatOptions,
                         options: options, color: color)
        }
        var errors = discovery.problems.map(\.description)
        errors += outcomes.compactMap(\.error)
        for error in errors { StandardStreams.writeError("mdtool transform: \(error)\n") }
        var refusedCount = 0
        for outcome in outcomes {
            report(outcome)
            if let refused = outcome.refused {
                refusedCount += 1
                StandardStreams.writeError("mdtool transform: \(outcome.path): not transformed: \(refused)\n")
            }
        }
        let changed = outcomes.filter(\.changed)
        if options.check {
            for outcome in changed { StandardStreams.writeOutput("\(outcome.path)\n") }
        } else if options.diff {
            StandardStreams.writeOutput(changed.map(\.diff).joined())
        } else if StandardStreams.isOutputTerminal && !changed.isEmpty {
            StandardStreams.writeOutput("Transformed \(changed.count) of \(outcomes.count) file\(outcomes.count == 1 ? "" : "s").\n")
        }
        if !errors.isEmpty { return 2 }
        if refusedCount > 0 { return 1 }
        return (options.check || options.diff) && !changed.isEmpty ? 1 : 0
    }

    /// The formatter options for printing changed nodes: the configured ones, but keeping
    /// emphasis markers, line breaks and list numbers as the tree has them.
    private static func printOptions(_ configured: FormatOptions) -> FormatOptions {
        var options = configured.conservative
        options.numbering = .preserve
        return options
    }

    private func report(_ outcome: Outcome) {
        guard !options.quiet else { return }
        for message in outcome.messages { StandardStreams.writeError(message + "\n") }
    }

    private static func process(readPath: String, displayPath: String, formatOptions: FormatOptions,
                                options: Options, color: Bool) -> Outcome {
        var outcome = Outcome(path: displayPath)
        let source: SourceFile
        do throws(CommandError) {
            source = try InputFile.read(readPath, displayName: displayPath, rejectsBinary: true)
        } catch {
            outcome.error = error.message
            return outcome
        }
        let document = Document(parsing: source)
        var tree = document
        var normalizer = options.headings
        if var headings = normalizer {
            tree = headings.rewrite(tree)
            normalizer = headings
        }
        if var lists = options.lists { tree = lists.rewrite(tree) }
        let result = MinimalEditRewriting.apply(from: document, to: tree, options: formatOptions,
                                                validate: options.validate)
        if !result.problems.isEmpty {
            outcome.refused = result.problems.joined(separator: "; ")
            return outcome
        }
        if let normalizer {
            let updated = normalizer.updatesLinks ? " (links updated)" : ""
            for change in normalizer.anchorChanges {
                outcome.messages.append("\(displayPath):\(change.line.map(String.init) ?? "?"): anchor #\(change.old) → #\(change.new)\(updated)")
            }
            for note in normalizer.notes {
                outcome.messages.append("\(displayPath):\(note.line.map(String.init) ?? "?"): note: \(note.message)")
            }
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
