/// A GitHub alert: a block quote at the top level of a document whose first line is
/// `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` (in any case). Its
/// children are the blocks after that line.
public struct Alert: BlockMarkup, BlockContainer {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitAlert(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitAlert(self) }

    /// `marker` defaults to `[!KIND]` in capitals.
    public init(_ alertKind: AlertKind, marker: String? = nil, _ children: [any BlockMarkup]) {
        let info = AlertInfo(kind: alertKind, marker: marker ?? "[!\(alertKind.rawValue.uppercased())]")
        self.init(raw: RawMarkup(.alert(info), children: children.raws))
    }

    /// Makes an alert, with child blocks written in a builder closure.
    public init(_ alertKind: AlertKind, marker: String? = nil, @BlockMarkupBuilder _ content: () -> [any BlockMarkup]) {
        self.init(alertKind, marker: marker, content())
    }

    private var info: AlertInfo {
        guard case .alert(let info) = raw.kind else { preconditionFailure("not an alert") }
        return info
    }

    /// Which of the five alerts it is, whatever the case of its marker.
    public var alertKind: AlertKind { info.kind }

    /// The marker line as written (`[!NOTE]`, `[!note]`).
    public var marker: String { info.marker }
}
