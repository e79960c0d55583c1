import Foundation
import Workspace

/// `--cache-dir DIR` and `--no-cache` of the commands that keep results in the cache (`lint`,
/// `fmt`), and where the cache is: `--cache-dir`, else `$MDTOOL_CACHE_DIR`, else
/// `.mdtool_cache` in the working directory (where a project's commands are run, as rumdl
/// and ruff keep theirs; relative paths start there too).
struct CacheOptions: Sendable {
    static let directory = Option("--cache-dir", valueName: "DIR",
                                  help: "Keep results between runs in DIR (default: $MDTOOL_CACHE_DIR, else .mdtool_cache in "
                                      + "the current directory); a file is checked again when it, its configuration, its "
                                      + "dialect or mdtool changes.")
    static let noCache = Flag("--no-cache", help: "Neither read nor write the cache (it is on by default).")
    static let all: [any OptionDeclaration] = [directory, noCache]
    /// The environment variable naming the cache directory.
    static let environmentVariable = "MDTOOL_CACHE_DIR"
    static let defaultDirectoryName = ".mdtool_cache"
    /// Raised when the encoding of cached results changes, so older entries are not read.
    static let formatVersion = 2

    /// The directory `--cache-dir` names.
    var directory: String?
    /// `--no-cache`.
    var isDisabled: Bool

    init(_ arguments: ParsedArguments) throws(CommandError) {
        directory = try arguments.value(Self.directory)
        isDisabled = arguments.has(Self.noCache)
        if isDisabled && directory != nil { throw .usage("--cache-dir and --no-cache contradict each other") }
    }

    /// The cache of this run; nil with `--no-cache`.
    func cache(in context: CommandContext) -> ResultCache? {
        guard !isDisabled else { return nil }
        let named = directory ?? context.environment[Self.environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        let root = PathUtilities.absolute(named ?? Self.defaultDirectoryName, from: context.currentDirectory)
        return ResultCache(root: root, version: MDTool.version, identity: Self.identity)
    }

    /// mdtool's version, the encoding's, and the executable's size and modification time:
    /// builds of one version made from different sources (while developing) share no results.
    static let identity: String = {
        var identity = "mdtool \(MDTool.version) format \(formatVersion)"
        if let executable = Bundle.main.executablePath,
           let attributes = try? FileManager.default.attributesOfItem(atPath: executable) {
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            identity += " build \(size)-\(modified)"
        }
        return identity
    }()
}
