/// The code action kinds the server offers.
enum CodeActionKind {
    static let quickFix = "quickfix"
    /// Every safe fix of the document, as `mdtool lint --fix` applies them.
    static let fixAll = "source.fixAll.mdtool"

    /// Whether an action of `kind` is among those the client asked for (`only`): the kinds
    /// form a dotted hierarchy, so `source` asks for `source.fixAll.mdtool` too.
    static func isRequested(_ kind: String, only: [String]?) -> Bool {
        guard let only else { return true }
        return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
    }
}
