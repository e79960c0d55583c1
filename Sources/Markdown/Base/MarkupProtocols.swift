/// A block-level node: one that stands among blocks.
public protocol BlockMarkup: Markup {}

/// An inline node: text and spans inside paragraphs, headings and cells.
public protocol InlineMarkup: PlainTextConvertibleMarkup {}

/// A node whose children are blocks.
public protocol BlockContainer: BlockMarkup {}

/// A block container that can be built from any blocks.
public protocol BasicBlockContainer: BlockContainer {
    init<Children: Sequence>(_ children: Children, inheritSourceRange: Bool) where Children.Element == BlockMarkup
}

/// A node whose children are inline nodes.
public protocol InlineContainer: PlainTextConvertibleMarkup {}

/// An inline container that can be built from any inline nodes.
public protocol BasicInlineContainer: InlineContainer {
    init<Children: Sequence>(_ children: Children, inheritSourceRange: Bool) where Children.Element == InlineMarkup
}

/// A list: its children are list items.
public protocol ListItemContainer: BlockMarkup {
    init<Items: Sequence>(_ items: Items) where Items.Element == ListItem
}

/// A node made of one piece of literal text.
public protocol LiteralMarkup: Markup {
    init(_ literalText: String)
}

/// A table row or head: its children are cells.
public protocol TableCellContainer: Markup {
    init<Cells: Sequence>(_ cells: Cells) where Cells.Element == Table.Cell
}

extension BasicBlockContainer {
    public init<Children: Sequence>(_ children: Children) where Children.Element == BlockMarkup {
        self.init(children, inheritSourceRange: false)
    }

    public init(_ children: BlockMarkup...) { self.init(children, inheritSourceRange: false) }

    public init(_ children: BlockMarkup..., inheritSourceRange: Bool) {
        self.init(children, inheritSourceRange: inheritSourceRange)
    }
}

extension BlockContainer {
    /// The children, as blocks.
    public var blockChildren: LazyMapSequence<MarkupChildren, BlockMarkup> {
        children.lazy.map { $0 as! BlockMarkup }
    }

    /// Replaces all children.
    public mutating func setBlockChildren<Items: Sequence>(_ newChildren: Items) where Items.Element == BlockMarkup {
        replaceChildrenInRange(0..<childCount, with: Array(newChildren.map { $0 as Markup }))
    }
}

extension BasicInlineContainer {
    public init<Children: Sequence>(_ children: Children) where Children.Element == InlineMarkup {
        self.init(children, inheritSourceRange: false)
    }

    public init(_ children: InlineMarkup...) { self.init(children, inheritSourceRange: false) }

    public init(_ children: InlineMarkup..., inheritSourceRange: Bool) {
        self.init(children, inheritSourceRange: inheritSourceRange)
    }
}

extension InlineContainer {
    /// The children, as inline nodes.
    public var inlineChildren: LazyMapSequence<MarkupChildren, InlineMarkup> {
        children.lazy.map { $0 as! InlineMarkup }
    }

    /// Replaces all children.
    public mutating func setInlineChildren<Items: Sequence>(_ newChildren: Items) where Items.Element == InlineMarkup {
        replaceChildrenInRange(0..<childCount, with: Array(newChildren.map { $0 as Markup }))
    }

    public var plainText: String { children.map { ($0 as? PlainTextConvertibleMarkup)?.plainText ?? "" }.joined() }
}

extension ListItemContainer {
    public init(_ items: ListItem...) { self.init(items) }

    /// The list's items.
    public var listItems: LazyMapSequence<MarkupChildren, ListItem> { children.lazy.map { $0 as! ListItem } }

    /// Replaces the items in `range` with `incomingItems`.
    public mutating func replaceItemsInRange<Items: Collection>(_ range: Range<Int>, with incomingItems: Items)
    where Items.Element == ListItem {
        replaceChildrenInRange(range, with: Array(incomingItems.map { $0 as Markup }))
    }

    /// Replaces all items.
    public mutating func setListItems<Items: Sequence>(_ newItems: Items) where Items.Element == ListItem {
        replaceChildrenInRange(0..<childCount, with: Array(newItems.map { $0 as Markup }))
    }
}

extension TableCellContainer {
    public init(_ cells: Table.Cell...) { self.init(cells) }

    /// The cells.
    public var cells: LazyMapSequence<MarkupChildren, Table.Cell> { children.lazy.map { $0 as! Table.Cell } }

    /// Replaces all cells.
    public mutating func setCells<Cells: Sequence>(_ newCells: Cells) where Cells.Element == Table.Cell {
        replaceChildrenInRange(0..<childCount, with: Array(newCells.map { $0 as Markup }))
    }
}

/// The raw children of `children` and, when asked, the range covering them all.
func rawParts<Children: Sequence>(_ children: Children, inheritSourceRange: Bool) -> ([RawMarkup], SourceRange?)
where Children.Element == Markup {
    let raws = children.map { $0.raw.markup }
    guard inheritSourceRange else { return (raws, nil) }
    let ranges = raws.compactMap(\.parsedRange)
    guard var covering = ranges.first else { return (raws, nil) }
    for range in ranges.dropFirst() { covering.widen(toFit: range) }
    return (raws, covering)
}
