/// Reads `name: value` pairs from a directive's argument text, segment by segment, as
/// swift-markdown does for DocC: a literal is a quoted string (escapes kept) or runs to the
/// first space, `,`, `:`, `)` or `{` (a `\` escapes the next byte); the first argument of a
/// segment may be a bare value when a `,` or the end follows it; a missing `:` or `,` is a
/// problem, not an end. Spaces and tabs are whitespace.
package enum DirectiveArgumentParser {
    package static func parse(_ segments: [DirectiveArgumentSegment]) -> (arguments: [DirectiveArgument],
                                                                   problems: [DirectiveArgumentProblem]) {
        var arguments: [DirectiveArgument] = []
        var problems: [DirectiveArgumentProblem] = []
        var trailingCommas: [Bool] = []
        for segment in segments {
            var reader = SegmentReader(bytes: Array(segment.text.utf8), base: segment.byteRange?.lowerBound)
            for (argument, hasComma) in reader.arguments(problems: &problems) {
                if let first = arguments.first(where: { $0.name == argument.name }), first.nameByteRange != nil,
                   let duplicate = argument.nameByteRange {
                    problems.append(DirectiveArgumentProblem(.duplicateName(argument.name), byteOffset: duplicate.lowerBound))
                }
                arguments.append(argument)
                trailingCommas.append(hasComma)
            }
        }
        for index in arguments.indices.dropLast() where !trailingCommas[index] {
            if let value = arguments[index].valueByteRange {
                problems.append(DirectiveArgumentProblem(.missingComma, byteOffset: value.upperBound))
            }
        }
        return (arguments, problems)
    }

    /// A cursor over one segment's bytes; `base` is the segment's offset in the source.
    private struct SegmentReader {
        let bytes: [UInt8]
        let base: Int?
        var cursor = 0

        init(bytes: [UInt8], base: Int?) {
            self.bytes = bytes
            self.base = base
        }

        private var atEnd: Bool { restIsWhitespace }

        private var restIsWhitespace: Bool {
            bytes[cursor...].allSatisfy(ByteClass.isSpaceOrTab)
        }

        private func offset(_ position: Int) -> Int? { base.map { $0 + position } }

        private func range(_ range: Range<Int>) -> Range<Int>? {
            base.map { ($0 + range.lowerBound)..<($0 + range.upperBound) }
        }

        private mutating func skipWhitespace() {
            while cursor < bytes.count && ByteClass.isSpaceOrTab(bytes[cursor]) { cursor += 1 }
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            guard cursor < bytes.count && bytes[cursor] == byte else { return false }
            cursor += 1
            return true
        }

        private func text(_ range: Range<Int>) -> String {
            String(decoding: bytes[range], as: UTF8.self)
        }

        mutating func arguments(problems: inout [DirectiveArgumentProblem]) -> [(DirectiveArgument, Bool)] {
            var found: [(DirectiveArgument, Bool)] = []
            skipWhitespace()
            while !atEnd {
                guard let first = literal(problems: &problems) else {
                    skipToNextArgument(problems: &problems)
                    continue
                }
                let name: Range<Int>?
                let value: Range<Int>
                if found.isEmpty && (restIsWhitespace || bytes[cursor] == UInt8(ascii: ",")) {
                    name = nil
                    value = first
                } else {
                    if !take(UInt8(ascii: ":")) {
                        problems.append(DirectiveArgumentProblem(.missingColon, byteOffset: offset(cursor)))
                    }
                    guard let second = literal(problems: &problems) else {
                        skipToNextArgument(problems: &problems)
                        continue
                    }
                    name = first
                    value = second
                }
                skipWhitespace()
                let hasComma = take(UInt8(ascii: ","))
                let argument = DirectiveArgument(name: name.map(text) ?? "", value: text(value),
                                                 nameByteRange: name.flatMap(range), valueByteRange: range(value))
                found.append((argument, hasComma))
                skipWhitespace()
            }
            return found
        }

        /// After a missing literal: stray commas are problems, then everything up to the next `,`.
        private mutating func skipToNextArgument(problems: inout [DirectiveArgumentProblem]) {
            while take(UInt8(ascii: ",")) {
                problems.append(DirectiveArgumentProblem(.unexpectedComma, byteOffset: offset(cursor)))
            }
            while cursor < bytes.count && bytes[cursor] != UInt8(ascii: ",") { cursor += 1 }
        }

        /// A quoted or unquoted literal after optional whitespace: the range of its text
        /// (inside the quotes); nil when there is none.
        private mutating func literal(problems: inout [DirectiveArgumentProblem]) -> Range<Int>? {
            skipWhitespace()
            if take(UInt8(ascii: "\"")) {
                let start = cursor
                var escaped = false
                while cursor < bytes.count {
                    let byte = bytes[cursor]
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        break
                    }
                    cursor += 1
                }
                let content = start..<cursor
                if !take(UInt8(ascii: "\"")) {
                    problems.append(DirectiveArgumentProblem(.missingClosingQuote, byteOffset: offset(cursor)))
                }
                return content
            }
            let start = cursor
            var escaped = false
            while cursor < bytes.count {
                let byte = bytes[cursor]
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if Self.endsUnquotedLiteral(byte) {
                    break
                }
                cursor += 1
            }
            return cursor > start ? start..<cursor : nil
        }

        private static func endsUnquotedLiteral(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: ","), ByteClass.space, UInt8(ascii: ":"), UInt8(ascii: ")"), UInt8(ascii: "{"): true
            default: false
            }
        }
    }
}
