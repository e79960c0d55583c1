/// The block directives swift-docc documents (its "API Reference Syntax" and "Tutorial
/// Syntax"), and where each may stand. Read by the DocC rules MDT101 and MDT102.
enum DocCDirectives {
    /// Where a directive may stand.
    enum Placement: Equatable {
        /// Anywhere Markdown blocks may.
        case anywhere
        /// Only at the top of a page, in no other directive.
        case topLevel
        /// Only directly in the body of one of these directives.
        case inside([String])
    }

    static let metadataChildren = [
        "Available", "AlternateRepresentation", "CallToAction", "CustomMetadata", "DisplayName",
        "DocumentationExtension", "PageColor", "PageImage", "PageKind", "SupportedLanguage", "TechnologyRoot",
        "TitleHeading",
    ]
    static let optionsChildren = ["AutomaticArticleSubheading", "AutomaticSeeAlso", "AutomaticTitleHeading", "TopicsVisualStyle"]
    static let resourcesChildren = ["Documentation", "Downloads", "Forums", "SampleCode", "Videos"]

    /// Every documented directive by name, with its placement.
    static let placements: [String: Placement] = {
        var placements: [String: Placement] = [
            // Pages and page options.
            "Metadata": .topLevel, "Options": .topLevel, "Redirected": .anywhere, "Comment": .anywhere,
            "DeprecationSummary": .topLevel,
            // Content.
            "Row": .anywhere, "Column": .inside(["Row"]), "TabNavigator": .anywhere, "Tab": .inside(["TabNavigator"]),
            "Links": .anywhere, "Small": .anywhere, "Snippet": .anywhere, "Image": .anywhere, "Video": .anywhere,
            // Tutorials.
            "Tutorials": .topLevel, "Tutorial": .topLevel, "Article": .topLevel, "Intro": .anywhere,
            "Volume": .inside(["Tutorials"]), "Chapter": .inside(["Tutorials", "Volume"]),
            "TutorialReference": .inside(["Chapter"]), "Resources": .inside(["Tutorials"]),
            "XcodeRequirement": .inside(["Tutorial"]), "Section": .inside(["Tutorial"]),
            "ContentAndMedia": .anywhere, "Stack": .anywhere, "Steps": .inside(["Section"]), "Step": .inside(["Steps"]),
            "Code": .inside(["Step"]), "Assessments": .inside(["Tutorial", "Article"]),
            "MultipleChoice": .inside(["Assessments"]), "Choice": .inside(["MultipleChoice"]),
            "Justification": .inside(["Choice"]),
        ]
        for name in metadataChildren { placements[name] = .inside(["Metadata"]) }
        for name in optionsChildren { placements[name] = .inside(["Options"]) }
        for name in resourcesChildren { placements[name] = .inside(["Resources"]) }
        return placements
    }()

    /// The names in a fixed order, for "did you mean" suggestions.
    static let names: [String] = placements.keys.sorted()
}
