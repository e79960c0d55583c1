import MarkdownProject
import Workspace
import YAML

/// `mdtool init`: writes a commented `.mdtool.yml`, or converts a markdownlint file.
struct InitCommand: Command {
    static let name = "init"
    static let summary = "Create a commented .mdtool.yml (converting an existing .markdownlint file)."
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
        var text = StarterConfiguration.text
        var converted: String?
        let markdownlintFiles = ConfigFileLocator.fileNames.filter { $0.kind == .markdownlint }.map(\.name)
        if let existing = markdownlintFiles.first(where: { FileSystem.isFile(PathUtilities.join(context.currentDirectory, $0)) }) {
            let existingPath = PathUtilities.join(context.currentDirectory, existing)
            do throws(ConfigError) {
                // Validate with the rule catalogue first: a broken file is reported, not copied.
                _ = try ProjectConfiguration.read(ConfigFileLocation(path: existingPath, kind: .markdownlint),
                                                  displayPath: existing).lintConfiguration()
                var node = try MarkdownlintFile.load(path: existingPath, displayName: existing)
                if let pairs = node.mapping {
                    if let extends = pairs.first(where: { $0.key.scalar?.text == "extends" }) {
                        throw extends.key.error("cannot convert a file that uses \"extends\"; merge the files first")
                    }
                    node = ConfigNode(.mapping(pairs.filter { $0.key.scalar?.text != "$schema" }), mark: node.mark)
                }
                text = "# Converted from \(existing) by `mdtool init`; see `mdtool rules` for every rule.\n\n"
                    + "rules:" + YAMLWriter.write(node, indent: 2)
                converted = existing
            } catch {
                throw .usage(error.description)
            }
        }
        do throws(FileSystemError) {
            // An untrusted clone's .mdtool.yml may be a link to a file outside it.
            let root = ProjectRoot.of(namedPath: targetPath, isDirectory: false, currentDirectory: context.currentDirectory)
            try AtomicFileWriter.write(Array(text.utf8), toPath: targetPath, confinedTo: root)
        } catch {
            throw .usage(FileSystemError(path: target, message: error.message).description)
        }
        context.output.write(converted.map { "Wrote \(target) with the rules of \($0).\n" } ?? "Wrote \(target).\n")
        return 0
    }
}
