import Foundation

/// What the reader thread hands the server loop, in arrival order.
enum InboxItem: Sendable {
    case message(Message)
    /// A body that is not a valid message: answered with this error.
    case invalid(Message.Invalid)
    /// The client closed its end of the stream.
    case endOfStream
}

/// The queue between the thread that reads the client's stream and the server loop. The
/// reader also notes `$/cancelRequest` as it passes, so a queued request is known to be
/// cancelled before the loop reaches it.
final class Inbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [InboxItem] = []
    private var head = 0
    private var cancelled: Set<RequestID> = []

    func post(_ item: InboxItem) {
        condition.lock()
        if case .message(.notification("$/cancelRequest", let params)) = item, let id = RequestID(params?["id"]) {
            cancelled.insert(id)
        }
        items.append(item)
        condition.signal()
        condition.unlock()
    }

    /// The next item, waiting at most until `deadline` (nil: as long as it takes).
    func next(before deadline: Date?) -> InboxItem? {
        condition.lock()
        defer { condition.unlock() }
        while head == items.count {
            if let deadline {
                guard condition.wait(until: deadline) else { return nil }
            } else {
                condition.wait()
            }
        }
        let item = items[head]
        head += 1
        if head > 1024 && head * 2 > items.count {
            items.removeFirst(head)
            head = 0
        }
        return item
    }

    /// Whether more items are already waiting.
    var hasPending: Bool {
        condition.lock()
        defer { condition.unlock() }
        return head < items.count
    }

    func isCancelled(_ id: RequestID) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelled.contains(id)
    }

    /// Forgets a finished request's cancellation.
    func finished(_ id: RequestID) {
        condition.lock()
        cancelled.remove(id)
        condition.unlock()
    }
}
