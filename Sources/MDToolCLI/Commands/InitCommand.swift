import MarkdownProject
import Workspace
import YAML

/// `mdtool init`: writes a commented `.mdtool.yml`, or converts the markdownlint-cli2 and
/// markdownlint files of the current directory.
struct InitCommand: Command {
    static let name = "init"
    static let summary = "Create a commented .mdtool.yml (converting existing markdownlint-cli2 and markdownlint files)."
    static let synopsis = "[--force]"
    static let force = Flag("--force", help: "Overwrite an existing .mdtool.yml.")
    static let options: [any OptionDeclaration] = [force]
    static let examples = ["mdtool init", "mdtool init --force"]

    let force: Bool

    init(_ arguments: ParsedArguments) throws(CommandError) {
        guard arguments.positionals.isEmpty else { throw .usage("'mdtool init' takes no arguments") }
        force = arguments.has(Self.force)
    }

    func run(in context: CommandContext) throws(CommandError) -> Int32 {
        let target = ".mdtool.yml"
        let targetPath = PathUtilities.join(context.currentDirectory, target)
        if FileSystem.isFile(targetPath) && !force {
            throw .usage("\(target) already exists (use --force to overwrite it)")
        }
        let directory = context.currentDirectory
        let converted = try ConfigurationResolver.reporting { () throws(ConfigError) in
            try ConfigurationConversion.convert(directory: directory) { PathUtilities.relative($0, to: directory) ?? $0 }
        }
        do throws(FileSystemError) {
            // An untrusted clone's .mdtool.yml may be a link to a file outside it.
            let root = ProjectRoot.of(namedPath: targetPath, isDirectory: false, currentDirectory: directory)
            try AtomicFileWriter.write(Array((converted?.text ?? StarterConfiguration.text).utf8), toPath: targetPath,
                                       confinedTo: root)
        } catch {
            throw .usage(FileSystemError(path: target, message: error.message).description)
        }
        let sources = converted.map { " with the settings of " + $0.sources.joined(separator: " and ") } ?? ""
        context.output.write("Wrote \(target)\(sources).\n")
        return 0
    }
}
