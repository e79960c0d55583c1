#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The state of one discovery run; see `FileDiscovery.discover` for the rules it applies.
struct DirectoryWalker {
    /// A directory waiting to be listed, with everything its entries inherit.
    private struct Task {
        var absolute: String
        var display: String
        /// The directory with links resolved, so files reached by two routes share one key.
        var canonical: String
        /// The path relative to the filter's base directory; `nil` when outside it.
        var basePath: GlobPath?
        /// An include glob matched this directory or a parent (or there is nothing to match).
        var isIncluded: Bool
        var ignore: IgnoreContext?
        /// Reached through a symbolic link somewhere along the way.
        var viaLink: Bool
        /// The project root (links resolved) of the path the user named; links out of it are
        /// not followed.
        var root: String
    }

    private struct IgnoreContext {
        var stack: GitIgnoreStack
        /// The directory relative to `stack.root`.
        var path: GlobPath
    }

    private struct Candidate {
        var file: DiscoveredFile
        var key: String
        var viaLink: Bool
    }

    private struct DirectoryID: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private let filter: FileFilter
    private let currentDirectory: String
    private let baseDirectory: String
    /// Whether paths relative to the base directory are needed at all.
    private let usesGlobs: Bool
    private var candidates: [Candidate] = []
    private var problems: [DiscoveryProblem] = []
    private var skippedLinks: [SkippedLink] = []
    private var visited: Set<DirectoryID> = []
    /// Linked directories, walked after every real one.
    private var deferred: [Task] = []
    /// The project root of each directory holding a named path.
    private var projectRoots: [String: String] = [:]
    /// Each directory holding a named file, with links resolved (nil: it cannot be).
    private var resolvedDirectories: [String: String?] = [:]

    init(filter: FileFilter, currentDirectory: String) {
        self.filter = filter
        self.currentDirectory = currentDirectory
        baseDirectory = PathUtilities.absolute(filter.baseDirectory ?? ".", from: currentDirectory)
        usesGlobs = !filter.include.isEmpty || !filter.exclude.isEmpty
    }

    /// Adds one path named by the user.
    mutating func add(_ path: String) {
        let absolute = PathUtilities.absolute(path, from: currentDirectory)
        let display = displayPath(for: absolute, typed: path)
        let status: FileStatus
        switch SystemCalls.status(absolute) {
        case .success(let value):
            status = value
        case .failure(let error):
            if error.code == ENOENT || error.code == ENOTDIR {
                problems.append(.noSuchFile(path: path))
            } else {
                problems.append(.unreadable(path: path, reason: error.reason))
            }
            return
        }
        let root = projectRoot(of: absolute, isDirectory: status.isDirectory)
        guard status.isDirectory else {
            // A named file is judged by the patterns only when there are some (split into a
            // glob path, its name costs more than everything else here).
            if usesGlobs, let basePath = PathUtilities.relative(absolute, to: baseDirectory).map(GlobPath.init) {
                if filter.exclude.contains(where: { $0.matchesPathOrParent(basePath, isDirectory: false) }) { return }
                if !filter.include.isEmpty,
                   !filter.include.contains(where: { $0.matchesPathOrParent(basePath, isDirectory: false) }) { return }
            }
            let key = resolvedPath(ofFile: absolute) ?? absolute
            // Named explicitly, so read whatever it is; writes still check `root`.
            let file = DiscoveredFile(absolutePath: absolute, displayPath: display, projectRoot: root)
            candidates.append(Candidate(file: file, key: key, viaLink: false))
            return
        }
        let basePath = PathUtilities.relative(absolute, to: baseDirectory).map(GlobPath.init)
        if let basePath, filter.exclude.contains(where: { $0.matchesPathOrParent(basePath, isDirectory: true) }) { return }
        let isIncluded = basePath.map { path in
            filter.include.isEmpty || filter.include.contains { $0.matchesPathOrParent(path, isDirectory: true) }
        } ?? true
        let task = Task(
            absolute: absolute,
            display: display,
            canonical: SystemCalls.realPath(absolute) ?? absolute,
            basePath: basePath,
            isIncluded: isIncluded,
            ignore: filter.respectsGitIgnore ? ignoreContext(for: absolute) : nil,
            viaLink: false,
            root: root
        )
        walk(from: task)
    }

