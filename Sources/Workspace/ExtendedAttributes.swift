#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Copies a file's extended attributes (ACLs, SELinux labels, user attributes) to the file
/// replacing it. The Swift C module does not declare the xattr calls, so they are looked
/// up in the C library once.
enum ExtendedAttributes {
    /// The four calls, with the platform's extra arguments (Darwin's position and options)
    /// filled in.
    private struct Calls: @unchecked Sendable {
        let list: (UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
        let get: (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
        let descriptorGet: (Int32, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
        let descriptorSet: (Int32, UnsafePointer<CChar>, UnsafeRawPointer?, Int) -> Int32
    }

    private static let calls: Calls? = {
        let library = dlopen(nil, RTLD_NOW)
        guard let list = dlsym(library, "listxattr"), let get = dlsym(library, "getxattr"),
              let descriptorGet = dlsym(library, "fgetxattr"), let descriptorSet = dlsym(library, "fsetxattr") else { return nil }
        #if canImport(Darwin)
        typealias List = @convention(c) (UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int, Int32) -> Int
        typealias Get = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int, UInt32, Int32) -> Int
        typealias DescriptorGet = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int, UInt32, Int32) -> Int
        typealias DescriptorSet = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer?, Int, UInt32, Int32) -> Int32
        let listNames = unsafeBitCast(list, to: List.self), getValue = unsafeBitCast(get, to: Get.self)
        let getOwn = unsafeBitCast(descriptorGet, to: DescriptorGet.self), setOwn = unsafeBitCast(descriptorSet, to: DescriptorSet.self)
        return Calls(list: { listNames($0, $1, $2, 0) }, get: { getValue($0, $1, $2, $3, 0, 0) },
                     descriptorGet: { getOwn($0, $1, $2, $3, 0, 0) }, descriptorSet: { setOwn($0, $1, $2, $3, 0, 0) })
        #else
        typealias List = @convention(c) (UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
        typealias Get = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
        typealias DescriptorGet = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
        typealias DescriptorSet = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32
        let listNames = unsafeBitCast(list, to: List.self), getValue = unsafeBitCast(get, to: Get.self)
        let getOwn = unsafeBitCast(descriptorGet, to: DescriptorGet.self), setOwn = unsafeBitCast(descriptorSet, to: DescriptorSet.self)
        return Calls(list: { listNames($0, $1, $2) }, get: { getValue($0, $1, $2, $3) },
                     descriptorGet: { getOwn($0, $1, $2, $3) }, descriptorSet: { setOwn($0, $1, $2, $3, 0) })
        #endif
    }()

    /// Gives the file open as `descriptor` every extended attribute of the file at `path`
    /// (attributes it already has with the same value are left alone). False when one could
    /// not be set: the new file would lose it.
    static func copy(from path: String, to descriptor: Int32) -> Bool {
        guard let calls else { return true }
        guard let names = read({ calls.list(path, $0, $1) }) else { return errno == ENOTSUP || errno == ENOSYS }
        for name in names.split(separator: 0) {
            let key = name.map { CChar(bitPattern: $0) } + [0]
            guard let value = read({ calls.get(path, key, $0, $1) }) else { return false }
            if read({ calls.descriptorGet(descriptor, key, $0, $1) }) == value { continue }
            let set = value.withUnsafeBytes { calls.descriptorSet(descriptor, key, $0.baseAddress, $0.count) }
            if set != 0 { return false }
        }
        return true
    }

    /// Asks for the size, then the bytes; asks again if the value grew in between.
    private static func read(_ call: (UnsafeMutableRawPointer?, Int) -> Int) -> [UInt8]? {
        for _ in 0..<4 {
            let size = call(nil, 0)
            guard size >= 0 else { return nil }
            if size == 0 { return [] }
            var buffer = [UInt8](repeating: 0, count: size)
            let count = buffer.withUnsafeMutableBytes { call($0.baseAddress, size) }
            if count >= 0 { return Array(buffer[..<count]) }
            if errno != ERANGE { return nil }
        }
        return nil
    }
}
