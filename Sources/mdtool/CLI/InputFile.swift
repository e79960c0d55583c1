import MarkdownSyntax

/// Reads a Markdown input (a file, or standard input for `-`) as validated UTF-8.
enum InputFile {
    static func read(_ path: String, displayName: String? = nil) throws(CommandError) -> SourceFile {
        let name = displayName ?? (path == "-" ? "<stdin>" : path)
        let bytes: [UInt8]
        do throws(FileBytes.Failure) {
            bytes = path == "-" ? try FileBytes.readStandardInput() : try FileBytes.read(path: path)
        } catch {
            switch error {
            case .notFound: throw .usage("\(name): no such file")
            case .isDirectory: throw .usage("\(name): is a directory, not a file")
            case .unreadable(let reason): throw .usage("\(name): cannot read the file: \(reason)")
            }
        }
        if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
            let location = SourceFile(bytes: Array(bytes[..<offset])).location(at: offset)
            throw .usage("\(name):\(location.line):\(location.column): invalid UTF-8 (byte offset \(offset)); "
                         + "mdtool reads UTF-8 text only")
        }
        return SourceFile(name: name, bytes: bytes)
    }
}
