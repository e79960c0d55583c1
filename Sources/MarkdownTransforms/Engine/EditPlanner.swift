import MarkdownFormatting
import MarkdownSyntax

/// Walks an original tree and its rewritten version together and plans byte edits for the
/// nodes that changed:
///
/// - identical storage: nothing;
/// - the same kind: edits for the attributes that changed (a heading's `#`s, a link's
///   destination, a list item's marker, …) and a recursive diff of the children, matched
///   by identity so inserted and deleted children become local insertions and deletions;
/// - anything else, or a change no small edit can express: the new node printed by the
///   formatter in place of the old one, its continuation lines prefixed with the
///   container prefix (`> `, list indentation) of the place it goes.
struct EditPlanner {
    /// How small the edits are allowed to be. Finer edits are tried first; when a result
    /// fails validation, coarser ones reprint whole blocks instead.
    enum Granularity: Int, CaseIterable, Sendable {
        /// Down to single attributes and inline nodes.
        case fine
        /// Leaf blocks (paragraphs, headings, tables, …) are reprinted whole when changed.
        case leafBlocks
        /// Changed top-level blocks are reprinted whole.
        case topLevel
    }

    /// Where the current node is.
    struct Context {
        /// The prefix of a continuation line inside the current container.
        var prefix: [UInt8] = []
        var quoteDepth = 0
        /// The new parent list, while diffing its items.
        var list: RawMarkup?
        var inTable = false
        /// Inside an item of a tight list.
        var tightItem = false
    }

    private struct Planned {
        var range: Range<Int>
        var replacement: [UInt8]
        var order: Int
    }

    let text: SourceText
    let printer: NodePrinter
    let granularity: Granularity
    private var planned: [Planned] = []
    private var shifts: [ListMarkerEdit.Shift] = []

    init(source: SourceFile, parseOptions: ParseOptions, options: FormatOptions,
         definitions: [String: LinkDefinitionInfo], granularity: Granularity) {
        self.text = SourceText(source)
        self.printer = NodePrinter(source: source, parseOptions: parseOptions, options: options, definitions: definitions)
        self.granularity = granularity
    }

    private var bytes: [UInt8] { text.bytes }

    // MARK: Results

    /// Plans the edits from `original` (a parsed document) to `rewritten`; nil when they
    /// cannot be expressed without overlapping.
    mutating func edits(from original: RawMarkup, to rewritten: RawMarkup) -> [TextEdit]? {
        guard diff(original, rewritten, Context()) else { return nil }
        return finish()
    }

    private mutating func finish() -> [TextEdit]? {
        var all = planned
        // Re-indentation for changed list markers, except inside text that is replaced anyway.
        let covering = planned.map(\.range).filter { !$0.isEmpty }
        let kept = shifts.filter { shift in
            !covering.contains { $0.lowerBound <= shift.position && shift.position < $0.upperBound }
        }
        for edit in ListMarkerEdit.edits(for: kept).edits {
            all.append(Planned(range: edit.range, replacement: Array(edit.replacement.utf8), order: all.count))
        }
        var trimmed: [Planned] = []
        for edit in all {
            if let small = Self.trim(edit, bytes) { trimmed.append(small) }
        }
        trimmed.sort { ($0.range.lowerBound, $0.range.upperBound, $0.order) < ($1.range.lowerBound, $1.range.upperBound, $1.order) }
        var merged: [Planned] = []
        for edit in trimmed {
            if let last = merged.last {
                if last.range.isEmpty && edit.range.isEmpty && last.range.lowerBound == edit.range.lowerBound {
                    merged[merged.count - 1].replacement += edit.replacement
                    continue
                }
                if edit.range.lowerBound < last.range.upperBound { return nil }
            }
            merged.append(edit)
        }
        return merged.map { TextEdit(range: $0.range, replacement: String(decoding: $0.replacement, as: UTF8.self)) }
    }

