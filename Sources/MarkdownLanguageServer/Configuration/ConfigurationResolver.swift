import MarkdownProject
import Workspace
import YAML

/// Finds the configuration of each document from the document's own directory, the way the
/// command line finds it from its working directory, and keeps what it read until a
/// configuration file changes.
final class ConfigurationResolver: @unchecked Sendable {
    /// The directory documents without a path (`untitled:`) are configured from: the first
    /// workspace folder, else the server's working directory.
    var fallbackDirectory: String
    private var locations: [String: ConfigFileLocation?] = [:]
    private var loaded: [String: DocumentConfiguration] = [:]
    private var defaults: DocumentConfiguration?

    init(fallbackDirectory: String) {
        self.fallbackDirectory = fallbackDirectory
    }

    /// The configuration of the document at `path` (nil: a document without a file).
    func configuration(forDocumentAt path: String?) -> DocumentConfiguration {
        configuration(forDirectory: path.map(PathUtilities.parent) ?? fallbackDirectory)
    }

    /// The one place a directory's configuration is decided: the nearest configuration file
    /// at or above it (as `ProjectConfiguration.load` finds it), else the defaults. Merging
    /// nested files, when the project supports it, belongs here.
    func configuration(forDirectory directory: String) -> DocumentConfiguration {
        let location: ConfigFileLocation?
        if let known = locations[directory] {
            location = known
        } else {
            location = ConfigFileLocator.locate(from: directory)
            locations[directory] = .some(location)
        }
        guard let location else {
            if let defaults { return defaults }
            let made = DocumentConfiguration(project: ProjectConfiguration(baseDirectory: directory), file: nil)
            defaults = made
            return made
        }
        if let known = loaded[location.path] { return known }
        let made: DocumentConfiguration
        do throws(ConfigError) {
            made = DocumentConfiguration(project: try ProjectConfiguration.read(location), file: location.path)
        } catch {
            made = DocumentConfiguration(project: ProjectConfiguration(baseDirectory: location.directory), file: location.path,
                                         readError: error)
        }
        loaded[location.path] = made
        return made
    }

    /// Every configuration read so far.
    var loadedConfigurations: [DocumentConfiguration] { Array(loaded.values) }

    /// Forgets everything read: a configuration file was created, changed or deleted.
    func reload() {
        locations.removeAll()
        loaded.removeAll()
        defaults = nil
    }

    /// Whether a file name is one a configuration is read from.
    static func isConfigurationFile(_ path: String) -> Bool {
        let name = PathUtilities.lastComponent(of: path)
        return ConfigFileLocator.fileNames.contains { $0.name == name }
    }
}
