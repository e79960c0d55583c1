import Foundation

/// Checks `http` and `https` URLs over the network.
///
/// - Requests run concurrently: at most `maxConcurrency` in all and `perHostConcurrency`
///   per host, URLs of different hosts interleaved.
/// - Each URL is asked with `HEAD` first; when that is not accepted (servers often refuse
///   `HEAD` with 405, 403 or 501), with `GET`. A host that refused `HEAD` with 405 or 501
///   is asked with `GET` from then on.
/// - Redirects (301, 302, 303, 307, 308) are followed up to `maxRedirects`; the final
///   status decides.
/// - Timeouts, connection failures, 408, 429 and 5xx answers are retried up to `retries`
///   times, waiting `retryWait` seconds and twice as long each time after; a `Retry-After`
///   header (seconds or an HTTP date) on 429 or 503 sets the wait instead, up to
///   `maxRetryWait`.
/// - URLs differing only in their `#fragment` are requested once.
/// - Only the status line and headers of an answer are read, never its body, and at most
///   64 KiB of headers (`HTTPProbe`): a server answering with an endless body or endless
///   headers costs no more memory than any other. Proxies are used as libcurl reads them from
///   the environment (`https_proxy`, `no_proxy`).
public final class ExternalLinkChecker: Sendable {
    /// How requests are made: timeouts, retries, concurrency, accepted statuses, headers.
    public let options: ExternalLinkOptions
    private let gate: HostGate

    /// Makes a checker; each request is a fresh libcurl transfer (no cookies, credentials or cache kept).
    public init(options: ExternalLinkOptions = ExternalLinkOptions()) {
        self.options = options
        gate = HostGate(limit: options.perHostConcurrency)
    }

    /// Checks every URL (each distinct one once) and returns the outcome of each.
    ///
    /// - Parameters:
    ///   - cache: earlier results; a URL with a success younger than `cacheMaxAge` seconds
    ///     (and a status still accepted) is not requested again.
    ///   - progress: called after each URL with (done, total).
    public func check(_ urls: [String], cache: LinkCache? = nil, cacheMaxAge: Double = 86_400,
                      now: Double = Date().timeIntervalSince1970,
                      progress: (@Sendable (Int, Int) -> Void)? = nil) async -> [String: ExternalLinkOutcome] {
        var outcomes: [String: ExternalLinkOutcome] = [:]
        var keys: [String] = []
        var urlsByKey: [String: [String]] = [:]
        for url in urls {
            let key = LinkCache.key(url)
            if urlsByKey[key] == nil { keys.append(key) }
            urlsByKey[key, default: []].append(url)
        }
        var pending: [String] = []
        for key in keys {
            if let status = cache?.freshStatus(of: key, maxAge: cacheMaxAge, now: now), options.accept.contains(status) {
                for url in urlsByKey[key]! { outcomes[url] = ExternalLinkOutcome(status: status, problem: nil, isCached: true) }
            } else {
                pending.append(key)
            }
        }
        let total = pending.count
        let queue = Self.interleavedByHost(pending)
        let width = max(1, options.maxConcurrency)
        await withTaskGroup(of: (String, ExternalLinkOutcome).self) { group in
            var next = 0
            while next < queue.count && next < width {
                let key = queue[next]
                group.addTask { (key, await self.check(key)) }
                next += 1
            }
            var done = 0
            for await (key, outcome) in group {
                for url in urlsByKey[key]! { outcomes[url] = outcome }
                done += 1
                progress?(done, total)
                if next < queue.count {
                    let key = queue[next]
                    group.addTask { (key, await self.check(key)) }
                    next += 1
                }
            }
        }
        return outcomes
    }

    /// Checks one URL (retrying, following redirects).
    public func check(_ text: String) async -> ExternalLinkOutcome {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty else {
            return ExternalLinkOutcome(status: nil, problem: .invalidURL)
        }
        let hostKey = host.lowercased() + ":" + String(url.port ?? (scheme == "https" ? 443 : 80))
        await gate.acquire(hostKey)
        let outcome = await attempts(url, hostKey: hostKey)
        await gate.release(hostKey)
        return outcome
    }

