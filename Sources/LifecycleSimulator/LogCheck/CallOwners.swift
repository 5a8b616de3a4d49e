public import LifecycleModel

/// A printed name given to one object's call (`--call viewDidLoad=B.viewDidLoad`, a
/// header's `calls: { backgrounding: app.didEnterBackgroundNotification }`), for a log
/// whose lines name no receiver. The object must be the scenario's and make that call.
public enum CallOwners {
    /// Why `written` cannot be read in the scenario, or nil: an object it names that is not
    /// one of `objects`, or one that never makes the call.
    public static func problem(with written: String, objects: [String: ObjectKind]) -> String? {
        guard let (object, callback) = Vocabulary.ownedCallback(written) else { return nil }
        guard let kind = objects[object] else { return "'\(object)' is not an object of the scenario" }
        guard case .found = Vocabulary.resolve(callback, for: kind) else {
            return "'\(object)' (\(kind.rawValue)) has no callback '\(callback)'"
        }
        return nil
    }

    /// The objects the call names of a log give calls to.
    static func owners(in callNames: [String: String]) -> Set<String> {
        Set(callNames.values.compactMap { Vocabulary.ownedCallback($0)?.object })
    }
}
