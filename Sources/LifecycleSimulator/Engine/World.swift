internal import LifecycleModel

/// Everything the engine knows about the simulated app at one moment.
///
/// A value: actions copy and change it, and the model explorer hashes it to find the
/// states it has already seen. Dictionaries are never iterated for output; `order`
/// keeps objects in the order they were created so traces are deterministic.
struct World: Hashable {
    var config: EngineConfig
    var app: AppState = .notRunning
    /// App-delegate lifecycle: the single window's root and whether it is on screen.
    var windowRoot: String?
    var windowShown = false
    var scenes: [String: SceneRecord] = [:]
    /// Scenes whose sessions were discarded while the app was not running, or as the user
    /// ended it: the app delegate hears of them shortly after the next launch.
    var pendingDiscards: [String] = []
    var controllers: [String: Controller] = [:]
    /// Names of scenes and controllers in creation order.
    var order: [String] = []
    var orientation = "portrait"
    /// The system's appearance, and for each window that was away when it changed (a
    /// scene's name, or `Simulation.appWindow`) the one it last heard: it hears the change
    /// on its return (`Simulation+InterfaceStyle`).
    var appearance = "light"
    var appearanceHeard: [String: String] = [:]
    /// Views by name (see `Simulation+Views`); their creation order is in `order` too.
    var views: [String: ViewRecord] = [:]
    /// Table and collection view cells by name (see `Simulation+Cells`,
    /// `Simulation+CollectionViews`).
    var cells: [String: CellRecord] = [:]
    /// Collection view items prefetched and not displayed since, named after their cells.
    var prefetchedItems: Set<String> = []
    /// Cells of a process that ended: a later process dequeues cells of its own.
    var cellsOfEndedProcess: Set<String> = []
    var keyboardShown = false
    /// The text field or text view that is first responder (`Simulation+TextInput`).
    var editing: String?
    /// The scenePhase SwiftUI last reported to observers in the App and in views
    /// (`observer:` of a swiftui-app object); nil while the app is not running.
    var reportedPhase: String?
    var reportedViewPhase: String?
    /// SwiftUI views whose onAppear ran and onDisappear has not yet; and every one that has
    /// appeared once (`Simulation+SwiftUIViews`).
    var swiftUIShown: Set<String> = []
    var swiftUISeen: Set<String> = []
    /// Rows that were on screen when their list's view disappeared: they come back with it.
    var swiftUIParked: Set<String> = []
    /// Views inside another whose `if` was flipped from how it started (`insert-view`,
    /// `remove-view`).
    var swiftUIToggled: Set<String> = []
    /// Views an `if` took out of their body: a new one comes if it puts them back.
    var swiftUIGone: Set<String> = []
    /// A SwiftUI sheet or cover: the sheet's view, and the view whose `.sheet` shows it
    /// (the screen that presents it, or a view in its body).
    var swiftUISheetWriters: [String: String] = [:]
    /// Views whose body is a NavigationStack or TabView that has just been told it will
    /// appear (or did disappear), keyed by the view on top of that container: they come
    /// and go in the same update as it, after it (`Simulation+SurroundingViews`).
    var surroundingViewsArriving: [String: [String]] = [:]
    var surroundingViewsLeaving: [String: [String]] = [:]
    /// A window's root navigation controller pushed onto, animated, after the window was set
    /// up and before it first came on screen, before iOS 18: the controller the push
    /// covers, which starts to appear with the window first (`Simulation+PushBeforeAppearance`).
    var pushesBeforeFirstAppearance: [String: String] = [:]
    /// With scenes: the app's aggregate state as UIApplication's notifications last
    /// reported it (`Simulation+AppNotifications`), and the iOS 14 launch that holds back
    /// willEnterForegroundNotification until the scene is active.
    var notifiedApp: AppState = .notRunning
    var launchForegroundNotification: HeldNotification = .none
    /// The window the app launches with is coming on screen (not one opened later, nor
    /// the window of an app launched into the background): SwiftUI views told they appear
    /// now have a behaviour of their own (`Simulation+SwiftUIViews`).
    var launchingWindow = false
    /// The user swiped the app away in the app switcher and has not opened it since: the
    /// system launches it into the background for no silent push (Apple), fetch or task.
    var forceQuitByUser = false
    /// The app ran and its process ended; a launch starts another. A scenario that never
    /// launches leaves the app out, and its steps are the app's whatever its state.
    var processEnded = false

