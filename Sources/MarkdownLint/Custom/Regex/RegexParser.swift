/// Reads a pattern written in ICU's syntax into a `RegexNode`, for the subset the linear
/// engine runs: literals and escapes, `.`, bracket expressions with ranges and class
/// escapes, `\d \w \s \h \v` and their negations, `\p{…}` general categories and a few
/// binary properties, `^ $ \A \z \Z \b \B`, groups (capturing, named, non-capturing, with
/// flags), alternation, and greedy or lazy `* + ? {n} {n,} {n,m}`.
///
/// Everything else — lookaround, backreferences, atomic groups, possessive quantifiers,
/// scripts and blocks, nested and POSIX sets, `\X \R \G \N{…} \Q…\E`, `.` with the flag
/// `s` (it takes CR LF as one character), case-insensitive
/// letters whose case forms are strings (`ß`) — and anything it cannot be sure ICU reads
/// the same way is `Unsupported`: such a pattern runs on ICU's backtracking engine.
struct RegexParser {
    struct Unsupported: Error, Sendable {
        /// What the linear engine does not run, for messages.
        let feature: String
    }

    struct Flags: Sendable {
        var ignoresCase = false
        var multiline = false
        var dotMatchesLineTerminators = false
        var allowsComments = false
    }

    /// Repetition counts above this are left to ICU (the program would be large).
    static let maximumCount = 1000

    private let scalars: [UInt32]
    private var index = 0
    private var flags: Flags
    private var groupCount = 0

    private init(_ pattern: String, flags: Flags) {
        scalars = pattern.unicodeScalars.map(\.value)
        self.flags = flags
    }

    /// The pattern's tree and its number of capturing groups.
    static func parse(_ pattern: String, flags: Flags) throws(Unsupported) -> (node: RegexNode, groupCount: Int) {
        var parser = RegexParser(pattern, flags: flags)
        let node = try parser.parseAlternation()
        guard parser.index == parser.scalars.count else { throw Unsupported(feature: "an unbalanced \")\"") }
        return (node, parser.groupCount)
    }

    // MARK: Structure

