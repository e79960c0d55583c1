import Foundation

/// The one switch for regenerating golden files: with `MDTOOL_UPDATE_GOLDEN=1`, golden tests
/// write what they produce over their expected files (review the diff before committing).
public enum GoldenFiles {
    public static var isUpdating: Bool {
        ProcessInfo.processInfo.environment["MDTOOL_UPDATE_GOLDEN"] == "1"
    }
}
