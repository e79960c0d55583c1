import MarkdownProject
import Workspace
import YAML

/// `mdtool lint --show-config FILE`: the configuration a file is linted with.
enum ShowConfig {
    static func run(_ file: String, resolver: ConfigurationResolver, context: CommandContext) throws(CommandError) -> Int32 {
        let absolute = PathUtilities.absolute(file, from: context.currentDirectory)
        let text = try ConfigurationResolver.reporting { () throws(ConfigError) in
            try ConfigurationDescription.describe(resolver.configuration(forFile: absolute), file: file, absolutePath: absolute)
        }
        context.output.write(text)
        return 0
    }
}
