import MarkdownSyntax

/// Edits of source bytes are defined with the syntax tree, so transforms and fixes share them.
public typealias TextEdit = MarkdownSyntax.TextEdit
