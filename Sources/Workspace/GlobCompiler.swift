/// Turns pattern text into a `CompiledGlob`. Two dialects share the syntax:
///
/// - `.glob` (include/exclude globs): brace alternatives are expanded, and a trailing `/**`
///   also matches the directory itself (`docs/**` matches `docs`), as in picomatch.
/// - `.gitIgnore`: braces are literal and a trailing `/**` matches only what is inside, as in
///   git, so `build/**` followed by `!build/keep.md` can re-include a file.
///
/// In both, a pattern whose only '/' is a trailing one matches the last path segment at any
/// depth, any other '/' anchors it to the base directory, and a trailing '/' restricts it to
/// directories.
enum GlobCompiler {
    enum Dialect { case glob, gitIgnore }

    /// Most alternatives brace expansion may produce, so `{a,b}{a,b}…` cannot exhaust memory.
    static let maxAlternatives = 1_024
    /// Deepest brace nesting accepted, so hostile input cannot exhaust the stack.
    static let maxBraceDepth = 32

    static func compile(_ pattern: String, dialect: Dialect) throws(GlobError) -> CompiledGlob {
        let scalars = pattern.unicodeScalars.map(\.value)
        var sources = [scalars]
        if dialect == .glob {
            var expander = BraceExpander(pattern: pattern, scalars: scalars)
            sources = try expander.expandAll()
        }
        var alternatives: [CompiledGlob.Alternative] = []
        for source in sources {
            let tokens = try tokenize(source, pattern: pattern)
            let alternative = build(tokens, dialect: dialect)
            if !alternatives.contains(alternative) { alternatives.append(alternative) }
        }
        return CompiledGlob(alternatives: alternatives)
    }

    // MARK: Tokens

    enum Token: Equatable {
        case separator
        case atom(GlobAtom)
        /// A run of `*`; two or more forming a whole segment mean `**`.
        case stars(Int)
    }

