import LifecycleModel
import LifecycleSimulator
import Testing

/// Every version rule the loader enforces (`IOSAvailability`) is a behaviour of the
/// registry, with sources, so the reference page documents each one.
@Suite struct VersionRuleRegistryTests {
    private var rules: [IOSAvailability.Rule] {
        let callbacks = ObjectKind.allCases.flatMap(Vocabulary.callbacks(of:)).compactMap(IOSAvailability.rule(for:))
        let styles = ModalStyle.allCases.compactMap(IOSAvailability.rule(for:))
        let actions = ActionName.allCases.compactMap(IOSAvailability.rule(for:))
        let lifecycles = EngineConfig.LifecycleModel.allCases.compactMap(IOSAvailability.rule(for:))
        let devices = EngineConfig.Device.allCases.compactMap(IOSAvailability.rule(for:))
        return callbacks + styles + actions + lifecycles + devices
    }

    @Test func everyRuleIsARegisteredBehaviourWithSources() {
        let registered = Dictionary(uniqueKeysWithValues: BehaviourRegistry.all.map { ($0.id.rawValue, $0) })
        #expect(!rules.isEmpty)
        for rule in rules {
            let behaviour = registered[rule.ruleID]
            #expect(behaviour != nil, "\(rule.ruleID) is not in the registry")
            #expect(behaviour?.allSources.isEmpty == false, "\(rule.ruleID) cites no source")
        }
    }

    /// Each rule leaves some simulated version able to use the feature.
    @Test func everyRuleHoldsForSomeSimulatedVersion() {
        for rule in rules {
            #expect(EngineConfig.supportedIOS.contains(where: rule.contains), "\(rule.ruleID) excludes every version")
        }
        #expect(EngineConfig.supportedIOS == 7...27)
    }
}
