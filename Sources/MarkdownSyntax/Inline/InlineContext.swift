/// What the inline phase needs to know about the whole document.
struct InlineContext {
    var definitions: LinkDefinitionTable
    /// Normalized labels of the document's footnote definitions.
    var footnoteLabels: Set<String>
    var options: ParseOptions
}
