internal import Foundation

/// Diagrams laid out in one render, by their DOT text: an edition whose diagram has no
/// translated label draws the same DOT as the site's own, and Graphviz, the one serial
/// part of a render, lays it out once.
final class LayoutCache: @unchecked Sendable {
    private let lock = NSLock()
    private var layouts: [String: JobRenderer.Layout] = [:]

    func layout(of dot: String) -> JobRenderer.Layout? {
        lock.lock()
        defer { lock.unlock() }
        return layouts[dot]
    }

    func keep(_ layout: JobRenderer.Layout, of dot: String) {
        lock.lock()
        defer { lock.unlock() }
        layouts[dot] = layout
    }
}
