#if os(Linux)
    internal import Foundation
    internal import Glibc

    /// The directories under watch: inotify reports a watch descriptor and a name, and
    /// this turns them back into paths.
    ///
    /// inotify watches inodes, not names. When a root is replaced (`mv Content Content.old
    /// && mv New Content`, or removed and made again), its watches follow the old folder,
    /// and the new one would never be seen. So the folder holding each root is watched
    /// too, for that one name: when a directory arrives under it, the root's watches are
    /// dropped and the new tree is watched. When the root itself moves away or is
    /// deleted, its watches are dropped at once, so the old folder's changes are not
    /// reported under the root's name.
    struct InotifyDirectories {
        let descriptor: Int32
        private(set) var paths: [Int32: String] = [:]
        /// For the watch on a root's parent folder: the roots that folder holds, by name.
        private var parents: [Int32: [(name: String, root: String)]] = [:]
        private var roots: [String] = []

        static let mask = UInt32(
            IN_CLOSE_WRITE | IN_MODIFY | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB | IN_MOVE_SELF | IN_DELETE_SELF)

        init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        /// Watches `root`, every directory below it, and its parent for its replacement.
        mutating func addRoot(_ root: String) {
            roots.append(root)
            addTree(root)
            let name = (root as NSString).lastPathComponent
            var parent = (root as NSString).deletingLastPathComponent
            if parent.isEmpty { parent = "." }
            // IN_MASK_ADD: the parent may be a watched directory of another root, whose
            // mask this must not narrow.
            let watch = inotify_add_watch(descriptor, parent, UInt32(IN_CREATE | IN_MOVED_TO | IN_ONLYDIR) | UInt32(IN_MASK_ADD))
            if watch >= 0 { parents[watch, default: []].append((name, root)) }
        }

        /// Watches `root` and every directory below it; hidden directories (`.git`) too,
        /// as their changes are filtered later by whoever cares.
        mutating func addTree(_ root: String) {
            add(root)
            guard let enumerator = FileManager.default.enumerator(atPath: root) else { return }
            while let relative = enumerator.nextObject() as? String {
                var isDirectory: ObjCBool = false
                let path = "\(root)/\(relative)"
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                    add(path)
                }
            }
        }

        /// The root that `name` arriving under a parent folder replaced, now watched anew;
        /// nil for any other event.
        mutating func rootReplaced(parentWatch watch: Int32, name: String, mask: UInt32) -> String? {
            guard mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, let root = parents[watch]?.first(where: { $0.name == name })?.root
            else { return nil }
            dropTree(root)
            addTree(root)
            return root
        }

        /// A watched directory moved away or was deleted: when it is a root, its watches go.
        mutating func rootLeft(watch: Int32) {
            guard let path = paths[watch], roots.contains(path) else { return }
            dropTree(path)
        }

        /// inotify dropped the watch (its directory is gone).
        mutating func forget(watch: Int32) {
            paths[watch] = nil
        }

        func path(of watch: Int32) -> String? {
            paths[watch]
        }

        private mutating func add(_ path: String) {
            let watch = inotify_add_watch(descriptor, path, Self.mask | UInt32(IN_ONLYDIR))
            if watch >= 0 { paths[watch] = path }
        }

        private mutating func dropTree(_ root: String) {
            for (watch, path) in paths where path == root || path.hasPrefix(root + "/") {
                inotify_rm_watch(descriptor, watch)
                paths[watch] = nil
            }
        }
    }
#endif
