#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes the temporary files of `AtomicFileWriter` when the process is interrupted
/// (SIGINT, SIGTERM, SIGHUP), then lets the signal end the process as it would have.
///
/// The signal handler only writes the signal's number to a pipe (all a handler may safely
/// do, whichever thread it interrupts); a thread of its own reads the pipe and does the
/// cleanup as ordinary code, under the lock that guards the files in flight, then restores
/// the default action and raises the signal again. A signal the process was started
/// ignoring (`nohup`, a background job of a script) stays ignored.
public enum InterruptCleanup {
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers; call it once, first thing in `main`.
    public static func install() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        signalPipe = ends[1]
        var thread = pthreadHandle()
        let reader = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        reader.initialize(to: ends[0])
        // The thread never returns; the descriptor lives as long as the process.
        guard pthread_create(&thread, nil, { argument in InterruptCleanup.waitForSignal(argument!.assumingMemoryBound(to: Int32.self).pointee) },
                             reader) == 0 else { return }
        for signal in signals where !isIgnored(signal) {
            var action = sigaction()
            #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = forwardSignal
            #else
            action.__sigaction_handler.sa_handler = forwardSignal
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signal, &action, nil)
        }
    }

    private static func isIgnored(_ signal: Int32) -> Bool {
        var current = sigaction()
        sigaction(signal, nil, &current)
        #if canImport(Darwin)
        let handler = current.__sigaction_u.__sa_handler
        #else
        let handler = current.__sigaction_handler.sa_handler
        #endif
        // Handlers are C function pointers, which Swift does not compare: compare addresses.
        return unsafeBitCast(handler, to: UnsafeRawPointer?.self) == unsafeBitCast(SIG_IGN, to: UnsafeRawPointer?.self)
    }

    private static func waitForSignal(_ descriptor: Int32) -> Never {
        var received: UInt8 = 0
        while read(descriptor, &received, 1) != 1 {}
        let number = Int32(received)
        TemporaryFiles.removeAll()
        // End the way the signal would have ended the process: default action, delivered to
        // this thread (unblocked here, whatever mask the process was started with).
        signal(number, SIG_DFL)
        var own = sigset_t()
        sigemptyset(&own)
        sigaddset(&own, number)
        pthread_sigmask(SIG_UNBLOCK, &own, nil)
        raise(number)
        _exit(128 + number)
    }

    #if canImport(Darwin)
    private static func pthreadHandle() -> pthread_t? { nil }
    #else
    private static func pthreadHandle() -> pthread_t { pthread_t() }
    #endif
}

/// Where the handler writes; set before any handler is installed.
nonisolated(unsafe) private var signalPipe: Int32 = -1

/// The signal handler: one write, which is async-signal-safe.
private func forwardSignal(_ signal: Int32) {
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipe, &byte, 1)
}
