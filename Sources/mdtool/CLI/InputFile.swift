import Foundation
import MarkdownSyntax

/// Reads a Markdown input (a file, or standard input for `-`) as validated UTF-8.
enum InputFile {
    static func read(_ path: String, displayName: String? = nil) throws(CommandError) -> SourceFile {
        let name = displayName ?? (path == "-" ? "<stdin>" : path)
        let bytes: [UInt8]
        if path == "-" {
            bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw .usage("\(name): no such file")
            }
            guard !isDirectory.boolValue else { throw .usage("\(name): is a directory, not a file") }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw .usage("\(name): cannot read the file (permission denied?)")
            }
            bytes = [UInt8](data)
        }
        if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
            let location = SourceFile(bytes: Array(bytes[..<offset])).location(at: offset)
            throw .usage("\(name):\(location.line):\(location.column): invalid UTF-8 (byte offset \(offset)); "
                         + "mdtool reads UTF-8 text only")
        }
        return SourceFile(name: name, bytes: bytes)
    }
}
