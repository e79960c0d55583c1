/// What discovery found: the files, sorted and without duplicates, and any problems in the
/// order they were met.
public struct DiscoveryResult: Sendable, Hashable {
    /// Sorted by display path, each file once.
    public var files: [DiscoveredFile]
    /// Empty when every path was found and every directory could be listed.
    public var problems: [DiscoveryProblem]

    public init(files: [DiscoveredFile], problems: [DiscoveryProblem]) {
        self.files = files
        self.problems = problems
    }
}
