internal import LifecycleModel

/// Where the reference pages put each entry, so scenario pages, the search index and the
/// reference itself agree on every link into it.
enum ReferenceAnchors {
    /// `callback-view-controller-viewWillAppear` for `viewWillAppear(_:)` of a view
    /// controller: the Swift name's words joined by `-`, which keeps each callback of a
    /// kind apart (`application-didFinishLaunchingWithOptions`) and needs no escaping in
    /// a URL.
    static func callback(_ name: String, of kind: ObjectKind) -> String {
        "callback-\(kind.rawValue)-" + words(of: name)
    }

    /// The name's runs of ASCII letters and digits joined by `-`. Every call of every
    /// scenario table links here; an ASCII name, as every callback's is, is read byte
    /// by byte (each byte is then a character of its own).
    static func words(of name: String) -> String {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else {
            return name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.joined(separator: "-")
        }
        var words: [UInt8] = []
        words.reserveCapacity(name.utf8.count)
        var between = false
        for byte in name.utf8 {
            let isWordByte =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            guard isWordByte else {
                between = true
                continue
            }
            if between && !words.isEmpty { words.append(UInt8(ascii: "-")) }
            between = false
            words.append(byte)
        }
        return String(decoding: words, as: UTF8.self)
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

    /// The heading of an area's page, in the edition's language; an area the switch does
    /// not know is named by its id.
    static func areaTitle(_ area: String, site: SiteInput) -> String {
        switch area {
        case "app": site.string("areaApp")
        case "scene": site.string("areaScene")
        case "swiftui": site.string("areaSwiftUI")
        case "vc": site.string("areaViewController")
        case "nav": site.string("areaNavigation")
        case "tab": site.string("areaTabBar")
        case "split": site.string("areaSplitView")
        case "page": site.string("areaPageView")
        case "containment": site.string("areaContainment")
        case "view": site.string("areaView")
        case "cell": site.string("areaCell")
        case "keyboard": site.string("areaKeyboard")
        case "ios": site.string("areaIOS")
        default: area
        }
    }
}
