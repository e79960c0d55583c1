/// A set of scalars from a bracket expression (`[a-z]`, `[!x]`). It never matches '/', which
/// cannot occur inside a path segment anyway.
struct ScalarClass: Sendable, Hashable {
    var isNegated: Bool
    var ranges: [ClosedRange<UInt32>]

    func contains(_ scalar: UInt32) -> Bool {
        ranges.contains { $0.contains(scalar) } != isNegated
    }
}

/// One element of a segment pattern; every atom but `star` matches exactly one scalar.
enum GlobAtom: Sendable, Hashable {
    case literal(UInt32)
    case anyScalar
    case star
    case oneOf(ScalarClass)
}

/// One '/'-separated piece of a pattern.
enum GlobSegment: Sendable, Hashable {
    /// `**` as a whole segment: zero or more whole path segments.
    case globstar
    /// A segment without wildcards, compared directly.
    case literal([UInt32])
    case pattern([GlobAtom])

    func matches(_ name: [UInt32]) -> Bool {
        switch self {
        case .globstar: return true
        case .literal(let text): return text == name
        case .pattern(let atoms): return GlobSegment.match(atoms, name)
        }
    }

    /// Classic wildcard matching with a single backtrack point: when an atom fails, the most
    /// recent `*` absorbs one more scalar. Because every other atom consumes exactly one
    /// scalar, earlier stars never need revisiting, so the cost is O(pattern × name) at worst
    /// and patterns such as `*a*a*a*a*b` cannot blow up exponentially.
    private static func match(_ atoms: [GlobAtom], _ name: [UInt32]) -> Bool {
        var atom = 0, index = 0
        var starAtom = -1, starIndex = 0
        while index < name.count {
            if atom < atoms.count {
                switch atoms[atom] {
                case .star:
                    starAtom = atom
                    starIndex = index
                    atom += 1
                    continue
                case .anyScalar:
                    atom += 1
                    index += 1
                    continue
                case .literal(let scalar) where scalar == name[index]:
                    atom += 1
                    index += 1
                    continue
                case .oneOf(let set) where set.contains(name[index]):
                    atom += 1
                    index += 1
                    continue
                default:
                    break
                }
            }
            guard starAtom >= 0 else { return false }
            atom = starAtom + 1
            starIndex += 1
            index = starIndex
        }
        while atom < atoms.count, atoms[atom] == .star { atom += 1 }
        return atom == atoms.count
    }
}

/// A compiled pattern: one or more alternatives (brace expansion yields several), each a
/// sequence of segments matched against a path's segments.
struct CompiledGlob: Sendable, Hashable {
    struct Alternative: Sendable, Hashable {
        var segments: [GlobSegment]
        /// The pattern ended in '/': it matches directories only.
        var isDirectoryOnly: Bool
        /// The pattern held a '/' before its end, so it is matched from the base directory
        /// rather than against the last segment at any depth.
        var isAnchored: Bool
    }

    var alternatives: [Alternative]

    func matches(_ path: ArraySlice<[UInt32]>, isDirectory: Bool) -> Bool {
        alternatives.contains { alternative in
            !alternative.segments.isEmpty && (isDirectory || !alternative.isDirectoryOnly)
                && CompiledGlob.match(alternative.segments, path)
        }
    }

    /// The same single-backtrack scheme as within a segment, one level up: `**` plays the part
    /// of `*` and every other segment consumes exactly one path segment. O(pattern × path).
    private static func match(_ segments: [GlobSegment], _ path: ArraySlice<[UInt32]>) -> Bool {
        var segment = 0, index = path.startIndex
        var starSegment = -1, starIndex = index
        while index < path.endIndex {
            if segment < segments.count {
                if segments[segment] == .globstar {
                    starSegment = segment
                    starIndex = index
                    segment += 1
                    continue
                }
                if segments[segment].matches(path[index]) {
                    segment += 1
                    index += 1
                    continue
                }
            }
            guard starSegment >= 0 else { return false }
            segment = starSegment + 1
            starIndex += 1
            index = starIndex
        }
        while segment < segments.count, segments[segment] == .globstar { segment += 1 }
        return segment == segments.count
    }
}