    private func attempts(_ url: URL, hostKey: String) async -> ExternalLinkOutcome {
        var requests = 0
        var attempt = 0
        while true {
            var answer: Answer
            if await gate.prefersGet(hostKey) {
                answer = await request(url, method: "GET", requests: &requests)
            } else {
                answer = await request(url, method: "HEAD", requests: &requests)
                if case .status(let code, _) = answer, !options.accept.contains(code), code != 429 {
                    if code == 405 || code == 501 { await gate.noteRefusesHead(hostKey) }
                    answer = await request(url, method: "GET", requests: &requests)
                }
            }
            let wait: Double
            let problem: LinkProblem
            switch answer {
            case .status(let code, let retryAfter):
                if options.accept.contains(code) {
                    return ExternalLinkOutcome(status: code, problem: nil, requests: requests)
                }
                problem = .httpStatus(code, retries: attempt)
                if code == 429 || code == 503, let retryAfter {
                    guard retryAfter <= options.maxRetryWait else {
                        return ExternalLinkOutcome(status: code, problem: problem, requests: requests)
                    }
                    wait = retryAfter
                } else if code == 429 || code == 408 || (500...599).contains(code) {
                    wait = backoff(attempt)
                } else {
                    return ExternalLinkOutcome(status: code, problem: problem, requests: requests)
                }
            case .timeout:
                problem = .timeout(seconds: options.timeout)
                wait = backoff(attempt)
            case .network(let message, let retryable):
                problem = .network(message)
                guard retryable else { return ExternalLinkOutcome(status: nil, problem: problem, requests: requests) }
                wait = backoff(attempt)
            case .failure(let failure):
                return ExternalLinkOutcome(status: nil, problem: failure, requests: requests)
            }
            guard attempt < options.retries else {
                return ExternalLinkOutcome(status: problem.httpStatus, problem: problem, requests: requests)
            }
            attempt += 1
            if wait > 0 { try? await Task.sleep(nanoseconds: UInt64(wait * 1_000_000_000)) }
        }
    }

    private func backoff(_ attempt: Int) -> Double {
        options.retryWait * Double(1 << min(attempt, 16))
    }

    private enum Answer: Sendable {
        case status(Int, retryAfter: Double?)
        case timeout
        case network(String, retryable: Bool)
        /// Not worth retrying.
        case failure(LinkProblem)
    }

    /// The header lines every request sends.
    private var requestHeaders: [String] {
        ["User-Agent: \(options.userAgent)", "Accept: */*"] + options.headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    }

    /// One request, following redirects by hand so they can be counted and limited.
    private func request(_ start: URL, method: String, requests: inout Int) async -> Answer {
        var url = start
        var method = method
        var redirects = 0
        while true {
            requests += 1
            let response: HTTPProbe.Answer
            switch await HTTPProbe.send(url.absoluteString, head: method == "HEAD", headers: requestHeaders, timeout: options.timeout) {
            case .success(let answer): response = answer
            case .failure(.timeout): return .timeout
            case .failure(.network(let message, let retryable)): return .network(message, retryable: retryable)
            case .failure(.invalidURL): return .failure(.invalidURL)
            }
            let code = response.status
            guard [301, 302, 303, 307, 308].contains(code) else {
                return .status(code, retryAfter: Self.retryAfter(response.headers["retry-after"]))
            }
            guard let location = response.headers["location"],
                  let next = URL(string: location, relativeTo: url)?.absoluteURL,
                  let scheme = next.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
                return .failure(.badRedirect(code))
            }
            redirects += 1
            guard redirects <= options.maxRedirects else { return .failure(.tooManyRedirects(options.maxRedirects)) }
            if code == 303 && method != "HEAD" { method = "GET" }
            url = next
        }
    }

    /// Seconds from a `Retry-After` value: delta seconds or an HTTP date.
    static func retryAfter(_ value: String?, now: Date = Date()) -> Double? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Double(value), seconds >= 0, seconds.isFinite { return seconds }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: value) { return max(0, date.timeIntervalSince(now)) }
        }
        return nil
    }

    /// The URLs reordered so consecutive ones go to different hosts where possible, keeping
    /// each host's own order.
    static func interleavedByHost(_ urls: [String]) -> [String] {
        var hosts: [String] = []
        var byHost: [String: [String]] = [:]
        for url in urls {
            let host = URL(string: url)?.host?.lowercased() ?? ""
            if byHost[host] == nil { hosts.append(host) }
            byHost[host, default: []].append(url)
        }
        guard hosts.count > 1 else { return urls }
        var result: [String] = []
        result.reserveCapacity(urls.count)
        var round = 0
        while result.count < urls.count {
            for host in hosts where round < byHost[host]!.count { result.append(byHost[host]![round]) }
            round += 1
        }
        return result
    }
}
