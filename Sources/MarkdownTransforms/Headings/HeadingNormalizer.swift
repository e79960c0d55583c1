import MarkdownSyntax

/// Normalizes headings: their levels (`increment`, `singleH1`, `shift`, `topLevel`), their
/// style (ATX, closed ATX, setext), closing `#`s and trailing punctuation. It reports the
/// anchors that change (GitHub's, see `HeadingSlugger`) and can update the links of the
/// same document that pointed at the old anchors (`[x](#old-anchor)`, and definitions).
///
/// Applied with `MinimalEditRewriting`, a level change edits only the `#` run (or a setext
/// underline), a style change only the markers.
///
/// ```swift
/// var normalizer = HeadingNormalizer(levels: .increment, updatesLinks: true)
/// let result = document.applying(&normalizer)
/// for change in normalizer.anchorChanges { print(change) }   // "#old → #new"
/// ```
///
/// Every heading counts, also those inside block quotes and lists, in document order.
public struct HeadingNormalizer: MarkupRewriter, Sendable {
    /// What happens to heading levels.
    public enum Levels: Hashable, Sendable {
        /// Levels stay.
        case keep
        /// A heading that skips levels closes up to the previous level + 1, and its whole
        /// section moves with it: `# A, ### B, #### C, ## D, ##### E` → 1, 2, 3, 2, 3 (the fix
        /// for MD001).
        case increment
        /// With two or more level-1 headings, the first stays the title and every other
        /// heading goes one level deeper, capped at 6 (remark-normalize-headings). With one
        /// or none, nothing changes.
        case singleH1
        /// Every level moves by this much (negative to promote), clamped to 1…6.
        case shift(Int)
        /// Every level moves so the highest heading (the smallest level) becomes this level.
        case topLevel(Int)

        /// Reads `increment`, `single-h1`, `shift:N` (`shift:-1`, `shift:+2`), `top:N` (or
        /// `min-level:N`) and `keep`.
        public init?(argument: String) {
            switch argument {
            case "keep": self = .keep
            case "increment": self = .increment
            case "single-h1": self = .singleH1
            default:
                let parts = argument.split(separator: ":", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { return nil }
                let text = parts[1].hasPrefix("+") ? String(parts[1].dropFirst()) : parts[1]
                guard let value = Int(text) else { return nil }
                switch parts[0] {
                case "shift" where (-5...5).contains(value): self = .shift(value)
                case "top" where (1...6).contains(value), "min-level" where (1...6).contains(value):
                    self = .topLevel(value)
                default: return nil
                }
            }
        }
    }

    /// What happens to heading styles.
    public enum Style: String, CaseIterable, Hashable, Sendable {
        /// Styles stay (a setext heading that must go below level 2 becomes ATX).
        case keep
        /// `# Heading`: setext headings become ATX and closing `#`s go.
        case atx
        /// `# Heading #`
        case atxClosed = "atx-closed"
        /// Underlined headings for levels 1 and 2, ATX for deeper levels.
        case setext
    }

    /// A remark about one heading (a level that had to be capped).
    public struct Note: Hashable, Sendable, CustomStringConvertible {
        /// The heading's 1-based line in the original source, when known.
        public var line: Int?
        /// What happened to the heading.
        public var message: String

        /// `line N: message`, or the message alone when the line is unknown.
        public var description: String { line.map { "line \($0): \(message)" } ?? message }
    }

    /// What happens to heading levels.
    public var levels: Levels
    /// What happens to heading markers.
    public var style: Style
    /// Remove the closing `#`s of closed ATX headings (implied by `style: .atx`).
    public var removesClosingSequence: Bool
    /// Characters removed from the end of headings (MD026's default is `.,;:!。，；：！`);
    /// nil keeps the text.
    public var trailingPunctuation: String?
    /// Rewrite same-document links (`#anchor`) and definitions that pointed at an anchor
    /// that changed.
    public var updatesLinks: Bool
    /// A `title:` line in the front matter counts as the document's level-1 heading.
    public var frontMatterTitleIsH1: Bool

    /// The anchors the last rewrite changed, in document order.
    public private(set) var anchorChanges: [AnchorChange] = []
    /// Notes about the last rewrite.
    public private(set) var notes: [Note] = []
    /// How many links the last rewrite pointed at new anchors.
    public private(set) var updatedLinks = 0

    private var planned: [PlannedHeading] = []
    private var nextHeading = 0
    private var anchorMap: [String: String] = [:]

    private struct PlannedHeading {
        var level: Int
        var style: HeadingStyle
    }

    /// Makes a normalizer; by default it changes nothing, so name only what should change.
    public init(levels: Levels = .keep, style: Style = .keep, removesClosingSequence: Bool = false,
                trailingPunctuation: String? = nil, updatesLinks: Bool = false, frontMatterTitleIsH1: Bool = false) {
        self.levels = levels
        self.style = style
        self.removesClosingSequence = removesClosingSequence
        self.trailingPunctuation = trailingPunctuation
        self.updatesLinks = updatesLinks
        self.frontMatterTitleIsH1 = frontMatterTitleIsH1
    }

    // MARK: Planning

