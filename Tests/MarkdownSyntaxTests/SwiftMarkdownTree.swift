import Foundation

/// A tree as swift-markdown's `debugDescription()` prints it (the corpus keeps one beside
/// each DocC file): each node's name and attributes, with the argument text segments of
/// block directives. Literal lines (code and HTML) are skipped, however they look.
struct SwiftMarkdownTree {
    struct Node {
        var name: String
        /// What follows the name on its line (`level: 1`, `name: "Row"`, `colspan: 2`).
        var attributes: String
        var argumentSegments: [String] = []
        var children: [Node] = []
    }

    let root: Node

    init(dump: String) {
        var root = Node(name: "Document", attributes: "")
        // The path of child indices from the root to the last node read at each depth.
        var path: [Int] = []
        var literalDepth: Int?
        var inSegmentsOf: [Int]?
        for line in dump.split(separator: "\n", omittingEmptySubsequences: false).dropFirst() {
            let (depth, rest) = Self.split(line)
            if let literal = literalDepth, depth > literal || rest == nil { continue }
            literalDepth = nil
            if let segmentsPath = inSegmentsOf, let segment = Self.segment(line, depth: segmentsPath.count) {
                Self.modify(&root, at: segmentsPath) { $0.argumentSegments.append(segment) }
                continue
            }
            inSegmentsOf = nil
            guard let rest, depth >= 1 else { continue }
            if rest == "Argument text segments:" {
                inSegmentsOf = Array(path.prefix(depth - 1))
                continue
            }
            let parentPath = Array(path.prefix(depth - 1))
            let (name, attributes) = Self.nameAndAttributes(rest)
            var index = 0
            Self.modify(&root, at: parentPath) { parent in
                parent.children.append(Node(name: name, attributes: attributes))
                index = parent.children.count - 1
            }
            path = parentPath + [index]
            if name == "CodeBlock" || name == "HTMLBlock" { literalDepth = depth }
        }
        self.root = root
    }

    /// The depth of a node line (the number of three-character groups before its `├─ ` or
    /// `└─ `) and its text; nil text for a line that is no node (literal or segment lines).
    private static func split(_ line: Substring) -> (Int, String?) {
        var rest = line[...]
        var depth = 0
        while true {
            if rest.hasPrefix("├─ ") || rest.hasPrefix("└─ ") {
                return (depth + 1, String(rest.dropFirst(3)))
            }
            if rest.hasPrefix("│  ") || rest.hasPrefix("   ") {
                rest = rest.dropFirst(3)
                depth += 1
            } else {
                return (depth, nil)
            }
        }
    }

    /// A segment line under `Argument text segments:` of a node at `depth`: its text, the
    /// quoted string after `|    `, unescaped.
    private static func segment(_ line: Substring, depth: Int) -> String? {
        var rest = line[...]
        for _ in 0..<depth {
            guard rest.hasPrefix("│  ") || rest.hasPrefix("   ") else { return nil }
            rest = rest.dropFirst(3)
        }
        guard rest.hasPrefix("|    \""), rest.hasSuffix("\"") else { return nil }
        return unescaped(rest.dropFirst(6).dropLast())
    }

    private static func nameAndAttributes(_ text: String) -> (String, String) {
        guard let space = text.firstIndex(of: " ") else { return (text, "") }
        return (String(text[..<space]), String(text[text.index(after: space)...]))
    }

    /// Swift's `debugDescription` escapes undone: `\"`, `\\`, `\n`, `\t`, `\r`, `\u{…}`.
    static func unescaped(_ text: Substring) -> String {
        var result = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let next = iterator.next() else {
                result.append(character)
                continue
            }
            switch next {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "u":
                var hex = ""
                while let digit = iterator.next(), digit != "}" { if digit != "{" { hex.append(digit) } }
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { result.unicodeScalars.append(scalar) }
            default: result.append(next)
            }
        }
        return result
    }

    private static func modify(_ node: inout Node, at path: [Int], _ change: (inout Node) -> Void) {
        guard let first = path.first else { return change(&node) }
        guard first < node.children.count else { return }
        modify(&node.children[first], at: Array(path.dropFirst()), change)
    }
}
