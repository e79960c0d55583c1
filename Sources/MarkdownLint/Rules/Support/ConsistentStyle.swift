/// What a `style` option that may be `consistent` asks of each occurrence: one fixed style,
/// or (with `consistent`) the style of the document's first occurrence. Used by MD046 (code
/// block style) and MD048 (code fence style).
struct ConsistentStyle<Style: Equatable> {
    private var expected: Style?

    /// `configured` is the option's value; `consistent` the value that means "like the first".
    init(_ configured: Style, consistent: Style) {
        expected = configured == consistent ? nil : configured
    }

    /// The expected style when `actual` differs from it, nil when it matches. Under
    /// `consistent`, the first occurrence sets the expected style.
    mutating func mismatch(_ actual: Style) -> Style? {
        if expected == nil { expected = actual }
        return expected == actual ? nil : expected
    }
}
