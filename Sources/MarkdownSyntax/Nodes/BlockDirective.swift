/// A DocC block directive: `@Name`, `@Name(arguments)`, with or without a `{ … }` body of
/// blocks. Parsed in the DocC dialect (`SyntaxExtensions.blockDirectives`).
///
/// ```swift
/// let row = BlockDirective(name: "Row") {
///     BlockDirective(name: "Column") { "Text in a column." }
/// }
/// ```
public struct BlockDirective: BlockMarkup, BlockContainer {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitBlockDirective(self) }

    /// A directive with `arguments`; it has a body when `hasBody` says so (by default, when it
    /// has children).
    public init(name: String, arguments: [DirectiveArgument] = [], hasBody: Bool? = nil, _ children: [any BlockMarkup]) {
        let info = BlockDirectiveInfo(name: name, segments: Self.segments(arguments), arguments: arguments,
                                      hasBody: hasBody ?? !children.isEmpty, opening: nil, closing: nil)
        self.init(raw: RawMarkup(.blockDirective(info), children: children.raws))
    }

    public init(name: String, arguments: [DirectiveArgument] = [], _ children: any BlockMarkup...) {
        self.init(name: name, arguments: arguments, children)
    }

    /// A directive with a body (which may be empty).
    public init(name: String, arguments: [DirectiveArgument] = [], @BlockMarkupBuilder _ content: () -> [any BlockMarkup]) {
        self.init(name: name, arguments: arguments, hasBody: true, content())
    }

    private var info: BlockDirectiveInfo {
        guard case .blockDirective(let info) = raw.kind else { preconditionFailure("not a block directive") }
        return info
    }

    private static func segments(_ arguments: [DirectiveArgument]) -> [DirectiveArgumentSegment] {
        arguments.isEmpty ? [] : [DirectiveArgumentSegment(text: DirectiveArgument.argumentText(arguments))]
    }

    /// The name after `@`.
    public var name: String {
        get { info.name }
        set { var info = info; info.name = newValue; self = replacingKind(.blockDirective(info)) }
    }

    /// The arguments DocC reads from the argument text. Setting them rewrites the text.
    public var arguments: [DirectiveArgument] {
        get { info.arguments }
        set {
            var info = info
            info.arguments = newValue
            info.segments = Self.segments(newValue)
            self = replacingKind(.blockDirective(info))
        }
    }

    /// The argument text as written, one segment per line.
    public var argumentSegments: [DirectiveArgumentSegment] { info.segments }

    /// What DocC would report about the argument text (a missing `:` or `,`, a duplicate name).
    public var argumentProblems: [DirectiveArgumentProblem] { DirectiveArgumentParser.parse(info.segments).problems }

    /// Whether a `{` opened a body (an empty body counts).
    public var hasBody: Bool { info.hasBody }

    /// Whether a `}` closed the body; false for a body that runs to the end of the document.
    public var isClosed: Bool { info.closing != nil }

    /// The opening as written: from `@` to the end of the arguments and the `{` (with any text
    /// after them that DocC ignores); nil for a directive built or changed in code.
    public var openingByteRange: Range<Int>? { raw.range == nil ? nil : info.opening }

    /// The `}` that closed the body (with text after it on its line that DocC ignores).
    public var closingByteRange: Range<Int>? { raw.range == nil ? nil : info.closing }
}
