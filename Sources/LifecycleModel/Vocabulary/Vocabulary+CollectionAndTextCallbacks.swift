/// Callbacks of collection views and their cells, and of text fields and text views.
extension Vocabulary {
    /// The data source, the prefetching data source (iOS 10) and the delegate. Every name
    /// shares the base `collectionView`, so authors write the full name.
    static let collectionViewCallbacks: [CallbackSpec] = [
        (
            "collectionView(_:cellForItemAt:)", "UICollectionViewDataSource",
            "func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell"
        ),
        (
            "collectionView(_:willDisplay:forItemAt:)", "UICollectionViewDelegate",
            "func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)"
        ),
        (
            "collectionView(_:didEndDisplaying:forItemAt:)", "UICollectionViewDelegate",
            "func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)"
        ),
        (
            "collectionView(_:prefetchItemsAt:)", "UICollectionViewDataSourcePrefetching",
            "func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])"
        ),
        (
            "collectionView(_:cancelPrefetchingForItemsAt:)", "UICollectionViewDataSourcePrefetching",
            "func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])"
        ),
        (
            "collectionView(_:didSelectItemAt:)", "UICollectionViewDelegate",
            "func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)"
        ),
    ].map { name, protocolName, signature in
        CallbackSpec(name, group: .cells, signature: signature, declaredIn: protocolName)
    }

    /// A collection view cell's overrides. Its highlight and selection are properties, not
    /// the table cell's setters: an override observes them with `didSet`.
    static let collectionCellCallbacks: [CallbackSpec] = [
        CallbackSpec("init(frame:)", group: .loading, signature: "init(frame: CGRect)", declaredIn: "UICollectionViewCell"),
        CallbackSpec("init(coder:)", group: .loading, signature: "init?(coder: NSCoder)", declaredIn: "UICollectionViewCell"),
        CallbackSpec("awakeFromNib()", group: .loading, signature: "func awakeFromNib()", declaredIn: "UICollectionViewCell"),
        CallbackSpec("prepareForReuse()", group: .cells, signature: "func prepareForReuse()", declaredIn: "UICollectionReusableView"),
        CallbackSpec(
            "apply(_:)", group: .layout, signature: "func apply(_ layoutAttributes: UICollectionViewLayoutAttributes)",
            declaredIn: "UICollectionReusableView"),
        CallbackSpec(
            "preferredLayoutAttributesFitting(_:)", group: .layout,
            signature:
                "func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes",
            declaredIn: "UICollectionReusableView"),
        CallbackSpec(
            "isHighlighted", group: .cells, signature: "override var isHighlighted: Bool { didSet { … } }", declaredIn: "UICollectionViewCell"),
        CallbackSpec("isSelected", group: .cells, signature: "override var isSelected: Bool { didSet { … } }", declaredIn: "UICollectionViewCell"),
    ]

    /// UITextFieldDelegate and the text field's editing notifications, observed for it.
    static let textFieldCallbacks: [CallbackSpec] =
        [
            ("textFieldShouldBeginEditing(_:)", "func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool"),
            ("textFieldDidBeginEditing(_:)", "func textFieldDidBeginEditing(_ textField: UITextField)"),
            ("textFieldShouldEndEditing(_:)", "func textFieldShouldEndEditing(_ textField: UITextField) -> Bool"),
            ("textFieldDidEndEditing(_:)", "func textFieldDidEndEditing(_ textField: UITextField)"),
            (
                "textFieldDidEndEditing(_:reason:)",
                "func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)"
            ),
            ("textFieldShouldReturn(_:)", "func textFieldShouldReturn(_ textField: UITextField) -> Bool"),
        ].map { name, signature in
            CallbackSpec(name, group: .editing, signature: signature, declaredIn: "UITextFieldDelegate")
        } + editingNotifications(of: "UITextField")

    /// UITextViewDelegate and the text view's editing notifications, observed for it.
    static let textViewCallbacks: [CallbackSpec] =
        [
            ("textViewShouldBeginEditing(_:)", "func textViewShouldBeginEditing(_ textView: UITextView) -> Bool"),
            ("textViewDidBeginEditing(_:)", "func textViewDidBeginEditing(_ textView: UITextView)"),
            ("textViewShouldEndEditing(_:)", "func textViewShouldEndEditing(_ textView: UITextView) -> Bool"),
            ("textViewDidEndEditing(_:)", "func textViewDidEndEditing(_ textView: UITextView)"),
        ].map { name, signature in
            CallbackSpec(name, group: .editing, signature: signature, declaredIn: "UITextViewDelegate")
        } + editingNotifications(of: "UITextView")

    private static func editingNotifications(of type: String) -> [CallbackSpec] {
        let field = type == "UITextField" ? "textField" : "textView"
        return ["textDidBeginEditingNotification", "textDidEndEditingNotification"].map { name in
            CallbackSpec(
                name, group: .editing, signature: "NotificationCenter.default.addObserver(forName: \(type).\(name), object: \(field), …)",
                declaredIn: "\(type) (notification)")
        }
    }
}
