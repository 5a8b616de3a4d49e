/// Every action the engine performs, spelled as authors write it.
public enum ActionName: String, Sendable, Hashable, CaseIterable {
    // app and scenes
    case launch, interrupt, resume, background, foreground, suspend, terminate
    case memoryWarning = "memory-warning"
    case openScene = "open-scene"
    case closeScene = "close-scene"
    case disconnectScene = "disconnect-scene"
    case discardScene = "discard-scene"
    // app events
    case openURL = "open-url"
    case tapNotification = "tap-notification"
    case receiveNotification = "receive-notification"
    case quickAction = "quick-action"
    // windows, navigation, modal
    case show, push, pop
    case popToRoot = "pop-to-root"
    case setStack = "set-stack"
    case present, dismiss
    case interactivePop = "interactive-pop"
    case interactiveDismiss = "interactive-dismiss"
    // tabs and containment
    case selectTab = "select-tab"
    case setTabs = "set-tabs"
    case turnPage = "turn-page"
    case addChild = "add-child"
    case removeChild = "remove-child"
    // device and memory
    case rotate, release
    case switchAppearance = "switch-appearance"
    // views
    case addSubview = "add-subview"
    case removeFromSuperview = "remove-from-superview"
    case setNeedsLayout = "set-needs-layout"
    case layoutIfNeeded = "layout-if-needed"
    case setNeedsDisplay = "set-needs-display"
    case resize
    // cells
    case dequeue, display
    case endDisplay = "end-display"
    case select, highlight
    case prefetch
    case cancelPrefetch = "cancel-prefetch"
    // SwiftUI
    case sheet
    case fullScreenCover = "full-screen-cover"
    case scrollIn = "scroll-in"
    case scrollOut = "scroll-out"
    case insertView = "insert-view"
    case removeView = "remove-view"
    case replaceView = "replace-view"
    case changeTaskID = "change-task-id"
    // keyboard
    case keyboardShow = "keyboard-show"
    case keyboardHide = "keyboard-hide"
    case keyboardChangeFrame = "keyboard-change-frame"
    // text input
    case focus, resign
    case returnKey = "return-key"
}
