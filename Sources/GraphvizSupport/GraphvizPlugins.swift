internal import CGraphviz
internal import Foundation

/// The two Graphviz plugins we render with, loaded in-process from the `graphviz/`
/// folder that sits next to libgvc.
///
/// This is what keeps the SVG independent of the machine's fonts. A plain
/// `gvContext()` reads Graphviz's plugin config and loads every plugin listed,
/// including pango/cairo, whose text layout measures labels with whatever fonts
/// fontconfig finds; node widths then differ between machines. We hand libgvc
/// only `core` (the SVG renderer) and `dot_layout`. With no text-layout plugin,
/// Graphviz measures text with its built-in metrics tables, which are the same
/// everywhere.
///
/// The libraries are opened once and never closed: the context keeps pointers
/// into their plugin tables for the life of the process.
struct GraphvizPlugins: @unchecked Sendable {
    // @unchecked: the addresses point at constant plugin tables in libraries that
    // stay loaded, and are only read.

    /// One `gvplugin_library_t`, named the way `gvContextPlugins` expects.
    struct Library {
        let symbol: StaticString
        let address: UnsafeMutableRawPointer
    }

    /// Where the plugins were found.
    let directory: String
    let libraries: [Library]

    /// Located on first use, then reused; a failure is kept and reported on every call.
    static let installed = Result { () throws(GraphvizError) in try locate() }

    private static let wanted: [(file: String, symbol: StaticString)] = [
        ("gvplugin_core", "gvplugin_core_LTX_library"),
        ("gvplugin_dot_layout", "gvplugin_dot_layout_LTX_library"),
    ]

    private static func locate() throws(GraphvizError) -> GraphvizPlugins {
        let directories = candidateDirectories()
        guard !directories.isEmpty else {
            throw GraphvizError(stage: .setup, message: "cannot tell which file libgvc was loaded from")
        }
        for directory in directories {
            let libraries = wanted.compactMap { load($0.file, $0.symbol, from: directory) }
            if libraries.count == wanted.count {
                return GraphvizPlugins(directory: directory, libraries: libraries)
            }
        }
        let names = wanted.map(\.file).joined(separator: ", ")
        throw GraphvizError(
            stage: .setup,
            message: "cannot find the Graphviz plugins \(names) in \(directories.joined(separator: " or "))"
        )
    }

    /// `graphviz/` beside the libgvc this process loaded, as loaded and with
    /// symlinks resolved (Homebrew links `opt/` into `Cellar/`).
    private static func candidateDirectories() -> [String] {
        guard let loadedPath = LoadedLibrary.libgvcPath() else { return [] }
        // realpath(3) rather than `URL.resolvingSymlinksInPath()`, a tenth as long.
        let resolved = realpath(loadedPath, nil).map { real in
            defer { free(real) }
            return String(cString: real)
        }
        let folders = [loadedPath, resolved ?? loadedPath].map { path in
            URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("graphviz").path
        }
        return folders.reduce(into: [String]()) { unique, folder in
            if !unique.contains(folder) { unique.append(folder) }
        }
    }

    /// File names used by Debian (`.so.6`), newer Linux builds and Homebrew.
    private static func fileNames(_ base: String) -> [String] {
        [
            "lib\(base).so.6", "lib\(base).so.8", "lib\(base).so",
            "lib\(base).6.dylib", "lib\(base).8.dylib", "lib\(base).dylib",
        ]
    }

    private static func load(_ base: String, _ symbol: StaticString, from directory: String) -> Library? {
        for name in fileNames(base) {
            guard let handle = dlopen("\(directory)/\(name)", RTLD_NOW | RTLD_LOCAL) else { continue }
            if let address = dlsym(handle, symbol.description) {
                return Library(symbol: symbol, address: address)
            }
            dlclose(handle)
        }
        return nil
    }
}
