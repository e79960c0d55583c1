/// Turns attr_list's attribute lists in a block's inline content into `AttributeList` nodes
/// where Python-Markdown attaches them: right after an inline element (`[a](b){ .x }`), at
/// the end of a heading or term after a space (`## Title { #id }`), and on a paragraph's last
/// line of its own (`{: .note }`). Anywhere else the braces stay text.
struct AttributeListAttachment {
    enum Placement {
        /// A paragraph: a block's list stands on its own last line.
        case paragraph
        /// A heading or definition term: a block's list ends its text after a space.
        case heading
        /// Inside an inline container: only lists after an inline element.
        case inline
    }

    let bytes: UnsafeBufferPointer<UInt8>

    func attach(_ nodes: some Collection<RawMarkup>, placement: Placement) -> [RawMarkup] {
        var result: [RawMarkup] = []
        result.reserveCapacity(nodes.count)
        for node in nodes {
            var node = node
            if node.tag.isInlineContainer && !node.children.isEmpty {
                let children = attach(node.children, placement: .inline)
                if children.count != node.children.count || zip(children, node.children).contains(where: { $0 !== $1 }) {
                    node = RawMarkup(node.kind, children: children, range: node.range)
                }
            }
            if let previous = result.last, AttributeLists.attaches(previous), case .text(let content) = node.kind,
               case let text = content.string, text.utf8.first == UInt8(ascii: "{"), let length = AttributeListParser.length(Array(text.utf8), from: 0),
               let (list, rest) = split(node, text, at: length) {
                result.append(list)
                if let rest { result.append(rest) }
                continue
            }
            result.append(node)
        }
        switch placement {
        case .paragraph: return trailingLine(result)
        case .heading: return trailingList(result)
        case .inline: return result
        }
    }

    /// A paragraph whose last line is an attribute list.
    private func trailingLine(_ nodes: [RawMarkup]) -> [RawMarkup] {
        guard nodes.count >= 2, case .softBreak = nodes[nodes.count - 2].kind, let last = nodes.last,
              case .text(let content) = last.kind else { return nodes }
        let text = content.string
        let bytes = Array(text.utf8)
        guard AttributeListParser.length(bytes, from: 0) == bytes.count, let range = last.range,
              range.count == bytes.count, sourceMatches(range.lowerBound, bytes[...]) else { return nodes }
        return nodes.dropLast() + [RawMarkup(.attributeList(text), range: range)]
    }

    /// A heading or term whose text ends with spaces and an attribute list.
    private func trailingList(_ nodes: [RawMarkup]) -> [RawMarkup] {
        guard let last = nodes.last, case .text(let content) = last.kind, let range = last.range else { return nodes }
        let bytes = Array(content.string.utf8)
        guard bytes.last == UInt8(ascii: "}") else { return nodes }
        for index in bytes.indices where bytes[index] == UInt8(ascii: "{") && index > 0 && bytes[index - 1] == 0x20 {
            guard AttributeListParser.length(bytes, from: index) == bytes.count - index else { continue }
            let listStart = range.upperBound - (bytes.count - index)
            guard listStart >= range.lowerBound, sourceMatches(listStart, bytes[index...]) else { return nodes }
            var textEnd = index
            while textEnd > 0 && bytes[textEnd - 1] == 0x20 { textEnd -= 1 }
            let list = RawMarkup(.attributeList(String(decoding: bytes[index...], as: UTF8.self)),
                                 range: listStart..<range.upperBound)
            var result = Array(nodes.dropLast())
            if textEnd > 0 {
                let textRange = range.lowerBound..<(listStart - (index - textEnd))
                result.append(RawMarkup(.text(String(decoding: bytes[..<textEnd], as: UTF8.self)), range: textRange))
            }
            return result + [list]
        }
        return nodes
    }

    /// The text node cut after `length` bytes: the list, and the rest as text.
    private func split(_ node: RawMarkup, _ text: String, at length: Int) -> (RawMarkup, RawMarkup?)? {
        let bytes = Array(text.utf8)
        guard let range = node.range, range.count >= length, sourceMatches(range.lowerBound, bytes[..<length]) else {
            return nil
        }
        let list = RawMarkup(.attributeList(String(decoding: bytes[..<length], as: UTF8.self)),
                             range: range.lowerBound..<range.lowerBound + length)
        guard length < bytes.count else { return (list, nil) }
        let rest = RawMarkup(.text(String(decoding: bytes[length...], as: UTF8.self)),
                             range: range.lowerBound + length..<range.upperBound)
        return (list, rest)
    }

    /// Whether the source at `start` holds `expected` as it is (no escape or reference in it).
    private func sourceMatches(_ start: Int, _ expected: ArraySlice<UInt8>) -> Bool {
        guard start >= 0, start + expected.count <= bytes.count else { return false }
        var offset = start
        for byte in expected {
            guard bytes[offset] == byte else { return false }
            offset += 1
        }
        return true
    }
}
