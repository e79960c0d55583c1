#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MarkdownSyntax

// Helpers the link and image rules share (MD011, MD034, MD039, MD042, MD045, MD051–MD054,
// MD059), and that a link checker can reuse: where a link's text sits in the source, which
// anchors a document offers to `#fragment` links, and the start tags in its raw HTML.

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
    /// inline link or the `:` of a definition): blanks, line endings and block quote
    /// markers starting a continuation line are skipped; a
    /// `<…>` destination gives the range inside the brackets, a bare one runs to the first
    /// blank or control character or unbalanced `)`. Nil when there is none before `limit`.
    public func linkDestinationRange(from start: Int, limit: Int) -> Range<Int>? {
        let bytes = self.bytes
        var cursor = start
        var lineStart = false
        while cursor < limit {
            let byte = bytes[cursor]
            if byte == 0x0A || byte == 0x0D {
                lineStart = true
            } else if byte == UInt8(ascii: ">") && lineStart {
                // A block quote marker on a continuation line.
            } else if byte != 0x20 && byte != 0x09 {
                break
            }
            cursor += 1
        }
        guard cursor < limit else { return nil }
        if bytes[cursor] == UInt8(ascii: "<") {
            let inner = cursor + 1
            var end = inner
            while end < limit && bytes[end] != UInt8(ascii: ">") && bytes[end] != 0x0A && bytes[end] != 0x0D {
                end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
            }
            return end < limit && bytes[end] == UInt8(ascii: ">") ? inner..<end : nil
        }
        let begin = cursor
        var parentheses = 0
        while cursor < limit {
            let byte = bytes[cursor]
            if byte <= 0x20 || byte == 0x7F { break }
            if byte == UInt8(ascii: "\\") && cursor + 1 < limit && bytes[cursor + 1] > 0x20 {
                cursor += 2
                continue
            }
            if byte == UInt8(ascii: "(") { parentheses += 1 }
            if byte == UInt8(ascii: ")") {
                if parentheses == 0 { break }
                parentheses -= 1
            }
            cursor += 1
        }
        return begin < cursor ? begin..<min(cursor, limit) : nil
    }

    /// Just past the `:` after the label of a link reference definition spanning `range`.
    public func linkDefinitionLabelEnd(in range: Range<Int>) -> Int? {
        let bytes = self.bytes
        var index = range.lowerBound
        while index < range.upperBound && bytes[index] != UInt8(ascii: "[") { index += 1 }
        index += 1
        while index < range.upperBound {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "]"):
                return index + 1 < range.upperBound && bytes[index + 1] == UInt8(ascii: ":") ? index + 2 : nil
            default: index += 1
            }
        }
        return nil
    }

    /// The anchors a `#fragment` link can reach in this document, GitHub style: heading
    /// slugs (numbered when repeated), `{#custom-id}` heading attributes, the `id` of any
    /// HTML element and the `name` of `<a>` elements. `#top` and GitHub's line fragments
    /// (`#L20`, `#L19C5-L21C11`) are not included; see `LinkAnchors.isLineFragment`.
    public func documentAnchors() -> LinkAnchors {
        var anchors = LinkAnchors()
        var slugger = HeadingSlugger()
        let bytes = self.bytes
        for heading in nodes.headings {
            let slug = slugger.slug(for: heading)
            guard !slug.isEmpty else { continue }
            anchors.insert(slug, kind: .heading)
            if let range = heading.byteRange, bytes[range].contains(UInt8(ascii: "{")) {
                for id in LinkAnchors.customIDs(in: bytes, range) { anchors.insert(id, kind: .customID) }
            }
        }
        for tag in htmlStartTags() {
            if let id = tag.attribute("id"), !id.isEmpty { anchors.insert(id, kind: .html) }
            if tag.name == "a", let name = tag.attribute("name"), !name.isEmpty { anchors.insert(name, kind: .html) }
        }
        return anchors
    }

    /// The start tags (`<img src="…">`, `<a id=x>`) of the document's raw HTML, in HTML
    /// blocks and inline HTML, in document order. Comments, closing tags, declarations and
    /// processing instructions are not tags here; text inside comments is never scanned.
    public func htmlStartTags() -> [HTMLStartTag] {
        let nodes = self.nodes
        guard !nodes.htmlBlocks.isEmpty || !nodes.inlineHTML.isEmpty else { return [] }
        var spans: [(range: Range<Int>, isBlock: Bool)] = []
        spans.reserveCapacity(nodes.htmlBlocks.count + nodes.inlineHTML.count)
        for block in nodes.htmlBlocks { if let range = block.byteRange { spans.append((range, true)) } }
        for html in nodes.inlineHTML { if let range = html.byteRange { spans.append((range, false)) } }
        spans.sort { $0.range.lowerBound < $1.range.lowerBound }
        var tags: [HTMLStartTag] = []
        lintedBytes.withUnsafeBufferPointer { bytes in
            for span in spans {
                if !span.isBlock {
                    if let tag = HTMLStartTag.scan(bytes, at: span.range.lowerBound, limit: span.range.upperBound) {
                        tags.append(tag)
                    }
                    continue
                }
                var index = span.range.lowerBound
                while index < span.range.upperBound {
                    if bytes[index] == UInt8(ascii: "<"),
                       let tag = HTMLStartTag.scan(bytes, at: index, limit: span.range.upperBound) {
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
                          Self.firstIndex(of: UInt8(ascii: "]"), in: buffer, from: range.lowerBound,
                                          to: range.upperBound) != nil else { continue }
                    add(text)
                }
                return
            }
            // Full and collapsed forms need a `][` inside one text: find those in the source
            // (few; resolved links have theirs outside any text) and look up their texts.
            var from = 0
            var lastAdded = -1
            while let close = Self.firstIndex(of: UInt8(ascii: "]"), in: buffer, from: from) {
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

    /// The first `byte` in `buffer` from `start` up to `end` (the buffer's end if nil), by
    /// a vectorized `memchr`.
    public static func firstIndex(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int,
                                  to end: Int? = nil) -> Int? {
        let end = min(end ?? buffer.count, buffer.count)
        guard start < end, let base = buffer.baseAddress else { return nil }
        guard let found = memchr(base + start, Int32(byte), end - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
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
    /// The anchors of one document, in the order they appear (headings first as they come,
    /// with their custom ids, then HTML ids and names).
    public struct LinkAnchors: Sendable {
        public enum Kind: Sendable, Hashable {
            /// A heading's GitHub slug.
            case heading
            /// A `{#custom-id}` written in a heading.
            case customID
            /// An HTML `id`, or the `name` of an `<a>`.
            case html
        }

        /// Every anchor once, first occurrence first.
        public private(set) var ordered: [(anchor: String, kind: Kind)] = []
        private var exact: Set<String> = []
        private var folded: [String: String] = [:]

        public init() {}

        public mutating func insert(_ anchor: String, kind: Kind) {
            guard exact.insert(anchor).inserted else { return }
            ordered.append((anchor, kind))
            let key = anchor.lowercased()
            if folded[key] == nil { folded[key] = anchor }
        }

        public func contains(_ anchor: String) -> Bool { exact.contains(anchor) }

        /// The first anchor equal to `anchor` when case is ignored.
        public func matchIgnoringCase(_ anchor: String) -> String? { folded[anchor.lowercased()] }

        /// GitHub's line fragments: `L20`, `L19-L21`, `L19C5-L21C11` (without the `#`).
        public static func isLineFragment(_ fragment: Substring) -> Bool {
            var bytes = Array(fragment.utf8)[...]
            func line() -> Bool {
                guard bytes.first == UInt8(ascii: "L") else { return false }
                bytes.removeFirst()
                guard digits() else { return false }
                if bytes.first == UInt8(ascii: "C") {
                    bytes.removeFirst()
                    return digits()
                }
                return true
            }
            func digits() -> Bool {
                var count = 0
                while let byte = bytes.first, byte >= 0x30 && byte <= 0x39 { bytes.removeFirst(); count += 1 }
                return count > 0
            }
            guard line() else { return false }
            if bytes.isEmpty {
                // A single line takes no column: `L20C5` alone is not a line fragment.
                return !fragment.contains("C")
            }
            guard bytes.first == UInt8(ascii: "-") else { return false }
            bytes.removeFirst()
            return line() && bytes.isEmpty
        }

        /// The `{#custom-id}` attributes in a heading's source: `#` then lowercase letters and
        /// digits, in groups joined by single `-` or `_`.
        static func customIDs(in bytes: [UInt8], _ range: Range<Int>) -> [String] {
            var result: [String] = []
            var index = range.lowerBound
            while index + 3 < range.upperBound {
                guard bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "#") else {
                    index += 1
                    continue
                }
                var end = index + 2
                var groupLength = 0
                var valid = true
                while end < range.upperBound {
                    let byte = bytes[end]
                    if (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) {
                        groupLength += 1
                    } else if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                        if groupLength == 0 { valid = false; break }
                        groupLength = 0
                    } else {
                        break
                    }
                    end += 1
                }
                if valid, groupLength > 0, end < range.upperBound, bytes[end] == UInt8(ascii: "}") {
                    result.append(String(decoding: bytes[(index + 2)..<end], as: UTF8.self))
                    index = end + 1
                } else {
                    index += 1
                }
            }
            return result
        }
    }

    /// A start tag found in raw HTML, with its attributes as written.
    public struct HTMLStartTag: Sendable {
        /// From `<` to just past `>`.
        public var range: Range<Int>
        /// The tag name, lowercased (`img`, `a`, `div`).
        public var name: String
        public var attributes: [Attribute]

        public struct Attribute: Sendable {
            /// Lowercased.
            public var name: String
            /// The value without quotes (character references not decoded); nil for a bare
            /// attribute (`<img alt>`).
            public var value: String?
        }

        /// The value of the first attribute called `name` (lowercase); `""` for a bare one.
        public func attribute(_ name: String) -> String? {
            guard let attribute = attributes.first(where: { $0.name == name }) else { return nil }
            return attribute.value ?? ""
        }

        public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }

        /// Reads a start tag at `start` (a `<`), per CommonMark's open-tag grammar.
        static func scan(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, limit: Int) -> HTMLStartTag? {
            func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
            func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C }
            func lowered(_ range: Range<Int>) -> String {
                String(decoding: bytes[range].map { isLetter($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
            }
            guard start + 1 < limit, bytes[start] == UInt8(ascii: "<"), isLetter(bytes[start + 1]) else { return nil }
            var index = start + 2
            while index < limit && (isLetter(bytes[index]) || isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "-")) {
                index += 1
            }
            let name = lowered((start + 1)..<index)
            var attributes: [Attribute] = []
            while true {
                let spaceStart = index
                while index < limit && isSpace(bytes[index]) { index += 1 }
                guard index < limit else { return nil }
                let byte = bytes[index]
                if byte == UInt8(ascii: ">") {
                    return HTMLStartTag(range: start..<(index + 1), name: name, attributes: attributes)
                }
                if byte == UInt8(ascii: "/") {
                    guard index + 1 < limit, bytes[index + 1] == UInt8(ascii: ">") else { return nil }
                    return HTMLStartTag(range: start..<(index + 2), name: name, attributes: attributes)
                }
                // An attribute needs whitespace before it.
                guard index > spaceStart, isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") else {
                    return nil
                }
                let nameStart = index
                index += 1
                while index < limit {
                    let next = bytes[index]
                    guard isLetter(next) || isDigit(next) || next == UInt8(ascii: "_") || next == UInt8(ascii: ".")
                            || next == UInt8(ascii: ":") || next == UInt8(ascii: "-") else { break }
                    index += 1
                }
                let attributeName = lowered(nameStart..<index)
                var lookahead = index
                while lookahead < limit && isSpace(bytes[lookahead]) { lookahead += 1 }
                guard lookahead < limit, bytes[lookahead] == UInt8(ascii: "=") else {
                    attributes.append(Attribute(name: attributeName, value: nil))
                    continue
                }
                index = lookahead + 1
                while index < limit && isSpace(bytes[index]) { index += 1 }
                guard index < limit else { return nil }
                let quote = bytes[index]
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    let valueStart = index + 1
                    var valueEnd = valueStart
                    while valueEnd < limit && bytes[valueEnd] != quote { valueEnd += 1 }
                    guard valueEnd < limit else { return nil }
                    attributes.append(Attribute(name: attributeName,
                                                value: String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)))
                    index = valueEnd + 1
                } else {
                    let valueStart = index
                    while index < limit {
                        let next = bytes[index]
                        if isSpace(next) || next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") || next == UInt8(ascii: "=")
                            || next == UInt8(ascii: "<") || next == UInt8(ascii: ">") || next == UInt8(ascii: "`") { break }
                        index += 1
                    }
                    guard index > valueStart else { return nil }
                    attributes.append(Attribute(name: attributeName,
                                                value: String(decoding: bytes[valueStart..<index], as: UTF8.self)))
                }
            }
        }
    }

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
