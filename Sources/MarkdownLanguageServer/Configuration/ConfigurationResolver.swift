import MarkdownProject
import Workspace
import YAML

/// Finds the configuration of each document from the document's own directory, the way the
/// command line resolves it for each file (`MarkdownProject.ConfigurationResolver`: the files
/// of the directory and of the directories above it), and keeps what it read until a
/// configuration file changes.
final class ConfigurationResolver: @unchecked Sendable {
    /// The directory documents without a path (`untitled:`) are configured from: the first
    /// workspace folder, else the server's working directory. Messages show configuration
    /// paths relative to it.
    var fallbackDirectory: String {
        didSet { if fallbackDirectory != oldValue { reload() } }
    }
    private var project: MarkdownProject.ConfigurationResolver?
    private var loaded: [String: DocumentConfiguration] = [:]

    init(fallbackDirectory: String) {
        self.fallbackDirectory = fallbackDirectory
    }

    /// The configuration of the document at `path` (nil: a document without a file).
    func configuration(forDocumentAt path: String?) -> DocumentConfiguration {
        configuration(forDirectory: path.map(PathUtilities.parent) ?? fallbackDirectory)
    }

    /// The one place a directory's configuration is decided: the configuration files at and
    /// above it, merged as the command line merges them, else the defaults. Documents whose
    /// directories have the same files share one `DocumentConfiguration`.
    func configuration(forDirectory directory: String) -> DocumentConfiguration {
        let made: DocumentConfiguration
        do throws(ConfigError) {
            let resolver: MarkdownProject.ConfigurationResolver
            if let project {
                resolver = project
            } else {
                // Without a `--config` file, making the resolver reads nothing and cannot fail.
                resolver = try MarkdownProject.ConfigurationResolver(explicitPath: nil, currentDirectory: fallbackDirectory)
                project = resolver
            }
            let configuration = try resolver.configuration(forDirectory: directory)
            let key = configuration.sources.joined(separator: "\u{0}")
            if let known = loaded[key] { return known }
            let file = configuration.file.map { PathUtilities.absolute($0, from: resolver.currentDirectory) }
            made = DocumentConfiguration(project: configuration, file: file)
            loaded[key] = made
        } catch {
            // A file that cannot be read: the defaults apply, and the error shows on that file.
            let file = PathUtilities.absolute(error.file, from: fallbackDirectory)
            if let known = loaded["\u{1}" + file] { return known }
            made = DocumentConfiguration(project: ProjectConfiguration(baseDirectory: PathUtilities.parent(of: file)), file: file,
                                         readError: error)
            loaded["\u{1}" + file] = made
        }
        return made
    }

    /// Every configuration read so far.
    var loadedConfigurations: [DocumentConfiguration] { Array(loaded.values) }

    /// Forgets everything read: a configuration file was created, changed or deleted.
    func reload() {
        project = nil
        loaded.removeAll()
    }

    /// Whether a file name is one a configuration is read from.
    static func isConfigurationFile(_ path: String) -> Bool {
        let name = PathUtilities.lastComponent(of: path)
        return name == "package.json" || ConfigFileLocator.fileNames.contains { $0.name == name }
    }
}
