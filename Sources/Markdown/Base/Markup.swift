/// A node of a Markdown tree: a value holding its place in an immutable, shared tree.
public protocol Markup {
    /// Calls the visitor's method for this node's type.
    func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result

    /// The node's place in its tree (the machinery behind the API: do not use directly).
    var _data: _MarkupData { get set }

    init(_ data: _MarkupData)
}

/// A node whose text is the concatenation of its own characters (without markup).
public protocol PlainTextConvertibleMarkup: Markup {
    var plainText: String { get }
}

extension Markup {
    var raw: AbsoluteRawMarkup { _data.raw }

    /// Builds the node from a raw one, checking that it is of this type.
    init(_ raw: RawMarkup) throws {
        self.init(_MarkupData(root: raw))
        guard type(of: makeMarkup(_data)) == Self.self else {
            throw RawMarkupMismatchError(expected: String(describing: Self.self), actual: raw.data)
        }
    }

    /// The range in the source the node was parsed from; `nil` for built or edited nodes.
    public var range: SourceRange? { raw.markup.parsedRange }

    /// The parent, `nil` at the root.
    public var parent: Markup? { _data.parent.map(makeMarkup) }

    /// The root of the tree this node belongs to.
    public var root: Markup { makeMarkup(_data.root) }

    /// The node's index among its parent's children (0 at the root).
    public var indexInParent: Int { _data.indexInParent }

    /// How many nodes the subtree holds, this one included.
    var subtreeCount: Int { raw.markup.subtreeCount }

    /// The node without its soft breaks, `nil` when it is one.
    public var withoutSoftBreaks: Markup? {
        var deleter = SoftBreakDeleter()
        return deleter.visit(self)
    }

    /// How many children the node has.
    public var childCount: Int { raw.markup.children.count }

    /// Whether the node has no children.
    public var isEmpty: Bool { childCount == 0 }

    /// The node's children in order.
    public var children: MarkupChildren { MarkupChildren(self) }

    /// The child at `position`, `nil` when there is none.
    public func child(at position: Int) -> Markup? { _data.child(at: position).map(makeMarkup) }

    /// The descendant reached by following `path` (child indices from this node).
    public func child<S: Sequence>(through path: S) -> Markup? where S.Element == Int {
        var current: Markup = self
        for index in path {
            guard let next = current.child(at: index) else { return nil }
            current = next
        }
        return current
    }

    /// The descendant reached by following the child indices.
    public func child(through path: Int...) -> Markup? { child(through: path) }

    /// The descendant reached by following `path`, each step checked against its expected type.
    public func child(through path: TypedChildIndexPath) -> Markup? {
        var current: Markup = self
        for step in path {
            guard let next = current.child(at: step.index) else { return nil }
            if let expected = step.expectedType, type(of: next) != expected { return nil }
            current = next
        }
        return current
    }

    /// The node as the root of a tree of its own (same content and ranges, new identity).
    public var detachedFromParent: Markup { _data.parent == nil ? self : makeMarkup(_MarkupData(root: raw.markup)) }

    /// Whether both are the same node of the same tree.
    public func isIdentical(to other: Markup) -> Bool {
        raw.markup === other.raw.markup && _data.id == other._data.id
    }

    /// Whether both trees have the same kinds, attributes and shape (ranges aside).
    public func hasSameStructure(as other: Markup) -> Bool { raw.markup.hasSameStructure(as: other.raw.markup) }

    /// The next sibling, `nil` for the last child.
    public var nextSibling: Markup? { parent?.child(at: indexInParent + 1) }

    /// The previous sibling, `nil` for the first child.
    public var previousSibling: Markup? { indexInParent == 0 ? nil : parent?.child(at: indexInParent - 1) }

    /// The node with other children, unchecked: the caller promises they fit.
    public func withUncheckedChildren<Children: Sequence>(_ newChildren: Children) -> Markup
    where Children.Element == Markup {
        let newRaw = raw.markup.withChildren(newChildren.map { $0.raw.markup })
        return makeMarkup(_data.replacingSelf(newRaw))
    }

    /// Replaces the children in `range` with `incomingItems`; the node moves to a new tree.
    public mutating func replaceChildrenInRange<S: Collection>(_ range: Range<Int>, with incomingItems: S)
    where S.Element == Markup {
        var newChildren = raw.markup.children
        newChildren.replaceSubrange(range, with: incomingItems.map { $0.raw.markup })
        _data = _data.replacingSelf(raw.markup.withChildren(newChildren))
    }

    /// Replaces the node's attributes; the node moves to a new tree.
    mutating func replaceData(_ newData: RawMarkupData) {
        guard newData != raw.markup.data else { return }
        _data = _data.replacingSelf(raw.markup.withData(newData))
    }

    /// The node's tree drawn line by line (see `MarkupDumpOptions`).
    public func debugDescription(options: MarkupDumpOptions = []) -> String {
        MarkupTreeDumper.dump(self, options: options)
    }
}

/// A path of child indices, each with the type the child must have (or `nil` for any).
public typealias TypedChildIndexPath = [(index: Int, expectedType: Markup.Type?)]

/// A raw node handed to a node type it is not.
struct RawMarkupMismatchError: Error, CustomStringConvertible {
    var expected: String
    var actual: RawMarkupData
    var description: String { "expected raw markup for \(expected), got \(actual)" }
}
