public import LifecycleModel

/// A printed name given to one object's call (`--call viewDidLoad=B.viewDidLoad`, a
/// header's `calls: { backgrounding: app.didEnterBackgroundNotification }`), for a log
/// whose lines name no receiver. The object must be the scenario's and make that call.
///
/// It may also be a class the map gives to several objects (`--map c1=MyCell,c2=MyCell
/// --call 'awakeFromNib()=MyCell.awakeFromNib()'`): two cells of one class printing a bare
/// `print(#function)` cannot say which cell a line is, and each line goes to them in the
/// order the engine makes the call (`SharedClassOrder`), as a printed class's lines do.
public enum CallOwners {
    /// Why `written` cannot be read in the scenario, or nil: an object it names that is not
    /// one of `objects` (nor a class `classNames` gives to some), or one that never makes
    /// the call.
    public static func problem(with written: String, objects: [String: ObjectKind], classNames: [String: [String]] = [:]) -> String? {
        guard let (object, callback) = Vocabulary.ownedCallback(written) else { return nil }
        if objects[object] == nil, let named = classNames[object] {
            let makers = named.filter { name in
                guard let kind = objects[name], case .found = Vocabulary.resolve(callback, for: kind) else { return false }
                return true
            }
            return makers.isEmpty ? "none of \(named.joined(separator: ", ")), mapped to '\(object)', has a callback '\(callback)'" : nil
        }
        guard let kind = objects[object] else { return "'\(object)' is not an object of the scenario, nor a class mapped to some" }
        guard case .found = Vocabulary.resolve(callback, for: kind) else {
            return "'\(object)' (\(kind.rawValue)) has no callback '\(callback)'"
        }
        return nil
    }

    /// The objects the call names of a log give calls to, a mapped class standing for its objects.
    static func owners(in callNames: [String: String], classNames: [String: [String]] = [:]) -> Set<String> {
        Set(callNames.values.compactMap { Vocabulary.ownedCallback($0)?.object }.flatMap { classNames[$0] ?? [$0] })
    }
}
