import MarkdownFormatting
import MarkdownSyntax
import Workspace

/// What `mdtool fmt` keeps between runs: that a file's content is already formatted, with no
/// message, under its format options. A slot is the file's absolute path, the options (with
/// how the file is parsed and whether output is validated); the entry names the content by
/// its SHA-256 and holds nothing else. Files that change, are refused or print messages are
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

    /// The slot of the file at `path` formatted with `options`, parsed with `parseOptions`.
    /// The options are written out whole by reflection, which is stable for one build (the
    /// cache's identity) and names every stored property.
    static func slot(path: String, options: FormatOptions, parseOptions: ParseOptions, validates: Bool) -> SHA256.Digest {
        var writer = BinaryWriter()
        writer.write(path)
        writer.write(String(reflecting: options))
        writer.write(String(reflecting: parseOptions))
        writer.write(UInt8(validates ? 1 : 0))
        return SHA256.digest(writer.bytes)
    }

    /// Whether content `content` is known formatted in `slot`.
    func isFormatted(in slot: SHA256.Digest, content: SHA256.Digest) -> Bool {
        index.result(in: slot, for: content) != nil
    }

    /// The entry saying content `content` is formatted.
    static func entry(for content: SHA256.Digest) -> ResultIndex.Entry {
        ResultIndex.Entry(content: content, payload: [])
    }

    /// Writes the new entries of a run.
    func save(_ entries: [(slot: SHA256.Digest, entry: ResultIndex.Entry)]) {
        store.store(entries, in: Self.indexName)
    }
}
