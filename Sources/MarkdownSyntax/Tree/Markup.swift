/// A node of a Markdown syntax tree.
///
/// Nodes are values: each wraps shared, immutable storage plus its position in a tree, so
/// a node can reach its parent and siblings. Changing a node (through a setter, a
/// rewriter or an initializer) makes a new node; trees built from others share every
/// subtree that did not change.
public protocol Markup: Sendable, CustomDebugStringConvertible {
    /// The node's storage and its place in the tree; the library reads it, programs use the node's properties.
    var _data: _MarkupData { get }
    /// Wraps storage as this node type; the library calls it when it hands out children.
    init(_ data: _MarkupData)
    /// Calls the visitor's `visit…` method for this node's type.
    func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result
    /// UTF-8 byte range in the source; nil for nodes made in code or changed since parsing.
    ///
    /// A requirement (with the one implementation below), not only an extension member:
    /// read through `any Markup`, the extension's version takes a copy of `_data` (two
    /// retains and releases); each node type's witness reads its own storage in place.
    var byteRange: Range<Int>? { get }
}

/// A node that stands on its own lines: paragraphs, headings, lists, code blocks, …
public protocol BlockMarkup: Markup {}

/// A node inside a paragraph, heading or table cell: text, emphasis, links, …
public protocol InlineMarkup: Markup {}

/// A node whose children are blocks.
public protocol BlockContainer: Markup {}

/// A node whose children are inlines.
public protocol InlineContainer: Markup {}

/// Storage and position of a node; not for direct use.
///
/// Three words, so that an `any Markup` holds it inline instead of boxing it on the heap:
/// the source file lives in the link its siblings share, not in each node.
public struct _MarkupData: Sendable {
    @usableFromInline package let raw: RawMarkup
    /// The parent and the source file; nil for a root made on its own.
    @usableFromInline let link: _ParentLink?
    /// The index among the parent's children; for a node handed out by a `NodeTable`
    /// (its link has the table), the node's number in the table.
    @usableFromInline let slot: Int

    package init(root raw: RawMarkup) {
        self.raw = raw
        self.link = nil
        self.slot = 0
    }

    @usableFromInline init(raw: RawMarkup, link: _ParentLink?, slot: Int) {
        self.raw = raw
        self.link = link
        self.slot = slot
    }

    /// The parent's position; nil for a root.
    var parent: _MarkupData? {
        guard let link else { return nil }
        guard let table = link.table else { return link.parent }
        let parent = table.parents[slot]
        return parent < 0 ? nil : _MarkupData(raw: table.raws[Int(parent)].takeUnretainedValue(), link: link,
                                              slot: Int(parent))
    }

    /// The position among the parent's children (0 for a root).
    var indexInParent: Int {
        if let table = link?.table { return Int(table.indices[slot]) }
        return slot
    }

    /// The source file of the root document, for turning byte offsets into lines and columns.
    var sourceFile: SourceFile? {
        if let link { return link.sourceFile }
        if case .document(let source, _) = raw.kind { return source }
        return nil
    }

    /// A root with other storage that keeps this node's source file (its unchanged
    /// descendants still have source ranges).
    func detached(_ raw: RawMarkup) -> _MarkupData {
        _MarkupData(raw: raw, link: sourceFile.map(_ParentLink.init(detachedFrom:)), slot: 0)
    }
}

/// A parent's position and its document's source file, shared by all of its children; or
/// a table of a whole document's nodes, shared by every node handed out from it.
@usableFromInline final class _ParentLink: Sendable {
    /// nil for the link of a detached root, which only carries the source file, and for a
    /// table's link.
    let parent: _MarkupData?
    let sourceFile: SourceFile?
    @usableFromInline let table: NodeTable.Storage?

    init(parent: _MarkupData) {
        self.parent = parent
        self.sourceFile = parent.sourceFile
        self.table = nil
    }

    init(detachedFrom sourceFile: SourceFile) {
        self.parent = nil
        self.sourceFile = sourceFile
        self.table = nil
    }

    init(table: NodeTable.Storage, sourceFile: SourceFile?) {
        self.parent = nil
        self.sourceFile = sourceFile
        self.table = table
    }
}

