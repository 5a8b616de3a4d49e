/// The block arguments of every parent call being rendered, outermost call first.
///
/// When a block renders, the *outermost* caller that passed a block of that name wins. That
/// is what lets a page override a block that its layout's own layout defines:
///
/// ```
/// page:    {{<layout}}{{$title}}Page{{/title}}{{/layout}}
/// layout:  {{<base}}{{$title}}Layout{{/title}}{{/base}}
/// base:    <h1>{{$title}}Base{{/title}}</h1>      → <h1>Page</h1>
/// ```
struct BlockArguments {
    private var levels: [[String: Block]] = []

    mutating func push(_ arguments: [String: Block]) {
        levels.append(arguments)
    }

    mutating func pop() {
        levels.removeLast()
    }

    func argument(named name: String) -> Block? {
        for level in levels {
            if let block = level[name] { return block }
        }
        return nil
    }
}
