import MarkdownLint

/// The findings of each open document, kept per version so a pull for an unchanged document
/// (or a code action on it) does not lint again.
struct AnalysisCache: Sendable {
    struct Analysis: Sendable {
        var version: Int
        var generation: Int
        var findings: [Diagnostic]
        /// The findings as LSP diagnostics: a JSON array, written once.
        var diagnostics: EncodedJSON

        /// Identifies this result for `textDocument/diagnostic`'s `previousResultId`.
        var resultID: String { "\(generation).\(version)" }
    }

    private var analyses: [String: Analysis] = [:]
    /// Bumped when configuration or other files change: every result before is stale.
    private(set) var generation = 0

    func current(_ uri: String, version: Int) -> Analysis? {
        guard let analysis = analyses[uri], analysis.version == version, analysis.generation == generation else { return nil }
        return analysis
    }

    /// Stores `analysis` and returns the one it replaces.
    @discardableResult
    mutating func store(_ analysis: Analysis, for uri: String) -> Analysis? { analyses.updateValue(analysis, forKey: uri) }
    mutating func remove(_ uri: String) { analyses[uri] = nil }
    mutating func invalidateAll() { generation += 1 }
}
