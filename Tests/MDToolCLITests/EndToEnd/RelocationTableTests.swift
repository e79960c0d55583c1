#if os(Linux)
import CMemoryMap
import Foundation
import Testing

/// mdtool drops its relocation table's pages once started. This test process's own table
/// stands in for the binary's: found, dropped, and read back unchanged from the file.
struct RelocationTableTests {
    /// How many of the pages from `first` to `last` the process has resident (the present
    /// bit of each page's entry in /proc/self/pagemap).
    private func residentPages(_ first: UInt, _ last: UInt) throws -> Int {
        let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/pagemap"))
        defer { try? handle.close() }
        try handle.seek(toOffset: UInt64(first / page * 8))
        let entries = try #require(try handle.read(upToCount: Int((last - first) / page) * 8))
        return stride(from: 0, to: entries.count, by: 8).filter { entries[$0 + 7] & 0x80 != 0 }.count
    }

    @Test func theTablesPagesAreDroppedAndReadBackUnchanged() throws {
        var first: UInt = 0
        var last: UInt = 0
        try #require(mdtool_relocation_table_pages(&first, &last) != 0)
        let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
        #expect(first % page == 0 && last % page == 0 && last > first)
        let table = try #require(UnsafeRawPointer(bitPattern: first))
        let before = Array(UnsafeRawBufferPointer(start: table, count: Int(last - first)))
        #expect(try residentPages(first, last) == Int((last - first) / page))
        mdtool_release_relocation_table()
        #expect(try residentPages(first, last) == 0)
        let after = Array(UnsafeRawBufferPointer(start: table, count: Int(last - first)))
        #expect(after == before)
    }
}
#endif
