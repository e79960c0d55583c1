/// How an MkDocs admonition opens: a plain admonition (`!!!`) or collapsible details
/// (`???` closed, `???+` open).
public enum AdmonitionStyle: String, Hashable, Sendable, CaseIterable {
    case admonition = "!!!"
    case collapsed = "???"
    case expanded = "???+"
}