    /// Plans every heading's new level and style for the whole document first (a level depends on the headings before it), then rewrites.
    public mutating func visitDocument(_ document: Document) -> (any Markup)? {
        let headings = document.descendants(ofType: Heading.self)
        let plan = HeadingLevelPlanner.plan(headings.map(\.level), levels,
                                            frontMatterTitle: frontMatterTitleIsH1 && Self.hasTitle(document.frontMatter))
        planned = zip(headings, plan.levels).map { heading, level in
            PlannedHeading(level: level, style: newStyle(heading, level: level))
        }
        notes = plan.notes.map { index, message in
            Note(line: headings[index].range?.lowerBound.line, message: "heading '\(headings[index].plainText)' is \(message)")
        }
        var oldSlugger = HeadingSlugger()
        var newSlugger = HeadingSlugger()
        anchorChanges = []
        anchorMap = [:]
        for (heading, plan) in zip(headings, planned) {
            let old = oldSlugger.slug(for: heading)
            let new = newSlugger.slug(forText: HeadingSlugger.text(of: Heading(raw: transform(heading.raw, plan))))
            if old != new {
                anchorChanges.append(AnchorChange(old: old, new: new, line: heading.range?.lowerBound.line))
                anchorMap[old] = new
            }
        }
        nextHeading = 0
        updatedLinks = 0
        return defaultVisit(document)
    }

    private func newStyle(_ heading: Heading, level: Int) -> HeadingStyle {
        var style = heading.style
        switch self.style {
        case .keep: break
        case .atx: style = .atx
        case .atxClosed: style = .atxClosed
        case .setext: style = level <= 2 && !heading.children.isEmpty ? .setext : .atx
        }
        if style == .atxClosed && removesClosingSequence { style = .atx }
        if style == .setext && level > 2 { style = .atx }
        return style
    }

    private static func hasTitle(_ frontMatter: FrontMatter?) -> Bool {
        guard let frontMatter else { return false }
        return frontMatter.content.split(separator: "\n").contains { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("title") else { return false }
            let rest = trimmed.dropFirst(5).drop { $0 == " " || $0 == "\t" }
            return rest.hasPrefix(":") || rest.hasPrefix("=")
        }
    }

    /// The heading with its planned level and style, and the text that goes with them.
    private func transform(_ raw: RawMarkup, _ plan: PlannedHeading) -> RawMarkup {
        guard case .heading(let info) = raw.kind else { return raw }
        var children = Array(raw.children)
        var changed = false
        if plan.style != .setext {
            // An ATX heading is one line: line breaks become spaces.
            for index in children.indices {
                switch children[index].kind {
                case .softBreak, .lineBreak:
                    children[index] = RawMarkup(.text(" "))
                    changed = true
                default: break
                }
            }
        }
        if let punctuation = trailingPunctuation, let last = children.last, case .text(let content) = last.kind {
            let string = content.string
            let trimmed = String(string.reversed().drop { punctuation.contains($0) }.reversed())
            if trimmed != string, !trimmed.isEmpty {
                children[children.count - 1] = RawMarkup(.text(trimmed))
                changed = true
            }
        }
        var newInfo = info
        if info.level != plan.level || info.style != plan.style {
            newInfo.level = plan.level
            newInfo.style = plan.style
            switch plan.style {
            case .atx: newInfo.closingSequence = ""
            case .atxClosed: newInfo.closingSequence = String(repeating: "#", count: plan.level)
            case .setext: newInfo.closingSequence = plan.level == 1 ? "===" : "---"
            }
        }
        if newInfo == info && !changed { return raw }
        return RawMarkup(.heading(newInfo), children: children)
    }

    // MARK: Rewriting

    /// Gives the heading its planned level and style.
    public mutating func visitHeading(_ heading: Heading) -> (any Markup)? {
        let index = nextHeading
        nextHeading += 1
        guard let visited = defaultVisit(heading) else { return nil }
        guard index < planned.count else { return visited }
        let raw = transform(visited.raw, planned[index])
        return raw === visited.raw ? visited : Heading(raw: raw)
    }

    /// Points a same-document link at its heading's new anchor, when `updatesLinks` is on.
    public mutating func visitLink(_ link: Link) -> (any Markup)? {
        guard var visited = defaultVisit(link) as? Link else { return defaultVisit(link) }
        if updatesLinks, let destination = newDestination(visited.destination) {
            visited.destination = destination
            updatedLinks += 1
        }
        return visited
    }

    /// Points a definition at its heading's new anchor, when `updatesLinks` is on.
    public mutating func visitLinkReferenceDefinition(_ definition: LinkReferenceDefinition) -> (any Markup)? {
        guard updatesLinks, let destination = newDestination(definition.destination) else { return definition }
        updatedLinks += 1
        return LinkReferenceDefinition(label: definition.label, destination: destination, title: definition.title)
    }

    /// `#new` for a destination `#old` whose anchor changed (matched as written or
    /// percent-decoded; written back encoded when it was).
    private func newDestination(_ destination: String) -> String? {
        guard destination.hasPrefix("#"), !anchorMap.isEmpty else { return nil }
        let fragment = String(destination.dropFirst())
        if let new = anchorMap[fragment] { return "#" + new }
        if fragment.contains("%"), let decoded = Self.percentDecoded(fragment), let new = anchorMap[decoded] {
            return "#" + Self.percentEncoded(new)
        }
        return nil
    }

    private static func percentDecoded(_ text: String) -> String? {
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count,
               let value = UInt8(String(decoding: utf8[(index + 1)...(index + 2)], as: UTF8.self), radix: 16) {
                bytes.append(value)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func percentEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            if byte < 0x80 && byte > 0x20 && byte != UInt8(ascii: "%") {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
