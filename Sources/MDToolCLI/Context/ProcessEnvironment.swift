#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Foundation
#endif

/// The process's environment variables, as `CommandContext.standard` hands them to commands.
enum ProcessEnvironment {
    /// Every `NAME=value` of the process's environment; of a name given twice, the first
    /// (as `getenv` finds it). On Linux this reads `environ` itself, in half the
    /// instructions of Foundation's `ProcessInfo.environment`, which took a quarter of
    /// those of `mdtool render` on a one-line file (it grows its dictionary as it goes).
    static func read() -> [String: String] {
        #if canImport(Glibc) || canImport(Musl)
        var count = 0
        while environ[count] != nil { count += 1 }
        var variables: [String: String] = [:]
        variables.reserveCapacity(count)
        for index in 0..<count {
            guard let entry = environ[index] else { continue }
            let text = String(cString: entry)
            guard let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let name = String(text[..<equals])
            if variables[name] == nil { variables[name] = String(text[text.utf8.index(after: equals)...]) }
        }
        return variables
        #else
        return ProcessInfo.processInfo.environment
        #endif
    }
}
