import MarkdownSyntax
import MarkdownTransforms

// Helpers the link and image rules share (MD011, MD034, MD039, MD042, MD045, MD051–MD054,
// MD059): where a link's text sits in the source, which anchors a document offers to
// `#fragment` links, and the start tags in its raw HTML. The byte scanning itself is
// MarkdownTransforms' (`LinkCollector`, `DocumentAnchors`, `HTMLTag`), which the link
// checker uses too.

extension LintContext {
    /// The bytes between the brackets of a link's text (`[text]` of `[text](url)`,
    /// `[text][label]`, `[label][]`, `[label]`). Nil for autolinks and nodes without a
    /// source range.
    public func linkTextRange(of link: Link) -> Range<Int>? {
        let form = link.form
        if form == .autolink || form == .extendedAutolink { return nil }
        return bracketedTextRange(link.raw, opening: 1)
    }

    /// The bytes between the brackets of an image's description (after `![`).
    public func linkTextRange(of image: Image) -> Range<Int>? {
        bracketedTextRange(image.raw, opening: 2)
    }

    private func bracketedTextRange(_ raw: RawMarkup, opening: Int) -> Range<Int>? {
        guard let range = raw.range else { return nil }
        let start = range.lowerBound + opening
        guard start <= range.upperBound else { return nil }
        var end = max(start, raw.children.last?.range?.upperBound ?? start)
        // The text ends at the next `]` (after trailing blanks the children may not cover).
        let bytes = source.bytes
        while end < range.upperBound && bytes[end] != UInt8(ascii: "]") {
            if bytes[end] == UInt8(ascii: "\\") { end += 1 }
            end += 1
        }
        return start..<min(end, range.upperBound)
    }

    /// Where a link destination is written, starting at `start` (just past the `(` of an
    /// inline link or the `:` of a definition); see `LinkCollector.destinationRange`.
    public func linkDestinationRange(from start: Int, limit: Int) -> Range<Int>? {
        LinkCollector.destinationRange(from: start, limit: limit, bytes: bytes)
    }

    /// Just past the `:` after the label of a link reference definition spanning `range`.
    public func linkDefinitionLabelEnd(in range: Range<Int>) -> Int? {
        LinkCollector.labelEnd(in: range, bytes: bytes)
    }

    /// The anchors a `#fragment` link can reach in this document, GitHub style: heading
    /// slugs (numbered when repeated), `{#custom-id}` heading attributes, the `id` of any
    /// HTML element and the `name` of `<a>` elements. `#top` and GitHub's line fragments
    /// (`#L20`, `#L19C5-L21C11`) are not included; see `DocumentAnchors.isLineFragment`.
    ///
    /// Unlike `DocumentAnchors(document:)` (MDT001's view of other files), attribute values
    /// count as written, as markdownlint reads them (no character references decoded), and
    /// tags are looked for wherever `htmlStartTags()` finds them.
    public func documentAnchors() -> DocumentAnchors {
        var anchors = DocumentAnchors()
        var slugger = HeadingSlugger()
        let bytes = self.bytes
        for heading in nodes.headings {
            let slug = slugger.slug(for: heading)
            guard !slug.isEmpty else { continue }
            anchors.insert(slug)
            if let range = heading.byteRange, bytes[range].contains(UInt8(ascii: "{")) {
                for id in DocumentAnchors.customIDs(in: bytes, range) { anchors.insert(id) }
            }
        }
        for tag in htmlStartTags() {
            if let id = tag.attribute("id")?.rawValue, !id.isEmpty { anchors.insert(id) }
            if tag.name == "a", let name = tag.attribute("name")?.rawValue, !name.isEmpty { anchors.insert(name) }
        }
        return anchors
    }

    /// The start tags (`<img src="…">`, `<a id=x>`) of the document's raw HTML, in HTML
    /// blocks and inline HTML, in document order. Comments, closing tags, declarations and
    /// processing instructions are not tags here; text inside comments is never scanned.
    public func htmlStartTags() -> [HTMLTag] {
        let nodes = self.nodes
        guard !nodes.htmlBlocks.isEmpty || !nodes.inlineHTML.isEmpty else { return [] }
        var spans: [(range: Range<Int>, isBlock: Bool)] = []
        spans.reserveCapacity(nodes.htmlBlocks.count + nodes.inlineHTML.count)
        for block in nodes.htmlBlocks { if let range = block.byteRange { spans.append((range, true)) } }
        for html in nodes.inlineHTML { if let range = html.byteRange { spans.append((range, false)) } }
        spans.sort { $0.range.lowerBound < $1.range.lowerBound }
        var tags: [HTMLTag] = []
        lintedBytes.withUnsafeBufferPointer { bytes in
            for span in spans {
                if !span.isBlock {
                    if bytes[span.range.lowerBound] == UInt8(ascii: "<"),
                       let tag = HTMLTag.scanTag(bytes, at: span.range.lowerBound, limit: span.range.upperBound) {
                        tags.append(tag)
                    }
                    continue
                }
                var index = span.range.lowerBound
                while index < span.range.upperBound {
                    if bytes[index] == UInt8(ascii: "<"),
                       let tag = HTMLTag.scanTag(bytes, at: index, limit: span.range.upperBound) {
                        tags.append(tag)
                        index = tag.range.upperBound
                    } else {
                        index += 1
                    }
                }
            }
        }
        return tags
    }

