import CMemoryMap
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A growable buffer of trivial values for the block store. One of a megabyte or more is
/// mapped from the system on its own: when glibc frees a large block it had mapped, it
/// raises its mapping threshold to that block's size, so the buffers a command makes after
/// the parse (a lint's node index and findings) would come from its heap and keep their
/// pages once freed (lint of 10 MB: 5 MB more peak memory). A mapped buffer grows in place
/// where the system can (Linux moves its page tables): copying it to a new mapping touched
/// every page twice, and on inputs of a block per byte or two that was half of a parse's
/// page faults.
struct StoreBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int
    private var isMapped: Bool

    static var mappedBytes: Int { 1 << 20 }

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        (base, isMapped) = Self.allocate(self.capacity)
    }

    /// Appends `element`, growing the buffer (which moves it) when full.
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    private mutating func grow() {
        let stride = MemoryLayout<Element>.stride
        if isMapped, let moved = mdtool_remap(UnsafeMutableRawPointer(base), capacity * stride, 2 * capacity * stride) {
            base = moved.bindMemory(to: Element.self, capacity: 2 * capacity)
            capacity *= 2
            return
        }
        let (larger, mapped) = Self.allocate(capacity * 2)
        larger.moveInitialize(from: base, count: count)
        Self.deallocate(base, capacity: capacity, isMapped: isMapped)
        (base, isMapped, capacity) = (larger, mapped, capacity * 2)
    }

    /// Deinitializes the elements and gives the memory back: once, when the owner goes.
    func free() {
        base.deinitialize(count: count)
        Self.deallocate(base, capacity: capacity, isMapped: isMapped)
    }

    private static func allocate(_ capacity: Int) -> (UnsafeMutablePointer<Element>, isMapped: Bool) {
        let bytes = capacity * MemoryLayout<Element>.stride
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        if bytes >= mappedBytes,
           let mapped = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
           mapped != UnsafeMutableRawPointer(bitPattern: -1) {
            return (mapped.bindMemory(to: Element.self, capacity: capacity), true)
        }
        #endif
        return (.allocate(capacity: capacity), false)
    }

    private static func deallocate(_ base: UnsafeMutablePointer<Element>, capacity: Int, isMapped: Bool) {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        if isMapped {
            munmap(UnsafeMutableRawPointer(base), capacity * MemoryLayout<Element>.stride)
            return
        }
        #endif
        base.deallocate()
    }
}
