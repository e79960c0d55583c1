/// Makes text from documents and file names safe to print for a person: control characters
/// would otherwise reach the terminal as commands (ESC and CSI sequences clear the screen or
/// set the window title, OSC 52 writes the clipboard, a line feed in a file name forges an
/// extra report line). Every human-readable output of mdtool passes user text through here.
///
/// C0 controls and DEL become `\xHH` (`\x1B`, `\x0A`), C1 controls (U+0080–U+009F) become
/// `\u{HH}`; tabs stay, since they only move the cursor and source lines keep their
/// alignment with them. Everything else, backslashes included, is left as it is: the escapes
/// are for reading, not for decoding back.
public enum ControlCharacterEscaping {
    /// `text` with its control characters escaped; the same string when it has none.
    public static func escaped(_ text: some StringProtocol) -> String {
        guard needsEscaping(text) else { return String(text) }
        return escapedScalars(text)
    }

    /// The same for a `String`, the usual case: not generic, so callers in other modules
    /// do not go through the protocol's witnesses for every finding they print.
    public static func escaped(_ text: String) -> String {
        var text = text
        guard text.withUTF8(containsControl) else { return text }
        return escapedScalars(text)
    }

    private static func escapedScalars(_ text: some StringProtocol) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if needsEscaping(scalar) {
                out += scalar.value < 0x80 ? "\\x" + hex(scalar.value) : "\\u{" + hex(scalar.value) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether `escaped` would change `text`. One pass over its UTF-8 bytes, for the usual
    /// text without controls.
    public static func needsEscaping(_ text: some StringProtocol) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable(containsControl) { return found }
        return Array(text.utf8).withUnsafeBufferPointer(containsControl)
    }

    /// Whether `escaped` would change the text whose UTF-8 bytes are `bytes`. Eight bytes at
    /// a time: a block without a byte below 0x20, a DEL or a 0xC2 (the lead byte of C1
    /// controls) holds none; only other blocks are looked at byte by byte.
    public static func containsControl(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(bytes)
        var index = 0
        while index + 8 <= raw.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if mayHoldControl(word), containsControl(bytes, from: index, to: index + 8) { return true }
            index += 8
        }
        return containsControl(bytes, from: index, to: raw.count)
    }

    private static func mayHoldControl(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        let hasLow = (word &- ones &* 0x20) & ~word & highs != 0
        return hasLow || hasZeroByte(word ^ (ones &* 0x7F)) || hasZeroByte(word ^ (ones &* 0xC2))
    }

    /// The bytes `start..<end` one by one: C0 (but tab) and DEL are single bytes; C1 controls
    /// are 0xC2 0x80…0x9F, looked for from their lead byte (the next may be past `end`).
    private static func containsControl(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        for index in start..<end {
            let byte = bytes[index]
            if (byte < 0x20 && byte != 0x09) || byte == 0x7F { return true }
            if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] >= 0x80, bytes[index + 1] <= 0x9F { return true }
        }
        return false
    }

    /// Whether `escaped` replaces this character.
    public static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x09) || (value >= 0x7F && value <= 0x9F)
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
