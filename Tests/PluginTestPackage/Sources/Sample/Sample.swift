/// A target so the package has something to build; the plugins work on its Markdown.
public enum Sample {
    public static let name = "sample"
}
