import MarkdownSyntax

/// CommonMark's look for link and image brackets, applied to text that stayed text.
struct ReferenceScanner {
    struct Opener {
        var position: Int
        var isImage: Bool
        var isActive = true
    }

    let bytes: [UInt8]
    var results: [UnresolvedReference] = []
    private var openers: [Opener] = []
    private var skipUntil = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func scan(_ container: any Markup) {
        openers.removeAll(keepingCapacity: true)
        skipUntil = 0
        var pending: [any Markup] = container.children.reversed()
        while let node = pending.popLast() {
            switch node {
            case let text as Text:
                if let range = text.byteRange { scanText(range) }
            case is Emphasis, is Strong, is Strikethrough:
                pending.append(contentsOf: node.children.reversed())
            case let link as Link where link.form != .autolink && link.form != .extendedAutolink:
                // Links do not nest: earlier `[` can no longer open one.
                deactivateLinkOpeners()
            default:
                break
            }
        }
    }

    private mutating func deactivateLinkOpeners() {
        for index in openers.indices where !openers[index].isImage { openers[index].isActive = false }
    }

    private mutating func scanText(_ range: Range<Int>) {
        var index = max(range.lowerBound, skipUntil)
        while index < range.upperBound {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\\"):
                index += 2
            case UInt8(ascii: "!") where index + 1 < range.upperBound && bytes[index + 1] == UInt8(ascii: "["):
                openers.append(Opener(position: index, isImage: true))
                index += 2
            case UInt8(ascii: "["):
                openers.append(Opener(position: index, isImage: false))
                index += 1
            case UInt8(ascii: "]"):
                index = close(at: index)
            default:
                index += 1
            }
        }
    }

    /// Handles the `]` at `close`; returns where scanning goes on.
    private mutating func close(at close: Int) -> Int {
        guard let opener = openers.popLast() else { return close + 1 }
        guard opener.isActive else { return close + 1 }
        let textStart = opener.position + (opener.isImage ? 2 : 1)
        var kind = UnresolvedReference.Kind.shortcut
        var label = textStart..<close
        var end = close + 1
        if end < bytes.count && bytes[end] == UInt8(ascii: "[") {
            if end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "]") {
                kind = .collapsed
                end += 2
            } else if let fullLabel = labelRange(from: end) {
                kind = .full
                label = fullLabel
                end = fullLabel.upperBound + 1
            }
        }
        guard kind == .full || isValidLabel(label) else { return close + 1 }
        results.append(UnresolvedReference(range: opener.position..<end,
                                           label: String(decoding: bytes[label], as: UTF8.self),
                                           kind: kind, isImage: opener.isImage))
        if !opener.isImage { deactivateLinkOpeners() }
        skipUntil = end
        return end
    }

    /// The inside of a link label `[…]` opening at `open`: up to 999 characters, no
    /// unescaped brackets, something other than whitespace.
    private func labelRange(from open: Int) -> Range<Int>? {
        var index = open + 1
        while index < bytes.count && index - open <= 1000 {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "["): return nil
            case UInt8(ascii: "]"):
                let label = (open + 1)..<index
                return isValidLabel(label) ? label : nil
            default: index += 1
            }
        }
        return nil
    }

    private func isValidLabel(_ range: Range<Int>) -> Bool {
        guard range.count <= 999 * 4 else { return false }
        var hasContent = false
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                hasContent = true
                index += 2
                continue
            }
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") { return false }
            if byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D { hasContent = true }
            index += 1
        }
        return hasContent
    }
}
