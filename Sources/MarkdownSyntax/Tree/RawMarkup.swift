#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The storage behind every node: an immutable class, so unchanged subtrees are shared
/// between a tree and the trees rewritten from it. Public node types wrap it.
///
/// @unchecked Sendable: nothing in a node changes after `init`, its children block included.
@usableFromInline package final class RawMarkup: @unchecked Sendable {
    package let kind: RawKind
    /// `kind` without its payload, kept beside it (in what would be padding: the node is no
    /// larger) so that asking what a node is neither copies nor switches on its payload.
    package let tag: MarkupKind
    /// The number of children (in padding too, after `tag`), or `manyChildren` when the
    /// count is in `block`: reading it does not follow a pointer.
    @usableFromInline let shortCount: UInt16
    // The byte range as two 32-bit offsets (-1 for none) keeps nodes small: documents
    // are limited to 2 GiB.
    @usableFromInline let start: Int32
    @usableFromInline let end: Int32
    /// The children: nil for a leaf; the child itself (retained) for a node of one child;
    /// otherwise a block of their count, then the nodes: 8 + 8n bytes instead of an array
    /// with its 32-byte header, and reading a child retains no array. Six in ten of the
    /// 10 MB corpus file's 77,000 containers have one child (a paragraph of one text, an
    /// item of one paragraph): they allocate no block.
    @usableFromInline let block: UnsafeMutableRawPointer?

    /// A node of `kind` with `children` (copied: a slice of a builder's stack needs no array
    /// of its own), parsed from `range` (nil for a built node).
    package init<Children: Collection<RawMarkup>>(_ kind: RawKind, children: Children = [RawMarkup](),
                                                 range: Range<Int>? = nil) {
        self.kind = kind
        tag = kind.tag
        if let range {
            start = Int32(truncatingIfNeeded: range.lowerBound)
            end = Int32(truncatingIfNeeded: range.upperBound)
        } else {
            start = -1
            end = -1
        }
        let count = children.count
        shortCount = count < Int(Self.manyChildren) ? UInt16(count) : Self.manyChildren
        if count == 1 {
            block = Unmanaged.passRetained(children[children.startIndex]).toOpaque()
        } else {
            block = Self.block(holding: children, count: count)
        }
    }

    /// `shortCount` of a node with too many children to count in 16 bits.
    @usableFromInline static var manyChildren: UInt16 { .max }

    deinit {
        guard let block else { return }
        if shortCount == 1 { return Unmanaged<RawMarkup>.fromOpaque(block).release() }
        let nodes = (block + RawChildren.elementOffset).assumingMemoryBound(to: RawMarkup.self)
        for index in 0..<block.load(as: Int.self) { (nodes + index).deinitialize(count: 1) }
        free(block)
    }

    // `malloc`, not `allocate`: Swift's allocation takes the runtime's aligned path
    // (`posix_memalign`), slower for a block per container. The copy is a loop of retains,
    // not the runtime's generic array copy.
    private static func block(holding children: some Collection<RawMarkup>, count: Int) -> UnsafeMutableRawPointer? {
        guard count > 0 else { return nil }
        let byteCount = RawChildren.elementOffset + count * MemoryLayout<RawMarkup>.stride
        guard let block = malloc(byteCount) else { fatalError("out of memory for \(count) children") }
        block.storeBytes(of: count, as: Int.self)
        var slot = (block + RawChildren.elementOffset).bindMemory(to: RawMarkup.self, capacity: count)
        for child in children {
            slot.initialize(to: child)
            slot += 1
        }
        return block
    }

    /// The node's children, in order.
    @inlinable package var children: RawChildren { RawChildren(self) }

    /// UTF-8 byte range in the source the node was parsed from; nil for built nodes.
    @inlinable package var range: Range<Int>? {
        start < 0 ? nil : Int(start)..<Int(end)
    }

    /// The same node with other children; no longer tied to a source range.
    package func withChildren(_ children: [RawMarkup]) -> RawMarkup {
        RawMarkup(kind, children: children, range: nil)
    }

    /// The same children with another payload; no longer tied to a source range.
    package func withKind(_ kind: RawKind) -> RawMarkup {
        RawMarkup(kind, children: children, range: nil)
    }
}

/// The children of a `RawMarkup`, read from the node's block (or its one child).
@usableFromInline package struct RawChildren: RandomAccessCollection, Sendable {
    /// Where the nodes start in a children block, after the count.
    @inlinable static var elementOffset: Int { MemoryLayout<Int>.stride }

    @usableFromInline let node: RawMarkup

    @inlinable init(_ node: RawMarkup) { self.node = node }

    @inlinable package var startIndex: Int { 0 }

    // Always inlined, and `count` and `isEmpty` read it directly: left to itself, the
    // optimizer called the default `count` (`distance(from:to:)`) out of line.
    @inlinable @inline(__always) package var endIndex: Int {
        let count = node.shortCount
        return count != RawMarkup.manyChildren ? Int(count) : node.block.unsafelyUnwrapped.load(as: Int.self)
    }

    @inlinable @inline(__always) package var count: Int { endIndex }

    @inlinable @inline(__always) package var isEmpty: Bool { node.shortCount == 0 }

    @inlinable @inline(__always) package subscript(position: Int) -> RawMarkup {
        precondition(position >= 0 && position < endIndex, "child index out of range")
        let block = node.block.unsafelyUnwrapped
        if node.shortCount == 1 { return Unmanaged<RawMarkup>.fromOpaque(block).takeUnretainedValue() }
        return (block + Self.elementOffset).assumingMemoryBound(to: RawMarkup.self)[position]
    }
}

/// Nodes in a row, numbered from 0: a node's children, or an array of nodes being assembled;
/// code that reads either takes `some RawNodes`.
package protocol RawNodes: RandomAccessCollection where Element == RawMarkup, Index == Int {}

extension RawChildren: RawNodes {}

extension Array: RawNodes where Element == RawMarkup {}
