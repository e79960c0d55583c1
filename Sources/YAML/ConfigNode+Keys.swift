extension ConfigNode {
    /// Checks that this is a mapping whose keys are all strings from `allowed`, throwing at the
    /// first key that is not: `unknown key "lenght"; did you mean "length"?`.
    ///
    /// Matching is exact; the suggestion ignores case, so `Line_Length` suggests `line_length`.
    public func checkKeys(allowed: some Collection<String>) throws(ConfigError) {
        for pair in try asMapping() {
            let key = try pair.key.asString()
            guard !allowed.contains(key) else { continue }
            var message = "unknown key \(quotedForMessage(key))"
            if let suggestion = NameSuggestion.closest(to: key, among: allowed) {
                message += "; did you mean \(quotedForMessage(suggestion))?"
            }
            throw pair.key.error(message)
        }
    }
}
