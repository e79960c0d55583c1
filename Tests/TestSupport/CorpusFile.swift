import Foundation
import MarkdownSyntax

/// A Markdown file of the shared corpus, with the folder (and so the dialect) it is read in.
public struct CorpusFile: Sendable, CustomStringConvertible {
    /// The path relative to `CorpusFiles.directory`, starting with the folder's name.
    public let path: String
    public let folder: CorpusFolder

    public var description: String { path }

    /// How the file is parsed: its folder's dialect.
    public var parseOptions: ParseOptions { ParseOptions(dialect: folder.dialect) }

    public func bytes() throws -> [UInt8] {
        try [UInt8](Data(contentsOf: CorpusFiles.directory.appendingPathComponent(path)))
    }

    /// What the folder's judge sees in `bytes` (this file or a rewrite of it): the HTML our
    /// renderer makes in the folder's dialect (for DocC, with each directive's name and
    /// arguments, symbol links and cell spans). Two versions mean the same when these agree.
    public func rendering(of bytes: [UInt8]) -> String {
        HTMLRenderer().render(Document(parsing: SourceFile(bytes: bytes), options: parseOptions))
    }
}
