import MarkdownProject
import Workspace
import YAML

/// `mdtool init`: writes a commented `.mdtool.yml`, or converts the markdownlint-cli2 and
/// markdownlint files of the current directory, and the JSON Schema its first line points
/// editors to (`.mdtool.schema.json`, kept when it exists unless `--force`).
struct InitCommand: Command {
    static let name = "init"
    static let summary = "Create a commented .mdtool.yml (converting existing markdownlint-cli2 and markdownlint files)."
    static let synopsis = "[--force]"
    static let force = Flag("--force", help: "Overwrite an existing .mdtool.yml and .mdtool.schema.json.")
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
        let text = StarterConfiguration.schemaComment + (converted?.text ?? StarterConfiguration.text)
        try Self.write(text, to: target, in: context)
        let sources = converted.map { " with the settings of " + $0.sources.joined(separator: " and ") } ?? ""
        context.output.write("Wrote \(target)\(sources).\n")
        let schema = StarterConfiguration.schemaFile
        if FileSystem.isFile(PathUtilities.join(directory, schema)) && !force {
            context.output.write("Kept \(schema) (`mdtool schema > \(schema)` remakes it for this mdtool).\n")
        } else {
            try Self.write(ConfigurationSchema.document().serialized(pretty: true) + "\n", to: schema, in: context)
            context.output.write("Wrote \(schema), the JSON Schema editors check \(target) with "
                                 + "(`mdtool schema > \(schema)` remakes it after an upgrade).\n")
        }
        return 0
    }

    /// Writes `text` to `name` in the current directory, atomically.
    private static func write(_ text: String, to name: String, in context: CommandContext) throws(CommandError) {
        let path = PathUtilities.join(context.currentDirectory, name)
        do throws(FileSystemError) {
            // An untrusted clone's .mdtool.yml may be a link to a file outside it.
            let root = ProjectRoot.of(namedPath: path, isDirectory: false, currentDirectory: context.currentDirectory)
            try AtomicFileWriter.write(Array(text.utf8), toPath: path, confinedTo: root)
        } catch {
            throw .usage(FileSystemError(path: name, message: error.message).description)
        }
    }
}
