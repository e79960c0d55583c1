import Foundation
@testable import MarkdownSyntax
import Testing

/// `BackgroundRelease` frees what it is handed on another thread, and `wait()` returns once
/// it is freed.
struct BackgroundReleaseTests {
    private final class Tracked: @unchecked Sendable {
        let onFree: () -> Void
        init(onFree: @escaping () -> Void) {
            self.onFree = onFree
        }
        deinit { onFree() }
    }

    @Test func everyValueHandedOverIsFreedByTheTimeWaitReturns() {
        let lock = NSLock()
        var freedOnOtherThreads = 0
        var freed = 0
        let caller = Thread.current
        let background = BackgroundRelease()
        for _ in 0..<5 {
            var value: Tracked? = Tracked {
                lock.withLock {
                    freed += 1
                    if Thread.current != caller { freedOnOtherThreads += 1 }
                }
            }
            background.release(value.take())
            #expect(value == nil)
        }
        background.wait()
        lock.withLock {
            #expect(freed == 5)
            #expect(freedOnOtherThreads == 5)
        }
    }
}
