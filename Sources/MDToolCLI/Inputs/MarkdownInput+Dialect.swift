import MarkdownProject
import MarkdownSyntax
import YAML

extension MarkdownInput {
    /// How the input is parsed: in the dialect `--dialect` names (`forced`), else in the one
    /// its own configuration gives it (its directory's overrides, its place, the nearest
    /// `dialect`), with the extensions that configuration's `extensions` switch on or off.
    /// `places` remembers the dialects of the places of a run's files.
    func parseOptions(forced: Dialect?, places: PlaceDialects? = nil) throws(CommandError) -> ParseOptions {
        let dialects = try ConfigurationResolver.reporting { () throws(ConfigError) in try configuration.dialectSelection() }
        if let forced { return dialects.parseOptions(for: forced) }
        return dialects.parseOptions(for: dialects.dialect(forAbsolutePath: absolutePath, matchingOverrides: overrides, places: places))
    }
}

extension MarkdownInputs {
    /// Each input with how it is parsed (`MarkdownInput.parseOptions(forced:)`).
    func inputsWithParseOptions(forced: Dialect?) throws(CommandError) -> [(input: MarkdownInput, parseOptions: ParseOptions)] {
        let places = PlaceDialects()
        return try inputs.map { (input) throws(CommandError) in (input, try input.parseOptions(forced: forced, places: places)) }
    }
}
