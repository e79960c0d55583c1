/// Turns the paths given on a command line into the Markdown files to process.
public enum FileDiscovery {
    /// Finds the files under `paths` (files or directories, relative or absolute; `["."]` when
    /// empty) that pass `filter`, sorted by display path (see `DiscoveredFile`).
    ///
    /// Walking a directory:
    /// - skips entries whose name starts with '.' (including `.git`); a hidden path named
    ///   explicitly is still used;
    /// - honours `.gitignore` files in the walked directories and in their parents up to the
    ///   repository root (the nearest ancestor holding `.git`), plus `.git/info/exclude`; a
    ///   directory holding its own `.git` starts a new repository. Outside a repository only
    ///   `.gitignore` files inside the walked directory apply. A directory named explicitly is
    ///   walked even if it is itself ignored;
    /// - follows symbolic links to files and directories that stay inside the project root
    ///   of the path named (see `ProjectRoot`); links out of it are skipped and listed in
    ///   `skippedLinks`. Each directory (by device and inode) is entered once, so link cycles
    ///   end. Real directories are walked before linked ones, so a file reachable both ways
    ///   is reported under its real path; a file reachable through several links is
    ///   reported once;
    /// - skips dangling links and special files (FIFOs, devices, sockets); a directory or
    ///   Markdown file whose name is not valid UTF-8 is a problem (`invalidName`).
    ///
    /// A path named explicitly is taken whatever it is (a FIFO, a device, a link out of the
    /// project): reading it is what was asked; writing it is `AtomicFileWriter`'s to refuse.
    ///
    /// Problems (a named path that does not exist, an unreadable directory) are collected in
    /// the result; the rest of the walk goes on.
    public static func discover(
        _ paths: [String],
        filter: FileFilter = FileFilter(),
        currentDirectory: String? = nil
    ) -> DiscoveryResult {
        let cwd = PathUtilities.absolute(currentDirectory ?? SystemCalls.currentDirectory() ?? "/", from: "/")
        var walker = DirectoryWalker(filter: filter, currentDirectory: cwd)
        for path in paths.isEmpty ? ["."] : paths {
            walker.add(path)
        }
        return walker.finish()
    }
}
