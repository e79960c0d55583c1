import Testing
import YAML

func yaml(_ text: String) throws -> ConfigNode {
    try ConfigLoader.parse(text, format: .yaml, name: "test.yml")
}

func json(_ text: String) throws -> ConfigNode {
    try ConfigLoader.parse(text, format: .json, name: "test.json")
}

func jsonc(_ text: String) throws -> ConfigNode {
    try ConfigLoader.parse(text, format: .jsonc, name: "test.jsonc")
}

/// The one-line description of the error `body` throws, or a failed expectation and "".
func errorLine(sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> some Any) -> String {
    let error = #expect(throws: ConfigError.self, sourceLocation: sourceLocation) { _ = try body() }
    return error?.description ?? ""
}

extension ConfigNode {
    /// Scalar value, for terse assertions.
    var value: ConfigScalar.Value? { scalar?.value }

    var keys: [String] { (mapping ?? []).map { $0.key.scalar?.text ?? "?" } }
}