    /// Walks the linked directories met so far, then returns the sorted, de-duplicated files.
    mutating func finish() -> DiscoveryResult {
        while !deferred.isEmpty {
            let batch = deferred
            deferred = []
            for task in batch { walk(from: task) }
        }
        // One entry per file: prefer a route without links, then the first one met.
        var chosen: [String: Int] = [:]
        for (index, candidate) in candidates.enumerated() {
            if let previous = chosen[candidate.key] {
                if candidates[previous].viaLink, !candidate.viaLink { chosen[candidate.key] = index }
            } else {
                chosen[candidate.key] = index
            }
        }
        // In the order met, so the sort finds the runs already in order (paths named sorted,
        // directories listed sorted) instead of starting from a dictionary's order.
        let kept = Set(chosen.values)
        let files = candidates.indices.filter(kept.contains).map { candidates[$0].file }.sorted()
        return DiscoveryResult(files: files, problems: problems, skippedLinks: skippedLinks)
    }

    // MARK: Walking

    /// Depth-first over real directories; linked ones go to `deferred`. Iterative, so deep
    /// trees cannot exhaust the stack.
    private mutating func walk(from start: Task) {
        var pending = [start]
        while let task = pending.popLast() {
            pending += list(task).reversed()
        }
    }

    /// Lists one directory: records its files and returns its real subdirectories in order.
    private mutating func list(_ task: Task) -> [Task] {
        let listing: DirectoryListing
        switch SystemCalls.readDirectory(task.absolute) {
        case .success(let value):
            listing = value
        case .failure(let error):
            problems.append(.unreadable(path: task.display.isEmpty ? "." : task.display, reason: error.reason))
            return []
        }
        guard visited.insert(DirectoryID(device: listing.identity.device, inode: listing.identity.inode)).inserted else {
            return []
        }
        var ignore = task.ignore
        if ignore != nil {
            let names = Set(listing.entries.lazy.map(\.name).filter { $0 == ".git" || $0 == ".gitignore" })
            if names.contains(".git"), ignore?.path.segments.isEmpty == false {
                // A nested repository: its own rules, relative to its own root.
                ignore = IgnoreContext(stack: GitIgnoreStack(root: task.absolute), path: .empty)
            }
            if names.contains(".gitignore"), let stack = ignore?.stack {
                ignore?.stack.pushGitIgnore(inDirectory: PathUtilities.relative(task.absolute, to: stack.root) ?? "")
            }
        }
        reportInvalidNames(listing.invalidNames, in: task, ignore: ignore)
        var subdirectories: [Task] = []
        let entries = listing.entries.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        for (name, entryKind) in entries where !name.hasPrefix(".") {
            let absolute = PathUtilities.join(task.absolute, name)
            guard let (isDirectory, isLink) = resolveKind(entryKind, at: absolute),
                  isDirectory || filter.acceptsExtension(of: name) else { continue }
            let ignorePath = ignore?.path.appending(name)
            let ignored = ignore.map { $0.stack.verdict(for: ignorePath!.segments, isDirectory: isDirectory) } ?? false
            if ignored { continue }
            // A link is followed only while it stays in the project: never out of the tree.
            let resolved = isLink ? SystemCalls.realPath(absolute) ?? absolute : nil
            if let resolved, !ProjectRoot.contains(task.root, resolved) {
                skippedLinks.append(SkippedLink(path: PathUtilities.join(task.display, name), target: resolved))
                continue
            }
            let basePath = usesGlobs
                ? task.basePath?.appending(name) ?? PathUtilities.relative(absolute, to: baseDirectory).map(GlobPath.init)
                : nil
            let display = PathUtilities.join(task.display, name)
            let viaLink = task.viaLink || isLink
            if isDirectory {
                if let basePath, filter.exclude.contains(where: { $0.matches(basePath, isDirectory: true) }) { continue }
                // Outside the base, globs do not apply; inside, a match anywhere above suffices.
                let isIncluded = basePath.map { path in
                    (task.basePath != nil && task.isIncluded)
                        || filter.include.isEmpty || filter.include.contains { $0.matches(path, isDirectory: true) }
                } ?? true
                let child = Task(
                    absolute: absolute,
                    display: display,
                    canonical: resolved ?? PathUtilities.join(task.canonical, name),
                    basePath: basePath,
                    isIncluded: isIncluded,
                    ignore: ignore.map { IgnoreContext(stack: $0.stack, path: ignorePath!) },
                    viaLink: viaLink,
                    root: task.root
                )
                if isLink { deferred.append(child) } else { subdirectories.append(child) }
            } else {
                if let basePath {
                    if filter.exclude.contains(where: { $0.matches(basePath, isDirectory: false) }) { continue }
                    if !task.isIncluded, !filter.include.contains(where: { $0.matches(basePath, isDirectory: false) }) { continue }
                }
                let key = resolved ?? PathUtilities.join(task.canonical, name)
                let file = DiscoveredFile(absolutePath: absolute, displayPath: display, projectRoot: task.root)
                candidates.append(Candidate(file: file, key: key, viaLink: viaLink))
            }
        }
        return subdirectories
    }

