/// "Did you mean …?" for misspelt names: config keys, rule names, command-line options.
public enum NameSuggestion {
    /// The candidate closest to `name`, ignoring case, if it is close enough to be a plausible
    /// typo: at most one edit for names up to five characters, otherwise up to a third of the
    /// name's length. Ties go to the earliest candidate, so callers can order by preference.
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased().unicodeScalars)
        let allowed = max(1, target.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
            if distance <= allowed, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The edit distance between two strings, counting insertion, deletion, substitution and
    /// transposition of adjacent characters as one edit each ("lenght" is one edit from
    /// "length"). Case-sensitive; `closest(to:among:)` lowercases first.
    public static func editDistance(_ first: String, _ second: String) -> Int {
        editDistance(Array(first.unicodeScalars), Array(second.unicodeScalars))
    }

    /// Optimal string alignment distance, keeping only the three rows the recurrence reads.
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var distance = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    distance = min(distance, twoBack[j - 2] + 1)
                }
                current[j] = distance
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }
}
