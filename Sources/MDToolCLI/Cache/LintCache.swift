import MarkdownLint
import MarkdownSyntax
import Workspace

/// The results of `mdtool lint` kept between runs. A file's slot is its absolute path, the
/// fingerprint of the linter its configuration makes (`Linter.cacheFingerprint`: every
/// rule's identity and setting, front matter, inline configuration) and how it is parsed
/// (its dialect); the slot's entry holds the findings for the file's content, named by the
/// content's SHA-256, and the file's stamp when it was read (`FileStamp`), so an unchanged
/// file is found without being read. mdtool's version and build are the cache's identity
/// (see `CacheOptions.identity`).
///
/// Findings of rules that read other files (`RuleDescriptor.readsOtherFiles`: MDT001's
/// missing files and other files' anchors, DocC's catalog rules) are never stored: they
/// depend on files the key does not cover, so a hit recomputes them (which parses the file
/// again when such a rule may run on it). A stale finding would be a wrong one; keying on
/// every file such a rule may read would need the rules to report what they read.
struct LintCache: Sendable {
    static let indexName = "lint"

    let store: ResultCache
    private let index: ResultIndex

    /// The cache in `store`, its index read once.
    init(_ store: ResultCache) {
        self.store = store
        index = store.load(Self.indexName)
    }

    /// The digest of a linter's fingerprint; nil for a linter that cannot be cached.
    static func linterDigest(_ linter: Linter) -> SHA256.Digest? {
        linter.cacheFingerprint.map { SHA256.digest(Array($0.utf8)) }
    }

    /// The slot of the file at `path` linted by the linter with digest `linter`, parsed with `options`.
    static func slot(path: String, linter: SHA256.Digest, options: ParseOptions) -> SHA256.Digest {
        var writer = BinaryWriter()
        writer.write(path)
        writer.write(linter)
        writer.write(options.dialect.rawValue)
        writer.write(options.extensions.rawValue)
        writer.write(UInt8(options.frontMatter ? 1 : 0))
        writer.write(options.maximumNestingDepth)
        writer.write(UInt8(options.inlineOnly ? 1 : 0))
        return SHA256.digest(writer.bytes)
    }

    /// What an entry holds: the findings of the rules that read no other files, and whether
    /// linting the content may run one that does (`Linter.mayReadOtherFiles`), whose
    /// findings must then be computed afresh.
    struct Stored {
        var diagnostics: [Diagnostic]
        var mayReadOtherFiles: Bool
    }

    /// The entry in `slot` of the file whose stamp is now `file`: its content unchanged.
    func entry(in slot: SHA256.Digest, file: FileStamp) -> ResultIndex.Entry? {
        index.entry(in: slot, file: file)
    }

    /// The entry in `slot` for content whose digest is `content`.
    func entry(in slot: SHA256.Digest, content: SHA256.Digest) -> ResultIndex.Entry? {
        index.entry(in: slot, content: content)
    }

    /// What `entry` holds, decoded for the linter whose rules are `rules`; nil when damaged.
    static func stored(_ entry: ResultIndex.Entry, rules: DiagnosticCoding.Rules) -> Stored? {
        guard let flag = entry.payload.first, flag <= 1,
              let diagnostics = DiagnosticCoding.decode(entry.payload.dropFirst(), rules: rules) else { return nil }
        return Stored(diagnostics: diagnostics, mayReadOtherFiles: flag == 1)
    }

    /// The entry that stores `diagnostics` (all of a file's findings; those of the rules
    /// `readingOtherFiles` names are left out) for content `content`, read from the file
    /// whose settled stamp is `file`.
    static func entry(_ diagnostics: [Diagnostic], mayReadOtherFiles: Bool, for content: SHA256.Digest, file: FileStamp?,
                      rules: DiagnosticCoding.Rules, readingOtherFiles: Set<String>) -> ResultIndex.Entry {
        var payload = BinaryWriter()
        payload.write(UInt8(mayReadOtherFiles ? 1 : 0))
        DiagnosticCoding.encode(diagnostics, rules: rules, excluding: readingOtherFiles, to: &payload)
        return ResultIndex.Entry(content: content, file: file, payload: payload.bytes[...])
    }

    /// The IDs of the rules of `registry` whose findings are never stored.
    static func rulesReadingOtherFiles(_ registry: RuleRegistry) -> Set<String> {
        Set(registry.entries.map(\.descriptor).filter(\.readsOtherFiles).map(\.id))
    }

    /// Writes the new entries of a run.
    func save(_ entries: [(slot: SHA256.Digest, entry: ResultIndex.Entry)]) {
        store.store(entries, in: Self.indexName)
    }
}
