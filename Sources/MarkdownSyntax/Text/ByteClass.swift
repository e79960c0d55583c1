/// ASCII byte classification used by the scanners. Everything works on UTF-8 bytes.
package enum ByteClass {
    package static let space = UInt8(ascii: " ")
    package static let tab = UInt8(ascii: "\t")
    package static let newline = UInt8(ascii: "\n")
    package static let carriageReturn = UInt8(ascii: "\r")

    @inline(__always)
    package static func isSpaceOrTab(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    @inline(__always)
    package static func isLineEnding(_ byte: UInt8) -> Bool { byte == newline || byte == carriageReturn }

    /// Space, tab, newline, line tabulation, form feed or carriage return.
    @inline(__always)
    package static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == space || (byte >= 0x09 && byte <= 0x0D)
    }

    @inline(__always)
    package static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    @inline(__always)
    package static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
    }

    @inline(__always)
    package static func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A }

    @inline(__always)
    package static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }

    @inline(__always)
    package static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (byte >= 0x21 && byte <= 0x2F) || (byte >= 0x3A && byte <= 0x40)
            || (byte >= 0x5B && byte <= 0x60) || (byte >= 0x7B && byte <= 0x7E)
    }

    @inline(__always)
    package static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    @inline(__always)
    package static func hexValue(_ byte: UInt8) -> UInt32 {
        isDigit(byte) ? UInt32(byte - 0x30) : UInt32((byte | 0x20) - 0x61 + 10)
    }
}