    /// Bracketed text written like a reference link or image that did not become one
    /// because no definition has its label: `[text][label]`, `[label][]` and `[label]`
    /// (and `![…]` forms), found with CommonMark's bracket matching over the text of each
    /// paragraph, heading and table cell. Footnote-style `[^label]` appears as a shortcut
    /// with the label `^label`.
    /// With `includingShortcuts` false, only full and collapsed forms are looked for
    /// (shortcuts are still matched, as they affect the brackets around them, but text
    /// without `][` is skipped, which makes the common case cheap).
    public func unresolvedReferences(includingShortcuts: Bool = true) -> [UnresolvedReference] {
        let bytes = self.bytes
        var containers: [any Markup] = []
        var seen: Set<ObjectIdentifier> = []
        func add(_ text: Text) {
            var container: any Markup = text
            while let parent = container.parent {
                container = parent
                if !(parent is Emphasis || parent is Strong || parent is Strikethrough) { break }
            }
            if seen.insert(ObjectIdentifier(container.raw)).inserted { containers.append(container) }
        }
        let texts = nodes.texts
        bytes.withUnsafeBufferPointer { buffer in
            if includingShortcuts {
                // Any text holding a `]` may close something.
                for text in texts {
                    guard let range = text.byteRange,
                          ByteSearch.firstIndex(of: UInt8(ascii: "]"), in: buffer, from: range.lowerBound,
                                          to: range.upperBound) != nil else { continue }
                    add(text)
                }
                return
            }
            // Full and collapsed forms need a `][` inside one text: find those in the source
            // (few; resolved links have theirs outside any text) and look up their texts.
            var from = 0
            var lastAdded = -1
            while let close = ByteSearch.firstIndex(of: UInt8(ascii: "]"), in: buffer, from: from) {
                from = close + 1
                guard close + 1 < buffer.count, buffer[close + 1] == UInt8(ascii: "[") else { continue }
                var low = 0
                var high = texts.count
                while low < high {
                    let middle = (low + high) / 2
                    if (texts[middle].byteRange?.lowerBound ?? 0) <= close { low = middle + 1 } else { high = middle }
                }
                let index = low - 1
                guard index >= 0, index != lastAdded, let range = texts[index].byteRange,
                      range.contains(close), range.contains(close + 1) else { continue }
                lastAdded = index
                add(texts[index])
            }
        }
        guard !containers.isEmpty else { return [] }
        var scanner = ReferenceScanner(bytes: bytes)
        for container in containers { scanner.scan(container) }
        return scanner.results.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The source text of `range` with CRLF and CR line endings written as LF, as
    /// contexts show multi-line source.
    public func textWithLineFeeds(_ range: Range<Int>) -> String {
        let slice = bytes[range]
        guard slice.contains(0x0D) else { return text(range) }
        var result: [UInt8] = []
        result.reserveCapacity(slice.count)
        var index = slice.startIndex
        while index < slice.endIndex {
            let byte = slice[index]
            if byte == 0x0D {
                result.append(0x0A)
                if index + 1 < slice.endIndex && slice[index + 1] == 0x0A { index += 1 }
            } else {
                result.append(byte)
            }
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// markdownlint's way of shortening a `[Context: "…"]`: texts longer than 30 UTF-16
    /// units keep their first 30 (`keepEnd` false), their last 30 (`keepEnd` only), or 15
    /// of each side (both), with `...` where text was cut.
    public static func ellipsizedContext(_ text: String, keepStart: Bool = false, keepEnd: Bool = false) -> String {
        let units = text.utf16.count
        guard units > 30 else { return text }
        let scalars = Array(text.unicodeScalars)
        func prefix(_ limit: Int) -> String {
            var view = String.UnicodeScalarView()
            var used = 0
            for scalar in scalars {
                let width = scalar.utf16.count
                if used + width > limit { break }
                used += width
                view.append(scalar)
            }
            return String(view)
        }
        func suffix(_ limit: Int) -> String {
            var picked: [Unicode.Scalar] = []
            var used = 0
            for scalar in scalars.reversed() {
                let width = scalar.utf16.count
                if used + width > limit { break }
                used += width
                picked.append(scalar)
            }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: picked.reversed())
            return String(view)
        }
        if keepStart && keepEnd { return prefix(15) + "..." + suffix(15) }
        if keepEnd { return "..." + suffix(30) }
        return prefix(30) + "..."
    }
}

extension LintContext {
    /// Reference-like text no definition resolves (see `unresolvedReferences()`).
    public struct UnresolvedReference: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            /// `[text][label]`
            case full
            /// `[label][]`
            case collapsed
            /// `[label]`
            case shortcut
        }

        /// From the opening `[` (or `!`) to the last `]`.
        public var range: Range<Int>
        /// The label as written (for collapsed and shortcut forms, the bracketed text).
        public var label: String
        public var kind: Kind
        public var isImage: Bool
    }

