import MarkdownProject
import Workspace

/// The inputs of a run, found one way for every command: standard input for `-` (named by
/// `--stdin-filename`), else the files discovery finds under the paths, filtered by the
/// configuration's `include` and `exclude` and by `.gitignore`.
struct MarkdownInputs: Sendable {
    var inputs: [MarkdownInput] = []
    /// Paths that do not exist or cannot be read, as one-line messages.
    var problems: [String] = []
    /// Symbolic links out of the project that walks did not follow, as one-line notes.
    var notes: [String] = []
    /// Standard input was named like a file the configuration excludes; it is not an input.
    var excludesStandardInput = false

    init(_ options: InputOptions, selection: FileSelection, context: CommandContext) {
        let currentDirectory = context.currentDirectory
        if options.readsStandardInput {
            let display = options.stdinFilename ?? "<stdin>"
            let absolute = PathUtilities.absolute(display, from: currentDirectory)
            if options.stdinFilename != nil && selection.excludes(absolutePath: absolute) {
                excludesStandardInput = true
            } else {
                inputs = [MarkdownInput(file: nil, displayPath: display, absolutePath: absolute,
                                        hasPath: options.stdinFilename != nil)]
            }
            return
        }
        let discovery = FileDiscovery.discover(options.paths, filter: selection.fileFilter(respectsGitIgnore: options.respectsGitIgnore),
                                               currentDirectory: currentDirectory)
        problems = discovery.problems.map(\.description)
        notes = discovery.skippedLinks.map(\.description)
        inputs = discovery.files.map { file in
            MarkdownInput(file: file.absolutePath, displayPath: file.displayPath, absolutePath: file.absolutePath, hasPath: true,
                          projectRoot: file.projectRoot)
        }
    }
}
