import MarkdownSyntax

/// Facts about each line of a file, indexed by line number − 1. Each `LineInfo` is made
/// when read, from the source's line starts and four bytes of its own a line (its flags
/// and line ending): a large file's lines took sixteen bytes each, kept for the whole lint.
public struct LineList: RandomAccessCollection, Sendable {
    /// One object, so that a copy of the list (every read of `LintContext.lines`) retains
    /// one reference, not each array.
    private final class Storage: Sendable {
        /// The source's line starts (the source's own array, shared, not copied).
        let starts: LineStarts
        let byteCount: Int
        /// Per line: the flags in the low 16 bits, the line ending's length above them.
        let facts: [UInt32]

        init(starts: LineStarts, byteCount: Int, facts: [UInt32]) {
            self.starts = starts
            self.byteCount = byteCount
            self.facts = facts
        }
    }

    private let storage: Storage

    private init(_ storage: Storage) {
        self.storage = storage
    }

    /// The lines of a source while their flags are marked (`LineTable`).
    struct Builder {
        private let starts: LineStarts
        private let byteCount: Int
        private var facts: [UInt32]

        /// The lines of `source`, each with its line ending and `.blank` when it holds only
        /// spaces and tabs.
        init(_ source: SourceFile) {
            (starts, byteCount, facts) = LineList.initialFacts(of: source)
        }

        /// Adds `flags` to the flags of line `number` (1-based).
        mutating func mark(_ flags: LineInfo.Flags, onLine number: Int) {
            facts[number - 1] |= UInt32(flags.rawValue)
        }

        /// The list, with the flags marked.
        func finished() -> LineList {
            LineList(Storage(starts: starts, byteCount: byteCount, facts: facts))
        }
    }

    private static func initialFacts(of source: SourceFile) -> (starts: LineStarts, byteCount: Int, facts: [UInt32]) {
        let bytes = source.bytes
        let starts = source.lineStarts
        let facts = bytes.withUnsafeBufferPointer { bytes in
            [UInt32](unsafeUninitializedCapacity: starts.count) { buffer, initialized in
                for line in starts.indices {
                    let start = starts[line]
                    let next = line + 1 < starts.count ? starts[line + 1] : bytes.count
                    let end = SourceFile.contentEnd(from: start, to: next, in: bytes)
                    let flags: LineInfo.Flags = ByteClass.isSpaceOrTabOnly(bytes, start..<end) ? .blank : []
                    buffer.initializeElement(at: line, to: UInt32(flags.rawValue) | UInt32(next - end) << 16)
                }
                initialized = starts.count
            }
        }
        return (starts, bytes.count, facts)
    }

    /// The same lines behind a storage object of their own (see `LintContext.init(laneOf:)`).
    func lane() -> LineList {
        LineList(Storage(starts: storage.starts, byteCount: storage.byteCount, facts: storage.facts))
    }

    /// Always 0.
    public var startIndex: Int { 0 }
    /// The number of lines.
    public var endIndex: Int { storage.facts.count }

    /// The facts about line `index + 1`.
    public subscript(index: Int) -> LineInfo {
        let storage = storage
        let fact = storage.facts[index]
        let endingLength = Int(fact >> 16)
        let next = index + 1 < storage.starts.count ? storage.starts[index + 1] : storage.byteCount
        return LineInfo(number: index + 1, range: storage.starts[index]..<(next - endingLength),
                        lineEndingLength: endingLength, flags: LineInfo.Flags(rawValue: UInt16(truncatingIfNeeded: fact)))
    }
}
