/// Escaping of text and URLs for HTML output, working on UTF-8 bytes.
enum HTMLEscaping {
    /// `&`, `<`, `>` and `"` become entities.
    static func appendEscaped(_ text: String, to out: ByteOutput) {
        var text = text
        text.withUTF8 { appendEscaped($0, to: out) }
    }

    /// `&`, `<`, `>` and `"` of UTF-8 `bytes` become entities.
    static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: ByteOutput) {
        var runStart = 0
        while runStart < bytes.count {
            let index = ByteSearch.firstIndex(ofAny: UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"),
                                              UInt8(ascii: "\""), in: bytes, from: runStart, to: bytes.count)
            if index > runStart { out.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
            guard index < bytes.count else { return }
            let replacement: StaticString
            switch bytes[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            default: replacement = "&quot;"
            }
            out.append(replacement)
            runStart = index + 1
        }
    }

    private static let hrefSafe: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "!#$%&'()*+,-./:;=?@_~".utf8 { table[Int(byte)] = true }
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = true }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = true }
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = true }
        return table
    }()

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// Percent-encodes bytes that may not appear in a URL (keeping existing `%` escapes),
    /// then escapes `&` and `'` for an HTML attribute.
    static func appendEscapedURL(_ url: String, to out: ByteOutput) {
        var url = url
        url.withUTF8 { bytes in
            hrefSafe.withUnsafeBufferPointer { safe in
                // Runs of bytes that stay as they are go out at once.
                var runStart = 0
                for index in 0..<bytes.count {
                    let byte = bytes[index]
                    let isSafe = safe[Int(byte)]
                    if isSafe && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "'") { continue }
                    if index > runStart { out.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
                    runStart = index + 1
                    if !isSafe {
                        out.append(UInt8(ascii: "%"))
                        out.append(hexDigits[Int(byte >> 4)])
                        out.append(hexDigits[Int(byte & 0x0F)])
                    } else if byte == UInt8(ascii: "&") {
                        out.append("&amp;")
                    } else {
                        out.append("&#x27;")
                    }
                }
                if bytes.count > runStart { out.append(UnsafeBufferPointer(rebasing: bytes[runStart...])) }
            }
        }
    }

    private static let filteredTags: [[UInt8]] = [
        "title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext",
    ].map { Array($0.utf8) }

    /// Raw HTML with GFM's tagfilter applied: the `<` of tags that could take over the
    /// page (`<script>`, `<style>`, `<iframe>`, …) becomes `&lt;`.
    static func appendFiltered(_ html: String, to out: ByteOutput) {
        var html = html
        html.withUTF8 { bytes in
            // Only a `<` can start a filtered tag: the bytes up to the next one go out at once.
            var runStart = 0
            var index = 0
            while let open = ByteSearch.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: index) {
                index = open + 1
                guard isFilteredTag(bytes, open + 1) else { continue }
                out.append(UnsafeBufferPointer(rebasing: bytes[runStart..<open]))
                out.append("&lt;")
                runStart = open + 1
            }
            out.append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }

    private static func isFilteredTag(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
        var cursor = start
        if cursor < bytes.count && bytes[cursor] == UInt8(ascii: "/") { cursor += 1 }
        tags: for tag in filteredTags {
            guard cursor + tag.count < bytes.count else { continue }
            for (offset, letter) in tag.enumerated() where ByteClass.lowercased(bytes[cursor + offset]) != letter {
                continue tags
            }
            let after = bytes[cursor + tag.count]
            if ByteClass.isASCIIWhitespace(after) || after == UInt8(ascii: ">") { return true }
            if after == UInt8(ascii: "/") && cursor + tag.count + 1 < bytes.count
                && bytes[cursor + tag.count + 1] == UInt8(ascii: ">") {
                return true
            }
        }
        return false
    }
}
