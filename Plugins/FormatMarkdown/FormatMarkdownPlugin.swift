import Foundation
import PackagePlugin

/// `swift package format-markdown [mdtool fmt options] [paths]`: formats the package's
/// Markdown in place with mdtool. SwiftPM asks for permission to write to the package.
@main
struct FormatMarkdownPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "mdtool").url
        process.arguments = ["fmt"] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw FormatFailure(status: process.terminationStatus)
        }
    }
}

struct FormatFailure: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "mdtool fmt failed (exit status \(status))" }
}