extension Markup {
    package var raw: RawMarkup { _data.raw }

    /// Wraps new storage as the same node type, detached from any tree.
    package init(raw: RawMarkup) {
        self.init(_MarkupData(root: raw))
    }

    /// The node's kind, without its attributes: for classifying and comparing nodes of any type.
    public var kind: MarkupKind { raw.tag }

    /// The node this one is a child of; nil for a root (a document, or a node made on its own).
    public var parent: (any Markup)? {
        _data.parent.map(makeMarkup)
    }

    /// Position among the parent's children (0 for a root).
    public var indexInParent: Int { _data.indexInParent }

    /// How many children the node has, without making them.
    public var childCount: Int { raw.children.count }

    /// The node's children in order, each positioned in the tree.
    public var children: MarkupChildren { MarkupChildren(_data) }

    /// The child at `index`, or nil when `index` is out of range.
    public func child(at index: Int) -> (any Markup)? {
        index >= 0 && index < raw.children.count ? children[index] : nil
    }

    /// The next child of the same parent, or nil for the last one (and for a root).
    public var nextSibling: (any Markup)? { parent?.child(at: indexInParent + 1) }

    /// The previous child of the same parent, or nil for the first one (and for a root).
    public var previousSibling: (any Markup)? { parent?.child(at: indexInParent - 1) }

    /// The outermost ancestor.
    public var root: any Markup {
        var data = _data
        while let parent = data.parent { data = parent }
        return makeMarkup(data)
    }

    /// The topic a `doc:` destination names, when the node belongs to a document whose
    /// dialect reads them (DocC); nil otherwise and for nodes outside a document.
    package func topicReference(of destination: String) -> TopicReference? {
        guard destination.hasPrefix(TopicReference.scheme), (root as? Document)?.dialect.readsTopicReferences == true
        else { return nil }
        return TopicReference(destination: destination)
    }

    /// Whether both are the same node: the same storage, not merely equal content.
    public func isIdentical(to other: any Markup) -> Bool { raw === other.raw }

    /// The source file of the document this node was parsed from.
    public var sourceFile: SourceFile? { raw.range == nil ? nil : _data.sourceFile }

    // Inlinable: rules read it for thousands of nodes.
    /// UTF-8 byte range in the source; nil for nodes made in code or changed since parsing.
    @inlinable public var byteRange: Range<Int>? { _data.raw.range }

    /// Line and column range in the source; nil for nodes made in code or changed since parsing.
    public var range: SourceRange? {
        guard let bytes = raw.range, let source = _data.sourceFile else { return nil }
        return source.range(of: bytes)
    }

    /// The source text of the node as written; nil without a source range.
    public var sourceText: String? {
        guard let bytes = raw.range, let source = _data.sourceFile else { return nil }
        return source.text(in: bytes)
    }

    /// The same node as the root of its own tree.
    public var detachedFromParent: Self { Self(_MarkupData(root: raw)) }

    /// A readable dump of this subtree, with kinds, attributes and source ranges.
    public var debugDescription: String { TreeDumper.dump(self) }

    /// The text of the inline content, without markup (code spans and link text included).
    public var plainText: String {
        var text = ""
        PlainText.append(raw, to: &text)
        return text
    }

    /// The same node kind and attributes with other children.
    package func withRawChildren(_ children: [RawMarkup]) -> any Markup {
        makeMarkup(_data.detached(raw.withChildren(children)))
    }

    /// The same node with another payload, detached from its tree.
    func replacingKind(_ kind: RawKind) -> Self {
        Self(_data.detached(raw.withKind(kind)))
    }
}

extension Markup {
    /// Every node of type `T` below this one, in document order.
    public func descendants<T: Markup>(ofType type: T.Type) -> [T] {
        var found: [T] = []
        forEachDescendant { data in
            // Node types are structs, so a node is a T exactly when its type is T; comparing
            // types first leaves the cast (a thousand instructions) to the matches.
            let node = makeMarkup(data)
            if Swift.type(of: node) == T.self, let match = node as? T { found.append(match) }
            return true
        }
        return found
    }
}
