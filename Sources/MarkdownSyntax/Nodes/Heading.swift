/// An ATX (`# Title`, `# Title #`) or setext (underlined) heading.
public struct Heading: BlockMarkup, InlineContainer {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitHeading(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitHeading(self) }

    /// Makes a heading of `level` 1–6 written in `style`, with the given inline children.
    /// - Precondition: `level` is 1 to 6.
    public init(level: Int, style: HeadingStyle = .atx, _ children: [any InlineMarkup]) {
        Self.require(level: level)
        let info = HeadingInfo(level: level, style: style, closingSequence: "")
        self.init(raw: RawMarkup(.heading(info), children: children.raws))
    }

    /// Makes a heading of `level` 1–6 written in `style`, with the inline children listed.
    public init(level: Int, style: HeadingStyle = .atx, _ children: any InlineMarkup...) {
        self.init(level: level, style: style, children)
    }

    /// Makes a heading of `level` 1–6 written in `style`, with inline children written in a builder closure.
    public init(level: Int, style: HeadingStyle = .atx, @InlineMarkupBuilder _ content: () -> [any InlineMarkup]) {
        self.init(level: level, style: style, content())
    }

    private var info: HeadingInfo {
        guard case .heading(let info) = raw.kind else { preconditionFailure("not a heading") }
        return info
    }

    /// 1 to 6.
    /// - Precondition: a new level is 1 to 6.
    public var level: Int {
        get { info.level }
        set { Self.require(level: newValue); var info = info; info.level = newValue; self = replacingKind(.heading(info)) }
    }

    /// ATX (`#`) or setext (underlined); setext only exists for levels 1 and 2, so a deeper
    /// setext heading prints as ATX.
    public var style: HeadingStyle {
        get { info.style }
        set { var info = info; info.style = newValue; self = replacingKind(.heading(info)) }
    }

    /// Markdown has six heading levels: any other would print as something that is not a
    /// heading of that level.
    private static func require(level: Int, file: StaticString = #fileID, line: UInt = #line) {
        precondition((1...6).contains(level), "a heading's level is 1 to 6, not \(level)", file: file, line: line)
    }

    /// The closing `#`s of a closed ATX heading, or a setext heading's underline, as written.
    public var closingSequence: String { info.closingSequence }
}
