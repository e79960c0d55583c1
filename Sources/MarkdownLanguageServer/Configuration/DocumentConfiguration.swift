import Foundation
import MarkdownFormatting
import MarkdownLinks
import MarkdownLint
import MarkdownProject
import YAML

/// The configuration governing some documents, read once from one configuration file (or
/// the defaults), with what went wrong reading it. A broken section falls back to its
/// defaults, so the editor keeps working while the error is shown on the configuration file.
final class DocumentConfiguration: @unchecked Sendable {
    let project: ProjectConfiguration
    /// The configuration file's absolute path; nil for the defaults.
    let file: String?
    /// Every problem found, in the order met: the file itself, then each section.
    private(set) var errors: [ConfigError] = []
    private let lint: LintConfiguration
    private let selection: FileSelection?
    let formatOptions: FormatOptions
    let linkOptions: LinkCheckOptions
    /// One linter per set of matching overrides, as `mdtool lint` builds them.
    private var linters: [[Int]: Linter] = [:]

    init(project: ProjectConfiguration, file: String?, readError: ConfigError? = nil) {
        self.project = project
        self.file = file
        var errors = readError.map { [$0] } ?? []
        func section<Value>(_ read: () throws(ConfigError) -> Value, default fallback: Value) -> Value {
            do throws(ConfigError) {
                return try read()
            } catch {
                errors.append(error)
                return fallback
            }
        }
        lint = section(project.lintConfiguration, default: LintConfiguration())
        selection = section({ () throws(ConfigError) -> FileSelection? in try project.fileSelection() }, default: nil)
        formatOptions = section(project.formatOptions, default: FormatOptions())
        linkOptions = section(project.linkCheckOptions, default: LinkCheckOptions())
        self.errors = errors
    }

    /// Whether the configuration's `include`/`exclude` leave the file out.
    func excludes(path: String?) -> Bool {
        guard let path, let selection else { return false }
        return selection.excludes(absolutePath: path)
    }

    /// The linter for a file: the rules with the overrides matching its path applied. A rule
    /// whose options are wrong makes the built-in defaults apply, the error being recorded.
    func linter(forFileAt path: String?) -> Linter {
        let overrides = path.flatMap { selection?.matchingOverrides(absolutePath: $0) } ?? []
        if let known = linters[overrides] { return known }
        let linter: Linter
        do throws(ConfigError) {
            linter = try Linter(configuration: try lint.rules(applyingOverrides: overrides), registry: lint.registry)
        } catch {
            if !errors.contains(error) { errors.append(error) }
            linter = Self.defaultLinter
        }
        linters[overrides] = linter
        return linter
    }

    /// Whether a linter built here reads other files (MDT001 checks that link targets exist):
    /// only then do changes on disk change its findings.
    var checksOtherFiles: Bool {
        linters.values.contains { $0.configuration.setting(for: Self.otherFilesRule).isEnabled }
    }

    private static let otherFilesRule = "MDT001"

    /// The registry of rules (built-in and custom), for hover and rule pages.
    var registry: RuleRegistry { lint.registry }

    private static let defaultLinter: Linter = {
        // The built-in rules with their defaults always build.
        guard let linter = try? Linter() else { preconditionFailure("the built-in rules failed to build") }
        return linter
    }()
}