    /// CommonMark's look for link and image brackets, applied to text that stayed text.
    struct ReferenceScanner {
        struct Opener {
            var position: Int
            var isImage: Bool
            var isActive = true
        }

        let bytes: [UInt8]
        var results: [UnresolvedReference] = []
        private var openers: [Opener] = []
        private var skipUntil = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func scan(_ container: any Markup) {
            openers.removeAll(keepingCapacity: true)
            skipUntil = 0
            var pending: [any Markup] = container.children.reversed()
            while let node = pending.popLast() {
                switch node {
                case let text as Text:
                    if let range = text.byteRange { scanText(range) }
                case is Emphasis, is Strong, is Strikethrough:
                    pending.append(contentsOf: node.children.reversed())
                case let link as Link where link.form != .autolink && link.form != .extendedAutolink:
                    // Links do not nest: earlier `[` can no longer open one.
                    deactivateLinkOpeners()
                default:
                    break
                }
            }
        }

        private mutating func deactivateLinkOpeners() {
            for index in openers.indices where !openers[index].isImage { openers[index].isActive = false }
        }

        private mutating func scanText(_ range: Range<Int>) {
            var index = max(range.lowerBound, skipUntil)
            while index < range.upperBound {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\\"):
                    index += 2
                case UInt8(ascii: "!") where index + 1 < range.upperBound && bytes[index + 1] == UInt8(ascii: "["):
                    openers.append(Opener(position: index, isImage: true))
                    index += 2
                case UInt8(ascii: "["):
                    openers.append(Opener(position: index, isImage: false))
                    index += 1
                case UInt8(ascii: "]"):
                    index = close(at: index)
                default:
                    index += 1
                }
            }
        }

        /// Handles the `]` at `close`; returns where scanning goes on.
        private mutating func close(at close: Int) -> Int {
            guard let opener = openers.popLast() else { return close + 1 }
            guard opener.isActive else { return close + 1 }
            let textStart = opener.position + (opener.isImage ? 2 : 1)
            var kind = UnresolvedReference.Kind.shortcut
            var label = textStart..<close
            var end = close + 1
            if end < bytes.count && bytes[end] == UInt8(ascii: "[") {
                if end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "]") {
                    kind = .collapsed
                    end += 2
                } else if let fullLabel = labelRange(from: end) {
                    kind = .full
                    label = fullLabel
                    end = fullLabel.upperBound + 1
                }
            }
            guard kind == .full || isValidLabel(label) else { return close + 1 }
            results.append(UnresolvedReference(range: opener.position..<end,
                                               label: String(decoding: bytes[label], as: UTF8.self),
                                               kind: kind, isImage: opener.isImage))
            if !opener.isImage { deactivateLinkOpeners() }
            skipUntil = end
            return end
        }

        /// The inside of a link label `[…]` opening at `open`: up to 999 characters, no
        /// unescaped brackets, something other than whitespace.
        private func labelRange(from open: Int) -> Range<Int>? {
            var index = open + 1
            while index < bytes.count && index - open <= 1000 {
                switch bytes[index] {
                case UInt8(ascii: "\\"): index += 2
                case UInt8(ascii: "["): return nil
                case UInt8(ascii: "]"):
                    let label = (open + 1)..<index
                    return isValidLabel(label) ? label : nil
                default: index += 1
                }
            }
            return nil
        }

        private func isValidLabel(_ range: Range<Int>) -> Bool {
            guard range.count <= 999 * 4 else { return false }
            var hasContent = false
            var index = range.lowerBound
            while index < range.upperBound {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") {
                    hasContent = true
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") { return false }
                if byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D { hasContent = true }
                index += 1
            }
            return hasContent
        }
    }
}
