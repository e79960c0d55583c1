import MarkdownLint
import Workspace
import YAML

/// The findings a project has accepted for now (`lint --write-baseline FILE`), so that
/// `lint --baseline FILE` reports only new ones. A finding is known by its
/// `FindingFingerprint`: rule, repository path, the flagged line with its whitespace
/// collapsed and how many such findings come before it, never the line number, so adding
/// or moving lines elsewhere in a file keeps its findings known. With the occurrence in the
/// fingerprint, a file that had two findings of a rule on equal lines and now has three
/// reports one.
///
/// The file (version 1) is JSON, one entry per finding; only `fingerprint` is matched,
/// `path`, `rule` and `message` are there for people reviewing it:
///
/// ```json
/// {
///   "version": 1,
///   "findings": [
///     {"path": "docs/guide.md", "rule": "MD013", "fingerprint": "9f2c…", "message": "Line length [Expected: 80; Actual: 97]"}
///   ]
/// }
/// ```
struct Baseline: Sendable {
    /// The format this mdtool writes and reads.
    static let version = 1

    /// The fingerprints of the recorded findings.
    let fingerprints: Set<String>

    /// Reads the baseline at `path` (relative to the command's directory); a file that is
    /// missing, not JSON or not a baseline is a usage error naming where it went wrong.
    init(readingFrom path: String, in context: CommandContext) throws(CommandError) {
        let absolute = PathUtilities.absolute(path, from: context.currentDirectory)
        do throws(ConfigError) {
            guard FileSystem.isFile(absolute) else { throw ConfigError("no such baseline file (make one with --write-baseline)", file: path) }
            let root = try ConfigLoader.load(path: absolute, displayName: path, format: .json)
            guard root.mapping != nil else { throw root.typeMismatch(expected: "a baseline object") }
            guard let versionNode = root["version"] else { throw root.error("not a baseline: no \"version\"") }
            let version = try versionNode.asInt()
            guard version == Self.version else {
                throw versionNode.error("baseline version \(version) is not one this mdtool reads (\(Self.version))")
            }
            guard let findings = root["findings"] else { throw root.error("not a baseline: no \"findings\"") }
            var fingerprints: Set<String> = []
            for finding in try findings.asSequence() {
                guard let fingerprint = finding["fingerprint"] else { throw finding.error("a finding needs a \"fingerprint\"") }
                fingerprints.insert(try fingerprint.asString())
            }
            self.fingerprints = fingerprints
        } catch {
            throw .usage("cannot read the baseline: \(error.description)")
        }
    }

    /// `report` without the findings the baseline knows, and how many those were.
    func filter(_ report: LintReport) -> (report: LintReport, known: Int) {
        var filtered = report
        var known = 0
        for index in filtered.files.indices {
            let file = filtered.files[index]
            let prints = FindingFingerprint.fingerprints(of: file)
            let kept = zip(file.diagnostics, prints).filter { !fingerprints.contains($0.1) }.map(\.0)
            known += file.diagnostics.count - kept.count
            filtered.files[index].diagnostics = kept
        }
        return (filtered, known)
    }

    /// Writes the findings of `report` to `path` atomically.
    static func write(_ report: LintReport, to path: String, in context: CommandContext) throws(CommandError) {
        var entries: [JSONValue] = []
        for file in report.files {
            for (diagnostic, fingerprint) in zip(file.diagnostics, FindingFingerprint.fingerprints(of: file)) {
                entries.append(.object([
                    ("path", .string(file.repositoryPath)), ("rule", .string(diagnostic.ruleID)),
                    ("fingerprint", .string(fingerprint)), ("message", .string(diagnostic.message)),
                ]))
            }
        }
        let document = JSONValue.object([("version", .int(version)), ("findings", .array(entries))])
        do throws(FileSystemError) {
            try AtomicFileWriter.write(Array((document.serialized(pretty: true) + "\n").utf8),
                                       toPath: PathUtilities.absolute(path, from: context.currentDirectory))
        } catch {
            throw .usage("cannot write the baseline to \(path): \(error.message)")
        }
    }
}
