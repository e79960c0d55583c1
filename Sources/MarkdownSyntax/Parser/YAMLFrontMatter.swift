import CYAML

/// Whether the text between `---` lines is YAML front matter, asked of libyaml's event
/// parser: metadata is a mapping, so a scalar (`---\nSome heading\n---` is a thematic break
/// and a setext heading), a sequence or a syntax error is Markdown. Nothing but comments
/// and blank lines is empty front matter.
enum YAMLFrontMatter {
    /// Collections nested deeper than this are no front matter: libyaml's scanner slows
    /// down quadratically with the depth of flow collections (`[[[[…`), and metadata is flat.
    static let maximumDepth = 100

    static func isMapping(_ content: UnsafeBufferPointer<UInt8>) -> Bool {
        // libyaml must not be handed a NULL buffer; no text is empty front matter.
        guard let base = content.baseAddress, !content.isEmpty else { return true }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else { return false }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, base, content.count)
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        var documents = 0
        var depth = 0
        var expectsRoot = false
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) != 0 else { return false }
            defer { yaml_event_delete(&event) }
            if expectsRoot {
                guard event.type == YAML_MAPPING_START_EVENT else { return false }
                expectsRoot = false
            }
            switch event.type {
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                guard documents == 1 else { return false }
                expectsRoot = true
            case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
                depth += 1
                guard depth <= maximumDepth else { return false }
            case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
                depth -= 1
            case YAML_STREAM_END_EVENT:
                return true
            default:
                break
            }
        }
    }
}
