import MarkdownTransforms

/// `mdtool transform`: normalizes headings and renumbers lists, editing only what changes.
struct TransformCommand: Command {
    static let name = "transform"
    static let summary = "Normalize headings and renumber lists in place, changing only the bytes that must change."
    static let synopsis = "[--headings MODE] [--lists MODE] [OPTIONS] [PATHS…|-]"
    static let headings = Option(
        "--headings", valueName: "MODE",
        help: "Heading levels: increment (close skipped levels; the section moves along), "
            + "single-h1 (with several H1s, the first stays and every other heading goes one level deeper, capped at 6), "
            + "shift:N (every level ±N, clamped to 1–6), top:N (the highest heading becomes level N).",
        expected: "increment, single-h1, shift:N (N from -5 to 5) or top:N (N from 1 to 6)",
        parse: HeadingNormalizer.Levels.init(argument:))
    static let headingStyle = Option(
        "--heading-style", valueName: "STYLE",
        help: "Heading markers: atx (setext headings become '#' headings, closing '#'s go), "
            + "atx-closed, setext (levels 1–2 underlined, deeper levels ATX).",
        choices: [HeadingNormalizer.Style.atx, .atxClosed, .setext])
    static let removeClosingHashes = Flag("--remove-closing-hashes", help: "Remove the closing '#'s of '# Heading #'.")
    static let headingLinks = Flag(
        "--heading-links",
        help: "Point same-document links ([x](#anchor)) and definitions at the new anchors of headings whose anchor changes.")
    static let frontMatterTitle = Flag(
        "--front-matter-title",
        help: "A 'title:' in the front matter counts as the level-1 heading (for increment and single-h1).")
    static let lists = Option(
        "--lists", valueName: "MODE",
        help: "Ordered list numbers: ordered (consecutive from each list's start), one (every item the start number), "
            + "preserve-first (keep the first number; the rest follow the list's own style).",
        choices: ListRenumberer.Mode.allCases)
    static let inputs = RewriteOptions.inputs(verb: "transform")
    static let quiet = Flag("--quiet", short: "-q", help: "Do not report changed anchors, notes or how many files changed.")
    static let noValidate = Flag("--no-validate", help: "Skip the check that the result renders exactly as the transformed tree.")
    static let options: [any OptionDeclaration] = [
        headings, headingStyle, removeClosingHashes, headingLinks, frontMatterTitle, lists,
        inputs.config, DialectOption.option, RewriteOptions.check, RewriteOptions.diff, quiet, noValidate, inputs.stdinFilename,
        inputs.noGitIgnore,
    ]
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

    let options: RewriteOptions
    let transformation: Transformation

    init(_ arguments: ParsedArguments) throws(CommandError) {
        var options = try RewriteOptions(arguments, Self.inputs)
        options.showsMessages = !arguments.has(Self.quiet)
        options.showsSummary = !arguments.has(Self.quiet)
        self.options = options
        var normalizer: HeadingNormalizer?
        let levels = try arguments.value(Self.headings)
        let style = try arguments.value(Self.headingStyle)
        if levels != nil || style != nil
            || [Self.removeClosingHashes, Self.headingLinks, Self.frontMatterTitle].contains(where: arguments.has) {
            normalizer = HeadingNormalizer(levels: levels ?? .keep, style: style ?? .keep,
                                           removesClosingSequence: arguments.has(Self.removeClosingHashes),
                                           updatesLinks: arguments.has(Self.headingLinks),
                                           frontMatterTitleIsH1: arguments.has(Self.frontMatterTitle))
        }
        let lists = try arguments.value(Self.lists).map { ListRenumberer(mode: $0) }
        if normalizer == nil && lists == nil {
            throw .usage("nothing to do: give --headings, --heading-style, --remove-closing-hashes or --lists "
                         + "(see 'mdtool transform --help')")
        }
        transformation = Transformation(headings: normalizer, lists: lists, validate: !arguments.has(Self.noValidate))
    }

    func run(in context: CommandContext) throws(CommandError) -> Int32 {
        let transformation = self.transformation
        let wording = RewriteRun.Wording(command: "transform", done: "Transformed", wouldDo: "Would transform",
                                         refused: "not transformed", unchanged: "unchanged")
        return try RewriteRun(wording: wording, options: options, context: context).run { formatOptions in
            let printOptions = Transformation.printOptions(formatOptions)
            return { source, parseOptions, _ in
                transformation.apply(to: source, parseOptions: parseOptions, displayPath: source.name ?? "<stdin>",
                                     printOptions: printOptions)
            }
        }
    }
}
