import CYAML

/// Loads YAML through libyaml's event API (`yaml_parser_parse`), handing each event to a
/// `YAMLTreeBuilder`. Unlike libyaml's document API, events let the limits act as the input
/// streams in, before a whole document is held, and keep each scalar's style and tag.
enum YAMLLoader {
    static func load(_ source: SourceText) throws(ConfigError) -> ConfigNode {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            throw ConfigError("out of memory while parsing YAML", file: source.name)
        }
        defer { yaml_parser_delete(&parser) }
        // libyaml reads from this pointer throughout the parse, and asserts that it is not NULL
        // (which an empty array's storage may be): give it a buffer we own for the whole call.
        let input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, source.bytes.count))
        defer { input.deallocate() }
        _ = input.initialize(fromContentsOf: source.bytes)
        yaml_parser_set_input_string(&parser, input.baseAddress, source.bytes.count)
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)

        var builder = YAMLTreeBuilder()
        var sawDocument = false
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) != 0 else {
                throw parserError(parser, source)
            }
            defer { yaml_event_delete(&event) }
            let mark = Mark(file: source.name, line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
            switch event.type {
            case YAML_DOCUMENT_START_EVENT:
                guard !sawDocument else {
                    throw ConfigError("a configuration file must hold a single YAML document, but a second one starts here", at: mark)
                }
                sawDocument = true
            case YAML_SCALAR_EVENT:
                let data = event.data.scalar
                let text = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
                let scalar = try resolveScalar(text, style: scalarStyle(data.style), tag: string(data.tag), mark: mark)
                try builder.scalar(scalar, anchor: string(data.anchor), mark: mark)
            case YAML_SEQUENCE_START_EVENT:
                let data = event.data.sequence_start
                try checkCollectionTag(string(data.tag), expected: "seq", mark: mark)
                try builder.startCollection(isMapping: false, anchor: string(data.anchor), mark: mark)
            case YAML_MAPPING_START_EVENT:
                let data = event.data.mapping_start
                try checkCollectionTag(string(data.tag), expected: "map", mark: mark)
                try builder.startCollection(isMapping: true, anchor: string(data.anchor), mark: mark)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                try builder.endCollection()
            case YAML_ALIAS_EVENT:
                try builder.alias(string(event.data.alias.anchor) ?? "", mark: mark)
            case YAML_STREAM_END_EVENT:
                // No document at all (empty, or only comments): no settings.
                return builder.root ?? ConfigNode(.mapping([]), mark: Mark(file: source.name, line: 1, column: 1))
            default:
                // Stream start and document end carry nothing we keep.
                break
            }
        }
    }

    private static let corePrefix = "tag:yaml.org,2002:"

    /// Applies an explicit tag, if any: `!!str` and `!` force a string; `!!null`, `!!bool`,
    /// `!!int` and `!!float` require the text to be one (`!!int "12"` is the integer 12). Other
    /// tags (`!!binary`, custom `!foo`) are rejected: no config value needs them.
    private static func resolveScalar(_ text: String, style: ConfigScalar.Style, tag: String?, mark: Mark) throws(ConfigError) -> ConfigScalar {
        guard let tag else {
            return ConfigScalar(text: text, style: style, value: style == .plain ? CoreSchema.resolve(text) : .string(text))
        }
        let resolved = CoreSchema.resolve(text)
        let value: ConfigScalar.Value? = switch (tag, resolved) {
        case ("!", _), (corePrefix + "str", _): .string(text)
        case (corePrefix + "null", .null), (corePrefix + "bool", .bool), (corePrefix + "int", .int), (corePrefix + "float", .float):
            resolved
        case (corePrefix + "float", .int(let number)): .float(Double(number))
        default: nil
        }
        guard let value else {
            let name = shortTag(tag)
            let isCore = ["!!null", "!!bool", "!!int", "!!float"].contains(name)
            throw ConfigError(isCore ? "\(quotedForMessage(text)) is not a valid \(name)" : "unsupported tag \(quotedForMessage(name))", at: mark)
        }
        return ConfigScalar(text: text, style: style, value: value)
    }

    private static func checkCollectionTag(_ tag: String?, expected: String, mark: Mark) throws(ConfigError) {
        guard let tag, tag != "!", tag != corePrefix + expected else { return }
        throw ConfigError("unsupported tag \(quotedForMessage(shortTag(tag))) on a \(expected == "map" ? "mapping" : "sequence")", at: mark)
    }

    /// `tag:yaml.org,2002:int` as it is usually written, `!!int`.
    private static func shortTag(_ tag: String) -> String {
        tag.hasPrefix(corePrefix) ? "!!" + tag.dropFirst(corePrefix.count) : tag
    }

    private static func scalarStyle(_ style: yaml_scalar_style_t) -> ConfigScalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// libyaml's error as one line: its problem at the problem mark, plus its context ("while
    /// parsing a block mapping") and where that started.
    private static func parserError(_ parser: yaml_parser_t, _ source: SourceText) -> ConfigError {
        var message = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        switch parser.error {
        case YAML_MEMORY_ERROR:
            return ConfigError("out of memory while parsing YAML", file: source.name)
        case YAML_READER_ERROR:
            // Reader errors carry a byte offset and the offending character instead of a mark.
            if parser.problem_value >= 0 {
                message += " (U+\(String(parser.problem_value, radix: 16, uppercase: true)))"
            }
            return ConfigError(message, at: source.mark(at: min(Int(parser.problem_offset), source.bytes.count)))
        default:
            if let context = parser.context {
                let mark = parser.context_mark
                message += " (\(String(cString: context)) at \(mark.line + 1):\(mark.column + 1))"
            }
            let mark = parser.problem_mark
            return ConfigError(message, at: Mark(file: source.name, line: Int(mark.line) + 1, column: Int(mark.column) + 1))
        }
    }
}