    /// Names that are not UTF-8 cannot be processed (paths are `String`s): a directory or a
    /// Markdown file among them is reported rather than skipped silently, unless hidden or
    /// ignored (judged by the name with its bad bytes replaced).
    private mutating func reportInvalidNames(_ names: [(bytes: [UInt8], kind: EntryKind)], in task: Task, ignore: IgnoreContext?) {
        for (bytes, kind) in names.sorted(by: { $0.bytes.lexicographicallyPrecedes($1.bytes) }) where bytes.first != UInt8(ascii: ".") {
            let readable = PathUtilities.readableName(bytes)
            let repaired = String(decoding: bytes, as: UTF8.self)
            let isDirectory = kind == .directory
            guard isDirectory || (kind != .other && filter.acceptsExtension(of: repaired)) else { continue }
            if let ignore, ignore.stack.verdict(for: ignore.path.appending(repaired).segments, isDirectory: isDirectory) { continue }
            problems.append(.invalidName(path: PathUtilities.join(task.display, readable)))
        }
    }

    /// Whether an entry is a directory or a regular file (following links), and whether it is
    /// a link; `nil` for anything else, including dangling or looping links.
    private func resolveKind(_ kind: EntryKind, at path: String) -> (isDirectory: Bool, isLink: Bool)? {
        switch kind {
        case .directory: return (true, false)
        case .regular: return (false, false)
        case .other: return nil
        case .symbolicLink, .unknown:
            // d_type is enough for almost every entry; only links and file systems that do not
            // fill it in cost a stat call.
            guard case .success(let own) = SystemCalls.status(path, followingLinks: false) else { return nil }
            let isLink = own.isSymbolicLink
            let target: FileStatus
            if isLink {
                guard case .success(let resolved) = SystemCalls.status(path) else { return nil }
                target = resolved
            } else {
                target = own
            }
            if target.isDirectory { return (true, isLink) }
            return target.isRegularFile ? (false, isLink) : nil
        }
    }

    // MARK: Paths

    /// `SystemCalls.realPath` of a named file, its directory resolved once per directory: a
    /// file that is not itself a link is its resolved directory and its name (one `lstat`
    /// instead of a `readlink` for every directory above it).
    private mutating func resolvedPath(ofFile absolute: String) -> String? {
        let directory = PathUtilities.parent(of: absolute)
        let resolvedDirectory: String?
        if let known = resolvedDirectories[directory] {
            resolvedDirectory = known
        } else {
            resolvedDirectory = SystemCalls.realPath(directory)
            resolvedDirectories[directory] = resolvedDirectory
        }
        guard let resolvedDirectory, case .success(let own) = SystemCalls.status(absolute, followingLinks: false),
              !own.isSymbolicLink else { return SystemCalls.realPath(absolute) }
        return PathUtilities.join(resolvedDirectory, String(PathUtilities.lastComponent(of: absolute)))
    }

    /// `ProjectRoot.of` a named path, found once per directory: hundreds of files named in
    /// one directory would otherwise each look for its repository.
    private mutating func projectRoot(of absolute: String, isDirectory: Bool) -> String {
        let directory = isDirectory ? absolute : PathUtilities.parent(of: absolute)
        if let known = projectRoots[directory] { return known }
        let root = ProjectRoot.of(namedPath: directory, isDirectory: true, currentDirectory: currentDirectory)
        projectRoots[directory] = root
        return root
    }

    /// Relative to the current directory when inside it, else as typed (normalized).
    private func displayPath(for absolute: String, typed: String) -> String {
        if let relative = PathUtilities.relative(absolute, to: currentDirectory) { return relative }
        return typed.hasPrefix("/") ? absolute : PathUtilities.normalizedRelative(typed)
    }

    /// The ignore rules in force at `directory`: those of its repository's root and of every
    /// directory between the root and `directory` (whose own file is read when it is listed).
    private func ignoreContext(for directory: String) -> IgnoreContext {
        guard let root = GitIgnoreStack.repositoryRoot(containing: directory),
              let relative = PathUtilities.relative(directory, to: root) else {
            return IgnoreContext(stack: GitIgnoreStack(root: directory, readsInfoExclude: false), path: .empty)
        }
        var stack = GitIgnoreStack(root: root)
        var parent = ""
        for component in relative.split(separator: "/") {
            stack.pushGitIgnore(inDirectory: parent)
            parent = PathUtilities.join(parent, String(component))
        }
        return IgnoreContext(stack: stack, path: GlobPath(relative))
    }
}
