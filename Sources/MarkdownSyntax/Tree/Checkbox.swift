/// The state of a GFM task-list item's checkbox (`[ ]` or `[x]`).
public enum Checkbox: Hashable, Sendable {
    case checked
    case unchecked
}
