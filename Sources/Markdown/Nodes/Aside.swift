/// A block quote read as a callout: `> Note: …`, `> Warning: …`; a view over a `BlockQuote`,
/// not a node of its own.
public struct Aside {
    /// The callout's kind: the tag before the colon.
    public struct Kind: RawRepresentable, CaseIterable, Equatable, Sendable {
        public let rawValue: String

        /// Any tag is a kind; the known ones are matched case-insensitively to their spelling.
        public init?(rawValue: String) {
            self.rawValue = Kind.allCases.first { $0.rawValue.lowercased() == rawValue.lowercased() }?.rawValue ?? rawValue
        }

        private init(known: String) { rawValue = known }

        /// The kind as a reader sees it (`See Also` for `SeeAlso`).
        public var displayName: String {
            switch rawValue {
            case "SeeAlso": "See Also"
            case "MutatingVariant": "Mutating Variant"
            case "NonMutatingVariant": "Non-Mutating Variant"
            case "ToDo": "To Do"
            default: rawValue
            }
        }

        public static let note = Kind(known: "Note")
        public static let tip = Kind(known: "Tip")
        public static let important = Kind(known: "Important")
        public static let experiment = Kind(known: "Experiment")
        public static let warning = Kind(known: "Warning")
        public static let attention = Kind(known: "Attention")
        public static let author = Kind(known: "Author")
        public static let authors = Kind(known: "Authors")
        public static let bug = Kind(known: "Bug")
        public static let complexity = Kind(known: "Complexity")
        public static let copyright = Kind(known: "Copyright")
        public static let date = Kind(known: "Date")
        public static let invariant = Kind(known: "Invariant")
        public static let mutatingVariant = Kind(known: "MutatingVariant")
        public static let nonMutatingVariant = Kind(known: "NonMutatingVariant")
        public static let postcondition = Kind(known: "Postcondition")
        public static let precondition = Kind(known: "Precondition")
        public static let remark = Kind(known: "Remark")
        public static let requires = Kind(known: "Requires")
        public static let since = Kind(known: "Since")
        public static let todo = Kind(known: "ToDo")
        public static let version = Kind(known: "Version")
        public static let `throws` = Kind(known: "Throws")
        public static let seeAlso = Kind(known: "SeeAlso")

        public static let allCases: [Kind] = [
            .note, .tip, .important, .experiment, .warning, .attention, .author, .authors, .bug, .complexity,
            .copyright, .date, .invariant, .mutatingVariant, .nonMutatingVariant, .postcondition, .precondition,
            .remark, .requires, .since, .todo, .version, .throws, .seeAlso,
        ]
    }

    /// What the tag before the colon may be.
    public enum TagRequirement: Sendable {
        /// One word (`Note:`), the default.
        case requireSingleWordTag
        /// Any text without a line break (`Don't forget:`).
        case requireAnyLengthTag
        /// Any tag or none: a block quote without one is a note.
        case tagNotRequired
    }

    public var kind: Kind
    /// The block quote's blocks, the tag removed from the first.
    public var content: [BlockMarkup]

    public init(kind: Kind, content: [BlockMarkup]) {
        self.kind = kind
        self.content = content
    }

    /// The block quote as an aside; one without a tag is a note with its blocks unchanged.
    public init(_ blockQuote: BlockQuote) {
        self = Aside(blockQuote, tagRequirement: .requireSingleWordTag)
            ?? Aside(kind: .note, content: Array(blockQuote.blockChildren))
    }

    /// The block quote as an aside, `nil` when its first paragraph does not start with a tag.
    public init?(_ blockQuote: BlockQuote, tagRequirement: TagRequirement) {
        let untagged = tagRequirement == .tagNotRequired ? Aside(kind: .note, content: Array(blockQuote.blockChildren)) : nil
        guard let paragraph = blockQuote.child(at: 0) as? Paragraph, let text = paragraph.child(at: 0) as? Text,
              let colon = text.string.firstIndex(of: ":") else {
            guard let untagged else { return nil }
            self = untagged
            return
        }
        let tag = text.string[..<colon]
        let isWord = !tag.contains { $0 == " " || $0 == "\t" }
        guard !tag.isEmpty, tagRequirement != .requireSingleWordTag || isWord, let kind = Kind(rawValue: String(tag)) else {
            guard let untagged else { return nil }
            self = untagged
            return
        }
        // The tag goes from the first text; the source still says the rest where it was, so
        // every range stays, the text's starting after the tag.
        let rest = text.string[text.string.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
        var inlines = paragraph.raw.markup.children
        if rest.isEmpty {
            inlines.removeFirst()
        } else {
            let removed = text.string.utf8.count - rest.utf8.count
            let shifted = text.range.map { range in
                SourceLocation(line: range.lowerBound.line, column: range.lowerBound.column + removed,
                               source: range.lowerBound.source)..<range.upperBound
            }
            inlines[0] = .text(parsedRange: shifted, string: String(rest))
        }
        let newParagraph = paragraph._data.replacingSelf(paragraph.raw.markup.withChildren(inlines), keepingAncestorRanges: true)
        let quote = newParagraph.parent.map(makeMarkup) as? BlockQuote ?? blockQuote
        self.init(kind: kind, content: Array(quote.blockChildren))
    }
}
