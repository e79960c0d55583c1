import Dispatch

/// Runs `transform` over `items` on all cores and returns the results in input order.
/// Items are handed out one at a time as threads come free, so one slow item does not
/// hold back a fixed share of the others.
package enum ParallelMap {
    package static func map<Input: Sendable, Output: Sendable>(_ items: [Input],
                                                               _ transform: @Sendable (Input) -> Output) -> [Output] {
        guard items.count > 1 else { return items.map(transform) }
        let results = ResultSlots<Output>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            results.store(transform(items[index]), at: index)
        }
        return results.collect()
    }
}

/// Storage with one slot per item, each written by exactly one iteration: distinct slots
/// never race, which is why this can be shared across threads.
private final class ResultSlots<Value>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Value?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = UnsafeMutablePointer<Value?>.allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    func store(_ value: Value, at index: Int) { slots[index] = value }

    func collect() -> [Value] { (0..<count).map { slots[$0]! } }
}