    /// The edit without the bytes it would leave as they are at either end (never cutting a
    /// UTF-8 sequence); nil when nothing is left.
    private static func trim(_ edit: Planned, _ bytes: [UInt8]) -> Planned? {
        let old = bytes[edit.range]
        let new = edit.replacement
        func continuation(_ byte: UInt8?) -> Bool { byte.map { $0 & 0xC0 == 0x80 } ?? false }
        var prefix = 0
        let limit = min(old.count, new.count)
        while prefix < limit && old[old.startIndex + prefix] == new[prefix] { prefix += 1 }
        while prefix > 0 && (continuation(prefix < old.count ? old[old.startIndex + prefix] : nil)
                             || continuation(prefix < new.count ? new[prefix] : nil)) {
            prefix -= 1
        }
        var suffix = 0
        while suffix < limit - prefix && old[old.endIndex - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        while suffix > 0 && (continuation(old[old.endIndex - suffix]) || continuation(new[new.count - suffix])) {
            suffix -= 1
        }
        let range = (edit.range.lowerBound + prefix)..<(edit.range.upperBound - suffix)
        let replacement = Array(new[prefix..<(new.count - suffix)])
        if range.isEmpty && replacement.isEmpty { return nil }
        return Planned(range: range, replacement: replacement, order: edit.order)
    }

    private mutating func add(_ range: Range<Int>, _ replacement: [UInt8]) {
        planned.append(Planned(range: range, replacement: replacement, order: planned.count))
    }

    private mutating func add(_ range: Range<Int>, _ replacement: String) {
        add(range, Array(replacement.utf8))
    }

    // MARK: Nodes

    private mutating func diff(_ old: RawMarkup, _ new: RawMarkup, _ context: Context) -> Bool {
        if old === new { return true }
        guard old.range != nil else { return false }
        if old.tag == new.tag, mayRecurse(into: old) {
            let marks = (planned.count, shifts.count)
            if attributes(old, new, context) && children(old, new, context) { return true }
            planned.removeSubrange(marks.0...)
            shifts.removeSubrange(marks.1...)
        }
        if case .document = old.kind { return replaceDocument(old, new) }
        return replace(old, with: new, context)
    }

    private func mayRecurse(into old: RawMarkup) -> Bool {
        switch granularity {
        case .fine:
            return true
        case .leafBlocks:
            return old.tag.hasBlockChildren
        case .topLevel:
            return old.tag == .document
        }
    }

    /// Prints `new` over `old`'s bytes.
    private mutating func replace(_ old: RawMarkup, with new: RawMarkup, _ context: Context) -> Bool {
        guard let range = old.range else { return false }
        if old.tag.isInline {
            let printed = printer.inlines([new], inTable: context.inTable)
            add(range, Prefix.reindent(printed, prefix: context.prefix, ending: text.lineEnding))
        } else {
            let printed = printer.block(new, list: context.list)
            add(range, Prefix.reindent(printed, prefix: indent(context, at: range.lowerBound), ending: text.lineEnding))
        }
        return true
    }

    /// The whole document reprinted (the last resort).
    private mutating func replaceDocument(_ old: RawMarkup, _ new: RawMarkup) -> Bool {
        var options = printer.options
        options.lineEnding = .keep
        let document = Document(raw: RawMarkup(.document(text.file, printer.parseOptions), children: new.children))
        add(0..<bytes.count, MarkdownFormatter(options: options).formatUTF8(document))
        return true
    }

    /// The prefix for the continuation lines of a block that starts at `offset`: the
    /// container's prefix, plus the block's own indentation.
    private func indent(_ context: Context, at offset: Int) -> [UInt8] {
        context.prefix + Prefix.spaces(text.column(of: offset) - context.prefix.count)
    }

    // MARK: Attributes

    /// Edits for the node's own attributes; false when they need the node reprinted. Every
    /// kind is named, so a new one must say which of its attributes an edit can change.
    private mutating func attributes(_ old: RawMarkup, _ new: RawMarkup, _ context: Context) -> Bool {
        guard old.tag == new.tag else { return false }
        switch old.kind {
        case .document, .blockQuote, .paragraph, .softBreak, .tableHead, .tableBody, .tableRow, .tableCell:
            return true
        case .frontMatter(let a, let x):
            guard case .frontMatter(let b, let y) = new.kind else { return false }
            return a == b && x == y
        case .thematicBreak(let a):
            guard case .thematicBreak(let b) = new.kind else { return false }
            return a == b
        case .codeBlock(let a):
            guard case .codeBlock(let b) = new.kind else { return false }
            return a == b
        case .htmlBlock(let a, let x):
            guard case .htmlBlock(let b, let y) = new.kind else { return false }
            return a == b && x == y
        case .footnoteDefinition(let a):
            guard case .footnoteDefinition(let b) = new.kind else { return false }
            return a == b
        case .blockDirective(let a):
            // A new name or new arguments reprint the directive.
            guard case .blockDirective(let b) = new.kind else { return false }
            return a == b
        case .table(let a):
            guard case .table(let b) = new.kind else { return false }
            return a.alignments == b.alignments
        case .heading(let a):
            guard case .heading(let b) = new.kind else { return false }
            return a == b || headingEdits(old, a, b)
        case .orderedList(let a):
            // A new start or delimiter changes the items' markers (`adjustMarkers`).
            guard case .orderedList(let b) = new.kind else { return false }
            return a.isTight == b.isTight
        case .unorderedList(let a):
            guard case .unorderedList(let b) = new.kind else { return false }
            return a.isTight == b.isTight
        case .listItem(let a):
            guard case .listItem(let b) = new.kind else { return false }
            return a == b || itemEdits(old, a, b, context)
        case .linkReferenceDefinition(let a):
            guard case .linkReferenceDefinition(let b) = new.kind else { return false }
            return a == b || definitionEdits(old, a, b, context)
        case .text(let a):
            guard case .text(let b) = new.kind else { return false }
            return a == b
        case .lineBreak(let a):
            guard case .lineBreak(let b) = new.kind else { return false }
            return a == b
        case .emphasis(let a):
            guard case .emphasis(let b) = new.kind else { return false }
            return a == b || delimiterEdits(old, marker: b, count: 1)
        case .strong(let a):
            guard case .strong(let b) = new.kind else { return false }
            return a == b || delimiterEdits(old, marker: b, count: 2)
        case .strikethrough(let a):
            guard case .strikethrough(let b) = new.kind else { return false }
            return a == b
        case .inlineCode(let a, let x):
            guard case .inlineCode(let b, let y) = new.kind else { return false }
            return a == b && x == y
        case .symbolLink(let a, let x):
            guard case .symbolLink(let b, let y) = new.kind else { return false }
            return a == b && x == y
        case .inlineHTML(let a):
            guard case .inlineHTML(let b) = new.kind else { return false }
            return a == b
        case .link(let a):
            guard case .link(let b) = new.kind else { return false }
            return a == b || linkEdits(old, a, b, isImage: false, context)
        case .image(let a):
            guard case .image(let b) = new.kind else { return false }
            return a == b || linkEdits(old, a, b, isImage: true, context)
        case .footnoteReference(let a):
            guard case .footnoteReference(let b) = new.kind else { return false }
            return a == b
        case .definitionList, .definitionTerm:
            return true
        case .inlineMath(let a):
            guard case .inlineMath(let b) = new.kind else { return false }
            return a == b
        case .mathBlock(let a):
            guard case .mathBlock(let b) = new.kind else { return false }
            return a == b
        case .alert(let a):
            guard case .alert(let b) = new.kind else { return false }
            return a == b
        case .admonition(let a):
            guard case .admonition(let b) = new.kind else { return false }
            return a == b
        case .contentTab(let a):
            guard case .contentTab(let b) = new.kind else { return false }
            return a == b
        case .definitionDescription(let a):
            guard case .definitionDescription(let b) = new.kind else { return false }
            return a == b
        case .attributeList(let a):
            guard case .attributeList(let b) = new.kind else { return false }
            return a == b
        case .snippet(let a):
            guard case .snippet(let b) = new.kind else { return false }
            return a == b
        }
    }

    private mutating func headingEdits(_ old: RawMarkup, _ a: HeadingInfo, _ b: HeadingInfo) -> Bool {
        guard let range = old.range else { return false }
        let hashes = String(repeating: "#", count: b.level)
        let style: HeadingStyle = b.style == .setext && b.level > 2 ? .atx : b.style
        switch (a.style, style) {
        case (.setext, .setext):
            if a.level != b.level {
                guard let underline = HeadingSyntax.setextUnderline(bytes, range) else { return false }
                add(underline, String(repeating: b.level == 1 ? "=" : "-", count: underline.count))
            }
            return true
        case (.setext, _):
            // Setext to ATX: only a one-line heading, whose text cannot end in `#`.
            guard let first = old.children.first?.range, let last = old.children.last?.range,
                  text.file.line(containing: first.lowerBound) == text.file.line(containing: max(first.lowerBound, last.upperBound - 1))
            else { return false }
            var contentEnd = text.lineContentEnd(of: first.lowerBound)
            while contentEnd > last.upperBound, SourceText.isSpaceOrTab(bytes[contentEnd - 1]) { contentEnd -= 1 }
            guard contentEnd > first.lowerBound, bytes[contentEnd - 1] != UInt8(ascii: "#") else { return false }
            add(first.lowerBound..<first.lowerBound, hashes + " ")
            add(contentEnd..<range.upperBound, style == .atxClosed ? " " + hashes : "")
            return true
        case (_, .setext):
            return false
        default:
            guard let parts = HeadingSyntax.atxParts(bytes, range) else { return false }
            if a.level != b.level { add(parts.opening, hashes) }
            if let closing = parts.closing {
                if style == .atx {
                    // The closing sequence and the whitespace around it, to the end of the line.
                    var end = parts.end
                    let lineEnd = text.lineContentEnd(of: parts.end)
                    while end < lineEnd, SourceText.isSpaceOrTab(bytes[end]) { end += 1 }
                    add(parts.contentEnd..<(end == lineEnd ? end : parts.end), "")
                } else if a.level != b.level && closing.count == parts.opening.count {
                    add(closing, hashes)
                }
            } else if style == .atxClosed {
                add(parts.contentEnd..<parts.contentEnd, " " + hashes)
            }
            return true
        }
    }

    private mutating func itemEdits(_ old: RawMarkup, _ a: ListItemInfo, _ b: ListItemInfo, _ context: Context) -> Bool {
        guard let range = old.range else { return false }
        if a.marker != b.marker && !b.marker.isEmpty {
            guard let markerRange = a.markerRange else { return false }
            let edit = ListMarkerEdit(source: text.file, itemRange: range, markerRange: markerRange,
                                      contentOffset: a.contentOffset, quoteDepth: context.quoteDepth,
                                      newMarker: b.marker)
            add(edit.markerEdit.range, edit.markerEdit.replacement)
            shifts += edit.shifts
        }
        if a.checkbox != b.checkbox {
            switch (a.checkbox, b.checkbox) {
            case (.some, .some(let state)):
                guard let box = a.checkboxRange else { return false }
                add(box, state == .checked ? "[x]" : "[ ]")
            case (nil, .some(let state)):
                guard let first = old.children.first, case .paragraph = first.kind, let start = first.range?.lowerBound
                else { return false }
                add(start..<start, state == .checked ? "[x] " : "[ ] ")
            case (.some, nil):
                guard let box = a.checkboxRange else { return false }
                var end = box.upperBound
                let lineEnd = text.lineContentEnd(of: box.lowerBound)
                while end < lineEnd, SourceText.isSpaceOrTab(bytes[end]) { end += 1 }
                add(box.lowerBound..<end, "")
            case (nil, nil):
                break
            }
        }
        return true
    }

    private mutating func delimiterEdits(_ old: RawMarkup, marker: UInt8, count: Int) -> Bool {
        guard let range = old.range, range.count >= 2 * count else { return false }
        let delimiter = [UInt8](repeating: marker, count: count)
        add(range.lowerBound..<(range.lowerBound + count), delimiter)
        add((range.upperBound - count)..<range.upperBound, delimiter)
        return true
    }

    private mutating func linkEdits(_ old: RawMarkup, _ a: LinkInfo, _ b: LinkInfo, isImage: Bool,
                                    _ context: Context) -> Bool {
        guard a.form == b.form, let range = old.range else { return false }
        switch a.form {
        case .inline:
            var bracket = old.children.last?.range?.upperBound ?? (range.lowerBound + (isImage ? 2 : 1))
            while bracket < range.upperBound && bytes[bracket] != UInt8(ascii: "]") { bracket += 1 }
            guard let parts = LinkSyntax.inlineParts(bytes, bracket: bracket, end: range.upperBound,
                                                     quoteDepth: context.quoteDepth) else { return false }
            return destinationAndTitleEdits(parts, a.destination, a.title, b.destination, b.title, allowsEmpty: true)
        case .fullReference, .collapsedReference, .shortcutReference:
            // The definition decides; the link stays as it is if the definition says the same.
            guard a.label == b.label else { return false }
            var label = b.label ?? ""
            if label.isEmpty { PlainText.append(old, to: &label) }
            guard let definition = printer.definitions[LinkLabel.normalize(label)] else { return false }
            return definition.destination == b.destination && definition.title == b.title
        case .autolink, .extendedAutolink:
            return false
        }
    }

    private mutating func definitionEdits(_ old: RawMarkup, _ a: LinkDefinitionInfo, _ b: LinkDefinitionInfo,
                                          _ context: Context) -> Bool {
        guard a.label == b.label, let range = old.range,
              let parts = LinkSyntax.definitionParts(bytes, range: range, quoteDepth: context.quoteDepth)
        else { return false }
        return destinationAndTitleEdits(parts, a.destination, a.title, b.destination, b.title, allowsEmpty: false)
    }

    private mutating func destinationAndTitleEdits(_ parts: LinkSyntax.Parts, _ oldDestination: String,
                                                   _ oldTitle: String?, _ newDestination: String,
                                                   _ newTitle: String?, allowsEmpty: Bool) -> Bool {
        if oldDestination != newDestination {
            guard let written = LinkSyntax.encodeDestination(newDestination, angle: parts.isAngle) else { return false }
            add(parts.destination, written)
        }
        if oldTitle != newTitle {
            switch (parts.title, newTitle) {
            case (.some(let range), .some(let title)):
                guard let written = LinkSyntax.encodeTitle(title, delimiter: parts.titleDelimiter ?? UInt8(ascii: "\""))
                else { return false }
                add(range, written)
            case (nil, .some(let title)):
                // A title needs a destination in front of it.
                guard !parts.destination.isEmpty || !newDestination.isEmpty || parts.isAngle,
                      let written = LinkSyntax.encodeTitle(title, delimiter: UInt8(ascii: "\"")) else { return false }
                if parts.destination.isEmpty && oldDestination == newDestination { return false }
                add(parts.destination.upperBound..<parts.destination.upperBound, " " + written)
            case (.some(let range), nil):
                add(parts.destination.upperBound..<range.upperBound, "")
            case (nil, nil):
                break
            }
        }
        return true
    }

    // MARK: Children

    private mutating func children(_ old: RawMarkup, _ new: RawMarkup, _ context: Context) -> Bool {
        var newChildren = Array(new.children)
        Self.adjustMarkers(old, new, &newChildren)
        if old.children.count == newChildren.count
            && zip(old.children, newChildren).allSatisfy({ $0.0 === $0.1 }) {
            return true
        }
        let inner = childContext(old, new, context)
        switch old.tag.content {
        case .tableSections, .tableRows, .tableCells:
            // Table parts pair up one to one; a row or cell added or removed reprints the table.
            guard old.children.count == newChildren.count else { return false }
            for (oldChild, newChild) in zip(old.children, newChildren) {
                guard diff(oldChild, newChild, inner) else { return false }
            }
            return true
        case .inlines:
            return inlineChildren(old, newChildren, inner)
        case .blocks, .listItems, .nothing:
            return blockChildren(old, new, newChildren, inner)
        }
    }

    /// Item markers follow their list: a new delimiter, bullet or start number changes them.
    private static func adjustMarkers(_ old: RawMarkup, _ new: RawMarkup, _ children: inout [RawMarkup]) {
        switch (old.kind, new.kind) {
        case (.orderedList(let a), .orderedList(let b)) where a.start != b.start || a.delimiter != b.delimiter:
            for index in children.indices {
                guard case .listItem(var info) = children[index].kind, !info.marker.isEmpty else { continue }
                var marker = info.marker
                let delimiter = UInt8(ascii: b.delimiter == .period ? "." : ")")
                if a.delimiter != b.delimiter { marker = String(marker.dropLast()) + b.delimiter.rawValue }
                if index == 0 && a.start != b.start && ListRenumbering.number(ofMarker: marker.utf8) != b.start {
                    marker = ListRenumbering.marker(b.start, padWidth: ListRenumbering.padWidth(ofMarkers: [marker]),
                                                    delimiter: delimiter)
                }
                guard marker != info.marker else { continue }
                info.marker = marker
                children[index] = RawMarkup(.listItem(info), children: children[index].children)
            }
        case (.unorderedList(let a), .unorderedList(let b)) where a.marker != b.marker:
            for index in children.indices {
                guard case .listItem(var info) = children[index].kind, info.marker != b.marker.rawValue else { continue }
                info.marker = b.marker.rawValue
                children[index] = RawMarkup(.listItem(info), children: children[index].children)
            }
        default:
            break
        }
    }

    private func childContext(_ old: RawMarkup, _ new: RawMarkup, _ context: Context) -> Context {
        var inner = context
        guard let range = old.range else { return inner }
        switch old.kind {
        case .document:
            inner = Context()
        case .blockQuote:
            inner.prefix = indent(context, at: range.lowerBound) + [UInt8(ascii: ">"), 0x20]
            inner.quoteDepth += 1
            inner.list = nil
            inner.tightItem = false
        case .listItem(let info):
            let markerStart = info.markerRange?.lowerBound ?? range.lowerBound
            var delta = 0
            if case .listItem(let newInfo) = new.kind, !newInfo.marker.isEmpty, let marker = info.markerRange {
                delta = newInfo.marker.utf8.count - marker.count
            }
            let column = text.column(of: markerStart)
            inner.prefix = context.prefix + Prefix.spaces(column - context.prefix.count + info.contentOffset + delta)
            if case .orderedList(let list)? = context.list?.kind { inner.tightItem = list.isTight }
            if case .unorderedList(let list)? = context.list?.kind { inner.tightItem = list.isTight }
            inner.list = nil
        case .orderedList, .unorderedList:
            inner.list = new
        case .footnoteDefinition:
            inner.prefix = indent(context, at: range.lowerBound) + Prefix.spaces(4)
            inner.list = nil
            inner.tightItem = false
        case .blockDirective:
            // Body lines are indented as the first of them is (directives stand only among
            // blocks of the document or of other directives, whose prefixes are spaces).
            let body = old.children.first?.range.map { text.column(of: $0.lowerBound) } ?? text.column(of: range.lowerBound) + 4
            inner.prefix = Prefix.spaces(body)
            inner.list = nil
            inner.tightItem = false
        case .table:
            inner.inTable = true
        default:
            break
        }
        return inner
    }

    private mutating func blockChildren(_ old: RawMarkup, _ new: RawMarkup, _ newChildren: some RawNodes,
                                        _ context: Context) -> Bool {
        let oldChildren = old.children
        guard oldChildren.allSatisfy({ $0.range != nil }) else { return false }
        var previous = (-1, -1)
        for anchor in ChildAlignment.identityMatches(oldChildren, newChildren) + [(oldChildren.count, newChildren.count)] {
            let oldGap = (previous.0 + 1)..<anchor.0
            let newGap = (previous.1 + 1)..<anchor.1
            if !oldGap.isEmpty || !newGap.isEmpty {
                guard blockGap(old, new, oldChildren, oldGap, newChildren, newGap, context) else { return false }
            }
            previous = anchor
        }
        return true
    }

    private mutating func blockGap(_ old: RawMarkup, _ new: RawMarkup, _ oldChildren: some RawNodes, _ oldGap: Range<Int>,
                                   _ newChildren: some RawNodes, _ newGap: Range<Int>, _ context: Context) -> Bool {
        let pairs = ChildAlignment.kindPairs(oldChildren, oldGap, newChildren, newGap) { $0.tag == $1.tag }
        var oldStart = oldGap.lowerBound
        var newStart = newGap.lowerBound
        for pair in pairs + [(oldGap.upperBound, newGap.upperBound)] {
            let oldRun = oldStart..<pair.0
            let newRun = newStart..<pair.1
            if !oldRun.isEmpty && !newRun.isEmpty {
                replaceBlocks(oldChildren, oldRun, new, newChildren, newRun, context)
            } else if !oldRun.isEmpty {
                deleteBlocks(old, oldChildren, oldRun, context)
            } else if !newRun.isEmpty {
                guard insertBlocks(old, new, oldChildren, at: oldStart, newChildren, newRun, context) else { return false }
            }
            if pair.0 < oldGap.upperBound {
                guard diff(oldChildren[pair.0], newChildren[pair.1], context) else { return false }
            }
            oldStart = pair.0 + 1
            newStart = pair.1 + 1
        }
        return true
    }

    /// A new child printed for its place: list items get a marker when they have none.
    private func printChild(_ newChildren: some RawNodes, _ index: Int, _ parent: RawMarkup) -> [UInt8] {
        var child = newChildren[index]
        if case .listItem(var info) = child.kind, info.marker.isEmpty {
            switch parent.kind {
            case .orderedList(let list):
                var number = list.start + index
                var delimiter = UInt8(ascii: list.delimiter == .period ? "." : ")")
                if index > 0, case .listItem(let previous) = newChildren[index - 1].kind,
                   let value = ListRenumbering.number(ofMarker: previous.marker.utf8), let last = previous.marker.utf8.last {
                    number = value + 1
                    delimiter = last
                }
                info.marker = ListRenumbering.marker(number, padWidth: 0, delimiter: delimiter)
            case .unorderedList(let list):
                info.marker = list.marker.rawValue
            default:
                break
            }
            child = RawMarkup(.listItem(info), children: child.children)
        }
        return printer.block(child, list: parent)
    }

    /// The line break(s) and prefix between two blocks of a container.
    private func separator(_ parent: RawMarkup, _ next: RawMarkup, _ context: Context) -> [UInt8] {
        var tight = false
        switch parent.kind {
        case .orderedList(let info): tight = info.isTight
        case .unorderedList(let info): tight = info.isTight
        case .listItem:
            // In a tight list, blocks of an item are not separated by blank lines (one would
            // make the list loose); a paragraph still needs one, or it would continue the
            // text before it.
            if case .paragraph = next.kind { tight = false } else { tight = context.tightItem }
        default: break
        }
        if tight { return text.lineEnding + context.prefix }
        return text.lineEnding + Prefix.trimmed(context.prefix) + text.lineEnding + context.prefix
    }

    private mutating func replaceBlocks(_ oldChildren: some RawNodes, _ oldRun: Range<Int>, _ new: RawMarkup,
                                        _ newChildren: some RawNodes, _ newRun: Range<Int>, _ context: Context) {
        let start = oldChildren[oldRun.lowerBound].range!.lowerBound
        let end = oldChildren[oldRun.upperBound - 1].range!.upperBound
        var output: [UInt8] = []
        for index in newRun {
            let prefix = index == newRun.lowerBound ? indent(context, at: start) : context.prefix
            if index > newRun.lowerBound { output += separator(new, newChildren[index], context) }
            output += Prefix.reindent(printChild(newChildren, index, new), prefix: prefix, ending: text.lineEnding)
        }
        add(start..<end, output)
    }

    private mutating func deleteBlocks(_ old: RawMarkup, _ oldChildren: some RawNodes, _ run: Range<Int>,
                                       _ context: Context) {
        let first = oldChildren[run.lowerBound].range!
        let last = oldChildren[run.upperBound - 1].range!
        let previous = run.lowerBound > 0 ? oldChildren[run.lowerBound - 1] : nil
        let next = run.upperBound < oldChildren.count ? oldChildren[run.upperBound] : nil
        switch (previous?.range, next?.range) {
        case (.some(let before), .some(let after)):
            // Keep the larger of the two gaps (the blank lines), then the next block's line prefix.
            let gapBefore = before.upperBound..<first.lowerBound
            let gapAfter = last.upperBound..<after.lowerBound
            let gap = text.lineBreaks(in: gapAfter) > text.lineBreaks(in: gapBefore) ? gapAfter : gapBefore
            var lastBreak = gap.lowerBound
            for index in gap where bytes[index] == 0x0A || bytes[index] == 0x0D { lastBreak = index + 1 }
            var separator = lastBreak > gap.lowerBound ? Array(bytes[gap.lowerBound..<lastBreak]) : text.lineEnding
            if text.lineBreaks(in: gap) < 2, Self.needsBlankLine(after: previous!, in: old, context) {
                separator = text.lineEnding + Prefix.trimmed(context.prefix) + text.lineEnding
            }
            add(before.upperBound..<after.lowerBound, separator + indent(context, at: after.lowerBound))
        case (nil, .some(let after)):
            add(first.lowerBound..<after.lowerBound, [UInt8]())
        case (.some(let before), nil):
            add(before.upperBound..<last.upperBound, [UInt8]())
        case (nil, nil):
            var start = first.lowerBound
            let lineStart = text.lineStart(of: start)
            while start > lineStart, SourceText.isSpaceOrTab(bytes[start - 1]) { start -= 1 }
            add(start..<last.upperBound, [UInt8]())
        }
    }

    private static func needsBlankLine(after previous: RawMarkup, in parent: RawMarkup, _ context: Context) -> Bool {
        switch parent.kind {
        case .orderedList, .unorderedList: return false
        case .listItem where context.tightItem: return false
        default: break
        }
        switch previous.kind {
        case .heading, .thematicBreak, .frontMatter: return false
        case .codeBlock(let info): return info.fence == nil
        default: return true
        }
    }

    private mutating func insertBlocks(_ old: RawMarkup, _ new: RawMarkup, _ oldChildren: some RawNodes, at position: Int,
                                       _ newChildren: some RawNodes, _ run: Range<Int>, _ context: Context) -> Bool {
        let texts = run.map { Prefix.reindent(printChild(newChildren, $0, new), prefix: context.prefix, ending: text.lineEnding) }
        if position > 0, let left = oldChildren[position - 1].range {
            var output: [UInt8] = []
            for (offset, index) in run.enumerated() {
                output += separator(new, newChildren[index], context) + texts[offset]
            }
            add(left.upperBound..<left.upperBound, output)
            return true
        }
        if position < oldChildren.count, let right = oldChildren[position].range {
            var output: [UInt8] = []
            for (offset, _) in run.enumerated() {
                let following = offset + 1 < run.count ? newChildren[run.lowerBound + offset + 1] : oldChildren[position]
                output += texts[offset] + separator(new, following, context)
            }
            add(right.lowerBound..<right.lowerBound, output)
            return true
        }
        guard case .document = old.kind else { return false }
        var output: [UInt8] = []
        if let last = bytes.last, last != 0x0A && last != 0x0D { output += text.lineEnding }
        for (offset, index) in run.enumerated() {
            if offset > 0 { output += separator(new, newChildren[index], context) }
            output += texts[offset]
        }
        add(bytes.count..<bytes.count, output + text.lineEnding)
        return true
    }

    private mutating func inlineChildren(_ old: RawMarkup, _ newChildren: some RawNodes, _ context: Context) -> Bool {
        let oldChildren = old.children
        guard oldChildren.allSatisfy({ $0.range != nil }) else { return false }
        var previous = (-1, -1)
        for anchor in ChildAlignment.identityMatches(oldChildren, newChildren) + [(oldChildren.count, newChildren.count)] {
            let oldGap = (previous.0 + 1)..<anchor.0
            let newGap = (previous.1 + 1)..<anchor.1
            previous = anchor
            if oldGap.isEmpty && newGap.isEmpty { continue }
            let pairwise = oldGap.count == newGap.count && zip(oldGap, newGap).allSatisfy { pair in
                let (a, b) = (oldChildren[pair.0], newChildren[pair.1])
                return a.tag == b.tag && !Self.isChangedBreak(a.kind, b.kind)
            }
            if pairwise {
                for (oldIndex, newIndex) in zip(oldGap, newGap) {
                    guard diff(oldChildren[oldIndex], newChildren[newIndex], context) else { return false }
                }
                continue
            }
            let printed = Prefix.reindent(printer.inlines(Array(newChildren[newGap]), inTable: context.inTable),
                                          prefix: context.prefix, ending: text.lineEnding)
            if !oldGap.isEmpty {
                let start = oldChildren[oldGap.lowerBound].range!.lowerBound
                var end = oldChildren[oldGap.upperBound - 1].range!.upperBound
                if Self.isBreak(oldChildren[oldGap.upperBound - 1].tag), oldGap.upperBound < oldChildren.count {
                    end = oldChildren[oldGap.upperBound].range!.lowerBound
                }
                add(start..<end, printed)
            } else {
                let left = oldGap.lowerBound > 0 ? oldChildren[oldGap.lowerBound - 1] : nil
                let right = oldGap.upperBound < oldChildren.count ? oldChildren[oldGap.upperBound] : nil
                if let left, !Self.isBreak(left.tag) {
                    add(left.range!.upperBound..<left.range!.upperBound, printed)
                } else if let right {
                    add(right.range!.lowerBound..<right.range!.lowerBound, printed)
                } else {
                    return false
                }
            }
        }
        return true
    }

    // MARK: Kinds

    /// Whether `a`, a line break, became another style of line break (`b`): it is reprinted
    /// with the text around it.
    private static func isChangedBreak(_ a: RawKind, _ b: RawKind) -> Bool {
        if case .lineBreak(let x) = a, case .lineBreak(let y) = b { return x != y }
        return false
    }

    private static func isBreak(_ kind: MarkupKind) -> Bool {
        kind == .softBreak || kind == .lineBreak
    }
}