    static func tokenize(_ scalars: [UInt32], pattern: String) throws(GlobError) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case Scalar.backslash:
                guard index + 1 < scalars.count else {
                    throw GlobError(pattern: pattern, message: "trailing backslash at character \(index + 1)")
                }
                tokens.append(.atom(.literal(scalars[index + 1])))
                index += 2
            case Scalar.slash:
                tokens.append(.separator)
                index += 1
            case Scalar.star:
                var end = index
                while end < scalars.count, scalars[end] == Scalar.star { end += 1 }
                tokens.append(.stars(end - index))
                index = end
            case Scalar.question:
                tokens.append(.atom(.anyScalar))
                index += 1
            case Scalar.openBracket:
                let (set, end) = try parseClass(scalars, at: index, pattern: pattern)
                tokens.append(.atom(.oneOf(set)))
                index = end
            default:
                tokens.append(.atom(.literal(scalar)))
                index += 1
            }
        }
        return tokens
    }

    /// Parses the bracket expression starting at `start` (a '['); returns it and the index
    /// after its closing ']'. A ']' right after `[`, `[!` or `[^` is a member, as in POSIX.
    static func parseClass(_ scalars: [UInt32], at start: Int, pattern: String) throws(GlobError) -> (ScalarClass, Int) {
        var index = start + 1
        var set = ScalarClass(isNegated: false, ranges: [])
        if index < scalars.count, scalars[index] == Scalar.bang || scalars[index] == Scalar.caret {
            set.isNegated = true
            index += 1
        }
        var isFirst = true
        while true {
            guard index < scalars.count else {
                throw GlobError(pattern: pattern, message: "unclosed '[' at character \(start + 1)")
            }
            let scalar = scalars[index]
            if scalar == Scalar.closeBracket, !isFirst { return (set, index + 1) }
            isFirst = false
            if scalar == Scalar.openBracket, index + 1 < scalars.count, scalars[index + 1] == Scalar.colon,
               let close = namedClassEnd(scalars, from: index + 2) {
                let name = String(String.UnicodeScalarView(scalars[(index + 2)..<close].compactMap(Unicode.Scalar.init)))
                guard let ranges = namedClasses[name] else {
                    throw GlobError(pattern: pattern, message: "unknown character class '[:\(name):]' at character \(index + 1)")
                }
                set.ranges += ranges
                index = close + 2
                continue
            }
            let rangeStart = index
            let (low, afterLow) = try classMember(scalars, at: index, pattern: pattern)
            index = afterLow
            if index + 1 < scalars.count, scalars[index] == Scalar.dash, scalars[index + 1] != Scalar.closeBracket {
                let (high, afterHigh) = try classMember(scalars, at: index + 1, pattern: pattern)
                guard low <= high else {
                    throw GlobError(pattern: pattern, message: "reversed range in '[' at character \(rangeStart + 1)")
                }
                set.ranges.append(low...high)
                index = afterHigh
            } else {
                set.ranges.append(low...low)
            }
        }
    }

    private static func classMember(_ scalars: [UInt32], at index: Int, pattern: String) throws(GlobError) -> (UInt32, Int) {
        guard scalars[index] == Scalar.backslash else { return (scalars[index], index + 1) }
        guard index + 1 < scalars.count else {
            throw GlobError(pattern: pattern, message: "trailing backslash at character \(index + 1)")
        }
        return (scalars[index + 1], index + 2)
    }

    /// The index of the ':' in the ":]" closing a `[:name:]`, if the name is all letters.
    private static func namedClassEnd(_ scalars: [UInt32], from start: Int) -> Int? {
        var index = start
        while index + 1 < scalars.count {
            let scalar = scalars[index]
            if scalar == Scalar.colon { return scalars[index + 1] == Scalar.closeBracket && index > start ? index : nil }
            guard (0x61...0x7A).contains(scalar) else { return nil }
            index += 1
        }
        return nil
    }

    /// POSIX character classes, ASCII only, as git's wildmatch supports them.
    private static let namedClasses: [String: [ClosedRange<UInt32>]] = [
        "alnum": [0x30...0x39, 0x41...0x5A, 0x61...0x7A],
        "alpha": [0x41...0x5A, 0x61...0x7A],
        "blank": [0x09...0x09, 0x20...0x20],
        "cntrl": [0x00...0x1F, 0x7F...0x7F],
        "digit": [0x30...0x39],
        "graph": [0x21...0x7E],
        "lower": [0x61...0x7A],
        "print": [0x20...0x7E],
        "punct": [0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E],
        "space": [0x09...0x0D, 0x20...0x20],
        "upper": [0x41...0x5A],
        "xdigit": [0x30...0x39, 0x41...0x46, 0x61...0x66],
    ]

    // MARK: Segments

    static func build(_ tokens: [Token], dialect: Dialect) -> CompiledGlob.Alternative {
        var tokens = tokens[...]
        var isDirectoryOnly = false
        while tokens.last == .separator {
            isDirectoryOnly = true
            tokens.removeLast()
        }
        let isAnchored = tokens.contains(.separator)
        var segments: [GlobSegment] = []
        for piece in tokens.split(separator: .separator, omittingEmptySubsequences: true) {
            if piece.count == 1, case .stars(let count) = piece.first!, count >= 2 {
                if segments.last != .globstar { segments.append(.globstar) }
                continue
            }
            if piece.count == 1, piece.first == .atom(.literal(Scalar.dot)) { continue }
            var atoms: [GlobAtom] = []
            for token in piece {
                switch token {
                case .atom(let atom): atoms.append(atom)
                case .stars: if atoms.last != .star { atoms.append(.star) }
                case .separator: break
                }
            }
            var literal: [UInt32] = []
            for atom in atoms {
                guard case .literal(let scalar) = atom else { break }
                literal.append(scalar)
            }
            segments.append(literal.count == atoms.count ? .literal(literal) : .pattern(atoms))
        }
        // Nothing but separators and `.` (`/`, `./`): a pattern that matches no path.
        if segments.isEmpty { return CompiledGlob.Alternative(segments: [], isDirectoryOnly: isDirectoryOnly, isAnchored: true) }
        if !isAnchored, segments.first != .globstar { segments.insert(.globstar, at: 0) }
        if dialect == .gitIgnore, segments.last == .globstar { segments.append(.pattern([.star])) }
        return CompiledGlob.Alternative(segments: segments, isDirectoryOnly: isDirectoryOnly, isAnchored: isAnchored)
    }
}

