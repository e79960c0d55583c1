/// Questions about DocC's directive syntax for lines of text, answered as the DocC parser
/// answers them, for printers and rules that must not write (or must recognize) a line that
/// DocC would read as a directive's opening or closing.
public enum DirectiveSyntax {
    /// Whether DocC would read the line as the opening of a directive: `@` and a name at its
    /// first non-space byte (outside code).
    public static func opensDirective(_ line: some Collection<UInt8>) -> Bool {
        let bytes = Array(line)
        return bytes.withUnsafeBufferPointer { DirectiveScanner.opensDirective($0, 0, $0.count) }
    }

    /// Whether DocC would read the line as the end of an open body: `}` at its first
    /// non-space byte.
    public static func closesDirective(_ line: some Collection<UInt8>) -> Bool {
        line.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } == UInt8(ascii: "}")
    }
}
