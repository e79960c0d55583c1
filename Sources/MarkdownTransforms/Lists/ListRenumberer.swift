import MarkdownSyntax

/// Renumbers ordered lists. Each list is numbered on its own (nested lists separately;
/// lists split by other blocks are separate lists), from the list's own start number unless
/// `start` says otherwise. Delimiters (`.`/`)`) and zero-padding (`08.`, `09.`, `10.`) are
/// kept, so adjacent lists never merge.
///
/// Applied with `MinimalEditRewriting`, only the markers that change are edited; when a
/// marker gets wider or narrower (`9.` → `10.`), the continuation lines of that item are
/// re-indented by the same amount so its content stays inside it.
///
/// ```swift
/// var renumberer = ListRenumberer(mode: .ordered)
/// let result = document.applying(&renumberer)
/// ```
public struct ListRenumberer: MarkupRewriter, Sendable {
    /// How the items of each ordered list are numbered.
    public enum Mode: String, CaseIterable, Hashable, Sendable {
        /// Consecutive numbers from the start: `3. 4. 5.`
        case ordered
        /// Every item shows the start number: `1. 1. 1.` (`3. 3. 3.` for a list starting at 3).
        case one
        /// The first number stays; the rest follow the list's own style: the same number
        /// again when the first two items show the same number, consecutive otherwise.
        case preserveFirst = "preserve-first"
    }

    /// How items are numbered.
    public var mode: Mode
    /// A start number for every list; nil keeps each list's own.
    public var start: Int?
    /// How many item markers the last rewrite changed.
    public private(set) var changedItems = 0

    /// Makes a renumberer.
    /// - Parameters:
    /// - mode: How items are numbered.
    /// - start: A start number for every list; nil keeps each list's own.
    public init(mode: Mode = .ordered, start: Int? = nil) {
        self.mode = mode
        self.start = start
    }

    /// Renumbers the list's items (after its nested lists), counting the markers it changes.
    public mutating func visitOrderedList(_ orderedList: OrderedList) -> (any Markup)? {
        guard let visited = defaultVisit(orderedList) else { return nil }
        let raw = visited.raw
        guard case .orderedList(var info) = raw.kind else { return visited }
        let markers = raw.children.map { item -> String in
            if case .listItem(let itemInfo) = item.kind { return itemInfo.marker }
            return ""
        }
        let numbers = markers.map { ListRenumbering.number(ofMarker: $0.utf8) }
        let first = start ?? numbers.first.flatMap { $0 } ?? info.start
        let scheme: ListRenumbering.Scheme
        switch mode {
        case .ordered:
            scheme = .incrementing(from: first)
        case .one:
            scheme = .constant(first)
        case .preserveFirst:
            let same = numbers.count >= 2 && numbers[0] != nil && numbers[0] == numbers[1]
            scheme = same ? .constant(first) : .incrementing(from: first)
        }
        let newMarkers = ListRenumbering.newMarkers(markers, scheme: scheme)
        var children = Array(raw.children)
        var changed = false
        for (index, marker) in newMarkers.enumerated() {
            guard let marker, case .listItem(var itemInfo) = children[index].kind else { continue }
            itemInfo.marker = marker
            children[index] = RawMarkup(.listItem(itemInfo), children: children[index].children)
            changed = true
            changedItems += 1
        }
        if info.start != first {
            info.start = first
            changed = true
        }
        guard changed else { return visited }
        return OrderedList(raw: RawMarkup(.orderedList(info), children: children))
    }
}
