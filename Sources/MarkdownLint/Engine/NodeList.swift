import MarkdownSyntax

/// Nodes of one kind from a document's `NodeIndex`, in document order. A collection of
/// numbers into the index's node table: each node is made when read (no allocation), so
/// a large document's index holds four bytes per node here instead of a node.
public struct NodeList<Node: Markup>: RandomAccessCollection, Sendable {
    private let table: NodeTable
    private let numbers: [Int32]

    init(_ table: NodeTable, _ numbers: [Int32]) {
        self.table = table
        self.numbers = numbers
    }

    /// Always 0.
    public var startIndex: Int { 0 }
    /// The number of nodes.
    public var endIndex: Int { numbers.count }

    /// The node at `position`, positioned in its document.
    public subscript(position: Int) -> Node {
        Node(table.data(Int(numbers[position])))
    }
}
