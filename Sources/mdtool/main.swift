import Foundation
import MarkdownSyntax

let arguments = Array(CommandLine.arguments.dropFirst())
var flavor = ParseOptions.Flavor.gfm
var command = arguments.first ?? ""
var path = "-"
var index = 1
while index < arguments.count {
    let argument = arguments[index]
    if argument == "--flavor", index + 1 < arguments.count {
        flavor = ParseOptions.Flavor(rawValue: arguments[index + 1]) ?? .gfm
        index += 2
        continue
    }
    path = argument
    index += 1
}
let data = path == "-" ? FileHandle.standardInput.readDataToEndOfFile() : FileManager.default.contents(atPath: path) ?? Data()
let document = try! Document(parsing: [UInt8](data), name: path, options: ParseOptions(flavor: flavor))
if command == "dump" {
    print(document.debugDescription)
} else {
    FileHandle.standardOutput.write(HTMLRenderer(flavor: flavor).render(document).data(using: .utf8)!)
}
