/// An ATX (`# Title`, `# Title #`) or setext (underlined) heading.
public struct Heading: BlockMarkup, InlineContainer {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitHeading(self) }

    public init(level: Int, style: HeadingStyle = .atx, _ children: [any InlineMarkup]) {
        let info = HeadingInfo(level: level, style: style, closingSequence: "")
        self.init(raw: RawMarkup(.heading(info), children: children.raws))
    }

    public init(level: Int, style: HeadingStyle = .atx, _ children: any InlineMarkup...) {
        self.init(level: level, style: style, children)
    }

    public init(level: Int, style: HeadingStyle = .atx, @InlineMarkupBuilder _ content: () -> [any InlineMarkup]) {
        self.init(level: level, style: style, content())
    }

    private var info: HeadingInfo {
        guard case .heading(let info) = raw.kind else { preconditionFailure("not a heading") }
        return info
    }

    /// 1 to 6.
    public var level: Int {
        get { info.level }
        set { var info = info; info.level = newValue; self = replacingKind(.heading(info)) }
    }

    public var style: HeadingStyle {
        get { info.style }
        set { var info = info; info.style = newValue; self = replacingKind(.heading(info)) }
    }

    /// The closing `#`s of a closed ATX heading, or a setext heading's underline, as written.
    public var closingSequence: String { info.closingSequence }
}
