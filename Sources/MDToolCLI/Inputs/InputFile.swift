import MarkdownSyntax
import Workspace

/// Reads a Markdown input (a file, or standard input for `-`) as validated UTF-8.
enum InputFile {
    /// Reads `path` (relative to the context's directory), or the context's standard input
    /// for `-`, named `displayName` in messages (by default the path as given, `<stdin>`).
    /// `rejectsBinary` refuses files with NUL bytes near the start (lint and fmt work on
    /// text; the spec renderer accepts NUL as U+FFFD).
    static func read(_ path: String, displayName: String? = nil, rejectsBinary: Bool = false,
                     in context: CommandContext) throws(CommandError) -> SourceFile {
        let name = displayName ?? (path == "-" ? "<stdin>" : path)
        let bytes: [UInt8]
        if path == "-" {
            do throws(CommandInputError) {
                bytes = try context.input.readAll()
            } catch {
                throw .usage("\(name): cannot read the file: \(error.reason)")
            }
        } else {
            do throws(FileBytes.Failure) {
                bytes = try FileBytes.read(path: PathUtilities.absolute(path, from: context.currentDirectory))
            } catch {
                switch error {
                case .notFound: throw .usage("\(name): no such file")
                case .isDirectory: throw .usage("\(name): is a directory, not a file")
                case .unreadable(let reason): throw .usage("\(name): cannot read the file: \(reason)")
                }
            }
        }
        if rejectsBinary, bytes.prefix(8192).contains(0) {
            throw .usage("\(name): binary file (contains NUL bytes), not Markdown")
        }
        if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
            let location = SourceFile(bytes: Array(bytes[..<offset])).location(at: offset)
            throw .usage("\(name):\(location.line):\(location.column): invalid UTF-8 (byte offset \(offset)); "
                         + "mdtool reads UTF-8 text only")
        }
        return SourceFile(name: name, bytes: bytes)
    }

    /// Reads one input of a run (refusing binary files).
    static func read(_ input: MarkdownInput, in context: CommandContext) throws(CommandError) -> SourceFile {
        try read(input.file ?? "-", displayName: input.displayPath, rejectsBinary: true, in: context)
    }
}
