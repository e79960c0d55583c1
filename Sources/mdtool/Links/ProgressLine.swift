#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A one-line progress display on standard error (`Checking external links: 120/1000`),
/// redrawn at most ten times a second and erased when done. Only made when standard error
/// is a terminal, so logs and pipes never see it.
final class ProgressLine: @unchecked Sendable {
    private let label: String
    private let lock = NSLock()
    private var lastDraw = 0.0
    private var drawn = false

    private init(label: String) { self.label = label }

    /// A progress line, or nil when standard error is not a terminal.
    static func forStandardError(label: String) -> ProgressLine? {
        isatty(STDERR_FILENO) != 0 ? ProgressLine(label: label) : nil
    }

    func update(_ done: Int, _ total: Int) {
        let now = Date().timeIntervalSince1970
        lock.lock()
        defer { lock.unlock() }
        guard done == total || now - lastDraw >= 0.1 else { return }
        lastDraw = now
        drawn = true
        StandardStreams.writeError("\r\u{1B}[2K\(label): \(done)/\(total)")
    }

    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if drawn { StandardStreams.writeError("\r\u{1B}[2K") }
        drawn = false
    }
}
