/// A fix shared by the findings of one list (all its items change together). Very long
/// lists carry it on their first finding only: every finding repeating a fix of thousands
/// of edits would make applying fixes quadratic.
enum SharedListFix {
    /// Puts `fix` on the `movable` findings (all of them, or only the first for very long lists).
    static func attach(_ fix: Fix?, to findings: [Finding], movable: [Bool]) -> [Finding] {
        var result = findings
        let limit = 64
        var attached = false
        for index in result.indices where movable[index] {
            if attached && fix.map({ $0.editCount > limit }) == true { break }
            result[index].fix = fix
            attached = true
        }
        return result
    }
}
