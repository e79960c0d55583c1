import Dispatch

/// Frees large structures on another thread while this one goes on. Freeing a large
/// document's tree, node index and findings one object at a time costs a tenth of a lint
/// pass, and the next pass's block phase leaves the other core idle. One release runs at a
/// time, so at most one extra structure is held.
package final class BackgroundRelease: @unchecked Sendable {
    private let group = DispatchGroup()

    package init() {}

    /// Drops `value`, the caller's last reference to it, on another thread once any earlier
    /// release has finished.
    package func release<Value>(_ value: consuming Value) {
        group.wait()
        let box = Box(value)
        DispatchQueue.global().async(group: group) { box.empty() }
    }

    /// Returns when every release started has finished.
    package func wait() {
        group.wait()
    }

    private final class Box<Value>: @unchecked Sendable {
        private var value: Value?

        init(_ value: consuming Value) {
            self.value = value
        }

        func empty() {
            value = nil
        }
    }
}
