// Payloads of the node kinds GitHub and MkDocs add to CommonMark (see RawKind).

package struct InlineMathInfo: Sendable, Hashable {
    /// The TeX between the delimiters as written (escapes kept; in a paragraph over several
    /// lines, each line without its indentation).
    package var tex: String
    package var delimiter: MathDelimiter
}

package struct MathBlockInfo: Sendable, Hashable {
    /// The content lines as written, each ending with a newline.
    package var tex: String
    /// The number of `$` in the opening line.
    package var fenceLength: Int
    package var isClosed: Bool
}

package struct AlertInfo: Sendable, Hashable {
    package var kind: AlertKind
    /// The marker line as written (`[!NOTE]`, `[!note]`), without its trailing spaces.
    package var marker: String
}

package struct AdmonitionInfo: Sendable, Hashable {
    package var style: AdmonitionStyle
    /// The type qualifier and any further classes as written (`note`, `tip inline end`).
    package var qualifiers: String
    /// The quoted title without its quotes, as written; nil for none, empty for `""`.
    package var title: String?
}

package struct ContentTabInfo: Sendable, Hashable {
    /// What follows `===` before the title: `+` (selected), `!` (starts a new tab set) or both.
    package var flags: String
    /// The quoted title without its quotes, as written.
    package var title: String
}
