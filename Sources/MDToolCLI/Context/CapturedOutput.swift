import Foundation

/// Output kept in memory, for running commands in-process (a language server, tests).
public final class CapturedOutput: CommandOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [UInt8] = []

    public init() {}

    public func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        lock.lock()
        storage.append(contentsOf: bytes)
        lock.unlock()
    }

    /// Everything written so far.
    public var bytes: [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    /// Everything written so far, as UTF-8 text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
