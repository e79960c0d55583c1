#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A cache directory of results (`.mdtool_cache/`): a `CACHEDIR.TAG`, so backup and archive
/// tools skip it, and one subdirectory per program version holding `ResultIndex` files.
///
/// Reading never fails: a missing, damaged or foreign index is an empty one. Storing merges
/// the new entries into the index on disk under an exclusive lock (`flock` on a lock file
/// beside it), so runs at the same time add to each other's results rather than drop them,
/// and replaces the file atomically (temporary file and rename), so a reader sees one whole
/// index or the other. The first store of a new version removes the other versions'
/// subdirectories.
public struct ResultCache: Sendable {
    /// The file that marks a cache directory, with the signature the Cache Directory Tagging
    /// Specification asks for on its first line.
    public static let tagFileName = "CACHEDIR.TAG"
    static let tagText = "Signature: 8a477f597d28d172789f06886806bc55\n"
        + "# This file is a cache directory tag created by mdtool.\n"
        + "# For information about cache directory tags, see https://bford.info/cachedir/\n"
    /// Subdirectories of versions are named `mdtool-VERSION`; only such are pruned.
    static let versionPrefix = "mdtool-"

    /// The cache directory.
    public let root: String
    /// The subdirectory this version reads and writes.
    public let versionDirectory: String
    /// What must match for a stored result to be used: the program's version and build.
    public let identity: String

    /// The cache in `root` for the program `version`, whose results are used only by a
    /// program of the same `identity`.
    public init(root: String, version: String, identity: String) {
        self.root = root
        self.versionDirectory = PathUtilities.join(root, Self.versionPrefix + version)
        self.identity = identity
    }

    /// The index named `name` (such as `lint`), or an empty one.
    public func load(_ name: String) -> ResultIndex {
        guard let bytes = try? FileReader.readBytes(atPath: indexPath(name)) else { return ResultIndex() }
        return ResultIndex(decoding: bytes, identity: identity) ?? ResultIndex()
    }

    /// Adds the entries of a run to the index `name` on disk (a later entry replaces an
    /// earlier one of the same slot, as the entries replace those on disk).
    @discardableResult
    public func store(_ entries: [(slot: SHA256.Digest, entry: ResultIndex.Entry)], in name: String) -> Bool {
        store(Dictionary(entries, uniquingKeysWith: { _, later in later }), in: name)
    }

    /// Adds `entries` to the index `name` on disk (theirs replace those of the same slots).
    /// Returns false when the cache cannot be written (a read-only directory): results are
    /// then simply not kept.
    @discardableResult
    public func store(_ entries: [SHA256.Digest: ResultIndex.Entry], in name: String) -> Bool {
        guard !entries.isEmpty else { return true }
        guard prepare() else { return false }
        let lock = open(PathUtilities.join(versionDirectory, name + ".lock"), O_RDWR | O_CREAT | O_CLOEXEC, 0o666)
        guard lock >= 0 else { return false }
        defer { close(lock) }
        // Without the lock (a file system that refuses it) the write is still atomic; at worst
        // a concurrent run's new entries are lost, which costs a later run time, not truth.
        _ = flock(lock, LOCK_EX)
        var index = load(name)
        index.entries.merge(entries) { _, new in new }
        do throws(FileSystemError) {
            try AtomicFileWriter.write(index.encoded(identity: identity), toPath: indexPath(name))
            return true
        } catch {
            return false
        }
    }

    private func indexPath(_ name: String) -> String { PathUtilities.join(versionDirectory, name + ".index") }

    /// Makes the directories, tags a cache directory this creates (or finds empty; a
    /// directory of other files named by `--cache-dir` is left untagged), and removes other
    /// versions' subdirectories.
    private func prepare() -> Bool {
        if !FileSystem.isDirectory(root) {
            guard Self.makeDirectories(root) else { return false }
        }
        let tag = PathUtilities.join(root, Self.tagFileName)
        guard case .success(let listing) = SystemCalls.readDirectory(root) else { return false }
        if listing.entries.isEmpty && listing.invalidNames.isEmpty {
            _ = try? AtomicFileWriter.write(Array(Self.tagText.utf8), toPath: tag)
        }
        let current = PathUtilities.lastComponent(of: versionDirectory)
        for entry in listing.entries where entry.name.hasPrefix(Self.versionPrefix) && entry.name != current {
            Self.removeFlatDirectory(PathUtilities.join(root, entry.name))
        }
        return FileSystem.isDirectory(versionDirectory) || mkdir(versionDirectory, 0o777) == 0 || errno == EEXIST
    }

    /// Creates `path` and its missing parents.
    private static func makeDirectories(_ path: String) -> Bool {
        if FileSystem.isDirectory(path) { return true }
        let parent = PathUtilities.parent(of: path)
        if parent != path && !FileSystem.isDirectory(parent) { guard makeDirectories(parent) else { return false } }
        return mkdir(path, 0o777) == 0 || errno == EEXIST
    }

    /// Removes a version's subdirectory: its files, then itself. One holding directories is
    /// not the cache's and is left alone.
    private static func removeFlatDirectory(_ path: String) {
        guard case .success(let listing) = SystemCalls.readDirectory(path),
              !listing.entries.contains(where: { $0.kind == .directory }) else { return }
        for entry in listing.entries { unlink(PathUtilities.join(path, entry.name)) }
        rmdir(path)
    }
}
