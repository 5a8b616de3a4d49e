internal import LifecycleModel

/// Where the reference pages put each entry, so scenario pages, the search index and the
/// reference itself agree on every link into it.
enum ReferenceAnchors {
    /// `callback-view-controller-viewWillAppear` for `viewWillAppear(_:)` of a view
    /// controller: the Swift name's words joined by `-`, which keeps each callback of a
    /// kind apart (`application-didFinishLaunchingWithOptions`) and needs no escaping in
    /// a URL.
    static func callback(_ name: String, of kind: ObjectKind) -> String {
        let words = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return "callback-\(kind.rawValue)-" + words.joined(separator: "-")
    }

    /// The link from `path` to a callback's row on `reference.html`, or nil when the
    /// reference does not list the callback under that kind.
    static func callbackHref(_ name: String, of kind: ObjectKind, from path: String) -> String? {
        guard Vocabulary.callbacks(of: kind).contains(where: { $0.name == name }) else { return nil }
        return SitePaths.link(to: SitePaths.reference, from: path) + "#" + callback(name, of: kind)
    }

    /// The link from `path` to a behaviour's entry on its area's page.
    static func behaviourHref(_ id: String, from path: String) -> String {
        SitePaths.link(to: SitePaths.behaviours(area(of: id)), from: path) + "#behaviour-\(id)"
    }

    /// `vc` for `vc.push`: the part of a behaviour's id that names its page.
    static func area(of id: String) -> String {
        String(id.prefix { $0 != "." })
    }

    static func areaTitle(_ area: String) -> String {
        switch area {
        case "app": "App delegate"
        case "scene": "Scenes"
        case "swiftui": "SwiftUI apps"
        case "vc": "View controllers"
        case "nav": "Navigation controllers"
        case "tab": "Tab bar controllers"
        case "split": "Split view controllers"
        case "page": "Page view controllers"
        case "Containment": "Containment"
        case "view": "Views"
        case "cell": "Table and collection view cells"
        case "keyboard": "Keyboard"
        case "ios": "iOS versions"
        default: area
        }
    }
}
