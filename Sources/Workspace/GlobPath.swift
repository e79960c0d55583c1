/// A relative path split into segments of Unicode scalar values, the form the matcher works on.
/// Empty and `.` segments are dropped, so `./docs//a.md` and `docs/a.md` are the same path.
/// Built once per path and shared by every pattern tested against it.
struct GlobPath: Sendable, Hashable {
    var segments: [[UInt32]]

    init(_ path: String) {
        segments = []
        // Scalars, not characters: paths are split for every file of a run.
        for part in path.unicodeScalars.split(separator: "/", omittingEmptySubsequences: true)
        where !(part.count == 1 && part.first == ".") {
            segments.append(part.map(\.value))
        }
    }

    init(segments: [[UInt32]]) {
        self.segments = segments
    }

    static let empty = GlobPath(segments: [])

    func appending(_ name: String) -> GlobPath {
        GlobPath(segments: segments + [name.unicodeScalars.map(\.value)])
    }
}
