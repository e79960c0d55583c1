/// The state of a GFM task-list item's checkbox (`[ ]` or `[x]`).
public enum Checkbox: Hashable, Sendable {
    /// `[x]` (or `[X]`): the task is done.
    case checked
    /// `[ ]`: the task is open.
    case unchecked
}
