/// Where a command writes its standard output or standard error: the process's own, or a
/// buffer (`CapturedOutput`). Writes from several threads must not interleave mid-call.
public protocol CommandOutput: Sendable {
    func write(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension CommandOutput {
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }

    public func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0) }
    }
}
