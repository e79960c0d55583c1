/// Which rules inline directives turn off (or on) on which lines, with markdownlint's order
/// of processing: `disable-file`/`enable-file` set the starting state; `disable`, `enable`,
/// `capture` and `restore` apply from their own line on; `disable-line` and
/// `disable-next-line` apply last, to one line each.
struct Suppressions {
    /// Rules switched off and on relative to the configuration.
    private struct State {
        var disabled: Set<String> = []
        var enabled: Set<String> = []

        mutating func disable(_ ids: Set<String>) {
            disabled.formUnion(ids)
            enabled.subtract(ids)
        }

        mutating func enable(_ ids: Set<String>) {
            enabled.formUnion(ids)
            disabled.subtract(ids)
        }
    }

    private var start = State()
    /// The state from each directive's line on, in line order.
    private var checkpoints: [(line: Int, state: State)] = []
    private var disabledOnLine: [Int: Set<String>] = [:]
    /// True when a directive may switch on a rule that configuration leaves off.
    private(set) var mayEnableRules = false
    /// True when no directive changes any rule on any line: the configuration decides.
    private var isInert: Bool {
        checkpoints.isEmpty && disabledOnLine.isEmpty && start.disabled.isEmpty && start.enabled.isEmpty
    }

    static let none = Suppressions()

    private init() {}

    /// `resolve` turns a name into rule IDs (none for unknown names); no names means all rules.
    init(_ directives: [InlineDirective], allIDs: Set<String>, resolve: (String) -> [String]) {
        func ids(_ names: [String]) -> Set<String> {
            names.isEmpty ? allIDs : Set(names.flatMap(resolve))
        }
        for directive in directives {
            switch directive.action {
            case .disableFile: start.disable(ids(directive.names))
            case .enableFile:
                start.enable(ids(directive.names))
                mayEnableRules = true
            default: break
            }
        }
        var state = start
        var captured = start
        for directive in directives {
            switch directive.action {
            case .disable: state.disable(ids(directive.names))
            case .enable:
                state.enable(ids(directive.names))
                mayEnableRules = true
            case .capture:
                captured = state
                continue
            case .restore:
                state = captured
            case .disableLine:
                disabledOnLine[directive.line, default: []].formUnion(ids(directive.names))
                continue
            case .disableNextLine:
                disabledOnLine[directive.line + 1, default: []].formUnion(ids(directive.names))
                continue
            case .disableFile, .enableFile, .configureFile:
                continue
            }
            checkpoints.append((directive.line, state))
        }
    }

    /// Whether rule `id` reports on `line`, given whether configuration enables it.
    func isActive(_ id: String, line: Int, configured: Bool) -> Bool {
        // Most files have no directives: no lookups (each hashes) for each of their findings.
        if isInert { return configured }
        if disabledOnLine[line]?.contains(id) == true { return false }
        var low = 0
        var high = checkpoints.count
        while low < high {
            let mid = (low + high) / 2
            if checkpoints[mid].line <= line { low = mid + 1 } else { high = mid }
        }
        let state = low > 0 ? checkpoints[low - 1].state : start
        if state.disabled.contains(id) { return false }
        if state.enabled.contains(id) { return true }
        return configured
    }
}
