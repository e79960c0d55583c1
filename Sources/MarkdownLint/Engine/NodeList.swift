import MarkdownSyntax

/// Nodes of one kind from a document's `NodeIndex`, in document order. A collection of
/// numbers into the index's node table: each node is made when read (no allocation), so
/// a large document's index holds four bytes per node here instead of a node.
public struct NodeList<Node: Markup>: RandomAccessCollection, Sendable {
    private let table: NodeTable
    /// The index's numbers of every kind, in one array; this list's are `first..<first + count`.
    private let numbers: [Int32]
    private let first: Int
    /// The number of nodes.
    public let count: Int

    init(_ table: NodeTable, _ numbers: [Int32], _ range: Range<Int>) {
        self.table = table
        self.numbers = numbers
        first = range.lowerBound
        count = range.count
    }

    /// Always 0.
    public var startIndex: Int { 0 }
    /// `count`.
    public var endIndex: Int { count }

    /// The node at `position`, positioned in its document.
    public subscript(position: Int) -> Node {
        precondition(position >= 0 && position < count, "NodeList index out of range")
        return Node(table.data(Int(numbers[first + position])))
    }
}
