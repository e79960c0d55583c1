import Synchronization

/// Hands out the identifiers of new trees: unique across threads for the process's life.
enum AtomicCounter {
    private static let value = Atomic<UInt64>(0)

    /// The last identifier handed out.
    static var current: UInt64 { value.load(ordering: .relaxed) }

    /// A new identifier, never handed out before.
    static func next() -> UInt64 { value.add(1, ordering: .relaxed).newValue }
}
