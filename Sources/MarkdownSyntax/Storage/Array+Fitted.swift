extension Array where Element: BitwiseCopyable {
    /// The same elements in storage of their count: an array grown by doubling (or reserved
    /// by an estimate) holds up to twice what it needs, and a table kept for as long as its
    /// document (a node table, a line table) is worth the copy.
    package func fitted() -> [Element] {
        // A few thousand spare elements (a small document's) are not worth a copy.
        guard capacity - count > Swift.max(4096, count / 8) else { return self }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            withUnsafeBufferPointer { elements in
                if let base = elements.baseAddress { buffer.baseAddress?.initialize(from: base, count: count) }
            }
            initialized = count
        }
    }
}
