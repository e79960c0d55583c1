/// The details of one check's findings, each text made once: a rule that reports thousands
/// of lines (a long line each) shares a few hundred strings among its findings instead of
/// holding one each (on the 10 MB corpus file, MD013 held 1.4 MB of them). Only for details
/// that repeat: where nearly each is new (MD012's count of blank lines so far), the table
/// costs more than it saves (a megabyte of blank lines linted in twice the time). The table
/// starts after the first `uncachedCount` details: a small file's few findings rarely
/// repeat, and a table for each file cost MD013 a fifth of its time on the corpus.
struct DetailCache<Key: Hashable> {
    static var uncachedCount: Int { 128 }

    private var made: [Key: String] = [:]
    private var asked = 0

    /// The detail of `key`, made by `make` the first time it is asked for (each time, for
    /// the first `uncachedCount`).
    mutating func detail(for key: Key, _ make: (Key) -> String) -> String {
        guard asked >= Self.uncachedCount else {
            asked += 1
            return make(key)
        }
        if let text = made[key] { return text }
        let text = make(key)
        made[key] = text
        return text
    }
}

extension ExpectedActual {
    /// The numbers of an `Expected: …; Actual: …` detail.
    struct Counts: Hashable {
        let expected: Int
        let actual: Int
    }
}

extension DetailCache where Key == ExpectedActual.Counts {
    /// `ExpectedActual.detail(expected, actual)`, made once per pair (a cache serves one
    /// call site, so one tail).
    mutating func detail(_ expected: Int, _ actual: Int) -> String {
        detail(for: ExpectedActual.Counts(expected: expected, actual: actual)) {
            ExpectedActual.detail($0.expected, $0.actual)
        }
    }
}
