#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MarkdownSyntax

/// The source as line-based rules read it: the text inside HTML comments (`<!-- … -->`) is
/// blanked to `.`, line endings kept, because text inside comments is not linted.
///
/// Only the lines around comments differ from the source, so only they are copied and
/// blanked. They go into a buffer as large as the file, at their own offsets, so that a
/// rule indexes it as it indexes the source. The buffer is a mapping of its own, and the
/// rest of it is never written or read, so the system never backs it with memory: a whole
/// blanked copy was a tenth of the peak memory of `lint` on a large file.
final class LintedText: @unchecked Sendable {
    private let source: [UInt8]
    /// Whole lines, line endings included, sorted and apart: the lines of each HTML node
    /// that holds a comment. `blanked` holds these bytes, and only these.
    private let regions: [Range<Int>]
    /// Written once, in `init`; read-only after (hence `@unchecked Sendable`).
    private let blanked: UnsafeMutableBufferPointer<UInt8>
    /// Whether `blanked` is a mapping (else, where mapping failed, an allocation).
    private let isMapped: Bool

    /// The text of `source`, whose comments are `comments` (from `<!--` to past `-->`),
    /// each inside one of `holders` (the ranges of the raw HTML nodes holding them).
    init(_ source: SourceFile, comments: [Range<Int>], holders: [Range<Int>]) {
        self.source = source.bytes
        var regions: [Range<Int>] = []
        for holder in holders.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            let region = Self.wholeLines(of: holder, in: source)
            if let last = regions.last, last.upperBound >= region.lowerBound {
                regions[regions.count - 1] = last.lowerBound..<max(last.upperBound, region.upperBound)
            } else {
                regions.append(region)
            }
        }
        self.regions = regions
        (blanked, isMapped) = Self.untouchedMemory(regions.isEmpty ? 0 : source.bytes.count)
        source.bytes.withUnsafeBufferPointer { bytes in
            for region in regions {
                _ = UnsafeMutableBufferPointer(rebasing: blanked[region])
                    .initialize(from: UnsafeBufferPointer(rebasing: bytes[region]))
            }
        }
        Self.blank(comments, in: blanked)
    }

    deinit {
        if isMapped { munmap(blanked.baseAddress, blanked.count) } else { blanked.deallocate() }
    }

    /// `count` bytes of memory that the system backs only where they are written: a fresh
    /// anonymous mapping. (A heap block of that size could be carved from memory the process
    /// already holds, memory the next allocations would then not find free.)
    private static func untouchedMemory(_ count: Int) -> (UnsafeMutableBufferPointer<UInt8>, isMapped: Bool) {
        if count > 0, let address = mmap(nil, count, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
           address != MAP_FAILED {
            return (UnsafeMutableBufferPointer(start: address.bindMemory(to: UInt8.self, capacity: count), count: count), true)
        }
        return (.allocate(capacity: count), false)
    }

    /// Replaces the text of each comment (between `<!--` and `-->`) in `bytes` with `.`,
    /// keeping line endings.
    static func blank(_ comments: [Range<Int>], in bytes: UnsafeMutableBufferPointer<UInt8>) {
        for comment in comments where comment.lowerBound + 4 < comment.upperBound - 3 {
            for index in (comment.lowerBound + 4)..<(comment.upperBound - 3)
            where bytes[index] != 0x0A && bytes[index] != 0x0D {
                bytes[index] = UInt8(ascii: ".")
            }
        }
    }

    /// `range` widened to the lines it touches, with the last one's line ending.
    private static func wholeLines(of range: Range<Int>, in source: SourceFile) -> Range<Int> {
        let first = source.line(containing: range.lowerBound)
        let last = source.line(containing: max(range.lowerBound, range.upperBound - 1))
        let end = last < source.lineCount ? source.lineStarts[last] : source.bytes.count
        return source.lineStarts[first - 1]..<end
    }

    /// Calls `body` with the text's bytes.
    func withBytes<Result>(_ body: (LintedBytes) throws -> Result) rethrows -> Result {
        try source.withUnsafeBufferPointer { source in
            try body(LintedBytes(source: source, blanked: UnsafeBufferPointer(blanked), regions: regions))
        }
    }
}

/// The bytes of a `LintedText`, valid during the `withLintedBytes` call that gives them.
struct LintedBytes {
    fileprivate let source: UnsafeBufferPointer<UInt8>
    fileprivate let blanked: UnsafeBufferPointer<UInt8>
    fileprivate let regions: [Range<Int>]

    /// The bytes to read `range` from, as the rules see them: a buffer indexed by offsets
    /// in the source, and right over `range`. `range` must be a line (without or with its
    /// line ending), or the range of a raw HTML node: those are the ranges that are either
    /// inside the blanked lines or clear of every comment.
    func buffer(for range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        guard !regions.isEmpty else { return source }
        // The first region ending after the range's start.
        var low = 0
        var high = regions.count
        while low < high {
            let middle = (low + high) / 2
            if regions[middle].upperBound <= range.lowerBound { low = middle + 1 } else { high = middle }
        }
        guard low < regions.count, regions[low].lowerBound <= range.lowerBound,
              range.upperBound <= regions[low].upperBound else { return source }
        return blanked
    }

    /// The source as written, comment text included, indexed as `buffer(for:)`'s buffers.
    var sourceBytes: UnsafeBufferPointer<UInt8> { source }
}
