import Dispatch
import Foundation

/// Runs async work from the synchronous command line and waits for its result.
enum BlockingTask {
    /// Runs `operation` on the concurrency pool (detached, so it never needs the blocked
    /// main thread) and blocks until it returns.
    static func run<Value: Sendable>(_ operation: @escaping @Sendable () async -> Value) -> Value {
        let box = Box<Value>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            box.set(await operation())
            done.signal()
        }
        done.wait()
        return box.get()!
    }

    private final class Box<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Value?

        func set(_ newValue: Value) {
            lock.lock()
            value = newValue
            lock.unlock()
        }

        func get() -> Value? {
            lock.lock()
            defer { lock.unlock() }
            return value
        }
    }
}
