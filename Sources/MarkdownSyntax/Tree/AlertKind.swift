/// The five kinds of GitHub alert.
public enum AlertKind: String, Hashable, Sendable, CaseIterable {
    case note, tip, important, warning, caution

    /// The title GitHub shows above the alert's content.
    public var title: String {
        switch self {
        case .note: "Note"
        case .tip: "Tip"
        case .important: "Important"
        case .warning: "Warning"
        case .caution: "Caution"
        }
    }
}
