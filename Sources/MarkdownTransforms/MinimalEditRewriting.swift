import MarkdownFormatting
import MarkdownSyntax

/// Turns a rewritten tree back into text by editing only what changed.
///
/// Rewriters (`MarkupRewriter`) return new trees that share every untouched subtree with
/// the original. This walks both trees together and produces byte edits for the changed
/// nodes only, so every other byte of the file stays as it was:
///
/// - an attribute change becomes the smallest edit that expresses it: a heading level only
///   the `#`s (or a setext underline), a link destination only the destination, a list
///   item's number only its marker (and the indentation of its continuation lines when the
///   marker's width changes), a checkbox only `[ ]`/`[x]`;
/// - inserted and deleted blocks become local insertions and deletions, with the blank
///   lines around them kept sensible;
/// - any other changed node is printed by `MarkdownFormatter` in place of the old one, its
///   continuation lines prefixed with the container's prefix (`> `, list indentation), and
///   the edit is trimmed to the bytes that really differ.
///
/// ```swift
/// let document = Document(parsing: text)
/// var upgrader = HTTPSUpgrader()
/// let rewritten = upgrader.rewrite(document)
/// let result = MinimalEditRewriting.apply(from: document, to: rewritten)
/// print(result.text)
/// ```
///
/// A reference link follows its definition: to change where it goes, change the
/// `LinkReferenceDefinition` (and the link's destination to match); a reference link whose
/// destination no longer matches any definition is written as an inline link.
public enum MinimalEditRewriting {
    /// Options for printing changed nodes: the formatter's defaults, but keeping emphasis
    /// markers, line breaks and list numbers as the tree has them.
    public static var defaultOptions: FormatOptions {
        var options = FormatOptions().conservative
        options.numbering = .preserve
        return options
    }

    /// The edits that turn `original`'s source into text for `rewritten`; empty when
    /// nothing changed or `original` was not parsed from a source. The edits are not
    /// checked; `apply(from:to:options:parseOptions:validate:)` checks them.
    public static func edits(from original: Document, to rewritten: Document,
                             options: FormatOptions = defaultOptions) -> [TextEdit] {
        guard let source = original.source, original.raw !== rewritten.raw else { return [] }
        for granularity in EditPlanner.Granularity.allCases {
            var planner = EditPlanner(source: source, parseOptions: original.parseOptions, options: options,
                                      definitions: definitions(rewritten), granularity: granularity)
            if let edits = planner.edits(from: original.raw, to: rewritten.raw) { return edits }
        }
        return []
    }

    /// The edits and the new text, checked: the new text must parse (with `parseOptions`,
    /// by default the ones `original` was parsed with) to a document that renders exactly as
    /// `rewritten` does (same HTML, definitions, footnotes and front matter). When the finest
    /// edits fail the check, coarser ones (whole blocks reprinted) are tried; when every
    /// attempt fails the result carries the problems and no edits.
    public static func apply(from original: Document, to rewritten: Document,
                             options: FormatOptions = defaultOptions, parseOptions: ParseOptions? = nil,
                             validate: Bool = true) -> TransformResult {
        guard let source = original.source else {
            return TransformResult(edits: [], output: [], problems: ["the document was not parsed from a source"])
        }
        guard original.raw !== rewritten.raw else { return TransformResult(edits: [], output: source.bytes) }
        let table = definitions(rewritten)
        var firstProblems: [String]?
        for granularity in EditPlanner.Granularity.allCases {
            var planner = EditPlanner(source: source, parseOptions: original.parseOptions, options: options,
                                      definitions: table, granularity: granularity)
            guard let edits = planner.edits(from: original.raw, to: rewritten.raw) else { continue }
            let output = TextEdit.apply(edits, to: source.bytes)
            guard validate else { return TransformResult(edits: edits, output: output) }
            let reparsed = Document(parsing: SourceFile(name: source.name, bytes: output),
                                    options: parseOptions ?? original.parseOptions)
            let problems = FormatValidation.differences(between: rewritten, and: reparsed)
            if problems.isEmpty { return TransformResult(edits: edits, output: output) }
            if firstProblems == nil { firstProblems = problems }
        }
        return TransformResult(edits: [], output: source.bytes,
                               problems: firstProblems ?? ["the changes could not be expressed as edits"])
    }

    /// The link reference definitions of a document by normalized label (the first wins).
    static func definitions(_ document: Document) -> [String: LinkDefinitionInfo] {
        var table: [String: LinkDefinitionInfo] = [:]
        for definition in document.descendants(ofType: LinkReferenceDefinition.self) {
            guard case .linkReferenceDefinition(let info) = definition.raw.kind else { continue }
            let key = LinkLabel.normalize(info.label)
            if table[key] == nil { table[key] = info }
        }
        return table
    }
}
