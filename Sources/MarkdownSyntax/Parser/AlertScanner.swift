/// GitHub's alert marker: a block quote's first line that is `[!NOTE]`, `[!TIP]`,
/// `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` in any case, with nothing after it but
/// spaces or tabs.
enum AlertScanner {
    static func kind(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> AlertKind? {
        var last = end
        while last > start && ByteClass.isSpaceOrTab(bytes[last - 1]) { last -= 1 }
        guard last - start >= 6, bytes[start] == UInt8(ascii: "["), bytes[start + 1] == UInt8(ascii: "!"),
              bytes[last - 1] == UInt8(ascii: "]") else { return nil }
        var name: [UInt8] = []
        for index in (start + 2)..<(last - 1) {
            let byte = bytes[index]
            guard ByteClass.isLetter(byte) else { return nil }
            name.append(byte | 0x20)
        }
        return AlertKind(rawValue: String(decoding: name, as: UTF8.self))
    }
}
