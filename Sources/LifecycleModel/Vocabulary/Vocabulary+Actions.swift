extension Vocabulary {
    static let controllers: [ObjectKind] = ObjectKind.allCases.filter(\.isViewController)
    static let cells: [ObjectKind] = ObjectKind.allCases.filter(\.isCell)
    static let lists: [ObjectKind] = [.tableView, .collectionView]
    static let textInputs: [ObjectKind] = ObjectKind.allCases.filter(\.isTextInput)

    public static let actions: [ActionSpec] = [
        ActionSpec(
            .launch, area: "app, scenes", summary: "Cold launch of the app from not running.",
            arguments: [
                ArgumentSpec(
                    "into", .choice(["foreground", "background"]), required: false,
                    summary: "Where the app launches: the foreground (the default) or the background (a background fetch or a location event)."),
                ArgumentSpec(
                    "for", .choice(["fetch", "silent-push", "task", "location"]), required: false,
                    summary:
                        "With `into: background`, the event the system launches it for: a background fetch, a silent (content-available) push, a BGTaskScheduler task, or a location event (whose delegate is not modelled). Without it, only the launch is shown. A SwiftUI app needs an app delegate (delegates: app) for the first three."
                ),
            ]),
        ActionSpec(.interrupt, area: "app, scenes", summary: "A temporary interruption: an incoming call, the notification centre pulled down."),
        ActionSpec(.resume, area: "app, scenes", summary: "The interruption ends and the app becomes active again."),
        ActionSpec(.background, area: "app, scenes", summary: "The user goes to the home screen or another app."),
        ActionSpec(.foreground, area: "app, scenes", summary: "The user returns to the app."),
        ActionSpec(.suspend, area: "app, scenes", summary: "The system stops running the app's code in the background."),
        ActionSpec(
            .terminate, area: "app, scenes", summary: "The app's process ends.",
            arguments: [
                ArgumentSpec(
                    "by", .choice(["system", "user", "kill"]), required: false,
                    summary:
                        "Who ends it: the system reclaiming memory (the default), the user swiping it away, or a kill no code of the app sees (the debugger's Stop, a crash, the app deleted)."
                )
            ]),
        ActionSpec(.memoryWarning, area: "memory", summary: "The system warns that memory is low."),
        ActionSpec(
            .openScene, area: "app, scenes", summary: "A new window (scene) is opened, on iPad.",
            arguments: [
                ArgumentSpec("scene", .object([.scene]), summary: "The scene to open.")
            ]),
        ActionSpec(
            .closeScene, area: "app, scenes", summary: "The user closes a window; its scene goes to the background.",
            arguments: [
                ArgumentSpec("scene", .object([.scene]), summary: "The scene to close.")
            ]),
        ActionSpec(
            .disconnectScene, area: "app, scenes", summary: "The system releases a background scene to reclaim resources.",
            arguments: [
                ArgumentSpec("scene", .object([.scene]), summary: "The scene to disconnect.")
            ]),
        ActionSpec(
            .discardScene, area: "app, scenes", summary: "The user removes a scene's session from the app switcher.",
            arguments: [
                ArgumentSpec("scene", .object([.scene]), summary: "The scene whose session is discarded.")
            ]),
        ActionSpec(
            .openURL, area: "app events",
            summary:
                "The user opens a link to the app, or taps its widget: from not running it launches the app (a cold launch), from the background it brings the app back. Refused in a SwiftUI app without a scene delegate, where onOpenURL or onContinueUserActivity hears it.",
            arguments: [
                ArgumentSpec(
                    "kind", .choice(["custom", "universal", "widget"]), required: false,
                    summary:
                        "A URL with the app's own scheme (the default); a universal link (an https link the app claims); or a tap on a widget that names no URL. The last two arrive as user activities."
                )
            ]),
        ActionSpec(
            .quickAction, area: "app events",
            summary:
                "The user picks one of the app's Home Screen quick actions: from not running it launches the app, from the background it brings the app back.",
            arguments: []),
        ActionSpec(
            .tapNotification, area: "app events",
            summary:
                "The user taps one of the app's notifications: from not running it launches the app, from the background it brings it back, in the foreground it only reports the tap. Refused in a SwiftUI app without an app delegate (delegates: app): the engine traces the delegate call on it.",
            arguments: [
                ArgumentSpec(
                    "handler", .choice(["user-notifications", "remote-notification"]), required: false,
                    summary:
                        "Who is told: the UNUserNotificationCenter delegate, traced on the app delegate that usually is it (the default), or, in an app without one, the app delegate's application(_:didReceiveRemoteNotification:fetchCompletionHandler:) for a remote notification."
                )
            ]),
        ActionSpec(
            .receiveNotification, area: "app events",
            summary:
                "A notification arrives while the app runs: an alert in the foreground is offered to the UNUserNotificationCenter delegate; a silent push wakes the app wherever it runs. Refused in a SwiftUI app without an app delegate (delegates: app): the engine traces the delegate call on it.",
            arguments: [
                ArgumentSpec(
                    "kind", .choice(["alert", "silent"]), required: false,
                    summary:
                        "An alert (the default), which reaches the app only in the foreground, or a silent (content-available) push, which reaches it in the foreground or the background; a silent push that finds the app not running is `launch: { into: background, for: silent-push }`."
                )
            ]),
        ActionSpec(
            .show, area: "windows", summary: "A controller becomes the window's root view controller.",
            arguments: [
                ArgumentSpec("root", .object(controllers), summary: "The window's root view controller."),
                ArgumentSpec(
                    "stack", .objects([.viewController, .swiftuiView]), required: false,
                    summary: "For a navigation controller or a NavigationStack: its stack, bottom to top."),
                ArgumentSpec(
                    "tabs", .objects([.viewController, .navigationController, .swiftuiView, .navigationStack]), required: false,
                    summary:
                        "For a tab bar controller or a TabView: its tabs; the first is selected. A navigation controller or NavigationStack among them needs its stack first (`set-stack`)."
                ),
                ArgumentSpec(
                    "primary", .object([.viewController, .navigationController]), required: false,
                    summary: "For a split view controller: its primary (leading) column."),
                ArgumentSpec(
                    "secondary", .object([.viewController, .navigationController]), required: false,
                    summary: "For a split view controller: its secondary (detail) column."),
                ArgumentSpec(
                    "page", .object([.viewController]), required: false,
                    summary: "For a page view controller: the page it shows first."),
                ArgumentSpec(
                    "in", .object([.scene]), required: false,
                    summary: "The scene whose window shows it (the first scene by default)."),
            ]),
        ActionSpec(
            .push, area: "navigation",
            summary: "pushViewController(_:animated:); on a NavigationStack, a NavigationLink tapped or a value appended to its path.",
            arguments: [
                ArgumentSpec("vc", .object([.viewController, .swiftuiView]), summary: "The controller (or SwiftUI view) pushed."),
                ArgumentSpec("on", .object([.navigationController, .navigationStack]), summary: "The navigation controller or NavigationStack."),
                ArgumentSpec("animated", .bool, required: false, summary: "Overrides the scenario's `animated`."),
            ]),
        ActionSpec(
            .pop, area: "navigation",
            summary:
                "popViewController(animated:), or the back button; on a NavigationStack, also the last value removed from its path. Refused while a sheet written in the SwiftUI view that leaves is up.",
            arguments: [
                ArgumentSpec("on", .object([.navigationController, .navigationStack]), summary: "The navigation controller or NavigationStack."),
                ArgumentSpec("animated", .bool, required: false, summary: "Overrides the scenario's `animated`."),
            ]),
        ActionSpec(
            .popToRoot, area: "navigation", summary: "popToRootViewController(animated:); on a NavigationStack, its path emptied.",
            arguments: [
                ArgumentSpec("on", .object([.navigationController, .navigationStack]), summary: "The navigation controller or NavigationStack."),
                ArgumentSpec("animated", .bool, required: false, summary: "Overrides the scenario's `animated`."),
            ]),
        ActionSpec(
            .setStack, area: "navigation",
            summary:
                "setViewControllers(_:animated:). On a navigation controller that is not in a window yet it gives it its stack, as UINavigationController(rootViewController:) does; on a NavigationStack that is not on screen yet (a tab of a TabView, a sheet's content) it gives it its root view, as NavigationStack { Home() } does.",
            arguments: [
                ArgumentSpec(
                    "on", .object([.navigationController, .navigationStack]),
                    summary: "The navigation controller, or a NavigationStack not on screen yet."),
                ArgumentSpec(
                    "stack", .objects([.viewController, .swiftuiView]), summary: "The new stack, bottom to top; for a NavigationStack, its root view."
                ),
                ArgumentSpec("animated", .bool, required: false, summary: "Overrides the scenario's `animated`."),
            ]),
        ActionSpec(
            .present, area: "modal", summary: "present(_:animated:completion:)",
            arguments: [
                ArgumentSpec("vc", .object(controllers), summary: "The controller presented."),
                ArgumentSpec("from", .object(controllers), summary: "The presenting controller; it must be on screen."),
                ArgumentSpec(
                    "style", .choice(ModalStyle.allCases.map(\.rawValue)), required: false,
                    summary: "modalPresentationStyle; automatic by default."),
                ArgumentSpec("animated", .bool, required: false, summary: "Overrides the scenario's `animated`."),
            ]),
        ActionSpec(
            .dismiss, area: "modal", summary: "dismiss(animated:completion:)",
            arguments: [
                ArgumentSpec("vc", .object(controllers), summary: "The presented controller to dismiss."),
                ArgumentSpec("animated", .bool, required: false, summary: "Overrides the scenario's `animated`."),
            ]),
        ActionSpec(
            .interactivePop, area: "navigation", summary: "The user swipes back from the screen's edge and lifts the finger.",
            arguments: [
                ArgumentSpec("on", .object([.navigationController, .navigationStack]), summary: "The navigation controller or NavigationStack."),
                ArgumentSpec("completes", .bool, summary: "true: the pop finishes; false: the user lets go early and the pop is cancelled."),
            ]),
        ActionSpec(
            .interactiveDismiss, area: "modal", summary: "The user swipes a sheet down.",
            arguments: [
                ArgumentSpec("vc", .object(controllers), summary: "The presented sheet."),
                ArgumentSpec("completes", .bool, summary: "true: the sheet is dismissed; false: it springs back."),
            ]),
        ActionSpec(
            .selectTab, area: "tabs",
            summary:
                "The user taps a tab of a tab bar controller or a TabView. Refused on the selected tab while its navigation controller or NavigationStack shows more than its root, which the tap pops.",
            arguments: [
                ArgumentSpec("on", .object([.tabBarController, .tabView]), summary: "The tab bar controller or TabView."),
                ArgumentSpec("index", .int(0...9), summary: "The tab tapped, from 0."),
            ]),
        ActionSpec(
            .addChild, area: "containment", summary: "addChild(_:), add the child's view, didMove(toParent:).",
            arguments: [
                ArgumentSpec(
                    "child", .object(controllers),
                    summary: "The child controller: a view controller, or a navigation or tab bar controller whose children are set."),
                ArgumentSpec("parent", .object(controllers), summary: "The parent controller."),
            ]),
        ActionSpec(
            .removeChild, area: "containment", summary: "willMove(toParent: nil), remove the child's view, removeFromParent().",
            arguments: [
                ArgumentSpec("child", .object(controllers), summary: "The child controller.")
            ]),
        ActionSpec(
            .rotate, area: "device", summary: "The device turns; the window's size changes.",
            arguments: [
                ArgumentSpec("to", .choice(["portrait", "landscape"]), summary: "The new orientation.")
            ]),
        ActionSpec(
            .switchAppearance, area: "device",
            summary:
                "The system's appearance changes between Light and Dark (from iOS 13): in Control Center, on a schedule, or in Settings while the app is in the background.",
            arguments: [
                ArgumentSpec("to", .choice(["dark", "light"]), summary: "The new appearance; scenarios start in light.")
            ]),
        ActionSpec(
            .release, area: "memory", summary: "The last strong reference to a controller or a view goes away.",
            arguments: [
                ArgumentSpec("vc", .object(controllers), required: false, summary: "The controller released (one of vc or view)."),
                ArgumentSpec("view", .object([.view]), required: false, summary: "The view released; it must have no superview (one of vc or view)."),
            ], oneOf: ["vc", "view"]),
        ActionSpec(
            .addSubview, area: "views", summary: "addSubview(_:)",
            arguments: [
                ArgumentSpec("view", .object([.view]), summary: "The view added."),
                ArgumentSpec(
                    "to", .object([.view, .viewController]), summary: "The new superview: a view, or a view controller meaning its root view."),
            ]),
        ActionSpec(
            .removeFromSuperview, area: "views", summary: "removeFromSuperview()",
            arguments: [
                ArgumentSpec("view", .object([.view]), summary: "The view removed.")
            ]),
        ActionSpec(
            .setNeedsLayout, area: "views", summary: "setNeedsLayout(): layout at the next layout pass.",
            arguments: [
                ArgumentSpec("view", .object([.view]), summary: "The view.")
            ]),
        ActionSpec(
            .layoutIfNeeded, area: "views", summary: "layoutIfNeeded(): lay out now, if a layout is pending.",
            arguments: [
                ArgumentSpec("view", .object([.view]), summary: "The view.")
            ]),
        ActionSpec(
            .setNeedsDisplay, area: "views", summary: "setNeedsDisplay(): draw at the next display pass.",
            arguments: [
                ArgumentSpec("view", .object([.view]), summary: "The view.")
            ]),
        ActionSpec(
            .resize, area: "views", summary: "The view's bounds change size.",
            arguments: [
                ArgumentSpec("view", .object([.view]), summary: "The view.")
            ]),
        ActionSpec(
            .dequeue, area: "cells",
            summary:
                "dequeueReusableCell(withIdentifier:for:) inside tableView(_:cellForRowAt:), or dequeueReusableCell(withReuseIdentifier:for:) inside collectionView(_:cellForItemAt:).",
            arguments: [
                ArgumentSpec("cell", .object(cells), summary: "The cell returned."),
                ArgumentSpec("from", .object(lists), summary: "The table view (for a cell) or collection view (for a collection-cell)."),
                ArgumentSpec(
                    "reused", .bool, required: false,
                    summary:
                        "true: the cell comes from the reuse pool (it was displayed and ended before); false: a new cell. By default, whichever the cell's state implies."
                ),
            ]),
        ActionSpec(
            .display, area: "cells",
            summary:
                "The dequeued cell is about to be shown. A collection view cell that ended display and was not dequeued again since is shown again for its item.",
            arguments: [
                ArgumentSpec("cell", .object(cells), summary: "The cell.")
            ]),
        ActionSpec(
            .endDisplay, area: "cells", summary: "The cell scrolls out of view and goes to the reuse pool.",
            arguments: [
                ArgumentSpec("cell", .object(cells), summary: "The cell.")
            ]),
        ActionSpec(
            .select, area: "cells", summary: "The user taps the cell.",
            arguments: [
                ArgumentSpec("cell", .object(cells), summary: "The cell.")
            ]),
        ActionSpec(
            .highlight, area: "cells", summary: "The user touches the cell and holds.",
            arguments: [
                ArgumentSpec("cell", .object(cells), summary: "The cell.")
            ]),
        ActionSpec(
            .prefetch, area: "cells",
            summary:
                "collectionView(_:prefetchItemsAt:) (iOS 10 and later): the user scrolls, and the prefetching data source is given items that will scroll in soon.",
            arguments: [
                ArgumentSpec(
                    "items", .objects([.collectionCell]),
                    summary: "The items, each named after the cell that will show it (not displayed, and not dequeued for it yet)."),
                ArgumentSpec("from", .object([.collectionView]), summary: "The collection view."),
            ]),
        ActionSpec(
            .cancelPrefetch, area: "cells",
            summary:
                "collectionView(_:cancelPrefetchingForItemsAt:) (iOS 10 and later): the user scrolls the other way, and items prefetched but not displayed are no longer needed.",
            arguments: [
                ArgumentSpec("items", .objects([.collectionCell]), summary: "The prefetched items, named after their cells."),
                ArgumentSpec("from", .object([.collectionView]), summary: "The collection view."),
            ]),
        ActionSpec(
            .setTabs, area: "tabs",
            summary:
                "setViewControllers(_:animated:) of a tab bar controller that is not on screen yet: gives it its tabs (to present it, or to make it a child).",
            arguments: [
                ArgumentSpec("on", .object([.tabBarController]), summary: "The tab bar controller."),
                ArgumentSpec("tabs", .objects([.viewController, .navigationController]), summary: "Its tabs; the first is selected."),
            ]),
        ActionSpec(
            .turnPage, area: "pages", summary: "setViewControllers(_:direction:animated:) of a page view controller: another page is shown.",
            arguments: [
                ArgumentSpec("on", .object([.pageViewController]), summary: "The page view controller."),
                ArgumentSpec("to", .object([.viewController]), summary: "The page shown next."),
                ArgumentSpec(
                    "direction", .choice(["forward", "reverse"]), required: false, summary: "The navigation direction; forward by default."),
                ArgumentSpec("animated", .bool, required: false, summary: "Overrides the scenario's `animated`."),
            ]),
        ActionSpec(
            .sheet, area: "swiftui",
            summary:
                ".sheet(isPresented:): the view is presented as a sheet over the presenting view. Refused while its screen, or a container around it, already presents one.",
            arguments: [
                ArgumentSpec(
                    "view", .object([.swiftuiView, .navigationStack]),
                    summary: "The view shown in the sheet; a NavigationStack given its root view first (`set-stack`)."),
                ArgumentSpec("from", .object(controllers), summary: "The presenting view (or controller); it must be on screen."),
            ]),
        ActionSpec(
            .fullScreenCover, area: "swiftui", summary: ".fullScreenCover(isPresented:): the view covers the whole screen.",
            arguments: [
                ArgumentSpec(
                    "view", .object([.swiftuiView, .navigationStack]),
                    summary: "The view shown; a NavigationStack given its root view first (`set-stack`)."),
                ArgumentSpec("from", .object(controllers), summary: "The presenting view (or controller); it must be on screen."),
            ]),
        ActionSpec(
            .scrollIn, area: "swiftui", summary: "A row of a List or LazyVStack scrolls into view.",
            arguments: [
                ArgumentSpec("row", .object([.swiftuiView]), summary: "The row (a view with `row-of`).")
            ]),
        ActionSpec(
            .scrollOut, area: "swiftui", summary: "A row of a List or LazyVStack scrolls out of view. Refused while a sheet the row wrote is up.",
            arguments: [
                ArgumentSpec("row", .object([.swiftuiView]), summary: "The row (a view with `row-of`).")
            ]),
        ActionSpec(
            .insertView, area: "swiftui",
            summary: "A state change makes true the `if` that holds a view in another view's body: the view and the views inside it appear.",
            arguments: [
                ArgumentSpec(
                    "view", .object([.swiftuiView]),
                    summary: "The view (declared `inside` the view on screen; `start: hidden` if not there at first).")
            ]),
        ActionSpec(
            .removeView, area: "swiftui",
            summary:
                "A state change makes false the `if` that holds a view in another view's body: the view and the views inside it disappear, and are gone. Of a row, its item is deleted from the List or LazyVStack. Refused while a sheet written on one of them is up.",
            arguments: [
                ArgumentSpec("view", .object([.swiftuiView]), summary: "The view (declared `inside` the view on screen), or a row (`row-of`).")
            ]),
        ActionSpec(
            .replaceView, area: "swiftui",
            summary:
                "A state change swaps one view in another view's body for a second one (an `if`/`else`, or a new `.id`): with the default transition the new view appears before the old one disappears. Refused while a sheet written on the old view is up.",
            arguments: [
                ArgumentSpec("view", .object([.swiftuiView]), summary: "The view in the body now (declared `inside` the view on screen)."),
                ArgumentSpec(
                    "with", .object([.swiftuiView]), summary: "The view that takes its place (declared `inside` the same view, `start: hidden`)."),
                ArgumentSpec(
                    "transition", .choice(["default", "identity"]), required: false,
                    summary: "The views' transition: `identity` (`.transition(.identity)`) runs the old view's onDisappear first."),
            ]),
        ActionSpec(
            .changeTaskID, area: "swiftui",
            summary:
                "A state change gives the `id` of a view's `.task(id:)` a new value: SwiftUI cancels the running task and starts its body again. Refused while the view is not on screen or its window is in the background.",
            arguments: [
                ArgumentSpec("view", .object([.swiftuiView]), summary: "The view (declared with `task: attached`); it must be on screen.")
            ]),
        ActionSpec(
            .keyboardShow, area: "keyboard",
            summary:
                "A text field becomes first responder and the keyboard slides in (without a text-field object; see `focus`). While it is up, with keyboard observers, a step that takes the screen away or the app out of the foreground is refused."
        ),
        ActionSpec(
            .keyboardHide, area: "keyboard",
            summary: "The text field resigns first responder and the keyboard slides out (without a text-field object; see `resign`)."),
        ActionSpec(.keyboardChangeFrame, area: "keyboard", summary: "The visible keyboard changes size (another keyboard, the predictive bar)."),
        ActionSpec(
            .focus, area: "text input",
            summary:
                "The user taps a text field or text view: it becomes first responder and the keyboard slides in; when another one is editing, editing moves from it to this one and the keyboard stays. While it edits, a step that takes the screen away or the app out of the foreground is refused.",
            arguments: [
                ArgumentSpec("field", .object(textInputs), summary: "The text field or text view.")
            ]),
        ActionSpec(
            .resign, area: "text input",
            summary: "resignFirstResponder() (or endEditing(_:)) on the editing text field or text view: editing ends and the keyboard slides out.",
            arguments: [
                ArgumentSpec("field", .object(textInputs), summary: "The text field or text view that is editing.")
            ]),
        ActionSpec(
            .returnKey, area: "text input", summary: "The user taps the keyboard's return key in the editing text field.",
            arguments: [
                ArgumentSpec("field", .object([.textField]), summary: "The text field that is editing."),
                ArgumentSpec(
                    "resigns", .bool, required: false,
                    summary: "true: textFieldShouldReturn(_:) calls resignFirstResponder(), so editing ends there; false (the default): it does not."),
            ]),
    ]
}

/// `modalPresentationStyle`, spelled as in Swift.
public enum ModalStyle: String, Sendable, Hashable, CaseIterable {
    case fullScreen, pageSheet, formSheet, overFullScreen, overCurrentContext, automatic, popover
}
