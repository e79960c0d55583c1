import MarkdownFormatting
import MarkdownSyntax
import Workspace

/// What `mdtool fmt` keeps between runs: that a file's content is already formatted, with no
/// message, under its format options. A slot is the file's absolute path, the options (with
/// how the file is parsed and whether output is validated); the entry names the content by
/// its SHA-256 (and the file by its stamp, so an unchanged file is not read) and holds
/// nothing else. Files that change, are refused or print messages are
/// not stored, so a hit means "unchanged, nothing to say" and the formatter need not run.
struct FormatCache: Sendable {
    static let indexName = "fmt"

    private let store: ResultCache
    private let index: ResultIndex

    /// The cache in `store`, its index read once.
    init(_ store: ResultCache) {
        self.store = store
        index = store.load(Self.indexName)
    }

    /// How files are formatted, as a slot names it: the format options, how the file is
    /// parsed and whether output is validated.
    struct Settings: Hashable {
        var options: FormatOptions
        var parseOptions: ParseOptions
        var validates: Bool
    }

    /// The text that names `settings` in slots: the options written out whole by reflection,
    /// which is stable for one build (the cache's identity) and names every stored property.
    /// It costs more than formatting a small file: make it once per settings of a run.
    static func describe(_ settings: Settings) -> String {
        String(reflecting: settings.options) + "\u{0}" + String(reflecting: settings.parseOptions)
            + (settings.validates ? "\u{0}validated" : "")
    }

    /// The slot of the file at `path` formatted with the settings `description` names.
    static func slot(path: String, description: String) -> SHA256.Digest {
        var writer = BinaryWriter()
        writer.write(path)
        writer.write(description)
        return SHA256.digest(writer.bytes)
    }

    /// Whether `slot` holds an entry (for some content).
    func hasEntry(in slot: SHA256.Digest) -> Bool {
        index.entries[slot] != nil
    }

    /// Whether content `content` is known formatted in `slot`, and whether its entry has the
    /// stamp `file` (else it is stored again with it).
    func isFormatted(in slot: SHA256.Digest, content: SHA256.Digest, file: FileStamp?) -> (formatted: Bool, stamped: Bool) {
        guard let entry = index.entry(in: slot, content: content) else { return (false, false) }
        return (true, entry.file == file)
    }

    /// Whether the file whose stamp is now `file` is known formatted in `slot`, unchanged
    /// since it was found so: it need not even be read.
    func isFormatted(in slot: SHA256.Digest, file: FileStamp) -> Bool {
        index.entry(in: slot, file: file) != nil
    }

    /// The entry saying content `content`, read from the file whose settled stamp is `file`, is formatted.
    static func entry(for content: SHA256.Digest, file: FileStamp?) -> ResultIndex.Entry {
        ResultIndex.Entry(content: content, file: file, payload: [])
    }

    /// Writes the new entries of a run.
    func save(_ entries: [(slot: SHA256.Digest, entry: ResultIndex.Entry)]) {
        store.store(entries, in: Self.indexName)
    }
}
