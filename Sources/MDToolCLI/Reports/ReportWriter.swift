import Workspace

/// Writes a command's rendered reports: the one without a file to the given stream, each of
/// the others atomically to its file (relative paths start at the command's directory), so
/// a CI step reading a report never sees half of one.
enum ReportWriter {
    /// Writes every report; false after reporting, as `mdtool COMMAND: …`, a file that could not be written.
    static func write(_ reports: [(request: ReportRequest, bytes: [UInt8])], standardOutput: any CommandOutput, command: String,
                      in context: CommandContext) -> Bool {
        write(reports.map { (request: $0.request, content: .bytes($0.bytes)) }, standardOutput: standardOutput,
              command: command, in: context)
    }

    /// `write(_:standardOutput:command:in:)` with reports that may come in pieces: those go
    /// to the stream a piece at a time, and are gathered whole only for a file.
    static func write(_ reports: [(request: ReportRequest, content: ReportContent)], standardOutput: any CommandOutput,
                      command: String, in context: CommandContext) -> Bool {
        var written = true
        for (request, content) in reports {
            guard let path = request.path else {
                switch content {
                case .bytes(let bytes): standardOutput.write(bytes)
                case .pieces(let render): render { standardOutput.write($0) }
                }
                continue
            }
            let bytes: [UInt8]
            switch content {
            case .bytes(let whole): bytes = whole
            case .pieces(let render):
                var gathered: [UInt8] = []
                render { gathered += $0 }
                bytes = gathered
            }
            do throws(FileSystemError) {
                try AtomicFileWriter.write(bytes, toPath: PathUtilities.absolute(path, from: context.currentDirectory))
            } catch {
                context.reportError(command, "cannot write the \(request.format.rawValue) report to \(path): \(error.message)")
                written = false
            }
        }
        return written
    }
}

/// A rendered report: its bytes, or what renders it a piece at a time (the text report of
/// one file, which can be hundreds of megabytes: on a stream it is never held whole).
enum ReportContent {
    case bytes([UInt8])
    case pieces((_ sink: (UnsafeBufferPointer<UInt8>) -> Void) -> Void)
}
