/// A place in a document as LSP counts it: a 0-based line and a 0-based offset in the
/// negotiated encoding's code units.
public struct Position: Sendable, Hashable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    init?(_ json: JSON?) {
        guard let line = json?["line"]?.int, let character = json?["character"]?.int, line >= 0, character >= 0 else {
            return nil
        }
        self.init(line: line, character: character)
    }

    var json: JSON { ["line": .int(line), "character": .int(character)] }

    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// A span between two positions, end exclusive.
public struct TextRange: Sendable, Hashable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    init?(_ json: JSON?) {
        guard let start = Position(json?["start"]), let end = Position(json?["end"]), start <= end else { return nil }
        self.init(start: start, end: end)
    }

    var json: JSON { ["start": start.json, "end": end.json] }
}
