/// Runs a `RegexProgram` over UTF-16 text (the units of a `PatternHaystack`) as a Pike
/// VM: every thread of the program advances together, one character at a time, and a
/// thread that reaches an instruction another thread of higher priority already holds at
/// that position is dropped. A search therefore costs at most a constant times (program
/// length × characters scanned), whatever the pattern, and finds the match a backtracking
/// engine finds (leftmost, preferring earlier alternatives and greedy or lazy repetition
/// as written), with the same groups.
struct PikeVM {
    enum Outcome: Equatable {
        case found
        case notFound
        /// The step allowance ran out before the search ended.
        case outOfSteps
    }

    private struct ThreadList {
        var count = 0
        var programCounters: [Int]
        /// `slotCount` slots per thread.
        var slots: [Int]

        init(capacity: Int, slotCount: Int) {
            programCounters = Array(repeating: 0, count: capacity)
            slots = Array(repeating: -1, count: capacity * slotCount)
        }
    }

    private enum Frame {
        case explore(Int)
        case restore(slot: Int, value: Int)
    }

    let program: RegexProgram
    /// Instructions executed (threads stepped and explored) since the VM was made.
    private(set) var steps = 0
    /// The threads at the position being matched and at the next one.
    private var current: ThreadList
    private var next: ThreadList
    /// The generation in which each instruction was last added to a list.
    private var visited: [UInt32]
    private var generation: UInt32 = 0
    private var stack: [Frame] = []
    private var scratch: [Int]
    private let caseForms = CaseForms()

    init(_ program: RegexProgram) {
        self.program = program
        let length = program.instructions.count
        current = ThreadList(capacity: length, slotCount: program.slotCount)
        next = ThreadList(capacity: length, slotCount: program.slotCount)
        visited = Array(repeating: 0, count: length)
        scratch = Array(repeating: -1, count: program.slotCount)
    }

    /// Every non-empty match in `units`, in order, as `body` receives the slots of each
    /// (group `g` spans `slots[2g]..<slots[2g + 1]`, `-1` when it took no part). After an
    /// empty match the next search starts one character on, as ICU's does. Stops early
    /// (returning `.outOfSteps`) once `steps` would pass `stepLimit`.
    mutating func forEachMatch(in units: UnsafeBufferPointer<UInt16>, stepLimit: Int,
                               _ body: ([Int]) -> Void) -> Outcome {
        var start = 0
        var slots = Array(repeating: -1, count: program.slotCount)
        while start <= units.count {
            switch search(units, from: start, stepLimit: stepLimit, into: &slots) {
            case .outOfSteps: return .outOfSteps
            case .notFound: return .notFound
            case .found:
                let (low, high) = (slots[0], slots[1])
                if high > low {
                    body(slots)
                    start = high
                } else {
                    guard low < units.count else { return .found }
                    start = low + width(units, at: low)
                }
            }
        }
        return .found
    }

    /// The first match starting at or after `start`.
    mutating func search(_ units: UnsafeBufferPointer<UInt16>, from start: Int, stepLimit: Int,
                         into result: inout [Int]) -> Outcome {
        let end = units.count
        let instructions = program.instructions
        // The lists are taken out of `self` while `addThread` (mutating) fills them.
        var current = ThreadList(capacity: 0, slotCount: 0)
        var next = ThreadList(capacity: 0, slotCount: 0)
        swap(&current, &self.current)
        swap(&next, &self.next)
        defer {
            swap(&current, &self.current)
            swap(&next, &self.next)
        }
        newGeneration()
        current.count = 0
        var matched = false
        var position = start
        while true {
            if steps > stepLimit { return .outOfSteps }
            if !matched {
                if current.count == 0, let first = program.firstScalars {
                    let before = position
                    while position < end && !first.allows(units[position]) { position += 1 }
                    if position == end { break }
                    if position != before { newGeneration() }
                }
                if !(program.startsOnlyAtLineStarts && isInsideCRLF(position, units)) {
                    for slot in scratch.indices { scratch[slot] = -1 }
                    addThread(to: &current, 0, at: position, units)
                }
            }
            if current.count == 0 {
                if matched || position >= end { break }
                position += width(units, at: position)
                newGeneration()
                continue
            }
            let (scalar, length) = position < end ? decode(units, at: position) : (UInt32.max, 0)
            newGeneration()
            next.count = 0
            var index = 0
            while index < current.count {
                let counter = current.programCounters[index]
                steps &+= 1
                let advances: Bool
                switch instructions[counter] {
                case .match:
                    matched = true
                    let base = index * program.slotCount
                    for slot in 0..<program.slotCount { result[slot] = current.slots[base + slot] }
                    // Threads of lower priority are cut: this match is preferred to theirs.
                    index = current.count
                    continue
                case .scalar(let value): advances = length > 0 && scalar == value
                case .set(let set):
                    advances = length > 0 && program.sets[set].contains(scalar) { caseForms.of($0) }
                case .anyButLineTerminator: advances = length > 0 && !RegexUnicode.isLineTerminator(scalar)
                default: advances = false
                }
                if advances {
                    let base = index * program.slotCount
                    for slot in 0..<program.slotCount { scratch[slot] = current.slots[base + slot] }
                    addThread(to: &next, counter + 1, at: position + length, units)
                }
                index += 1
            }
            swap(&current, &next)
            if length == 0 { break }
            position += length
        }
        return matched ? .found : .notFound
    }

