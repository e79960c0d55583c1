import Foundation
import Testing
import TestSupport

/// The executable interrupted while it rewrites files: whenever the signal lands, no
/// temporary file stays behind and every file is either as it was or formatted; the process
/// ends by the signal, as the shell expects (issue 12, item 11).
struct InterruptEndToEndTests {
    static let original = "Title\n=====\n\n* one\n* two\n"
    static let formatted = "# Title\n\n- one\n- two\n"

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalLeavesNoTemporaryFiles(_ signal: Int32) throws {
        try CLIRunner.withRunner { cli in
            for folder in 0..<10 {
                try cli.makeDirectory("d\(folder)")
                for file in 0..<60 { try cli.write("d\(folder)/f\(file).md", Self.original) }
            }
            let process = Process()
            process.executableURL = cli.binary
            process.arguments = ["fmt"]
            process.currentDirectoryURL = cli.directory
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Somewhere during the run (or after it, on a fast machine: the checks hold too).
            Thread.sleep(forTimeInterval: 0.3)
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal {
                #expect(process.terminationStatus == signal)
            } else {
                #expect(process.terminationStatus == 0, "the run finished before the signal")
            }
            let names = try FileManager.default.subpathsOfDirectory(atPath: cli.directory.path)
            #expect(names.filter { $0.hasSuffix(".tmp") }.isEmpty, "\(names.filter { $0.hasSuffix(".tmp") })")
            let contents = try names.filter { $0.hasSuffix(".md") }.map { try cli.read($0) }
            #expect(contents.count == 600)
            #expect(contents.allSatisfy { $0 == Self.original || $0 == Self.formatted })
        }
    }
}