/// Expands `{a,b}` alternatives (nested allowed) into separate patterns. Escapes and bracket
/// expressions are copied verbatim, so `\{` and `[{]` stay literal; a '}' or ',' outside any
/// group is literal too. Bracket expressions are validated here, against the original text,
/// so their errors point at the right character.
struct BraceExpander {
    let pattern: String
    let scalars: [UInt32]
    private var index = 0

    init(pattern: String, scalars: [UInt32]) {
        self.pattern = pattern
        self.scalars = scalars
    }

    mutating func expandAll() throws(GlobError) -> [[UInt32]] {
        index = 0
        return try sequence(depth: 0)
    }

    /// Reads until the end, or (inside a group) until the next ',' or '}'.
    private mutating func sequence(depth: Int) throws(GlobError) -> [[UInt32]] {
        var results: [[UInt32]] = [[]]
        func appendToAll(_ piece: ArraySlice<UInt32>) {
            for position in results.indices { results[position] += piece }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if depth > 0, scalar == Scalar.comma || scalar == Scalar.closeBrace { break }
            switch scalar {
            case Scalar.backslash:
                guard index + 1 < scalars.count else {
                    throw GlobError(pattern: pattern, message: "trailing backslash at character \(index + 1)")
                }
                appendToAll(scalars[index...(index + 1)])
                index += 2
            case Scalar.openBracket:
                let end = try GlobCompiler.parseClass(scalars, at: index, pattern: pattern).1
                appendToAll(scalars[index..<end])
                index = end
            case Scalar.openBrace:
                let open = index
                guard depth < GlobCompiler.maxBraceDepth else {
                    throw GlobError(pattern: pattern, message: "braces nested more than \(GlobCompiler.maxBraceDepth) deep at character \(open + 1)")
                }
                index += 1
                var options: [[UInt32]] = []
                while true {
                    options += try sequence(depth: depth + 1)
                    guard options.count <= GlobCompiler.maxAlternatives else {
                        throw GlobError(pattern: pattern, message: "braces expand to more than \(GlobCompiler.maxAlternatives) alternatives")
                    }
                    guard index < scalars.count else {
                        throw GlobError(pattern: pattern, message: "unclosed '{' at character \(open + 1)")
                    }
                    index += 1
                    if scalars[index - 1] == Scalar.closeBrace { break }
                }
                guard results.count * options.count <= GlobCompiler.maxAlternatives else {
                    throw GlobError(pattern: pattern, message: "braces expand to more than \(GlobCompiler.maxAlternatives) alternatives")
                }
                results = results.flatMap { prefix in options.map { prefix + $0 } }
            default:
                appendToAll(scalars[index...index])
                index += 1
            }
        }
        return results
    }
}

/// Scalar values of the pattern syntax characters.
enum Scalar {
    static let bang: UInt32 = 0x21
    static let star: UInt32 = 0x2A
    static let comma: UInt32 = 0x2C
    static let dash: UInt32 = 0x2D
    static let dot: UInt32 = 0x2E
    static let slash: UInt32 = 0x2F
    static let colon: UInt32 = 0x3A
    static let question: UInt32 = 0x3F
    static let openBracket: UInt32 = 0x5B
    static let backslash: UInt32 = 0x5C
    static let closeBracket: UInt32 = 0x5D
    static let caret: UInt32 = 0x5E
    static let openBrace: UInt32 = 0x7B
    static let closeBrace: UInt32 = 0x7D
}
