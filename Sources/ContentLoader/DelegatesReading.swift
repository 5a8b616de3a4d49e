internal import Diagnostics
internal import YAMLSupport
internal import LifecycleModel

/// `ui: { kind: swiftui-app, delegates: app }`: the UIKit delegates a SwiftUI app adopts.
/// They exist only in the SwiftUI App life cycle, and they belong to the app, so two
/// SwiftUI app objects of one scenario may not say different things about them.
extension FileReader {
    func checkDelegates(_ declarations: [ObjectDeclaration], pairs: [YAMLNode.Pair], lifecycle: EngineConfig.LifecycleModel) {
        var first: (name: String, value: String)?
        for declaration in declarations where declaration.kind == .swiftuiApp {
            guard let value = declaration.options["delegates"], let node = optionNode("delegates", of: declaration.name, in: pairs) else {
                continue
            }
            if lifecycle != .swiftui, value != "none" {
                error(
                    "schema.delegates", at: node,
                    "'\(declaration.name)' adopts UIKit delegates (delegates: \(value)), but the scenario's lifecycle is \(lifecycle.rawValue)",
                    hint: "delegate adaptors belong to the SwiftUI App life cycle; set 'config: { lifecycle: swiftui }'")
            }
            if let first, first.value != value {
                error(
                    "schema.delegates", at: node,
                    "'\(declaration.name)' says 'delegates: \(value)' but '\(first.name)' says 'delegates: \(first.value)'; the app has one set of delegates",
                    hint: "write 'delegates' on one SwiftUI app object only")
            } else if first == nil {
                first = (declaration.name, value)
            }
        }
    }
}