    private mutating func newGeneration() {
        generation &+= 1
        if generation == 0 {
            for index in visited.indices { visited[index] = 0 }
            generation = 1
        }
    }

    /// Follows the instructions that consume nothing from `counter`, in priority order,
    /// and adds each consuming one (or `match`) reached to `list` with the slots of its path.
    private mutating func addThread(to list: inout ThreadList, _ counter: Int, at position: Int,
                                    _ units: UnsafeBufferPointer<UInt16>) {
        stack.append(.explore(counter))
        while let frame = stack.popLast() {
            switch frame {
            case .restore(let slot, let value):
                scratch[slot] = value
            case .explore(let counter):
                guard visited[counter] != generation else { continue }
                visited[counter] = generation
                steps &+= 1
                switch program.instructions[counter] {
                case .jump(let target):
                    stack.append(.explore(target))
                case .split(let preferred, let other):
                    stack.append(.explore(other))
                    stack.append(.explore(preferred))
                case .save(let slot):
                    stack.append(.restore(slot: slot, value: scratch[slot]))
                    scratch[slot] = position
                    stack.append(.explore(counter + 1))
                case .assert(let assertion):
                    if holds(assertion, at: position, units) { stack.append(.explore(counter + 1)) }
                default:
                    let base = list.count * program.slotCount
                    for slot in 0..<program.slotCount { list.slots[base + slot] = scratch[slot] }
                    list.programCounters[list.count] = counter
                    list.count += 1
                }
            }
        }
    }

    // MARK: Text

    private func decode(_ units: UnsafeBufferPointer<UInt16>, at position: Int) -> (UInt32, Int) {
        let unit = units[position]
        if unit & 0xFC00 == 0xD800 && position + 1 < units.count && units[position + 1] & 0xFC00 == 0xDC00 {
            return (0x10000 + (UInt32(unit & 0x3FF) << 10 | UInt32(units[position + 1] & 0x3FF)), 2)
        }
        return (UInt32(unit), 1)
    }

    private func width(_ units: UnsafeBufferPointer<UInt16>, at position: Int) -> Int {
        decode(units, at: position).1
    }

    /// The scalar that ends at `position` and where it starts.
    private func decode(_ units: UnsafeBufferPointer<UInt16>, before position: Int) -> (UInt32, Int) {
        let unit = units[position - 1]
        if unit & 0xFC00 == 0xDC00 && position >= 2 && units[position - 2] & 0xFC00 == 0xD800 {
            return (decode(units, at: position - 2).0, position - 2)
        }
        return (UInt32(unit), position - 1)
    }

    private func holds(_ assertion: RegexAssertion, at position: Int, _ units: UnsafeBufferPointer<UInt16>) -> Bool {
        let end = units.count
        func unit(_ offset: Int) -> UInt32 { UInt32(units[offset]) }
        func isLineTerminator(_ offset: Int) -> Bool { RegexUnicode.isLineTerminator(unit(offset)) }
        func isInsideCRLF(_ offset: Int) -> Bool { self.isInsideCRLF(offset, units) }
        switch assertion {
        case .textStart:
            return position == 0
        case .textEnd:
            return position == end
        case .textEndOrFinalLineTerminator:
            if position == end { return true }
            if position + 1 == end { return isLineTerminator(position) && !isInsideCRLF(position) }
            return position + 2 == end && unit(position) == 0x0D && unit(position + 1) == 0x0A
        case .lineStart:
            return position == 0 || (position < end && isLineTerminator(position - 1))
        case .lineEnd:
            return position == end || (isLineTerminator(position) && !isInsideCRLF(position))
        case .wordBoundary:
            return isWordBoundary(position, units)
        case .notWordBoundary:
            return !isWordBoundary(position, units)
        }
    }

    /// Between the CR and the LF of a CR LF.
    private func isInsideCRLF(_ position: Int, _ units: UnsafeBufferPointer<UInt16>) -> Bool {
        position > 0 && position < units.count && units[position - 1] == 0x0D && units[position] == 0x0A
    }

    /// ICU's `\b`: a word character on one side and not on the other, looking through
    /// combining marks and format characters; never just before one of those.
    private func isWordBoundary(_ position: Int, _ units: UnsafeBufferPointer<UInt16>) -> Bool {
        var nextIsWord = false
        if position < units.count {
            let scalar = decode(units, at: position).0
            if RegexUnicode.isBoundaryTransparent(scalar) { return false }
            nextIsWord = RegexUnicode.isWord(scalar)
        }
        var previousIsWord = false
        var cursor = position
        while cursor > 0 {
            let (scalar, start) = decode(units, before: cursor)
            if !RegexUnicode.isBoundaryTransparent(scalar) {
                previousIsWord = RegexUnicode.isWord(scalar)
                break
            }
            cursor = start
        }
        return nextIsWord != previousIsWord
    }
}

/// The case forms of scalars outside ASCII, looked up once each (the lookup builds strings).
final class CaseForms {
    private var known: [UInt32: (lower: UInt32, upper: UInt32)] = [:]

    func of(_ scalar: UInt32) -> (lower: UInt32, upper: UInt32) {
        if let forms = known[scalar] { return forms }
        let forms = RegexUnicode.caseVariants(scalar)
        known[scalar] = forms
        return forms
    }
}
