/// Which of a linter's rules a run checks, so that a cache can keep the findings that depend
/// on the file alone and recompute those of rules that read other files.
public enum RuleScope: Sendable, Hashable {
    /// Every rule.
    case all
    /// Only the rules whose descriptor says `readsOtherFiles`.
    case readingOtherFiles
    /// Only the rules whose findings depend on the file's text and the configuration alone.
    case withinFile

    /// Whether the scope takes the rule `descriptor` describes.
    public func includes(_ descriptor: RuleDescriptor) -> Bool {
        switch self {
        case .all: true
        case .readingOtherFiles: descriptor.readsOtherFiles
        case .withinFile: !descriptor.readsOtherFiles
        }
    }
}
