import Foundation
import MarkdownLinks
import MarkdownSyntax
import YAML

/// MDT001 (mdtool's own): links, images, definitions and HTML `href`/`src` that point at
/// local files must name files or directories that exist, and a `#fragment` into another
/// Markdown or HTML file must name one of its anchors.
struct MDT001NoMissingFiles: Rule {
    static let descriptor = RuleDescriptor(
        id: "MDT001", aliases: ["no-missing-files"], tags: ["links"],
        summary: "Links to local files should point to files that exist",
        options: [
            RuleOptionDescriptor("fragments", .boolean, default: "true",
                                 "Also check `#fragments` of links into other Markdown and HTML files"),
            RuleOptionDescriptor("ignore_case", .boolean, default: "false",
                                 "Accept fragments that match an anchor except for case"),
            RuleOptionDescriptor("ignored_pattern", .string, default: #""""#,
                                 "Regular expression: targets (as written) it matches are not checked"),
        ],
        // mdtool's own rule: off unless named, so a markdownlint setup reports what it did.
        isEnabledByDefault: false)

    let checker: LocalLinkChecker

    init(options: RuleOptions) throws(ConfigError) {
        let pattern = options.string("ignored_pattern", default: "")
        var exclusions = LinkExclusions()
        if !pattern.isEmpty {
            do throws(LinkExclusions.InvalidPattern) {
                exclusions = try LinkExclusions([pattern])
            } catch {
                throw options.node("ignored_pattern")!.error(error.description)
            }
        }
        checker = LocalLinkChecker(scope: options.bool("fragments", default: true) ? [.files, .otherFileFragments] : .files,
                                   ignoresCase: options.bool("ignore_case", default: false), exclusions: exclusions)
    }

    func check(_ context: LintContext) -> [Finding] {
        let nodes = context.nodes
        guard !nodes.links.isEmpty || !nodes.images.isEmpty || !nodes.linkDefinitions.isEmpty
                || !nodes.htmlBlocks.isEmpty || !nodes.inlineHTML.isEmpty else { return [] }
        let links = context.collectedLinks.filter {
            // Only targets that can name a file: not web URLs, other schemes or `#fragment`s.
            if case .local = LinkTarget($0.destination) { return true }
            return false
        }
        guard !links.isEmpty else { return [] }
        return Self.findings(checker.check(context.document, origin: context.linkOrigin, links: links), context)
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
}
