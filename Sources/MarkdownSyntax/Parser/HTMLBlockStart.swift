/// Whether a line opens an HTML block, for printers that must keep text from doing so.
package enum HTMLBlockStart {
    /// Whether `line`, after up to three spaces, starts an HTML block: one of the kinds that
    /// can interrupt a paragraph (1–6: `<div>`, `<!--`, `<script` …), or with
    /// `evenWhereNoParagraphIsOpen` also kind 7 (a complete tag such as `<span>` alone on
    /// its line), which starts a block only where no paragraph is open.
    package static func starts(_ line: ArraySlice<UInt8>, evenWhereNoParagraphIsOpen: Bool) -> Bool {
        let bytes = Array(line)
        var start = 0
        while start < bytes.count && start < 3 && bytes[start] == ByteClass.space { start += 1 }
        return bytes.withUnsafeBufferPointer { buffer in
            HTMLBlockScanner.startCondition(buffer, start, buffer.count, canBeKind7: evenWhereNoParagraphIsOpen) != nil
        }
    }
}
