extension LocalHTTPServer {
    /// The routes the link-checking tests use: statuses, redirects, rate limits, a server
    /// that refuses HEAD, slow answers, endless answers and answers that are not HTTP.
    public static func linkCheckRoutes(_ request: LocalHTTPServer.Request, _ count: Int) -> LocalHTTPServer.Response {
        let path = request.path.split(separator: "?").first.map(String.init) ?? request.path
        switch path {
        case "/ok", "/other": return .status(200, body: "fine")
        case "/missing": return .status(404)
        case "/moved": return .status(301, [("Location", "/ok")])
        case "/moved-relative": return .status(302, [("Location", "other")])
        case "/moved-to-missing": return .status(308, [("Location", "/missing")])
        case "/loop": return .status(302, [("Location", "/loop")])
        case "/no-location": return .status(301)
        case "/rate-limited":
            return count == 1 ? .status(429, [("Retry-After", "1")]) : .status(200)
        case "/always-limited": return .status(429, [("Retry-After", "1")])
        case "/limited-long": return .status(429, [("Retry-After", "3600")])
        case "/no-head": return request.method == "HEAD" ? .status(405) : .status(200)
        case "/head-forbidden": return request.method == "HEAD" ? .status(403) : .status(200)
        case "/flaky": return count == 1 ? .status(503) : .status(200)
        case "/broken-server": return .status(500)
        case "/slow": return LocalHTTPServer.Response(status: 200, delay: 3)
        // Faults: bodies and headers without end, and answers that are not HTTP.
        case "/endless": return request.method == "HEAD" ? .status(405) : LocalHTTPServer.Response(status: 200, flood: .body)
        case "/endless-redirect": return LocalHTTPServer.Response(status: 302, headers: [("Location", "/ok")], flood: .body)
        case "/endless-headers": return LocalHTTPServer.Response(status: 200, flood: .headers)
        case "/garbage": return LocalHTTPServer.Response(status: 0, raw: Array("\u{0}\u{1}garbage, not HTTP\r\n\r\n".utf8))
        default:
            if path.hasPrefix("/page/") { return LocalHTTPServer.Response(status: 200, delay: 0.05) }
            return .status(404)
        }
    }
}
