/// Which changed paths are worth a rebuild. Editors write files beside the one being
/// edited (vim's `.x.swp` and its `4913` probe, Emacs's `#x#` and `.#x`, backups ending in
/// `~`, macOS's `.DS_Store`); a rebuild for those would reload the page for nothing, and
/// vim rewrites its swap file every few seconds while one types.
enum EditorFiles {
    static func matters(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasPrefix(".") || name.hasSuffix("~") || name == "4913" { return false }
        if name.hasPrefix("#"), name.hasSuffix("#") { return false }
        for suffix in [".swp", ".swx", ".swo", ".tmp"] where name.hasSuffix(suffix) { return false }
        return true
    }
}
