extension SyntaxExtensions {
    /// The name of each extension a configuration can switch on or off, as written in
    /// `.mdtool.yml` (`extensions: { math: false }`).
    public static let names: [(name: String, extension: SyntaxExtensions)] = [
        ("tables", .tables), ("strikethrough", .strikethrough), ("task_lists", .taskLists),
        ("autolinks", .autolinks), ("footnotes", .footnotes), ("tag_filter", .tagFilter),
        ("math", .math), ("alerts", .alerts),
        ("python_markdown", .pythonMarkdown), ("admonitions", .admonitions), ("details", .details),
        ("content_tabs", .contentTabs), ("attribute_lists", .attributeLists),
        ("definition_lists", .definitionLists), ("markdown_in_html", .markdownInHTML), ("snippets", .snippets),
    ]

    /// The extension a configuration name stands for.
    public init?(name: String) {
        guard let found = Self.names.first(where: { $0.name == name }) else { return nil }
        self = found.extension
    }
}
