/// One step of a `RegexProgram`.
enum RegexInstruction: Sendable {
    /// Consume this scalar.
    case scalar(UInt32)
    /// Consume a scalar of `RegexProgram.sets[index]`.
    case set(Int)
    case anyButLineTerminator
    case assert(RegexAssertion)
    /// Go on at both, the first with priority (a greedy loop prefers to go round again).
    case split(Int, Int)
    case jump(Int)
    /// Record the position in a slot (where a group starts or ends).
    case save(Int)
    case match
}

/// A `RegexNode` compiled for `PikeVM`: `save 0; pattern; save 1; match`.
struct RegexProgram: Sendable {
    /// Programs longer than this are left to ICU (e.g. `(a{1000}){1000}`).
    static let maximumLength = 20_000

    private(set) var instructions: [RegexInstruction] = []
    private(set) var sets: [ScalarSet] = []
    let groupCount: Int
    /// The scalars a match can start with, when every match starts with one.
    private(set) var firstScalars: FirstScalars?
    /// Whether a match is tried only at line starts, never between CR and LF: ICU's search
    /// does so for a pattern that opens with `^` in multi-line mode (see
    /// `RegexNode.opensWithLineStart`), although its `^` matches between CR and LF elsewhere.
    let startsOnlyAtLineStarts: Bool

    /// Two per group (the whole match is group 0).
    var slotCount: Int { 2 * (groupCount + 1) }

    init(_ node: RegexNode, groupCount: Int) throws(RegexParser.Unsupported) {
        self.groupCount = groupCount
        startsOnlyAtLineStarts = node.opensWithLineStart == true
        try append(.save(0))
        try emit(node)
        try append(.save(1))
        try append(.match)
        let first = FirstScalars(node)
        firstScalars = first.canBeEmpty ? nil : first
    }

    private mutating func append(_ instruction: RegexInstruction) throws(RegexParser.Unsupported) {
        guard instructions.count < Self.maximumLength else {
            throw RegexParser.Unsupported(feature: "a pattern that compiles to over \(Self.maximumLength) steps")
        }
        instructions.append(instruction)
    }

    /// Appends a placeholder to be patched once its targets are known.
    private mutating func placeholder() throws(RegexParser.Unsupported) -> Int {
        try append(.jump(-1))
        return instructions.count - 1
    }

    private mutating func emit(_ node: RegexNode) throws(RegexParser.Unsupported) {
        switch node {
        case .empty:
            break
        case .scalar(let value):
            try append(.scalar(value))
        case .set(let set):
            sets.append(set)
            try append(.set(sets.count - 1))
        case .dot:
            try append(.anyButLineTerminator)
        case .assertion(let assertion):
            try append(.assert(assertion))
        case .capture(let body, let index):
            try append(.save(2 * index))
            try emit(body)
            try append(.save(2 * index + 1))
        case .concatenation(let nodes):
            for child in nodes { try emit(child) }
        case .alternation(let branches):
            var jumpsToEnd: [Int] = []
            for (offset, branch) in branches.enumerated() {
                if offset == branches.count - 1 {
                    try emit(branch)
                    break
                }
                let split = try placeholder()
                try emit(branch)
                jumpsToEnd.append(try placeholder())
                instructions[split] = .split(split + 1, instructions.count)
            }
            for jump in jumpsToEnd { instructions[jump] = .jump(instructions.count) }
        case .repetition(let body, let min, let max, let greedy):
            try emitRepetition(body, min: min, max: max, greedy: greedy)
        }
    }

    /// The body is never one that can match empty, unless `max` is 1 (`RegexParser`
    /// leaves loops over those to ICU).
    private mutating func emitRepetition(_ body: RegexNode, min: Int, max: Int?,
                                         greedy: Bool) throws(RegexParser.Unsupported) {
        func split(_ preferred: Int, _ other: Int) -> RegexInstruction {
            greedy ? .split(preferred, other) : .split(other, preferred)
        }
        guard let max else {
            for _ in 0..<Swift.max(0, min - 1) { try emit(body) }
            if min > 0 {
                // B: body; split(B, E); E:
                let start = instructions.count
                try emit(body)
                try append(split(start, instructions.count + 1))
            } else {
                // L: split(B, E); B: body; jump L; E:
                let loop = try placeholder()
                try emit(body)
                try append(.jump(loop))
                instructions[loop] = split(loop + 1, instructions.count)
            }
            return
        }
        for _ in 0..<min { try emit(body) }
        guard max > min else { return }
        // split(B1, E); B1: body; split(B2, E); B2: body; … E:
        var exits: [Int] = []
        for _ in min..<max {
            exits.append(try placeholder())
            try emit(body)
        }
        let end = instructions.count
        for exit in exits { instructions[exit] = split(exit + 1, end) }
    }
}

/// The scalars a match can start with: a bitmap of ASCII scalars and whether any other
/// scalar can, so that a search passes over the positions where no match can start.
struct FirstScalars: Sendable {
    private(set) var ascii: (UInt64, UInt64) = (0, 0)
    private(set) var allowsNonASCII = false
    private(set) var canBeEmpty = true

    init(_ node: RegexNode) {
        canBeEmpty = add(node)
    }

    @inline(__always)
    func allows(_ unit: UInt16) -> Bool {
        if unit < 64 { return ascii.0 & (1 << UInt64(unit)) != 0 }
        if unit < 128 { return ascii.1 & (1 << UInt64(unit - 64)) != 0 }
        return allowsNonASCII
    }

    /// Adds the first scalars of `node`; returns whether it can match empty (then what
    /// follows it can start a match too).
    private mutating func add(_ node: RegexNode) -> Bool {
        switch node {
        case .empty, .assertion:
            return true
        case .scalar(let value):
            if value < 64 { ascii.0 |= 1 << UInt64(value) } else if value < 128 { ascii.1 |= 1 << UInt64(value - 64) } else {
                allowsNonASCII = true
            }
            return false
        case .set(let set):
            let bits = set.asciiMembers
            ascii = (ascii.0 | bits.0, ascii.1 | bits.1)
            allowsNonASCII = allowsNonASCII || set.mayContainNonASCII
            return false
        case .dot:
            ascii = (ascii.0 | ~(0b1111 << 10), ~0)
            allowsNonASCII = true
            return false
        case .capture(let body, _):
            return add(body)
        case .concatenation(let nodes):
            for child in nodes where !add(child) { return false }
            return true
        case .alternation(let branches):
            var empty = false
            for branch in branches where add(branch) { empty = true }
            return empty
        case .repetition(let body, let min, _, _):
            return add(body) || min == 0
        }
    }
}
