import Foundation
import PackagePlugin

/// `swift package lint-markdown [mdtool lint options] [paths]`: lints the package's Markdown
/// with mdtool, in the package directory. Arguments are passed through to `mdtool lint`.
@main
struct LintMarkdownPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "mdtool").url
        process.arguments = ["lint"] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginFailure("mdtool lint found problems (exit status \(process.terminationStatus))")
        }
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
