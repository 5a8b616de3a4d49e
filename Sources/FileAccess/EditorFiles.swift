/// Files that editors and the system leave beside the one being edited, which no build
/// reads and no change to rebuilds for: `check`, `build` (through `SourceTree`) and
/// `serve` (its watcher) pass over the same names, so a file `serve` ignored cannot fail
/// the next `check`, nor be published from `static/`.
///
/// Matched on the name alone: backups ending in `~` (Emacs, vim, gedit; vim's undo file
/// `.x.un~`), Emacs's lock `.#x` and autosave `#x#`, vim's swap files (`.x.swp`, `.swo`,
/// `.swn`, `.swx`) and its write probe `4913`, Kate's `.x.kate-swp`, gedit's
/// `.goutputstream-XXXXXX`, JetBrains' safe-write `x___jb_tmp___` and `x___jb_old___`,
/// `*.tmp`, and Finder's `.DS_Store`.
public enum EditorFiles {
    public static func isEditorFile(_ name: String) -> Bool {
        if name == ".DS_Store" || name == "4913" { return true }
        if name.hasSuffix("~") || name.hasPrefix(".#") || name.hasPrefix(".goutputstream-") { return true }
        if name.count > 1, name.hasPrefix("#"), name.hasSuffix("#") { return true }
        let suffixes = [".swp", ".swo", ".swn", ".swx", ".kate-swp", ".tmp", "___jb_tmp___", "___jb_old___"]
        return suffixes.contains { name.hasSuffix($0) }
    }

    /// Whether a change to `path` (its last component) can change the site.
    public static func matters(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return !isEditorFile(name)
    }
}
