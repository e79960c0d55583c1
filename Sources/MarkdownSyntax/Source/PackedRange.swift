/// A byte range kept as two 32-bit offsets: half the size of a `Range<Int>`, for values
/// stored by the hundred thousand (findings, diagnostics, edits). Documents are limited to
/// 2 GiB; a larger offset is kept as `Int32.max`.
package struct PackedRange: Sendable, Hashable {
    private let start: Int32
    private let end: Int32

    package init(_ range: Range<Int>) {
        start = Int32(clamping: range.lowerBound)
        end = Int32(clamping: range.upperBound)
    }

    package var range: Range<Int> { Int(start)..<Int(end) }
}
