import Foundation
import MarkdownLinks
import MarkdownSyntax

// Where a linted file lives, for rules that look at other files (MDT001).

extension LintContext {
    /// Where the file's relative link targets start: `path` is the file as reported, which
    /// the command line gives relative to the current directory (or absolute), so the file's
    /// directory is found from there; `/`-rooted targets start at the nearest ancestor
    /// holding `.git`, else the current directory. Text without a file (`<stdin>`) resolves
    /// from the current directory.
    public var linkOrigin: LinkOrigin {
        let currentDirectory = FileManager.default.currentDirectoryPath
        if path.isEmpty || path == "-" || (path.hasPrefix("<") && path.hasSuffix(">")) {
            return LinkOrigin(currentDirectory: currentDirectory)
        }
        return LinkOrigin(file: path, currentDirectory: currentDirectory)
    }

    /// The link targets of the document (links, images, definitions, HTML `href`/`src`), in
    /// document order.
    public var collectedLinks: [CollectedLink] {
        let nodes = self.nodes
        var html: [any Markup] = nodes.htmlBlocks
        html += nodes.inlineHTML as [any Markup]
        return LinkCollector.collect(links: nodes.links, images: nodes.images, definitions: nodes.linkDefinitions,
                                     html: html, bytes: bytes)
    }
}
