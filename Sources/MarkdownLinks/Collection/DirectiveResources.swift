import MarkdownSyntax

/// The DocC directive arguments that name a resource file of the catalog (an image, a
/// video, a download), as swift-docc documents the directives.
enum DirectiveResources {
    /// Argument names by directive name.
    static let arguments: [String: Set<String>] = [
        "Image": ["source"],
        "Video": ["source", "poster"],
        "PageImage": ["source"],
        "CallToAction": ["file"],
    ]

    /// The resource targets among `directive`'s arguments, each placed at its value.
    static func links(of directive: BlockDirective) -> [CollectedLink] {
        guard let names = arguments[directive.name] else { return [] }
        return directive.arguments.compactMap { argument in
            guard names.contains(argument.name), let range = argument.valueByteRange else { return nil }
            return CollectedLink(kind: .directive(name: directive.name, argument: argument.name),
                                 destination: argument.value, range: range, destinationRange: range)
        }
    }
}
