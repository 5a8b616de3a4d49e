/// Every action the engine performs, spelled as authors write it.
public enum ActionName: String, Sendable, Hashable, CaseIterable {
    // app and scenes
    case launch, interrupt, resume, background, foreground, suspend, terminate
    case memoryWarning = "memory-warning"
    case openScene = "open-scene"
    case closeScene = "close-scene"
    case disconnectScene = "disconnect-scene"
    case discardScene = "discard-scene"
    // windows, navigation, modal
    case show, push, pop
    case popToRoot = "pop-to-root"
    case setStack = "set-stack"
    case present, dismiss
    // device and memory
    case rotate, release
}
