#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files `AtomicFileWriter` has in flight, named `.NAME.mdtool-PID-RANDOM.tmp`
/// beside their targets. Creating, renaming and removing them happen under one lock, so
/// `removeAll` (run when a signal ends the process) sees each file either in flight or gone,
/// and nothing is created or renamed after it. Files left by a process that was killed
/// outright (SIGKILL, a crash, power loss) are removed by the next writer in the directory.
enum TemporaryFiles {
    private struct State {
        var inFlight: Set<String> = []
        /// Directories already swept of stale files by this process.
        var swept: Set<String> = []
        /// Set by `removeAll`: the process is ending, nothing more is written.
        var isEnding = false
    }

    private static let state = Lock(State())

    /// The name a temporary file for `target` gets, with this process's ID.
    static func name(for target: Substring, suffix: String) -> String {
        ".\(target).mdtool-\(getpid())-\(suffix).tmp"
    }

    /// Creates a new temporary file (`O_EXCL`) in `directory` for the file named `target`,
    /// after removing stale ones in that directory. Fails with the system's error, or `EINTR`
    /// when the process is ending.
    static func create(in directory: String, for target: Substring, mode: mode_t) -> Result<(descriptor: Int32, path: String), SystemError> {
        sweepOnce(directory)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let path = PathUtilities.join(directory, name(for: target, suffix: String(generator.next() as UInt64, radix: 36)))
            let outcome: Result<Int32, SystemError> = state.withLock { state in
                if state.isEnding { return .failure(SystemError(code: EINTR)) }
                let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
                guard descriptor >= 0 else { return .failure(.current) }
                state.inFlight.insert(path)
                return .success(descriptor)
            }
            switch outcome {
            case .success(let descriptor): return .success((descriptor, path))
            case .failure(let error) where error.code == EEXIST: continue
            case .failure(let error): return .failure(error)
            }
        }
        return .failure(SystemError(code: EEXIST))
    }

    /// How `commit` ended.
    enum Commit {
        case renamed
        /// `verify` refused, with its reason.
        case refused(FileSystemError)
        case failed(SystemError)
        /// The process is ending; the file was not renamed.
        case ending
    }

    /// Renames the temporary file over `target`, unless the process is ending; `verify`
    /// runs just before, under the lock, and may refuse by returning a reason.
    static func commit(_ temporary: String, to target: String, verify: () -> FileSystemError?) -> Commit {
        state.withLock { state -> Commit in
            if state.isEnding { return .ending }
            if let refusal = verify() { return .refused(refusal) }
            guard rename(temporary, target) == 0 else { return .failed(.current) }
            state.inFlight.remove(temporary)
            return .renamed
        }
    }

    /// Removes a temporary file that will not be renamed.
    static func discard(_ temporary: String) {
        state.withLock { state in
            unlink(temporary)
            state.inFlight.remove(temporary)
        }
    }

    /// Removes every file in flight and stops further writes: the process is ending.
    static func removeAll() {
        state.withLock { state in
            state.isEnding = true
            for path in state.inFlight { unlink(path) }
            state.inFlight = []
        }
    }

    /// Removes the temporary files in `directory` whose process no longer exists, once per
    /// directory and process. A file of a live process, this one included, stays.
    private static func sweepOnce(_ directory: String) {
        guard state.withLock({ $0.swept.insert(directory).inserted }),
              case .success(let listing) = SystemCalls.readDirectory(directory) else { return }
        let me = getpid()
        for (name, _) in listing.entries {
            guard let pid = owner(ofTemporaryName: name), pid != me, !SystemCalls.processExists(pid) else { continue }
            unlink(PathUtilities.join(directory, name))
        }
    }

    /// The process ID in `.NAME.mdtool-PID-RANDOM.tmp`, or nil for any other name.
    static func owner(ofTemporaryName name: String) -> Int32? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), let marker = name.ranges(of: ".mdtool-").last else { return nil }
        let fields = name[marker.upperBound...].dropLast(".tmp".count).split(separator: "-")
        guard fields.count == 2, let pid = Int32(fields[0]), pid > 0,
              !fields[1].isEmpty, fields[1].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        return pid
    }
}
