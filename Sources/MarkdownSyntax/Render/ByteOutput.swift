/// A growable buffer that rendered output is written into. Appending checks the capacity
/// and copies, nothing more: appending a buffer to an `Array` costs several times that,
/// which for the many short pieces of HTML (tags, words between escapes) was most of the
/// cost of writing them.
///
/// One renderer writes it, on one thread: the runtime's exclusivity checks are left out.
final class ByteOutput {
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The last byte written, if any.
    var last: UInt8? { count > 0 ? base[count - 1] : nil }

    /// What was written, as an array.
    var array: [UInt8] { [UInt8](UnsafeBufferPointer(start: base, count: count)) }

    @inline(__always)
    func append(_ byte: UInt8) {
        if count == capacity { grow(toFit: 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        let length = bytes.count
        guard length > 0, let source = bytes.baseAddress else { return }
        if count + length > capacity { grow(toFit: length) }
        let target = base + count
        if length <= 16 {
            // Most pieces are a tag or a word: a call to memcpy costs more than the copy.
            for index in 0..<length { target[index] = source[index] }
        } else {
            target.initialize(from: source, count: length)
        }
        count += length
    }

    @inline(__always)
    func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// `number` in decimal.
    func append(decimal number: Int) {
        let width = DecimalText.width(of: number)
        if count + width > capacity { grow(toFit: width) }
        count = DecimalText.write(number, to: base, at: count)
    }

    /// Forgets what was written, keeping the capacity.
    func removeAll() {
        count = 0
    }

    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    @inline(never)
    private func grow(toFit extra: Int) {
        let newCapacity = max(count + extra, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
