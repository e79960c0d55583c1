/// A task list item's checkbox.
public enum Checkbox: Sendable {
    case checked
    case unchecked
}
