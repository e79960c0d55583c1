#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The matching of one pattern rule in one file: the engine's state and what is left of
/// the work it may do there.
struct PatternSearch {
    /// A non-empty match: the UTF-16 ranges of the whole match (group 0) and of each group
    /// (`location` is `NSNotFound` for a group that took no part).
    struct Match {
        var ranges: [NSRange]
        var range: NSRange { ranges[0] }
    }

    private let matcher: PatternMatcher
    private var machine: PikeVM?
    private var stepLimit: Int
    /// Thread CPU time when the file's matching started, and ICU's time spent since.
    private var startTime: Double?
    private(set) var isExhausted = false

    init(_ matcher: PatternMatcher) {
        self.matcher = matcher
        machine = matcher.program.map(PikeVM.init)
        stepLimit = matcher.baseStepAllowance
    }

    /// Why matching stopped, for the finding that says so.
    var exhaustionDetail: String {
        if machine != nil {
            return "Gave up: matching took more than \(stepLimit) steps in this file (a pattern such as "
                + "'x*y|x' rescans long text); the rest of the file is not checked for this rule"
        }
        let limit = String(format: "%g", matcher.backtrackingTimeLimit)
        return "Gave up: matching took more than \(limit) s in this file; the pattern uses "
            + (matcher.unsupportedFeature ?? "a feature of ICU's engine")
            + ", which only ICU's backtracking engine runs (in exponential time at worst, as for '(a+)+$'); "
            + "the rest of the file is not checked for this rule"
    }

    /// Calls `body` with each non-empty match in `units`, in order; false (and
    /// `isExhausted`) when the budget ran out on the way.
    mutating func forEachMatch(in units: [UInt16], _ body: (Match) -> Void) -> Bool {
        guard !isExhausted else { return false }
        if machine != nil {
            return forEachLinearMatch(in: units, body)
        }
        return forEachBacktrackingMatch(in: units, body)
    }

    private mutating func forEachLinearMatch(in units: [UInt16], _ body: (Match) -> Void) -> Bool {
        // Taken out while it runs, not copied: a copy shares the machine's thread lists,
        // which its first step would then copy whole (a file has a haystack per paragraph
        // and table cell).
        guard var machine = self.machine.take() else { return false }
        let length = machine.program.instructions.count
        let (extra, overflow) = matcher.stepsPerUnit.multipliedReportingOverflow(by: (length + 1) * (units.count + 1))
        stepLimit = overflow ? Int.max : stepLimit.addingReportingOverflow(extra).partialValue
        let outcome = Self.forEachMatch(of: &machine, in: units, stepLimit: stepLimit, body)
        self.machine = consume machine
        if outcome == .outOfSteps { isExhausted = true }
        return !isExhausted
    }

    private static func forEachMatch(of machine: inout PikeVM, in units: [UInt16], stepLimit: Int,
                                     _ body: (Match) -> Void) -> PikeVM.Outcome {
        let groups = machine.program.groupCount
        return units.withUnsafeBufferPointer { buffer in
            machine.forEachMatch(in: buffer, stepLimit: stepLimit) { slots in
                var ranges: [NSRange] = []
                ranges.reserveCapacity(groups + 1)
                for group in 0...groups {
                    let (low, high) = (slots[2 * group], slots[2 * group + 1])
                    ranges.append(low < 0 || high < low ? NSRange(location: NSNotFound, length: 0)
                                                        : NSRange(location: low, length: high - low))
                }
                body(Match(ranges: ranges))
            }
        }
    }

    private mutating func forEachBacktrackingMatch(in units: [UInt16], _ body: (Match) -> Void) -> Bool {
        let startTime = self.startTime ?? Self.threadCPUTime()
        self.startTime = startTime
        let deadline = startTime + matcher.backtrackingTimeLimit
        if Self.threadCPUTime() >= deadline {
            isExhausted = true
            return false
        }
        let string = String(decoding: units, as: UTF16.self)
        let whole = NSRange(location: 0, length: units.count)
        var exhausted = false
        var progress = 0
        // With `.reportProgress` ICU calls back every few thousand steps (and as a search
        // moves on); the clock is read on every 64th call.
        withoutActuallyEscaping(body) { body in
            matcher.expression.enumerateMatches(in: string, options: [.reportProgress], range: whole) { result, _, stop in
                guard let result else {
                    progress += 1
                    if progress & 63 == 0 && Self.threadCPUTime() >= deadline {
                        exhausted = true
                        stop.pointee = true
                    }
                    return
                }
                guard result.range.length > 0 else { return }
                body(Match(ranges: (0..<result.numberOfRanges).map(result.range(at:))))
            }
        }
        if exhausted { isExhausted = true }
        return !isExhausted
    }

    private static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