    private mutating func parseAlternation() throws(Unsupported) -> RegexNode {
        var branches = [try parseConcatenation()]
        while peek() == ascii("|") {
            index += 1
            branches.append(try parseConcatenation())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func parseConcatenation() throws(Unsupported) -> RegexNode {
        var items: [RegexNode] = []
        while true {
            skipComments()
            guard let next = peek(), next != ascii("|"), next != ascii(")") else { break }
            guard let atom = try parseAtom() else { continue }
            items.append(try parseQuantifiers(of: atom))
        }
        switch items.count {
        case 0: return .empty
        case 1: return items[0]
        default: return .concatenation(items)
        }
    }

    private mutating func parseQuantifiers(of atom: RegexNode) throws(Unsupported) -> RegexNode {
        skipComments()
        guard let (min, max) = try parseQuantifier() else { return atom }
        // Backtracking engines end a loop after an iteration that matched empty (with the
        // groups of that iteration), which a VM that merges equal states cannot follow, and
        // ICU's search skips start positions wrongly for some such loops (`(\d|)+?A|σ`).
        if atom.canMatchEmpty && max != 1 {
            throw Unsupported(feature: "a repetition of something that can match empty")
        }
        var greedy = true
        if peek() == ascii("?") {
            greedy = false
            index += 1
        } else if peek() == ascii("+") {
            throw Unsupported(feature: "a possessive quantifier")
        }
        skipComments()
        if let next = peek(), [ascii("*"), ascii("+"), ascii("?"), ascii("{")].contains(next) {
            throw Unsupported(feature: "a quantifier after a quantifier")
        }
        return .repetition(atom, min: min, max: max, greedy: greedy)
    }

    /// `*`, `+`, `?`, `{n}`, `{n,}` or `{n,m}` (consumed), or nil.
    private mutating func parseQuantifier() throws(Unsupported) -> (Int, Int?)? {
        guard let next = peek() else { return nil }
        switch next {
        case ascii("*"): index += 1; return (0, nil)
        case ascii("+"): index += 1; return (1, nil)
        case ascii("?"): index += 1; return (0, 1)
        case ascii("{"):
            index += 1
            let low = try parseCount()
            var high: Int? = low
            if peek() == ascii(",") {
                index += 1
                high = peek() == ascii("}") ? nil : try parseCount()
            }
            guard peek() == ascii("}") else { throw Unsupported(feature: "a \"{\" that is no repetition count") }
            index += 1
            if let high, high < low { throw Unsupported(feature: "a repetition count {n,m} with m < n") }
            return (low, high)
        default:
            return nil
        }
    }

    private mutating func parseCount() throws(Unsupported) -> Int {
        var value = 0
        var digits = 0
        while let next = peek(), next >= ascii("0"), next <= ascii("9") {
            value = value * 10 + Int(next - ascii("0"))
            digits += 1
            index += 1
            if value > Self.maximumCount { throw Unsupported(feature: "a repetition count over \(Self.maximumCount)") }
        }
        guard digits > 0 else { throw Unsupported(feature: "a \"{\" that is no repetition count") }
        return value
    }

    /// One atom, or nil for what matches nothing and takes no quantifier (a comment group,
    /// a flag setting such as `(?i)`).
    private mutating func parseAtom() throws(Unsupported) -> RegexNode? {
        guard let next = peek() else { return nil }
        index += 1
        switch next {
        case ascii("("): return try parseGroup()
        case ascii("["): return .set(try parseBracketExpression())
        case ascii("."):
            // ICU's `.` with `s` takes CR LF as one character, which a VM stepping one
            // character at a time cannot.
            if flags.dotMatchesLineTerminators { throw Unsupported(feature: "\".\" with the flag s") }
            return .dot
        case ascii("^"): return .assertion(flags.multiline ? .lineStart : .textStart)
        case ascii("$"): return .assertion(flags.multiline ? .lineEnd : .textEndOrFinalLineTerminator)
        case ascii("\\"): return try parseEscape()
        case ascii("*"), ascii("+"), ascii("?"), ascii("{"):
            throw Unsupported(feature: "a quantifier with nothing to repeat")
        default: return try literal(next)
        }
    }

    private mutating func parseGroup() throws(Unsupported) -> RegexNode? {
        let outer = flags
        var captureIndex: Int?
        if peek() == ascii("?") {
            index += 1
            guard let kind = peek() else { throw Unsupported(feature: "an unfinished group") }
            switch kind {
            case ascii(":"):
                index += 1
            case ascii("#"):
                while let next = peek(), next != ascii(")") { index += 1 }
                guard peek() == ascii(")") else { throw Unsupported(feature: "an unfinished comment") }
                index += 1
                return nil
            case ascii("<"):
                index += 1
                guard let first = peek(), isASCIILetter(first) else { throw Unsupported(feature: "lookbehind") }
                while let next = peek(), isASCIILetter(next) || (next >= ascii("0") && next <= ascii("9")) { index += 1 }
                guard peek() == ascii(">") else { throw Unsupported(feature: "a group name") }
                index += 1
                groupCount += 1
                captureIndex = groupCount
            case ascii("="), ascii("!"): throw Unsupported(feature: "lookahead")
            case ascii(">"): throw Unsupported(feature: "an atomic group")
            default:
                let isSetting = try parseFlags()
                index += 1
                // `(?i)` holds to the end of the enclosing group; `(?i:…)` to its own end.
                if isSetting { return nil }
            }
        } else {
            groupCount += 1
            captureIndex = groupCount
        }
        let body = try parseAlternation()
        guard peek() == ascii(")") else { throw Unsupported(feature: "an unclosed group") }
        index += 1
        flags = outer
        if let captureIndex { return .capture(body, index: captureIndex) }
        return body
    }

    /// Reads `ims-x` letters up to `)` or `:` (not consumed) into `flags`; true for `)`.
    private mutating func parseFlags() throws(Unsupported) -> Bool {
        var turningOn = true
        while let next = peek() {
            switch next {
            case ascii("i"): flags.ignoresCase = turningOn
            case ascii("m"): flags.multiline = turningOn
            case ascii("s"): flags.dotMatchesLineTerminators = turningOn
            case ascii("x"): flags.allowsComments = turningOn
            case ascii("-") where turningOn: turningOn = false
            case ascii(")"): return true
            case ascii(":"): return false
            default: throw Unsupported(feature: "the group or flag \"(?\(String(scalar(next)))\"")
            }
            index += 1
        }
        throw Unsupported(feature: "an unfinished group")
    }
}

// MARK: Characters

extension RegexParser {
    /// A literal character, as a set of its case forms when case is ignored.
    private func literal(_ value: UInt32) throws(Unsupported) -> RegexNode {
        guard flags.ignoresCase else { return .scalar(value) }
        if RegexUnicode.hasMultiScalarCaseForm(value) {
            throw Unsupported(feature: "ignoring the case of \"\(String(scalar(value)))\", whose case forms are strings")
        }
        let (lower, upper) = RegexUnicode.caseVariants(value)
        if lower == value && upper == value && RegexUnicode.titlecase(value) == value { return .scalar(value) }
        var set = ScalarSet()
        set.insert(value...value)
        set.finish(ignoringCase: true)
        return .set(set)
    }

    /// What follows a `\` outside brackets.
    private mutating func parseEscape() throws(Unsupported) -> RegexNode {
        guard let next = peek() else { throw Unsupported(feature: "a \"\\\" at the end") }
        switch next {
        case ascii("b"): index += 1; return .assertion(.wordBoundary)
        case ascii("B"): index += 1; return .assertion(.notWordBoundary)
        case ascii("A"): index += 1; return .assertion(.textStart)
        case ascii("z"): index += 1; return .assertion(.textEnd)
        case ascii("Z"): index += 1; return .assertion(.textEndOrFinalLineTerminator)
        default: break
        }
        if let (unicodeClass, negated) = try parseClassEscape() {
            return .set(ScalarSet(unicodeClass, negated: negated, ignoresCase: flags.ignoresCase))
        }
        return try literal(try parseCharacterEscape())
    }

    /// A class escape after `\` (`d`, `W`, `p{Lu}` …), consumed; nil (nothing consumed) for
    /// another escape.
    private mutating func parseClassEscape() throws(Unsupported) -> (ScalarSet.UnicodeClass, negated: Bool)? {
        guard let next = peek() else { return nil }
        let classes: [UInt32: ScalarSet.UnicodeClass] = [
            ascii("d"): .digit, ascii("w"): .word, ascii("s"): .whitespace, ascii("h"): .horizontalSpace,
            ascii("v"): .verticalSpace,
        ]
        let lowered = next | 0x20
        if let unicodeClass = classes[lowered], isASCIILetter(next) {
            index += 1
            return (unicodeClass, next != lowered)
        }
        guard lowered == ascii("p") else { return nil }
        index += 1
        guard peek() == ascii("{") else { throw Unsupported(feature: "\\p without braces") }
        index += 1
        var name = ""
        while let character = peek(), character != ascii("}") {
            name.unicodeScalars.append(scalar(character))
            index += 1
        }
        guard peek() == ascii("}") else { throw Unsupported(feature: "an unclosed \\p{") }
        index += 1
        var negated = next == ascii("P")
        if name.hasPrefix("^") {
            negated.toggle()
            name.removeFirst()
        }
        guard let unicodeClass = UnicodePropertyNames.unicodeClass(named: name) else {
            throw Unsupported(feature: "the property \\p{\(name)}")
        }
        return (unicodeClass, negated)
    }

    /// The character of an escape after `\` that names one (`n`, `x41`, `u00E9`, `.` …).
    private mutating func parseCharacterEscape() throws(Unsupported) -> UInt32 {
        guard let next = peek() else { throw Unsupported(feature: "a \"\\\" at the end") }
        index += 1
        let controls: [UInt32: UInt32] = [
            ascii("a"): 0x07, ascii("e"): 0x1B, ascii("f"): 0x0C, ascii("n"): 0x0A, ascii("r"): 0x0D, ascii("t"): 0x09,
        ]
        if let control = controls[next] { return control }
        switch next {
        case ascii("c"):
            guard let letter = peek(), letter >= ascii("A"), letter <= ascii("Z") else {
                throw Unsupported(feature: "\\c not followed by a capital letter")
            }
            index += 1
            return letter - 0x40
        case ascii("x"):
            if peek() == ascii("{") {
                index += 1
                let value = try parseHex(minimumDigits: 1, maximumDigits: 6)
                guard peek() == ascii("}") else { throw Unsupported(feature: "an unclosed \\x{") }
                index += 1
                return try validScalar(value)
            }
            return try parseHex(minimumDigits: 2, maximumDigits: 2)
        case ascii("u"): return try validScalar(try parseHex(minimumDigits: 4, maximumDigits: 4))
        case ascii("U"): return try validScalar(try parseHex(minimumDigits: 8, maximumDigits: 8))
        case ascii("0"):
            var value: UInt32 = 0
            var digits = 0
            while digits < 3, let digit = peek(), digit >= ascii("0"), digit <= ascii("7") {
                value = value * 8 + digit - ascii("0")
                digits += 1
                index += 1
            }
            guard digits > 0, value <= 0o377 else { throw Unsupported(feature: "an octal escape") }
            return value
        default:
            if next < 0x80 && (isASCIILetter(next) || (next >= ascii("1") && next <= ascii("9"))) {
                throw Unsupported(feature: next <= ascii("9") ? "a backreference" : "the escape \\\(String(scalar(next)))")
            }
            return next
        }
    }

    private mutating func parseHex(minimumDigits: Int, maximumDigits: Int) throws(Unsupported) -> UInt32 {
        var value: UInt32 = 0
        var digits = 0
        while digits < maximumDigits, let next = peek(), let digit = Self.hexValue(next) {
            value = value << 4 | digit
            digits += 1
            index += 1
        }
        guard digits >= minimumDigits else { throw Unsupported(feature: "a hexadecimal escape") }
        return value
    }

    private func validScalar(_ value: UInt32) throws(Unsupported) -> UInt32 {
        guard Unicode.Scalar(value) != nil else { throw Unsupported(feature: "an escape that is no Unicode scalar") }
        return value
    }

    private static func hexValue(_ scalar: UInt32) -> UInt32? {
        switch scalar {
        case 0x30...0x39: return scalar - 0x30
        case 0x41...0x46: return scalar - 0x41 + 10
        case 0x61...0x66: return scalar - 0x61 + 10
        default: return nil
        }
    }

    /// `[…]` after its `[`: literals, ranges and class escapes, negated by a leading `^`.
    private mutating func parseBracketExpression() throws(Unsupported) -> ScalarSet {
        var set = ScalarSet()
        if peek() == ascii("^") {
            set.negate()
            index += 1
        }
        var isFirst = true
        while true {
            guard let next = peek() else { throw Unsupported(feature: "an unclosed \"[\"") }
            if next == ascii("]") && !isFirst { break }
            isFirst = false
            if next == ascii("[") { throw Unsupported(feature: "a nested set or a POSIX class") }
            if flags.allowsComments && Self.isPatternWhitespace(next) {
                throw Unsupported(feature: "white space in a set in comment mode")
            }
            if (next == ascii("&") || next == ascii("-")) && peek(1) == next {
                throw Unsupported(feature: "a set operation (\"&&\" or \"--\")")
            }
            index += 1
            var low = next
            if next == ascii("\\") {
                if let (unicodeClass, negated) = try parseClassEscape() {
                    set.insert(unicodeClass, negated: negated)
                    if peek() == ascii("-") && peek(1) != ascii("]") { throw Unsupported(feature: "a range from a class") }
                    continue
                }
                low = try parseCharacterEscape()
            }
            guard peek() == ascii("-"), let after = peek(1), after != ascii("]") else {
                set.insert(low...low)
                continue
            }
            index += 1
            var high = after
            index += 1
            if after == ascii("\\") {
                if try parseClassEscape() != nil { throw Unsupported(feature: "a range to a class") }
                high = try parseCharacterEscape()
            } else if after == ascii("[") {
                throw Unsupported(feature: "a nested set or a POSIX class")
            }
            guard low <= high else { throw Unsupported(feature: "a backward range") }
            set.insert(low...high)
        }
        index += 1
        set.finish(ignoringCase: flags.ignoresCase)
        return set
    }

    // MARK: Reading

    private func peek(_ offset: Int = 0) -> UInt32? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    /// In comment mode (`x`), skips white space and `#` comments.
    private mutating func skipComments() {
        guard flags.allowsComments else { return }
        while let next = peek() {
            if Self.isPatternWhitespace(next) {
                index += 1
            } else if next == ascii("#") {
                while let character = peek(), !RegexUnicode.isLineTerminator(character) { index += 1 }
            } else {
                return
            }
        }
    }

    private static func isPatternWhitespace(_ scalar: UInt32) -> Bool {
        (scalar >= 0x09 && scalar <= 0x0D) || scalar == 0x20 || scalar == 0x85 || scalar == 0x200E || scalar == 0x200F
            || scalar == 0x2028 || scalar == 0x2029
    }

    private func isASCIILetter(_ scalar: UInt32) -> Bool { scalar | 0x20 >= ascii("a") && scalar | 0x20 <= ascii("z") }

    private func ascii(_ character: Unicode.Scalar) -> UInt32 { character.value }

    private func scalar(_ value: UInt32) -> Unicode.Scalar { Unicode.Scalar(value) ?? "\u{FFFD}" }
}
