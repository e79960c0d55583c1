import Foundation
import Workspace

/// Remembers the repository root (the nearest ancestor holding `.git`) of each directory
/// asked about, so checking many files of one folder looks it up once.
final class RepositoryRoots: @unchecked Sendable {
    static let shared = RepositoryRoots()

    private let lock = NSLock()
    private var roots: [String: String?] = [:]

    func root(containing directory: String) -> String? {
        lock.lock()
        if let known = roots[directory] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let root = GitIgnoreStack.repositoryRoot(containing: directory)
        lock.lock()
        roots[directory] = .some(root)
        lock.unlock()
        return root
    }

    /// Forgets every root: a long-lived process (the language server) calls this when files
    /// change, since a `.git` may have appeared or gone.
    func removeAll() {
        lock.lock()
        roots.removeAll()
        lock.unlock()
    }
}
