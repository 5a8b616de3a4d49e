internal import FileAccess

/// Files that enter the new site without being written: pages an earlier build rendered
/// for an unchanged job, and files a user keeps in the output.
extension StagingSite {
    /// Gives the files at `paths` in an earlier site (`previous`) a second name in the new
    /// one: no bytes are copied, and nothing ever writes into a file in place, so the two
    /// sites cannot affect each other. All or none: false (and nothing left) when one is
    /// missing.
    func link(_ paths: [String], from previous: String) -> Bool {
        var linked: [String] = []
        for path in paths {
            do {
                try refuseOutside(path)
                guard FileStatus.of(Paths.join(previous, path))?.kind == .regular else { throw BuildError(message: path) }
                try createParents(of: path)
                try FileSystem.hardLink(Paths.join(previous, path), as: Paths.join(directory, path))
                linked.append(path)
            } catch {
                for done in linked { try? FileSystem.removeTree(Paths.join(directory, done)) }
                return false
            }
        }
        for path in linked { record(path) }
        return true
    }

    /// Carries files a user keeps in the output (`keep:` in site.yaml) into the new site,
    /// as hard links, so they survive the swap.
    func carry(_ kept: [String]) throws(BuildError) {
        for entry in kept {
            let source = Paths.join(location.path, entry)
            guard FileStatus.of(source) != nil else { continue }
            do {
                try createParents(of: entry)
                try copyTree(source, to: Paths.join(directory, entry))
            } catch {
                throw BuildError(message: "cannot keep \(location.displayPath)/\(entry): \(error.reason)")
            }
        }
    }

    private func copyTree(_ source: String, to destination: String) throws(FileSystemError) {
        guard let status = FileStatus.of(source) else { return }
        switch status.kind {
        case .regular:
            try FileSystem.hardLink(source, as: destination)
        case .directory:
            try FileSystem.createDirectories(destination)
            for name in try FileSystem.entries(of: source) {
                try copyTree(Paths.join(source, name), to: Paths.join(destination, name))
            }
        case .symbolicLink:
            try FileSystem.createSymbolicLink(at: destination, target: try FileSystem.linkTarget(of: source))
        case .special:
            return
        }
    }
}
