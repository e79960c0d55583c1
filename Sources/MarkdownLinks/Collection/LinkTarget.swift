/// What a link destination points at, as a link checker sees it.
public enum LinkTarget: Sendable, Hashable {
    /// No destination (`[text]()`), or only `#`.
    case empty
    /// `#fragment` in the same document (the fragment without `#`, still percent-encoded).
    case fragment(String)
    /// A file or directory: `path` as written (percent-encoded, without query and fragment;
    /// `/`-rooted paths are relative to the repository root), with the fragment if any.
    case local(path: String, fragment: String?)
    /// An `http` or `https` URL (protocol-relative `//host/…` gets `https:`).
    case web(String)
    /// Any other scheme (`mailto:`, `tel:`, `ftp:`, `data:`, …): not checked.
    case otherScheme(String)

    /// Classifies a destination as written in a document.
    public init(_ destination: String) {
        let text = destination
        if text.isEmpty || text == "#" {
            self = .empty
            return
        }
        if text.hasPrefix("#") {
            self = .fragment(String(text.dropFirst()))
            return
        }
        if text.hasPrefix("//") {
            self = .web("https:" + text)
            return
        }
        if let scheme = Self.scheme(of: text) {
            let lowered = scheme.lowercased()
            if lowered == "http" || lowered == "https" {
                self = .web(text)
            } else {
                self = .otherScheme(lowered)
            }
            return
        }
        var rest = Substring(text)
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") { rest = rest[..<question] }
        if rest.isEmpty {
            // `?query#part` or `?query` alone: the same document.
            self = fragment.map { $0.isEmpty ? .empty : .fragment($0) } ?? .empty
            return
        }
        self = .local(path: String(rest), fragment: fragment.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// The scheme of an absolute URI (`[A-Za-z][A-Za-z0-9+.-]{1,31}:`), or nil. A single
    /// letter before `:` is a Windows drive, not a scheme.
    static func scheme(of text: String) -> Substring? {
        var length = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: ":") { break }
            let isLetter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
            let isOther = (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "-")
            guard length == 0 ? isLetter : (isLetter || isOther), length < 32 else { return nil }
            length += 1
        }
        guard length >= 2, length < text.utf8.count else { return nil }
        return text.prefix(length)
    }

    /// `%XX` escapes decoded; nil when the text has none or they do not form UTF-8.
    public static func percentDecoded(_ text: some StringProtocol) -> String? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var utf8 = Array(text.utf8)[...]
        var changed = false
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
               let high = hexValue(utf8[utf8.startIndex]), let low = hexValue(utf8[utf8.startIndex + 1]) {
                bytes.append(high << 4 | low)
                utf8.removeFirst(2)
                changed = true
            } else {
                bytes.append(byte)
            }
        }
        return changed ? String(validating: bytes, as: UTF8.self) : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }
}
