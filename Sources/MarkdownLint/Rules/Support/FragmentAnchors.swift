import MarkdownSyntax
import MarkdownLinks

/// The anchors of the linted document for MD051's `#fragment` checks.
enum FragmentAnchors {
    /// The anchors a `#fragment` link can reach in this document, GitHub style: heading
    /// slugs (numbered when repeated), `{#custom-id}` heading attributes (in MkDocs an attribute
    /// list's id replaces the slug, and one after a link or paragraph is an anchor), the `id` of any
    /// HTML element and the `name` of `<a>` elements. `#top` and GitHub's line fragments
    /// (`#L20`, `#L19C5-L21C11`) are not included; see `DocumentAnchors.isLineFragment`.
    ///
    /// Unlike `DocumentAnchors(document:)` (MDT001's view of other files), attribute values
    /// count as written, as markdownlint reads them (no character references decoded), and
    /// tags are looked for wherever `HTMLStartTags.all(in:)` finds them.
    static func anchors(in context: LintContext) -> DocumentAnchors {
        var anchors = DocumentAnchors()
        var slugger = HeadingSlugger()
        let bytes = context.bytes
        for heading in context.nodes.headings {
            anchors.insertAnchors(of: heading, slugger: &slugger, source: bytes)
        }
        for attributes in context.nodes.attributeLists {
            if let id = attributes.identifier, !id.isEmpty { anchors.insert(id) }
        }
        for tag in HTMLStartTags.all(in: context) {
            if let id = tag.attribute("id")?.rawValue, !id.isEmpty { anchors.insert(id) }
            if tag.name == "a", let name = tag.attribute("name")?.rawValue, !name.isEmpty { anchors.insert(name) }
        }
        return anchors
    }
}
