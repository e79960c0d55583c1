/// Recognizes a link reference definition (`[label]: destination "title"`) at the start
/// of a line in a paragraph's content.
enum LinkDefinitionScanner {
    struct Definition {
        var info: LinkDefinitionInfo
        var normalizedLabel: String
        /// Buffer offset just past the definition's last line (after its line ending).
        var end: Int
    }

    static func scan(_ content: InlineContent, at position: Int) -> Definition? {
        content.buffer.withUnsafeBufferPointer { bytes in
            scan(bytes, position, bytes.count)
        }
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ position: Int, _ end: Int) -> Definition? {
        let start = LinkScanner.skipSpaces(bytes, position, end)
        guard let label = LinkScanner.label(bytes, start, end),
              label.next < end, bytes[label.next] == UInt8(ascii: ":") else { return nil }
        let normalized = LinkLabel.normalize(bytes, label.content)
        guard !normalized.isEmpty else { return nil }
        let destinationStart = LinkScanner.skipSpaceAndOneNewline(bytes, label.next + 1, end)
        guard let destination = LinkScanner.destination(bytes, destinationStart, end),
              destination.angled || !destination.raw.isEmpty else { return nil }
        let labelText = String(decoding: UnsafeBufferPointer(rebasing: bytes[label.content]), as: UTF8.self)
        let url = CharacterReferences.decode(bytes, destination.raw)

        let titleStart = LinkScanner.skipSpaceAndOneNewline(bytes, destination.next, end)
        if titleStart > destination.next, let title = LinkScanner.title(bytes, titleStart, end) {
            let after = LinkScanner.skipSpaces(bytes, title.next, end)
            if after == end || bytes[after] == ByteClass.newline {
                let info = LinkDefinitionInfo(label: labelText, destination: url,
                                              title: CharacterReferences.decode(bytes, title.content))
                return Definition(info: info, normalizedLabel: normalized, end: min(end, after + 1))
            }
        }
        let after = LinkScanner.skipSpaces(bytes, destination.next, end)
        guard after == end || bytes[after] == ByteClass.newline else { return nil }
        let info = LinkDefinitionInfo(label: labelText, destination: url, title: nil)
        return Definition(info: info, normalizedLabel: normalized, end: min(end, after + 1))
    }
}
