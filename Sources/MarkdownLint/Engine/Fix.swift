/// Text edits that resolve a finding.
public struct Fix: Sendable, Hashable {
    /// Whether a fix can be applied without review.
    public enum Applicability: String, Sendable, Hashable {
        /// Keeps the document's meaning; applied by `--fix`.
        case safe
        /// Could change how the document renders; applied only with `--unsafe-fixes`.
        case unsafe
    }

    /// Non-overlapping edits, applied together or not at all.
    public var edits: [TextEdit] {
        get {
            switch storage {
            case .one(let edit): [edit]
            case .many(let edits): edits
            }
        }
        set { storage = Storage(newValue) }
    }
    /// Most fixes are one edit, kept in place: an array per fix was an allocation per
    /// finding (`lint --fix` of a file with a million fixable findings made a million).
    private var storage: Storage
    /// Whether `--fix` applies it, or only `--unsafe-fixes`.
    public var applicability: Applicability

    private enum Storage: Sendable, Hashable {
        case one(TextEdit)
        /// Any other number of edits (never one, so that equal fixes are stored alike).
        case many([TextEdit])

        init(_ edits: [TextEdit]) {
            self = edits.count == 1 ? .one(edits[0]) : .many(edits)
        }
    }

    /// Makes a fix of several edits, applied together.
    public init(_ edits: [TextEdit], applicability: Applicability = .safe) {
        storage = Storage(edits)
        self.applicability = applicability
    }

    /// Makes a fix of one edit.
    public init(_ edit: TextEdit, applicability: Applicability = .safe) {
        storage = .one(edit)
        self.applicability = applicability
    }

    /// How many edits the fix has (`edits.count`, without making the array).
    package var editCount: Int {
        switch storage {
        case .one: 1
        case .many(let edits): edits.count
        }
    }

    /// Calls `body` with each edit in order (`edits`, without making the array).
    package func forEachEdit(_ body: (TextEdit) throws -> Void) rethrows {
        switch storage {
        case .one(let edit): try body(edit)
        case .many(let edits): for edit in edits { try body(edit) }
        }
    }

    /// The bytes the fix touches, from its first edit to its last.
    public var span: Range<Int>? {
        switch storage {
        case .one(let edit):
            return edit.range
        case .many(let edits):
            guard let first = edits.first else { return nil }
            var low = first.range.lowerBound
            var high = first.range.upperBound
            for edit in edits.dropFirst() {
                low = min(low, edit.range.lowerBound)
                high = max(high, edit.range.upperBound)
            }
            return low..<high
        }
    }
}
