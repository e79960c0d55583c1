import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

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
public final class ExternalLinkChecker: @unchecked Sendable {
    public let options: ExternalLinkOptions
    private let session: LazySession
    private let gate: HostGate

    public init(options: ExternalLinkOptions = ExternalLinkOptions()) {
        self.options = options
        let timeout = Self.sessionTimeout(options.timeout)
        let perHost = max(1, options.perHostConcurrency)
        session = LazySession {
            let configuration = URLSessionConfiguration.ephemeral
            configuration.timeoutIntervalForRequest = timeout
            configuration.httpMaximumConnectionsPerHost = perHost
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            configuration.urlCache = nil
            return URLSession(configuration: configuration, delegate: RedirectRefusal(), delegateQueue: nil)
        }
        gate = HostGate(limit: options.perHostConcurrency)
    }

    deinit { session.invalidate() }

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

    /// The session's timeout: whole seconds, past our own deadline.
    private static func sessionTimeout(_ timeout: Double) -> Double { (timeout + 1).rounded(.up) }

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

    /// One request, following redirects by hand (the session refuses them) so they can be
    /// counted and limited.
    private func request(_ start: URL, method: String, requests: inout Int) async -> Answer {
        var url = start
        var method = method
        var redirects = 0
        while true {
            var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData,
                                     timeoutInterval: Self.sessionTimeout(options.timeout))
            request.httpMethod = method
            request.setValue(options.userAgent, forHTTPHeaderField: "User-Agent")
            request.setValue("*/*", forHTTPHeaderField: "Accept")
            for (name, value) in options.headers { request.setValue(value, forHTTPHeaderField: name) }
            requests += 1
            let response: HTTPURLResponse
            switch await send(request) {
            case .success(let answer): response = answer
            case .failure(let answer): return answer
            }
            let code = response.statusCode
            guard [301, 302, 303, 307, 308].contains(code) else {
                return .status(code, retryAfter: Self.retryAfter(response.value(forHTTPHeaderField: "Retry-After")))
            }
            guard let location = response.value(forHTTPHeaderField: "Location"),
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

    private enum Sent: Sendable { case success(HTTPURLResponse), failure(Answer) }

    /// Sends a request and gives up after exactly `timeout` seconds. (The session's own
    /// timeout is set a little longer: on Linux it only counts whole seconds.)
    private func send(_ request: URLRequest) async -> Sent {
        let session = self.session.session
        let timeout = options.timeout
        return await withCheckedContinuation { (continuation: CheckedContinuation<Sent, Never>) in
            let once = ResumeOnce(continuation)
            let task = session.dataTask(with: request) { _, response, error in
                if let error {
                    once.resume(.failure(Self.answer(for: error)))
                } else if let http = response as? HTTPURLResponse {
                    once.resume(.success(http))
                } else {
                    once.resume(.failure(.network("not an HTTP response", retryable: false)))
                }
            }
            let handle = TaskHandle(task)
            task.resume()
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                if once.resume(.failure(.timeout)) { handle.task.cancel() }
            }
        }
    }

    /// Resumes a continuation once, whichever of the answer and the deadline comes first.
    private final class ResumeOnce: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<Sent, Never>?

        init(_ continuation: CheckedContinuation<Sent, Never>) { self.continuation = continuation }

        /// Whether this call was the one that resumed.
        @discardableResult
        func resume(_ value: Sent) -> Bool {
            lock.lock()
            let pending = continuation
            continuation = nil
            lock.unlock()
            pending?.resume(returning: value)
            return pending != nil
        }
    }

    private final class TaskHandle: @unchecked Sendable {
        let task: URLSessionDataTask
        init(_ task: URLSessionDataTask) { self.task = task }
    }

    private static func answer(for error: any Error) -> Answer {
        guard let error = error as? URLError else {
            return .network("request failed: \(error.localizedDescription)", retryable: true)
        }
        switch error.code {
        case .timedOut: return .timeout
        case .cannotFindHost, .dnsLookupFailed: return .network("host not found", retryable: false)
        case .cannotConnectToHost: return .network("cannot connect to the host", retryable: true)
        case .networkConnectionLost: return .network("the connection was lost", retryable: true)
        case .notConnectedToInternet: return .network("not connected to the internet", retryable: true)
        case .badServerResponse: return .network("bad server response", retryable: true)
        case .unsupportedURL, .badURL: return .failure(.invalidURL)
        case .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
             .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid, .clientCertificateRejected,
             .clientCertificateRequired:
            return .network("TLS failure (\(error.code.rawValue))", retryable: false)
        case .httpTooManyRedirects, .redirectToNonExistentLocation:
            return .network("redirect failure", retryable: false)
        default:
            return .network("network error \(error.code.rawValue)", retryable: true)
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

/// The URL session, made when the first request is sent: a checker that sends none (`links`
/// without `--external`) never starts the networking library, which the self-contained
/// Linux binary loads (libcurl) only then.
private final class LazySession: @unchecked Sendable {
    private let lock = NSLock()
    private let make: @Sendable () -> URLSession
    private var made: URLSession?

    init(_ make: @escaping @Sendable () -> URLSession) { self.make = make }

    var session: URLSession {
        lock.withLock {
            if let made { return made }
            let session = make()
            made = session
            return session
        }
    }

    func invalidate() { lock.withLock { made?.invalidateAndCancel() } }
}

/// Makes the session hand back redirects instead of following them.
private final class RedirectRefusal: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        completionHandler(nil)
    }
}
