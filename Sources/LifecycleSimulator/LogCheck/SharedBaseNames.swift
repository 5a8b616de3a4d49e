/// How a report lists the calls a shared base name may stand for: a collection view's
/// base names dozens, and the advice needs only enough of them to see what to write.
public enum SharedBaseNames {
    public static func listed(_ callbacks: [String]) -> String {
        callbacks.count <= 3 ? callbacks.joined(separator: ", ") : callbacks.prefix(3).joined(separator: ", ") + ", …"
    }
}
