/// A GitHub alert: a block quote at the top level of a document whose first line is
/// `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` (in any case). Its
/// children are the blocks after that line.
public struct Alert: BlockMarkup, BlockContainer {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitAlert(self) }

    /// `marker` defaults to `[!KIND]` in capitals.
    public init(_ alertKind: AlertKind, marker: String? = nil, _ children: [any BlockMarkup]) {
        let info = AlertInfo(kind: alertKind, marker: marker ?? "[!\(alertKind.rawValue.uppercased())]")
        self.init(raw: RawMarkup(.alert(info), children: children.raws))
    }

    public init(_ alertKind: AlertKind, marker: String? = nil, @BlockMarkupBuilder _ content: () -> [any BlockMarkup]) {
        self.init(alertKind, marker: marker, content())
    }

    private var info: AlertInfo {
        guard case .alert(let info) = raw.kind else { preconditionFailure("not an alert") }
        return info
    }

    public var alertKind: AlertKind { info.kind }

    /// The marker line as written (`[!NOTE]`, `[!note]`).
    public var marker: String { info.marker }
}
