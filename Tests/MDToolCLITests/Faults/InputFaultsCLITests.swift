import Foundation
import Testing
import TestSupport
import MDToolCLI

/// Inputs that are endless, huge, binary, not UTF-8 or not files: one clear error line and
/// exit 2, whatever the command, without reading more than needed (issue 12, items 10 and 16).
struct InputFaultsCLITests {
    static let commands = ["lint", "fmt", "links", "render", "dump"]

    @Test(arguments: commands)
    func devicesNamedExplicitlyAreReadAsStreamsAndStopAtTheFirstBadChunk(_ command: String) async throws {
        try await InProcessCLI.withRunner { cli in
            // /dev/zero never ends and /dev/urandom starts with bytes that are not text.
            for device in ["/dev/zero", "/dev/urandom"] {
                let arguments = command == "fmt" ? [command, "--check", device] : [command, device]
                let result = await cli.run(arguments)
                #expect(result.exitCode == 2, "\(command) \(device): \(result.stderr)")
                #expect(result.stderrLines.count == 1 && result.stderr.contains("\(device): binary file")
                            || result.stderr.contains("\(device):1:"), "\(command) \(device): \(result.stderr)")
            }
        }
    }

    @Test(arguments: commands)
    func standardInputLargerThanTheLimitIsRefused(_ command: String) async throws {
        try await InProcessCLI.withRunner { cli in
            let text = [UInt8](repeating: UInt8(ascii: "a"), count: (64 << 20) + 1)
            let result = await cli.run(command == "links" ? [command, "-"] : [command, "-"], stdinBytes: text)
            #expect(result.exitCode == 2)
            #expect(result.stderrLines == ["mdtool \(command): <stdin>: larger than 64 MiB, the most mdtool reads"])
        }
    }

    @Test(arguments: commands)
    func binaryAndUTF16InputAreRefusedByEveryCommand(_ command: String) async throws {
        try await InProcessCLI.withRunner { cli in
            let nul = [UInt8](repeating: 0, count: 100)
            let utf16 = Array("# Title\n\nSome text in UTF-16, without a byte-order mark.\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
            let bom: [UInt8] = [0xFF, 0xFE] + utf16
            for (name, bytes, words) in [("nul.md", nul, "binary file (contains NUL bytes)"), ("le.md", utf16, "UTF-16 text"),
                                         ("bom.md", bom, "UTF-16 text")] {
                try cli.write(name, bytes)
                let arguments = command == "fmt" ? [command, "--check", name] : [command, name]
                let result = await cli.run(arguments)
                #expect(result.exitCode == 2, "\(command) \(name)")
                #expect(result.stdout == "", "\(command) \(name)")
                #expect(result.stderrLines.count == 1 && result.stderr.contains("\(name): \(words)"), "\(command) \(name): \(result.stderr)")
            }
        }
    }

    @Test func aCharacterCutByAChunkBoundaryIsNotAnError() async throws {
        try await InProcessCLI.withRunner { cli in
            // "é" is two bytes; put its first byte last in the first chunk of 256 KiB.
            let prefix = [UInt8](repeating: UInt8(ascii: "a"), count: 256 * 1024 - 1)
            let bytes = Array("# T\n\n".utf8) + prefix.dropFirst(5) + Array("é\n".utf8)
            try cli.write("long.md", bytes)
            let result = await cli.run(["dump", "long.md"])
            #expect(result.exitCode == 0, "\(result.stderr)")
            let bad = Array(bytes.dropLast(3)) + [0xC3, 0x28, 0x0A]
            try cli.write("bad.md", bad)
            let refused = await cli.run(["dump", "bad.md"])
            #expect(refused.stderr.contains("bad.md:3:") && refused.stderr.contains("invalid UTF-8 (byte offset \(bad.count - 3))"),
                    "\(refused.stderr)")
        }
    }

    @Test func fifosAreRefusedBeforeOpeningWhenTheyWouldBeRewritten() async throws {
        try await InProcessCLI.withRunner { cli in
            let fifo = cli.directory.appendingPathComponent("pipe.md").path
            #expect(mkfifo(fifo, 0o644) == 0)
            try cli.write("a.md", "# A\n")
            // No writer ever opens the FIFO: reading it would wait forever.
            for arguments in [["fmt", "pipe.md"], ["lint", "--fix", "pipe.md"], ["transform", "--lists=ordered", "pipe.md"]] {
                let result = await cli.run(arguments)
                #expect(result.exitCode == 2)
                #expect(result.stderrLines == ["mdtool \(arguments[0]): pipe.md: not a regular file (a FIFO); only regular files are rewritten"])
            }
            // Walks skip special files.
            let walk = await cli.run(["fmt", "--check"])
            #expect(walk.exitCode == 0 && walk.stderr == "")
            var status = stat()
            #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        }
    }
}

/// What is reported after an error, and arguments of commands: no claim of success about
/// what was not checked (issue 12, item 16).
struct AfterAnErrorTests {
    @Test func noSummaryClaimsSuccessAfterAnError() async throws {
        try await InProcessCLI.withRunner { cli in
            let links = await cli.run(["links", "missing.md"])
            #expect(links.exitCode == 2)
            #expect(links.stderrLines == ["mdtool links: missing.md: no such file or directory"])
            try cli.write("a.md", "# A\n\n[x](gone.md)\n")
            let some = await cli.run(["links", "missing.md", "a.md"])
            #expect(some.exitCode == 2)
            #expect(some.stderr.contains("1 broken link (1 link in 1 file)"))
            // On a terminal, lint sums up (on standard error); after an error it does not say "no problems".
            let error = CapturedOutput()
            let context = CommandContext(input: BytesInput([]), output: CapturedOutput(), error: error, currentDirectory: cli.directory.path,
                                         outputIsTerminal: true, errorIsTerminal: true)
            #expect(await MDTool.run(["lint", "missing.md"], in: context) == 2)
            #expect(error.text == "mdtool lint: missing.md: no such file or directory\n")
            #expect(await MDTool.run(["lint", "a.md"], in: context) == 0)
            #expect(error.text == "mdtool lint: missing.md: no such file or directory\nNo problems found in 1 file.\n")
        }
    }

    @Test func namesThatAreNotUTF8AreReportedInWalks() async throws {
        try await InProcessCLI.withRunner { cli in
            try cli.write("a.md", "# A\n")
            let path = Array(cli.directory.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".md".utf8)
            let descriptor = creat(path.map { CChar(bitPattern: $0) } + [0], 0o644)
            #expect(descriptor >= 0)
            close(descriptor)
            let result = await cli.run(["lint"])
            #expect(result.exitCode == 2)
            #expect(result.stderrLines == ["mdtool lint: caf\\xE9.md: skipped: the name is not valid UTF-8, which mdtool needs"])
        }
    }
}
