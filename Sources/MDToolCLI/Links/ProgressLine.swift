import Foundation

/// A one-line progress display on standard error (`Checking external links: 120/1000`),
/// redrawn at most ten times a second and erased when done. Made only when standard error
/// is a terminal, so logs and pipes never see it.
final class ProgressLine: @unchecked Sendable {
    private let label: String
    private let output: any CommandOutput
    private let lock = NSLock()
    private var lastDraw = 0.0
    private var drawn = false

    init(label: String, output: any CommandOutput) {
        self.label = label
        self.output = output
    }

    func update(_ done: Int, _ total: Int) {
        let now = Date().timeIntervalSince1970
        lock.lock()
        defer { lock.unlock() }
        guard done == total || now - lastDraw >= 0.1 else { return }
        lastDraw = now
        drawn = true
        output.write("\r\u{1B}[2K\(label): \(done)/\(total)")
    }

    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if drawn { output.write("\r\u{1B}[2K") }
        drawn = false
    }
}
