internal import LifecycleModel

/// A stock container (navigation, tab bar, split view, page view controller) adds and
/// removes its children with `addChild(_:)` and `removeFromParent()` like any custom
/// container, so each child hears `willMove(toParent:)` and `didMove(toParent:)`.
///
/// Programming iOS (Neuburg) and the arm1.ru listing: a pushed controller hears
/// `willMove(toParent:)` before it loads and `didMove(toParent:)` once it has appeared;
/// a popped one `willMove(toParent: nil)` before it disappears and `didMove(toParent: nil)`
/// after. A child that joins a container off screen (a tab, a stack set before the
/// window shows it) hears both at once.
extension Simulation {
    /// The container takes `child`: `willMove(toParent: container)`.
    mutating func willJoin(_ child: String, _ container: String, _ behaviour: BehaviourID) {
        world.controllers[child]?.parent = container
        emit(child, "willMove(toParent:)", [.init("parent", container)], behaviour)
    }

    /// The child is in place (and on screen, when the container is): `didMove(toParent: container)`.
    mutating func didJoin(_ child: String, _ container: String, _ behaviour: BehaviourID) {
        emit(child, "didMove(toParent:)", [.init("parent", container)], behaviour)
    }

    /// The container lets `child` go: `willMove(toParent: nil)`.
    mutating func willLeave(_ child: String, _ behaviour: BehaviourID) {
        emit(child, "willMove(toParent:)", [.init("parent", "nil")], behaviour)
    }

    /// The child is out: `didMove(toParent: nil)`, and it has no parent any more.
    mutating func didLeave(_ child: String, _ behaviour: BehaviourID) {
        world.controllers[child]?.parent = nil
        emit(child, "didMove(toParent:)", [.init("parent", "nil")], behaviour)
    }

    /// Children set while the container is off screen join at once, in order.
    mutating func joinOffScreen(_ children: [String], _ container: String, _ behaviour: BehaviourID) {
        for child in children {
            willJoin(child, container, behaviour)
            didJoin(child, container, behaviour)
        }
    }

    /// A controller cannot join a container that it contains itself (`nav2` added as `B`'s
    /// child, then `B` pushed on `nav2`): UIKit would raise, and the hierarchy would loop.
    func refuseCycle(_ child: String, joining container: String, _ action: String) throws {
        var ancestor: String? = container
        var seen: Set<String> = []
        while let name = ancestor, seen.insert(name).inserted {
            if name == child {
                throw SimulationError(
                    "\(action) of '\(child)' to '\(container)', which is inside '\(child)'",
                    hint: "a controller cannot contain its own container")
            }
            ancestor = world.controllers[name]?.parent
        }
    }

    /// A NavigationStack holds SwiftUI views and a TabView also NavigationStacks: a UIKit
    /// controller gets into either only through a representable, whose calls differ from
    /// a child's. Running it as a child would give a plain trace for code nobody can write.
    func refuseUIKitChild(_ child: String, joining container: String, _ action: String) throws {
        let allowed: [ObjectKind]
        let uikitContainerHint: String
        switch kind(of: container) {
        case .navigationStack?:
            allowed = [.swiftuiView]
            uikitContainerHint = "a UIKit container inside a NavigationStack is not modelled"
        case .tabView?:
            allowed = [.swiftuiView, .navigationStack]
            uikitContainerHint = "a UIKit container as a TabView's tab is not modelled; use a navigation-stack"
        default:
            return
        }
        guard let childKind = kind(of: child), !allowed.contains(childKind) else { return }
        throw SimulationError(
            "\(action) of '\(child)', a \(childKind.rawValue), into '\(container)', a \(kind(of: container)!.rawValue), which holds only \(allowed.map(\.rawValue).joined(separator: " and ")) objects",
            hint: childKind == .viewController
                ? "wrap it in a UIViewControllerRepresentable: place a swiftui-view declared with 'represents: \(child)'" : uikitContainerHint)
    }

    /// A navigation controller with an empty stack, or a tab bar controller without tabs,
    /// shows nothing: UIKit would put an empty container on screen, which the engine does
    /// not model. Containers nested in `name` are checked too.
    func refuseEmptyContainers(in name: String, placing action: String) throws {
        guard let controller = world.controllers[name] ?? declarations[name].map({ Controller(kind: $0.kind) }) else { return }
        switch controller.kind.containerRole {
        case .navigationController where controller.children.isEmpty:
            throw SimulationError(
                "\(action): \(controller.kind == .navigationStack ? "NavigationStack" : "navigation controller") '\(name)' has an empty stack, which is not modelled",
                hint: "give it its stack first: 'set-stack: { on: \(name), stack: [A] }'")
        case .tabBarController where controller.children.isEmpty:
            throw SimulationError(
                "\(action): tab bar controller '\(name)' has no tabs, which is not modelled",
                hint: "give it its tabs first: 'set-tabs: { on: \(name), tabs: [A, B] }'")
        case .splitViewController, .pageViewController:
            throw SimulationError(
                "\(action): \(controller.kind.rawValue) '\(name)' anywhere but as a window's root is not modelled",
                hint: "the engine models a \(controller.kind.rawValue) only as a window's root: 'show: { root: \(name), … }'")
        default:
            for child in controller.children { try refuseEmptyContainers(in: child, placing: action) }
        }
    }
}
