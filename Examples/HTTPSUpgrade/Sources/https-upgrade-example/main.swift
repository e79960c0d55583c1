// https-upgrade-example: a custom transform (HTTPSUpgrader) applied with minimal edits.
//
//     swift run https-upgrade-example README.md     # prints the upgraded document
//     swift run https-upgrade-example < README.md
//
// Only the bytes of the upgraded URLs change; everything else in the file is kept as it
// was, byte for byte.
import Foundation
import HTTPSUpgradeExample
import MarkdownSyntax
import MarkdownTransforms

let arguments = CommandLine.arguments.dropFirst()
let input: Data
if let path = arguments.first {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("https-upgrade-example: cannot read \(path)\n".utf8))
        exit(2)
    }
    input = data
} else {
    input = FileHandle.standardInput.readDataToEndOfFile()
}

let document: Document
do {
    document = try Document(parsing: Array(input), name: arguments.first)
} catch {
    FileHandle.standardError.write(Data("https-upgrade-example: \(error)\n".utf8))
    exit(2)
}

var upgrader = HTTPSUpgrader()
let result = document.applying(&upgrader)
if !result.problems.isEmpty {
    FileHandle.standardError.write(Data("https-upgrade-example: not upgraded: \(result.problems.joined(separator: "; "))\n".utf8))
    exit(1)
}
FileHandle.standardOutput.write(Data(result.output))
FileHandle.standardError.write(Data("https-upgrade-example: \(upgrader.upgraded) link(s) upgraded with \(result.edits.count) edit(s)\n".utf8))
