/// What discovery found: the files, sorted and without duplicates, any problems in the order
/// they were met, and the symbolic links it did not follow.
public struct DiscoveryResult: Sendable, Hashable {
    /// Sorted by display path, each file once.
    public var files: [DiscoveredFile]
    /// Empty when every path was found and every directory could be listed.
    public var problems: [DiscoveryProblem]
    /// Links met while walking that lead out of the project root.
    public var skippedLinks: [SkippedLink]

    public init(files: [DiscoveredFile], problems: [DiscoveryProblem], skippedLinks: [SkippedLink] = []) {
        self.files = files
        self.problems = problems
        self.skippedLinks = skippedLinks
    }
}
