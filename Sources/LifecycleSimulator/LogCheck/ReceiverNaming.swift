internal import LifecycleModel

/// Which of the scenario's objects a word on a log line names.
///
/// In order: a class given with `--map` (`DetailViewController` → `B`); the object's own
/// name (`B`); the delegates (`AppDelegate` → `app`, `SceneDelegate` → `scene`); a stock
/// container's class (`UINavigationController`, `UITabBarController`) for the scenario's
/// only container of that kind; then the naming conventions, each only for an object of
/// the matching kind, so that a controller's custom view (`FourthView`) is not taken for
/// the controller (`Fourth`):
///
///     BViewController, B_ViewController, BVC → B  (a view controller or container)
///     BTextField, BTextView                  → B  (a text field, a text view)
///     BView                                  → B  (a view, table view, collection view,
///                                                 or SwiftUI view: `struct HomeView: View`)
///     BCell                                  → B  (a table or collection view cell)
struct ReceiverNaming {
    let objects: [String: ObjectKind]
    let classNames: [String: [String]]
    /// Numbers in the classes mapped (`Text("1")` printing `1 appear`, a tab printing `tab 1
    /// appear`), which the tokenizer keeps as words; found once, not for every line.
    let numberNames: Set<String>
    /// The numbers that end a class of several words (`VC 2`), which the tokenizer also
    /// reads with the punctuation after them (`VC 2: viewDidLoad`).
    let phraseNumbers: Set<String>
    /// The modules mapped classes are qualified with (`MyModule` of `--map B=MyModule.DetailVC`),
    /// which the tokenizer keeps in `<MyModule.DetailVC: 0x…>`.
    let modules: Set<String>

    init(objects: [String: ObjectKind], classNames: [String: [String]]) {
        self.objects = objects
        self.classNames = classNames
        numberNames = classNames.keys.reduce(into: []) { $0.formUnion(Self.numbers(in: $1)) }
        phraseNumbers = numberNames.subtracting(classNames.keys)
        modules = Set(classNames.keys.compactMap { $0.contains(".") ? $0.split(separator: ".").first.map(String.init) : nil })
    }

    /// The words of a log line, the numbers of the classes mapped among them.
    func words(of text: Substring) -> [String] {
        LogTokenizer.words(of: text, keepingNumbers: numberNames, phraseNumbers: phraseNumbers, modules: modules)
    }

    /// The parts of a printed name that are numbers: `1` of `tab 1`.
    static func numbers(in name: String) -> Set<String> {
        Set(name.split { !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "." }.map(String.init).filter { $0.first?.isNumber == true })
    }

    func object(named word: String) -> String? {
        let name = Self.strippingAddressColon(word)
        if let mapped = classNames[name]?.first { return mapped }
        if objects[name] != nil { return name }
        if let delegate = Self.delegates[name], objects[delegate] != nil { return delegate }
        if let kind = Self.stockContainers[name] {
            let containers = objects.filter { $0.value == kind }.map(\.key)
            if containers.count == 1 { return containers[0] }
        }
        for (suffix, kinds) in Self.conventions where name.hasSuffix(suffix) && name.count > suffix.count {
            var object = String(name.dropLast(suffix.count))
            if object.count > 1, object.hasSuffix("_") { object.removeLast() }
            if let kind = objects[object], kinds.contains(kind) { return object }
        }
        return nil
    }

    /// Every object `word` stands for: several when the map gives its class to several.
    func objects(named word: String) -> [String] {
        if let mapped = classNames[Self.strippingAddressColon(word)] { return mapped }
        return object(named: word).map { [$0] } ?? []
    }

    /// A class-like word that names no object (`FourthView`, `MyViewController`): the line
    /// is about some other receiver, so it must not fall to the scenario's only controller.
    func looksLikeReceiver(_ word: String) -> Bool {
        let name = Self.strippingAddressColon(word)
        guard let first = name.first, first.isUppercase, !name.contains(":") else { return false }
        return Self.receiverSuffixes.contains { name.hasSuffix($0) }
    }

    /// A receiver-like word that is a suffix alone (`View`, `Controller`): a word of a class
    /// printed in words (`First View Controller`).
    func isBareSuffix(_ word: String) -> Bool {
        Self.receiverSuffixes.contains(Self.strippingAddressColon(word))
    }

    /// A class of a kind the engine has no object for, whose `init` and `deinit` logs print
    /// beside the views' calls: a view model, a representable's coordinator, the App struct
    /// (`DemoApp`, as Xcode's template names it after the project, or `App` as printed).
    func unmodelledReceiver(_ word: String) -> String? {
        let name = Self.strippingAddressColon(word)
        guard name.first?.isUppercase == true, !name.contains(":"), object(named: name) == nil else { return nil }
        return ["App", "ViewModel", "Coordinator"].contains { name.hasSuffix($0) } ? name : nil
    }
}

private extension ReceiverNaming {
    static let delegates = ["AppDelegate": "app", "SceneDelegate": "scene"]

    static let stockContainers: [String: ObjectKind] = [
        "UINavigationController": .navigationController, "UITabBarController": .tabBarController,
    ]

    static let controllers = Set(ObjectKind.allCases.filter(\.isViewController))

    static let conventions: [(suffix: String, kinds: Set<ObjectKind>)] = [
        ("ViewController", controllers),
        ("VC", controllers),
        ("TextField", [.textField]),
        ("TextView", [.textView]),
        ("View", [.view, .tableView, .collectionView, .swiftuiView]),
        ("Cell", [.cell, .collectionCell]),
    ]

    static let receiverSuffixes = ["Controller", "VC", "View", "Cell", "Delegate", "Field"]

    /// `B` for the `B:` of `<B: 0x6000012c4000>`; a selector (`scene:willConnectToSession:`)
    /// keeps its colons, so it is never read as a name, and an empty word stays empty (the
    /// fuzzer found one).
    static func strippingAddressColon(_ word: String) -> String {
        word.hasSuffix(":") && word.firstIndex(of: ":") == word.index(before: word.endIndex) ? String(word.dropLast()) : word
    }
}
