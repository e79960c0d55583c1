import MarkdownFormatting

// Formatting: what `mdtool fmt` would write, sent as edits of the changed lines only; when
// the formatter refuses (the result would render differently), an error and no edit.

extension LanguageServer {
    func formatting(_ params: JSON?) throws(ResponseError) -> JSON {
        let document = try document(params)
        return .array(try formattingEdits(document).map { textEdit($0.range, String(decoding: $0.replacement, as: UTF8.self), in: document) })
    }

    /// The formatting edits that touch the requested lines.
    func rangeFormatting(_ params: JSON?) throws(ResponseError) -> JSON {
        let document = try document(params)
        guard let range = TextRange(params?["range"]) else { throw .invalidParams("range is missing or invalid") }
        let requested = document.byteRange(of: range)
        return .array(try formattingEdits(document).filter { edit in
            edit.range.overlaps(requested) || edit.range.isEmpty && requested.contains(edit.range.lowerBound)
                || requested.isEmpty && edit.range.contains(requested.lowerBound)
        }.map { textEdit($0.range, String(decoding: $0.replacement, as: UTF8.self), in: document) })
    }

    /// Format on save, when the settings ask for it; a refusal leaves the file as it is.
    func willSaveWaitUntil(_ params: JSON?) throws(ResponseError) -> JSON {
        guard settings.formatOnSave else { return [] }
        let document = try document(params)
        do throws(ResponseError) {
            return .array(try formattingEdits(document).map {
                textEdit($0.range, String(decoding: $0.replacement, as: UTF8.self), in: document)
            })
        } catch {
            log(error.message, type: 2)
            return []
        }
    }

    private func formattingEdits(_ document: TextDocument) throws(ResponseError) -> [MinimalTextEdits.Edit] {
        if let path = document.path, ConfigurationResolver.isConfigurationFile(path) { return [] }
        let configuration = configurations.configuration(forDocumentAt: document.path)
        return try Self.edits(MarkdownFormatter(options: configuration.formatOptions).formatChecked(document.source),
                              original: document.bytes)
    }

    /// The edits of a formatting result, or the refusal `mdtool fmt` would print.
    static func edits(_ result: FormatResult, original: [UInt8]) throws(ResponseError) -> [MinimalTextEdits.Edit] {
        guard result.problems.isEmpty else {
            throw .requestFailed("mdtool fmt: not formatted: \(result.problems.joined(separator: "; "))")
        }
        return MinimalTextEdits.between(original, result.output)
    }
}
