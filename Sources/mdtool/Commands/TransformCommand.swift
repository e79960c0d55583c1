import MarkdownTransforms

/// `mdtool transform`: normalizes headings and renumbers lists, editing only what changes.
struct TransformCommand: Command {
    static let name = "transform"
    static let summary = "Normalize headings and renumber lists in place, changing only the bytes that must change."
    static let synopsis = "[--headings MODE] [--lists MODE] [OPTIONS] [PATHS…|-]"
    static let options = [
        OptionSpec(name: "--headings", valueName: "MODE",
                   help: "Heading levels: increment (close skipped levels; the section moves along), "
                       + "single-h1 (with several H1s, the first stays and every other heading goes one level deeper, capped at 6), "
                       + "shift:N (every level ±N, clamped to 1–6), top:N (the highest heading becomes level N)."),
        OptionSpec(name: "--heading-style", valueName: "STYLE",
                   help: "Heading markers: atx (setext headings become '#' headings, closing '#'s go), "
                       + "atx-closed, setext (levels 1–2 underlined, deeper levels ATX).",
                   choices: ["atx", "atx-closed", "setext"]),
        OptionSpec(name: "--remove-closing-hashes", valueName: nil, help: "Remove the closing '#'s of '# Heading #'."),
        OptionSpec(name: "--heading-links", valueName: nil,
                   help: "Point same-document links ([x](#anchor)) and definitions at the new anchors of headings whose anchor changes."),
        OptionSpec(name: "--front-matter-title", valueName: nil,
                   help: "A 'title:' in the front matter counts as the level-1 heading (for increment and single-h1)."),
        OptionSpec(name: "--lists", valueName: "MODE",
                   help: "Ordered list numbers: ordered (consecutive from each list's start), one (every item the start number), "
                       + "preserve-first (keep the first number; the rest follow the list's own style).",
                   choices: ListRenumberer.Mode.allCases.map(\.rawValue)),
    ] + RewriteRun.Options.leadingSpecs + [
        OptionSpec(name: "--quiet", valueName: nil, help: "Do not report changed anchors and notes on standard error."),
        OptionSpec(name: "--no-validate", valueName: nil,
                   help: "Skip the check that the result renders exactly as the transformed tree."),
    ] + RewriteRun.Options.inputSpecs(verb: "transform")
    static let examples = [
        "mdtool transform --headings=increment docs",
        "mdtool transform --headings=single-h1 --heading-links README.md",
        "mdtool transform --lists=ordered --check",
        "mdtool transform --headings=shift:1 --diff notes.md",
        "cat notes.md | mdtool transform --lists=one - > renumbered.md",
        "",
        "Files are rewritten atomically; only the changed markers and nodes are edited, every other byte stays.",
        "Anchors that change (GitHub's heading ids, '#old → #new') and capped levels are reported on standard error",
        "as 'path:line: …' (unless --quiet); with --heading-links the links in the same file are updated too.",
    ]

    let paths: [String]
    let options: RewriteRun.Options
    let transformation: Transformation

    init(_ arguments: ParsedArguments) throws(CommandError) {
        paths = arguments.positionals
        options = try RewriteRun.Options(arguments)
        var normalizer: HeadingNormalizer?
        let headingOptions = ["--headings", "--heading-style"].contains { arguments.value($0) != nil }
            || ["--remove-closing-hashes", "--heading-links", "--front-matter-title"].contains { arguments.has($0) }
        if headingOptions {
            var levels = HeadingNormalizer.Levels.keep
            if let mode = arguments.value("--headings") {
                guard let parsed = HeadingNormalizer.Levels(argument: mode) else {
                    throw .usage("invalid value '\(mode)' for '--headings'; expected increment, single-h1, "
                                 + "shift:N (N from -5 to 5) or top:N (N from 1 to 6)")
                }
                levels = parsed
            }
            let style = arguments.value("--heading-style").flatMap(HeadingNormalizer.Style.init(rawValue:)) ?? .keep
            normalizer = HeadingNormalizer(levels: levels, style: style,
                                           removesClosingSequence: arguments.has("--remove-closing-hashes"),
                                           updatesLinks: arguments.has("--heading-links"),
                                           frontMatterTitleIsH1: arguments.has("--front-matter-title"))
        }
        let lists = arguments.value("--lists").flatMap(ListRenumberer.Mode.init(rawValue:)).map { ListRenumberer(mode: $0) }
        if normalizer == nil && lists == nil {
            throw .usage("nothing to do: give --headings, --heading-style, --remove-closing-hashes or --lists "
                         + "(see 'mdtool transform --help')")
        }
        transformation = Transformation(headings: normalizer, lists: lists, validate: !arguments.has("--no-validate"))
    }

    func run() throws(CommandError) -> Int32 {
        let transformation = self.transformation
        let wording = RewriteRun.Wording(command: "transform", done: "Transformed", refused: "not transformed")
        return try RewriteRun(wording: wording, paths: paths, options: options).run { formatOptions in
            let printOptions = Transformation.printOptions(formatOptions)
            return { source in transformation.apply(to: source, displayPath: source.name ?? "<stdin>", printOptions: printOptions) }
        }
    }
}
