import MarkdownSyntax

/// Everything rules read about one file: the parsed document, its source, per-line facts
/// and the nodes grouped by kind. Built once per file and shared by all rules.
public final class LintContext {
    /// The file as reported (relative path, or the `--stdin-filename`).
    public let path: String
    public let document: Document
    public let source: SourceFile

    public init(path: String, document: Document) {
        self.path = path
        self.document = document
        self.source = document.source ?? SourceFile(text: "")
    }

    public var bytes: [UInt8] { source.bytes }

    public private(set) lazy var nodes = NodeIndex(document)

    public private(set) lazy var lines: [LineInfo] = LineTable.build(self)

    /// Byte ranges of HTML comments (`<!-- … -->`) outside code.
    public private(set) lazy var htmlComments: [Range<Int>] = HTMLComments.find(in: self)

    /// The source with the text inside HTML comments replaced by `.` (line endings kept),
    /// for line-based rules: text inside comments is not linted.
    public private(set) lazy var lintedBytes: [UInt8] = {
        guard !htmlComments.isEmpty else { return source.bytes }
        var bytes = source.bytes
        for comment in htmlComments where comment.lowerBound + 4 < comment.upperBound - 3 {
            for index in (comment.lowerBound + 4)..<(comment.upperBound - 3)
            where bytes[index] != 0x0A && bytes[index] != 0x0D {
                bytes[index] = UInt8(ascii: ".")
            }
        }
        return bytes
    }()

    /// The 1-based line holding `offset`.
    public func lineNumber(at offset: Int) -> Int { source.line(containing: offset) }

    public func line(at offset: Int) -> LineInfo { lines[lineNumber(at: offset) - 1] }

    public func text(_ range: Range<Int>) -> String { source.text(in: range) }

    /// 1-based lines spanned by a byte range (an empty range spans its line).
    public func lineNumbers(of range: Range<Int>) -> ClosedRange<Int> {
        let first = lineNumber(at: range.lowerBound)
        let last = range.isEmpty ? first : lineNumber(at: range.upperBound - 1)
        return first...max(first, last)
    }

    /// Whether the front matter has a line matching `pattern` (markdownlint's
    /// `front_matter_title`, by default `^\s*title\s*[:=]`): it then stands for the
    /// document's top-level heading.
    public func frontMatterHasTitle(_ pattern: TitlePattern) -> Bool {
        guard let content = document.frontMatter?.content else { return false }
        return content.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .contains { pattern.matches(String($0)) }
    }
}