    init(config: EngineConfig) {
        self.config = config
    }

    var usesScenes: Bool { config.lifecycle != .appDelegate }
}

enum AppState: String, Hashable {
    case notRunning = "not-running"
    case inactive, active, background, suspended

    var isForeground: Bool { self == .inactive || self == .active }
    var isRunning: Bool { self != .notRunning }
}

enum SceneState: String, Hashable {
    case unattached
    case foregroundInactive = "foreground-inactive"
    case foregroundActive = "foreground-active"
    case background, suspended

    var isForeground: Bool { self == .foregroundInactive || self == .foregroundActive }
}

/// UIApplication.willEnterForegroundNotification at an iOS 14 cold launch with scenes:
/// `armed` while the first scene connects, `held` once the scene has entered the foreground
/// and the notification waits for its activation.
enum HeldNotification: Hashable {
    case none, armed, held
}

struct SceneRecord: Hashable {
    var state: SceneState = .unattached
    /// Connected to a session; willConnectTo has been sent and sceneDidDisconnect not yet.
    var isConnected = false
    /// Connected in the background at a background launch and not in the foreground
    /// since: its window's root has not appeared yet.
    var connectedInBackground = false
    /// Its window's root is on screen, or was before the app went to the background.
    var showsWindow: Bool { isConnected && !connectedInBackground }
    /// Its session was discarded: it cannot connect again.
    var isDiscarded = false
    /// The user closed its window (`close-scene`): it stays in the background when the app
    /// comes back, until the system disconnects it.
    var isClosed = false
    var root: String?
}

enum Appearance: String, Hashable {
    case disappeared, appearing, appeared, disappearing
}

struct Controller: Hashable {
    let kind: ObjectKind
    var fromStoryboard = false
    var loadView = "default"
    var isViewLoaded = false
    /// Its loadView set no view (`load-view: missing-view-unread`): loadView and viewDidLoad
    /// ran, `view` is still nil, and there is nothing to lay out.
    var viewIsMissing = false
    /// Its view has had a layout pass (viewDidLayoutSubviews). A view loaded off screen
    /// (a child added to a covered parent) is laid out when it first appears.
    var isLaidOut = false
    var appearance: Appearance = .disappeared
    var isDeallocated = false
    /// The app was terminated with the controller alive: it no longer exists, without a deinit.
    var isGone = false
    /// Navigation controller: its stack, bottom to top. Tab bar controller: its tabs.
    var children: [String] = []
    var selectedTab = 0
    /// The container that holds it as a child.
    var parent: String?
    /// The scene (or "window") whose root it is.
    var windowOf: String?
    /// A subview of its root view was added, removed or resized: the root view is laid out
    /// at the next pass, with viewWillLayoutSubviews and viewDidLayoutSubviews around it.
    var rootNeedsLayout = false
    /// Its views changed while it was off screen (a subview came, went or was resized): its
    /// view must be laid out again as it returns, which nothing records.
    var changedOffScreen: String?
    /// The orientation it was last laid out in, when the device has turned since while it
    /// was off screen (nil again once the device turns back).
    var laidOutInOrientation: String?
    /// The appearance it was last laid out in, when Light or Dark was switched since while
    /// it was off screen (nil again once it is switched back).
    var laidOutInAppearance: String?
    /// Children added with `add-child` (containment), in the order they were added.
    var contained: [String] = []
    var presented: String?
    var presenter: String?
    var presentationStyle: ModalStyle?
    /// The style the presentation asked for, before UIKit adapted it to the width class.
    var requestedStyle: ModalStyle?

    /// The state id a diagram uses for it.
    var state: String {
        if isDeallocated || isGone { return "deallocated" }
        if !isViewLoaded { return "not-loaded" }
        return appearance.rawValue
    }

    var isAlive: Bool { !isDeallocated && !isGone }
}
