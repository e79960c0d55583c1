import MarkdownSyntax
import Workspace

/// Reads a Markdown input (a file, or standard input for `-`) as validated UTF-8, and writes
/// files back.
enum InputFile {
    /// An input as read: its text, and for a regular file what it was when read, which a
    /// write checks again.
    struct Contents {
        var source: SourceFile
        var snapshot: FileSnapshot?
    }

    /// Reads `path` (relative to the context's directory), or the context's standard input
    /// for `-`, named `displayName` in messages (by default the path as given, `<stdin>`).
    /// At most `FileReader.maximumMarkdownSize` bytes are read, checked chunk by chunk
    /// (`InputValidation`). `forWriting` refuses anything but a regular file before opening
    /// it: a FIFO or device cannot be replaced, and opening a FIFO would wait for a writer.
    static func read(_ path: String, displayName: String? = nil, forWriting: Bool = false,
                     in context: CommandContext) throws(CommandError) -> Contents {
        let name = displayName ?? (path == "-" ? "<stdin>" : path)
        var validation = InputValidation(name: name)
        let limit = FileReader.maximumMarkdownSize
        let contents: FileReader.Contents
        do throws(ReadFailure) {
            if path == "-" {
                contents = FileReader.Contents(bytes: try context.input.read(limit: limit) { validation.accepts($0) },
                                               snapshot: nil)
            } else {
                contents = try FileReader.read(atPath: PathUtilities.absolute(path, from: context.currentDirectory), limit: limit,
                                               requiringRegularFile: forWriting) { validation.accepts($0) }
            }
        } catch {
            throw message(for: error, name: name, validation: validation)
        }
        if let problem = validation.finish(contents.bytes) { throw .usage(problem) }
        return Contents(source: SourceFile(name: name, bytes: contents.bytes), snapshot: contents.snapshot)
    }

    /// All of standard input as it is (up to the size limit), for a command that prints it
    /// back when it cannot process it; `source(from:name:)` then validates it.
    static func readStandardInput(named name: String, in context: CommandContext) throws(CommandError) -> [UInt8] {
        do throws(ReadFailure) {
            return try context.input.read(limit: FileReader.maximumMarkdownSize) { _ in true }
        } catch {
            throw message(for: error, name: name, validation: nil)
        }
    }

    /// Bytes read in full, validated as `read` validates them.
    static func source(from bytes: [UInt8], name: String) throws(CommandError) -> SourceFile {
        var validation = InputValidation(name: name)
        if let problem = validation.finish(bytes) { throw .usage(problem) }
        return SourceFile(name: name, bytes: bytes)
    }

    /// The one-line error for a failed read of the input `name`.
    private static func message(for failure: ReadFailure, name: String, validation: InputValidation?) -> CommandError {
        switch failure {
        case .stopped: return .usage(validation?.problem ?? "\(name): not read to the end")
        case .notFound: return .usage("\(name): no such file")
        case .isDirectory: return .usage("\(name): is a directory, not a file")
        case .notRegularFile(let kind): return .usage("\(name): not a regular file (\(kind)); only regular files are rewritten")
        case .tooLarge(let limit): return .usage("\(name): larger than \(ByteCount.describe(limit)), the most mdtool reads")
        case .system(let reason): return .usage("\(name): cannot read the file: \(reason)")
        }
    }

    /// Reads one input of a run; `forWriting` when the run may write it back.
    static func read(_ input: MarkdownInput, forWriting: Bool, in context: CommandContext) throws(CommandError) -> Contents {
        try read(input.file ?? "-", displayName: input.displayPath, forWriting: forWriting && !input.isStandardInput, in: context)
    }

    /// Replaces the file of `input` with `bytes` atomically, unless it changed since it was
    /// read (`snapshot`) or a symbolic link would take the write out of the project root.
    static func write(_ bytes: [UInt8], to input: MarkdownInput, readAs snapshot: FileSnapshot?) throws(FileSystemError) {
        guard let file = input.file else { return }
        do throws(FileSystemError) {
            try AtomicFileWriter.write(bytes, toPath: file, unchangedSince: snapshot, confinedTo: input.projectRoot)
        } catch {
            throw FileSystemError(path: input.displayPath, message: error.message)
        }
    }
}
