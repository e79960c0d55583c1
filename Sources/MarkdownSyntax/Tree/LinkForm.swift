/// How a link or image was written.
public enum LinkForm: String, Hashable, Sendable, CaseIterable {
    /// `[text](destination "title")`
    case inline
    /// `[text][label]`
    case fullReference
    /// `[text][]`
    case collapsedReference
    /// `[text]`
    case shortcutReference
    /// `<https://example.com>` or `<me@example.com>`
    case autolink
    /// GFM bare URL: `https://example.com`, `www.example.com` or `me@example.com`
    case extendedAutolink

    /// Whether the link is its own destination, written `<…>` or bare: nothing but the URL.
    public var isAutolink: Bool { self == .autolink || self == .extendedAutolink }

    /// Whether the destination comes from a link reference definition.
    public var isReference: Bool {
        self == .fullReference || self == .collapsedReference || self == .shortcutReference
    }
}
