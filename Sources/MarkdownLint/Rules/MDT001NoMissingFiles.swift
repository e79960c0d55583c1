import Foundation
import MarkdownLinks
import MarkdownSyntax

/// MDT001 (mdtool's own): links, images, definitions and HTML `href`/`src` that point at
/// local files must name files or directories that exist, and a `#fragment` into another
/// Markdown or HTML file must name one of its anchors.
struct MDT001NoMissingFiles: Rule {
    static let fragmentsOption = RuleOption(
        "fragments", default: true, "Also check the `#fragment` of links into other Markdown and HTML files")
    static let ignoreCaseOption = RuleOption(
        "ignore_case", default: false,
        "Accept such fragments when they match an anchor except for case (GitHub resolves them that way; GitLab "
            + "does not)")
    static let ignoredPatternOption = RuleOption(
        "ignored_pattern", default: "",
        "A regular expression; targets (as written) it matches are not checked, for files that only exist after "
            + "a build. Empty means none")

    static let descriptor = RuleDescriptor(
        id: "MDT001", aliases: ["no-missing-files"], tags: ["links"],
        summary: "Links to local files should point to files that exist",
        options: [fragmentsOption, ignoreCaseOption, ignoredPatternOption],
        // mdtool's own rule: off unless named, so a markdownlint setup reports what it did.
        isEnabledByDefault: false, readsOtherFiles: true)

    let checker: LocalLinkChecker

    init(options: RuleOptions) throws(ConfigError) {
        let pattern = options[Self.ignoredPatternOption]
        var exclusions = LinkExclusions()
        if !pattern.isEmpty {
            do throws(LinkExclusions.InvalidPattern) {
                exclusions = try LinkExclusions([pattern])
            } catch {
                throw options.invalid(Self.ignoredPatternOption, error.description)
            }
        }
        checker = LocalLinkChecker(scope: options[Self.fragmentsOption] ? [.files, .otherFileFragments] : .files,
                                   ignoresCase: options[Self.ignoreCaseOption], exclusions: exclusions)
    }

    func check(_ context: LintContext) -> [Finding] {
        let nodes = context.nodes
        guard !nodes.links.isEmpty || !nodes.images.isEmpty || !nodes.linkDefinitions.isEmpty
                || !nodes.htmlBlocks.isEmpty || !nodes.inlineHTML.isEmpty else { return [] }
        let links = Self.collectedLinks(context).filter {
            // Only targets that can name a file: not web URLs, other schemes or `#fragment`s.
            if case .local = LinkTarget($0.destination) { return true }
            return false
        }
        guard !links.isEmpty else { return [] }
        return Self.findings(checker.check(context.document, origin: Self.linkOrigin(of: context), links: links), context)
    }

    /// A finding per broken link, on the link (with its text as context when on one line).
    static func findings(_ broken: [BrokenLink], _ context: LintContext) -> [Finding] {
        broken.map { broken in
            let range = broken.link.range
            let singleLine = context.lineNumbers(of: range).count == 1
            return Finding(range: range, detail: detail(broken.problem), context: singleLine ? context.text(range) : nil)
        }
    }

    static func detail(_ problem: LinkProblem) -> String {
        switch problem {
        case .missingFile(let path): return "No such file or directory: \(path)"
        case .missingFragment(let fragment, let file, let suggestion):
            var text = "No anchor #\(fragment) in \(file ?? "this file")"
            if let suggestion { text += "; Expected: #\(suggestion)" }
            return text
        default: return problem.reason
        }
    }

    /// Where the file's relative link targets start: `path` is the file as reported, which
    /// the command line gives relative to the current directory (or absolute), so the file's
    /// directory is found from there; `/`-rooted targets start at the nearest ancestor
    /// holding `.git`, else the current directory. Text without a file (`<stdin>`) resolves
    /// from the current directory.
    static func linkOrigin(of context: LintContext) -> LinkOrigin {
        let path = context.path
        let currentDirectory = FileManager.default.currentDirectoryPath
        if path.isEmpty || path == "-" || (path.hasPrefix("<") && path.hasSuffix(">")) {
            return LinkOrigin(currentDirectory: currentDirectory)
        }
        return LinkOrigin(file: path, currentDirectory: currentDirectory)
    }

    /// The link targets of the document (links, images, definitions, DocC directives'
    /// resources, HTML `href`/`src`), in
    /// document order.
    static func collectedLinks(_ context: LintContext) -> [CollectedLink] {
        let nodes = context.nodes
        var html: [any Markup] = nodes.htmlBlocks.map { $0 }
        html += nodes.inlineHTML.map { $0 as any Markup }
        return LinkCollector.collect(links: Array(nodes.links), images: Array(nodes.images),
                                     definitions: Array(nodes.linkDefinitions), html: html,
                                     directives: Array(nodes.blockDirectives), bytes: context.bytes)
    }
}
