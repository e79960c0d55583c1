/// How an MkDocs admonition opens: a plain admonition (`!!!`) or collapsible details
/// (`???` closed, `???+` open).
public enum AdmonitionStyle: String, Hashable, Sendable, CaseIterable {
    /// `!!!`: an admonition, always shown.
    case admonition = "!!!"
    /// `???`: details, closed when the page opens.
    case collapsed = "???"
    /// `???+`: details, open when the page opens.
    case expanded = "???+"
}
