/// Derives Doxygen command nodes from paragraphs that start with `\command` or `@command`
/// (what `ParseOptions.parseMinimalDoxygen` asks for); the parser itself knows nothing of them.
enum DoxygenCommandReader {
    static func rewrite(_ node: RawMarkup) -> RawMarkup {
        guard !node.children.isEmpty else { return node }
        var newChildren: [RawMarkup] = []
        for child in node.children {
            if case .paragraph = child.data, let command = command(in: child) {
                newChildren.append(command)
            } else {
                newChildren.append(rewrite(child))
            }
        }
        return node.withChildren(newChildren)
    }

    /// The command node a paragraph stands for, `nil` when it does not start with one.
    private static func command(in paragraph: RawMarkup) -> RawMarkup? {
        guard case .text(let first)? = paragraph.children.first?.data,
              let prefix = first.first, prefix == "\\" || prefix == "@" else { return nil }
        let afterPrefix = first.dropFirst()
        let word = afterPrefix.prefix { $0.isLetter }
        var rest = afterPrefix.dropFirst(word.count).drop { $0 == " " }
        let data: RawMarkupData
        switch word {
        case "param":
            let name = rest.prefix { $0 != " " }
            guard !name.isEmpty else { return nil }
            data = .doxygenParameter(name: String(name))
            rest = rest.dropFirst(name.count).drop { $0 == " " }
        case "returns", "return", "result": data = .doxygenReturns
        case "note": data = .doxygenNote
        case "discussion": data = .doxygenDiscussion
        case "abstract": data = .doxygenAbstract
        default: return nil
        }
        var inlines = Array(paragraph.children.dropFirst())
        if !rest.isEmpty { inlines.insert(.text(parsedRange: nil, string: String(rest)), at: 0) }
        return RawMarkup(data, parsedRange: paragraph.parsedRange, [.paragraph(parsedRange: paragraph.parsedRange, inlines)])
    }
}
