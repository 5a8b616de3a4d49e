/// Stock containers as containers: the willMove/didMove(toParent:) calls of navigation,
/// tab bar, split view and page view controllers, page turns, split columns and chains of
/// presented controllers.
extension BehaviourID {
    static let navigationContainment: BehaviourID = "nav.containment"
    static let interactivePopCancelledContainment: BehaviourID = "nav.containment.cancelled-swipe"
    static let tabContainment: BehaviourID = "tab.containment"
    static let splitContainment: BehaviourID = "split.containment"
    static let splitColumns: BehaviourID = "split.columns"
    static let pageContainment: BehaviourID = "page.containment"
    static let pageTurn: BehaviourID = "page.turn"
}

extension Source {
    static let arm1 = EvidenceSource(
        "UIViewController lifecycle: calls during push and pop, an instrumented listing (arm1.ru)",
        "https://arm1.ru/en/blog/zhiznennyj-tsikl-uiviewcontroller")
    static let neuburg = EvidenceSource(
        "Matt Neuburg, Programming iOS, chapter View Controllers: built-in parent view controllers add their children with addChild and didMove")
    static let biteSplit = EvidenceSource(
        "Split view controllers done right in iOS 14 (Matt Neuburg, BiTE Interactive)",
        "https://www.biteinteractive.com/split-view-controllers-done-right-in-ios-14/")
    static let commandShiftSplit = EvidenceSource(
        "Understanding split view controller: collapsing on compact widths (commandshift.co.uk, 2016)",
        "http://commandshift.co.uk/blog/2016/04/11/understanding-split-view-controller/")
    static let featherweight = EvidenceSource(
        "FeatherweightRouter pull request 9: didMoveToParentViewController waits for the swipe back to finish (2016)",
        "https://github.com/FeatherweightLabs/FeatherweightRouter/pull/9")
    static let applePageSetViewControllers = EvidenceSource(
        "setViewControllers(_:direction:animated:completion:) (Apple)",
        "https://developer.apple.com/documentation/uikit/uipageviewcontroller/setviewcontrollers(_:direction:animated:completion:)")
}

extension BehaviourRegistry {
    static let containerMembership: [Behaviour] = [
        Behaviour(
            .navigationContainment,
            "Push, pop and set-stack: a controller joining the stack hears willMove(toParent:) before it loads and didMove(toParent:) after it appears; one leaving hears willMove(toParent: nil) before it disappears and didMove(toParent: nil) after, before its deinit",
            sources: [Source.arm1, Source.so48653763, Source.featherweight, Source.appleWillMoveToParent, Source.appleDidMoveToParent],
            disagreement:
                "The arm1.ru listing instruments one controller and states no iOS version or date; it does not show where didMove falls against the navigation delegate's didShow (the engine sends it after didShow). A stack set off screen (before the window shows it) sends both calls at once, by analogy with addChild."
        ),
        Behaviour(
            .interactivePopCancelledContainment,
            "A cancelled swipe back: the top controller hears willMove(toParent: nil) as the swipe begins, and didMove(toParent:) with its navigation controller when the swipe is cancelled",
            sources: [Source.featherweight],
            disagreement:
                "A library maintainer reports that didMove waits for the end of the swipe; what UIKit sends on cancellation is inferred."
        ),
        Behaviour(
            .tabContainment,
            "A tab bar controller's children hear willMove(toParent:) and didMove(toParent:) when they join viewControllers, not when their tab is selected",
            sources: [Source.neuburg, Source.appleAddChild],
            disagreement: "Stated in Programming iOS."),
        Behaviour(
            .splitContainment,
            "A split view controller's primary and secondary controllers join it (willMove, didMove) when it is given them, before it appears",
            sources: [Source.biteSplit, Source.appleAddChild],
            disagreement: "By analogy with the other stock containers."),
        Behaviour(
            .splitColumns,
            "A split view controller shows both columns, primary first, when expanded (a horizontally regular window: an iPad, an iPhone Max in landscape); collapsed (an iPhone, Slide Over) it shows the secondary collapsed onto the primary before iOS 14, and the primary column with iOS 14's column-style API",
            sources: [Source.commandShiftSplit, Source.biteSplit],
            disagreement:
                "Which column a collapsed split view shows depends on the API style; the engine takes the classic API before iOS 14 and the column style from iOS 14. The sources give no order for the two columns' appearance calls when expanded. "
                + "Nor do they show the delegate's collapse and separate calls among the trait, size and appearance calls when a rotation collapses or expands the split view controller (an iPhone Max turning, an iPad in Split View): the engine refuses that rotation as not modelled, and a split view controller in Split View, whose width class depends on the iPad and the divider."
        ),
        Behaviour(
            .pageContainment,
            "A page view controller's pages join and leave it with willMove/didMove(toParent:) around their appearance",
            sources: [Source.so48653763, Source.applePageSetViewControllers],
            disagreement:
                "A log in Stack Overflow 48653763 of the first page set in the page view controller's viewDidLoad shows viewDidLoad, viewWillAppear, viewDidAppear, then didMove(toParent:), then the layout calls, and no willMove; the engine sends willMove when the page joins and lays the page out before viewDidAppear, as for other children."
        ),
        Behaviour(
            .pageTurn,
            "Turning a page with setViewControllers(_:direction:animated:): the old page's viewWillDisappear, the new page's viewWillAppear and layout, the old page's viewDidDisappear, the new page's viewDidAppear",
            sources: [Source.applePageSetViewControllers],
            disagreement: "By analogy with a push, for a page turn in code; a swipe is modelled as the same order."),
    ]
}
