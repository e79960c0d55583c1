import Workspace

/// Writes a command's rendered reports: the one without a file to the given stream, each of
/// the others atomically to its file (relative paths start at the command's directory), so
/// a CI step reading a report never sees half of one.
enum ReportWriter {
    /// Writes every report; false after reporting, as `mdtool COMMAND: …`, a file that could not be written.
    static func write(_ reports: [(request: ReportRequest, bytes: [UInt8])], standardOutput: any CommandOutput, command: String,
                      in context: CommandContext) -> Bool {
        var written = true
        for (request, bytes) in reports {
            guard let path = request.path else {
                standardOutput.write(bytes)
                continue
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
