import Dispatch

/// Runs `transform` over `items` on all cores and returns the results in input order.
/// Items are handed out one at a time as threads come free, so one slow item does not
/// hold back a fixed share of the others; each item is moved out of the list when its turn
/// comes, so it is freed as soon as its transform is done with it.
package enum ParallelMap {
    package static func map<Input: Sendable, Output: Sendable>(_ items: consuming [Input],
                                                               _ transform: @Sendable (Input) -> Output) -> [Output] {
        let count = items.count
        guard count > 1 else { return items.map(transform) }
        let inputs = Slots<Input>(items)
        items = []
        let results = Slots<Output>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.store(transform(inputs.take(at: index)), at: index)
        }
        return results.collect()
    }

    /// `map(items, transform)` on other threads while this one does `work` (which may
    /// touch what this thread alone owns), then the results in input order.
    package static func map<Input: Sendable, Output: Sendable>(_ items: consuming [Input], alongside work: () -> Void,
                                                               _ transform: @Sendable (Input) -> Output) -> [Output] {
        let count = items.count
        guard count > 0 else {
            work()
            return []
        }
        let inputs = Slots<Input>(items)
        items = []
        let results = Slots<Output>(count: count)
        withoutActuallyEscaping(transform) { transform in
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) {
                DispatchQueue.concurrentPerform(iterations: count) { index in
                    results.store(transform(inputs.take(at: index)), at: index)
                }
            }
            work()
            group.wait()
        }
        return results.collect()
    }
}

/// Storage with one slot per item, each touched by exactly one iteration: distinct slots
/// never race, which is why this can be shared across threads.
private final class Slots<Value>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Value?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = UnsafeMutablePointer<Value?>.allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    init(_ values: [Value]) {
        count = values.count
        slots = UnsafeMutablePointer<Value?>.allocate(capacity: count)
        for (index, value) in values.enumerated() { (slots + index).initialize(to: value) }
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    func store(_ value: Value, at index: Int) { slots[index] = value }

    /// The value of a slot, which is left empty.
    func take(at index: Int) -> Value { slots[index].take()! }

    func collect() -> [Value] { (0..<count).map { slots[$0]! } }
}
