internal import YAMLSupport
internal import LifecycleModel

extension FileReader {
    /// A `config:` block; only the keys written are set. `base` is what the block
    /// overrides (a scenario's file config), so a combination the engine cannot run is
    /// reported even when its halves are written in two places.
    func config(_ node: YAMLNode, over base: ConfigOverrides = ConfigOverrides()) -> ConfigOverrides {
        guard var fields = Fields(node, "config", reader: self) else { return ConfigOverrides() }
        var config = ConfigOverrides()
        if let ios = fields.optional("ios") {
            config.ios = int(ios, "config 'ios'", in: EngineConfig.supportedIOS)
        }
        if let lifecycle = fields.optional("lifecycle") {
            config.lifecycle = choice(lifecycle, "config 'lifecycle'", EngineConfig.LifecycleModel.allCases.map(\.rawValue))
                .flatMap(EngineConfig.LifecycleModel.init(rawValue:))
        }
        if let animated = fields.optional("animated") {
            config.animated = bool(animated, "config 'animated'")
        }
        if let device = fields.optional("device") {
            config.device = choice(device, "config 'device'", EngineConfig.Device.allCases.map(\.rawValue))
                .flatMap(EngineConfig.Device.init(rawValue:))
        }
        fields.finish()
        let effective = config.over(base)
        if config.ios != nil || config.lifecycle != nil,
            let ios = effective.ios, let lifecycle = effective.lifecycle,
            let rule = IOSAvailability.rule(for: lifecycle), !rule.contains(ios)
        {
            error(
                "schema.config", at: node,
                "config 'lifecycle: \(lifecycle.rawValue)' needs iOS \(rule.since ?? ios) or later, but 'ios' is \(ios)",
                hint: ios < 13 ? "use 'lifecycle: app-delegate' for iOS \(ios)" : "use 'lifecycle: scenes', or 'ios: \(rule.since ?? ios)'")
        }
        if config.ios != nil || config.device != nil,
            let ios = effective.ios, let device = effective.device,
            let rule = IOSAvailability.rule(for: device), !rule.contains(ios)
        {
            error(
                "schema.config", at: node,
                "config 'device: \(device.rawValue)' needs \(rule.requirement) (\(rule.what)), but 'ios' is \(ios)",
                hint: "use 'ios: \(rule.since ?? ios)' or later, or another device")
        }
        return config
    }
}
