#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding bytes and byte strings in UTF-8 text, for the scanners of every module.
package enum ByteSearch {
    /// Whether two byte strings are the same, by `memcmp` (`==` on arrays compares byte by
    /// byte): for whole renderings, which safety checks compare.
    package static func equal(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        guard first.count == second.count else { return false }
        return first.withUnsafeBytes { a in
            second.withUnsafeBytes { b in a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }

    /// The first `byte` in `buffer` from `start` up to `end` (the buffer's end if nil), by
    /// a vectorized `memchr`.
    @inlinable @inline(__always)
    package static func firstIndex(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int,
                                   to end: Int? = nil) -> Int? {
        let end = min(end ?? buffer.count, buffer.count)
        guard start < end, let base = buffer.baseAddress else { return nil }
        guard let found = memchr(base + start, Int32(byte), end - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Where `needle` (not empty) first occurs in `haystack` at or after `start`, or nil.
    @inlinable
    package static func firstIndex<Haystack: RandomAccessCollection>(
        of needle: StaticString, in haystack: Haystack, from start: Haystack.Index
    ) -> Haystack.Index? where Haystack.Element == UInt8 {
        needle.withUTF8Buffer { needle -> Haystack.Index? in
            guard let first = needle.first else { return start }
            let offset = haystack.withContiguousStorageIfAvailable { buffer in
                firstOffset(of: needle, in: buffer, from: haystack.distance(from: haystack.startIndex, to: start))
            }
            if let offset { return offset.map { haystack.index(haystack.startIndex, offsetBy: $0) } }
            var index = start
            while haystack.distance(from: index, to: haystack.endIndex) >= needle.count {
                if haystack[index] == first {
                    var matches = true
                    var probe = haystack.index(after: index)
                    for offset in 1..<needle.count {
                        if haystack[probe] != needle[offset] {
                            matches = false
                            break
                        }
                        probe = haystack.index(after: probe)
                    }
                    if matches { return index }
                }
                index = haystack.index(after: index)
            }
            return nil
        }
    }

    /// Where `needle` (not empty) first occurs in `buffer` at or after `start`: candidates
    /// found by `memchr` of its first byte, then compared (a byte-by-byte loop over a long
    /// line was most of what a rule's comment search cost).
    @inlinable
    package static func firstOffset(of needle: UnsafeBufferPointer<UInt8>, in buffer: UnsafeBufferPointer<UInt8>,
                                    from start: Int) -> Int? {
        let last = buffer.count - needle.count
        var index = start
        while index <= last, let candidate = firstIndex(of: needle[0], in: buffer, from: index, to: last + 1) {
            if memcmp(buffer.baseAddress! + candidate, needle.baseAddress!, needle.count) == 0 { return candidate }
            index = candidate + 1
        }
        return nil
    }

    /// The UTF-8 offset where `needle` first occurs in `text`, or nil: a byte search, where
    /// `String`'s own searches compare characters (and, with Foundation imported anywhere in
    /// a module, go through `NSString`).
    package static func firstOffset(of needle: StaticString, in text: String) -> Int? {
        var text = text
        return text.withUTF8 { firstIndex(of: needle, in: $0, from: 0) }
    }

    /// Where `needle` (not empty) last occurs in `haystack`, or nil.
    @inlinable
    package static func lastIndex(of needle: StaticString, in haystack: [UInt8]) -> Int? {
        needle.withUTF8Buffer { needle -> Int? in
            guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
            var index = haystack.count - needle.count
            while index >= 0 {
                var matches = true
                for offset in 0..<needle.count where haystack[index + offset] != needle[offset] {
                    matches = false
                    break
                }
                if matches { return index }
                index -= 1
            }
            return nil
        }
    }

    /// Whether `prefix` is written at `index`, ending before `end`.
    @inlinable @inline(__always)
    package static func hasPrefix(_ prefix: StaticString, in bytes: UnsafeBufferPointer<UInt8>, at index: Int,
                                  end: Int) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index >= 0, index + count <= end else { return false }
        return prefix.withUTF8Buffer { prefix in
            for offset in 0..<count where bytes[index + offset] != prefix[offset] { return false }
            return true
        }
    }
}
