/// The commented `.mdtool.yml` that `mdtool init` writes.
enum StarterConfiguration {
    /// The JSON Schema `init` writes beside it (`mdtool schema`), which editors with the YAML
    /// language server find through `schemaComment`, the first line of every file `init` writes.
    static let schemaFile = ".mdtool.schema.json"
    static let schemaComment = "# yaml-language-server: $schema=\(schemaFile)\n"

    static let text = """
    # mdtool configuration. Every key is optional; see `mdtool rules` and the README.

    # Lint rules use markdownlint's IDs, aliases and tags (any case) and its semantics:
    # true, false, "error", "warning" or a mapping of options.
    rules:
      default: true
      # line-length:
      #   line_length: 100
      #   code_blocks: false
      # no-inline-html: warning

    # Files to lint and format (default: every *.md and *.markdown file, minus .gitignore).
    # include: ["docs/**"]
    # exclude: ["vendor/**", "CHANGELOG.md"]

    # Different rules for some files.
    # overrides:
    #   - files: ["legacy/**"]
    #     rules:
    #       MD013: false

    # How `mdtool fmt` prints Markdown (these are the defaults).
    # format:
    #   bullet: "-"
    #   numbering: ordered
    #   emphasis: "*"
    #   strong: "*"
    #   code_fence: backtick
    #   heading_style: atx
    #   thematic_break: "---"
    #   hard_break: backslash
    #   list_indent: marker
    #   wrap: keep
    #   table_layout: aligned
    #   end_of_line: keep

    """
}
