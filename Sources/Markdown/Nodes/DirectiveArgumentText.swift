import MarkdownSyntax

/// The text between a block directive's parentheses, one segment per source line.
public struct DirectiveArgumentText: Equatable, Sendable {
    /// The argument text on one line.
    public struct LineSegment: Equatable, Sendable {
        /// The line's text.
        public var untrimmedText: String
        /// Where the line's text starts in the source line (for columns).
        public var lineStartIndex: String.Index
        /// Where the argument text starts in `untrimmedText`.
        public var parseIndex: String.Index
        /// Where the argument text is in the source, `nil` when unknown.
        public var range: SourceRange?

        public init(untrimmedText: String, lineStartIndex: String.Index? = nil, parseIndex: String.Index? = nil,
                    range: SourceRange? = nil) {
            self.untrimmedText = untrimmedText
            self.lineStartIndex = lineStartIndex ?? untrimmedText.startIndex
            self.parseIndex = parseIndex ?? untrimmedText.startIndex
            self.range = range
        }

        /// The argument text without surrounding whitespace.
        public var trimmedText: Substring {
            let text = untrimmedText[parseIndex...]
            let start = text.firstIndex { $0 != " " && $0 != "\t" } ?? text.endIndex
            let end = text.lastIndex { $0 != " " && $0 != "\t" }.map { text.index(after: $0) } ?? start
            return text[start..<end]
        }
    }

    /// A problem found while reading `name: value` arguments.
    public enum ParseError: Equatable, Sendable {
        case duplicateArgument(name: String, firstLocation: SourceLocation, duplicateLocation: SourceLocation)
        case missingExpectedCharacter(Character, location: SourceLocation)
        case unexpectedCharacter(Character, location: SourceLocation)
    }

    public var segments: [LineSegment]

    public init<Segments: Sequence>(segments: Segments) where Segments.Element == LineSegment {
        self.segments = Array(segments)
    }

    /// Argument text for a built directive (one segment per line, no source ranges).
    public init(_ text: String) {
        segments = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            LineSegment(untrimmedText: String($0))
        }
    }

    /// Whether there is no argument text at all.
    public var isEmpty: Bool { segments.allSatisfy { $0.trimmedText.isEmpty } }

    /// Reads the text as `name: value` arguments, ignoring problems.
    public func parseNameValueArguments() -> [DirectiveArgument] {
        var ignored: [ParseError] = []
        return parseNameValueArguments(parseErrors: &ignored)
    }

    /// Reads the text as `name: value` arguments with MarkdownSyntax's argument reader,
    /// appending each problem to `parseErrors`.
    public func parseNameValueArguments(parseErrors: inout [ParseError]) -> [DirectiveArgument] {
        // Each segment gets a synthetic byte range (with a gap standing for the line ending),
        // so that the reader's offsets map back to a segment and a column.
        var starts: [Int] = []
        var syntaxSegments: [DirectiveArgumentSegment] = []
        var offset = 0
        for segment in segments {
            let text = String(segment.untrimmedText[segment.parseIndex...])
            starts.append(offset)
            syntaxSegments.append(DirectiveArgumentSegment(text: text, byteRange: offset..<(offset + text.utf8.count)))
            offset += text.utf8.count + 1
        }
        // Built argument text has no source ranges: its locations count from line 1 column 1.
        func location(_ byteOffset: Int?) -> SourceLocation {
            let offset = byteOffset ?? 0
            let index = starts.lastIndex { $0 <= offset } ?? 0
            guard segments.indices.contains(index) else { return SourceLocation(line: 1, column: 1, source: nil) }
            let start = segments[index].range?.lowerBound ?? SourceLocation(line: index + 1, column: 1, source: nil)
            return SourceLocation(line: start.line, column: start.column + offset - starts[index], source: start.source)
        }
        func range(_ bytes: Range<Int>?) -> SourceRange? {
            guard let bytes, segments.contains(where: { $0.range != nil }) else { return nil }
            return location(bytes.lowerBound)..<location(bytes.upperBound)
        }
        let (arguments, problems) = DirectiveArgumentParser.parse(syntaxSegments)
        for problem in problems {
            let at = location(problem.byteOffset)
            switch problem.kind {
            case .missingColon: parseErrors.append(.missingExpectedCharacter(":", location: at))
            case .missingComma: parseErrors.append(.missingExpectedCharacter(",", location: at))
            case .missingClosingQuote: parseErrors.append(.missingExpectedCharacter("\"", location: at))
            case .unexpectedComma: parseErrors.append(.unexpectedCharacter(",", location: at))
            case .duplicateName(let name):
                let first = arguments.first { $0.name == name }?.nameByteRange?.lowerBound
                parseErrors.append(.duplicateArgument(name: name, firstLocation: location(first), duplicateLocation: at))
            }
        }
        return arguments.map {
            DirectiveArgument(name: $0.name, nameRange: range($0.nameByteRange), value: $0.value,
                              valueRange: range($0.valueByteRange))
        }
    }
}
