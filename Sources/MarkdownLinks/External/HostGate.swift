/// Limits requests in flight per host, and remembers hosts that refuse `HEAD`.
actor HostGate {
    private let limit: Int
    private var active: [String: Int] = [:]
    private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]
    private var refusesHead: Set<String> = []

    init(limit: Int) { self.limit = max(1, limit) }

    func acquire(_ host: String) async {
        if active[host, default: 0] < limit {
            active[host, default: 0] += 1
            return
        }
        await withCheckedContinuation { continuation in waiting[host, default: []].append(continuation) }
    }

    func release(_ host: String) {
        if var queue = waiting[host], !queue.isEmpty {
            // The slot passes straight to the next waiter.
            let next = queue.removeFirst()
            waiting[host] = queue.isEmpty ? nil : queue
            next.resume()
        } else {
            active[host, default: 1] -= 1
            if active[host] == 0 { active[host] = nil }
        }
    }

    func noteRefusesHead(_ host: String) { refusesHead.insert(host) }

    func prefersGet(_ host: String) -> Bool { refusesHead.contains(host) }
}
