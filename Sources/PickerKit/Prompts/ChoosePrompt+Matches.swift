import PickerCore

extension ChoosePrompt {
    /// The items of `store` (after its ``ChooseSettings/headerLines``) that the settings' query
    /// matches, best first (equal scores in the items' order), as the filter shows them when the
    /// prompt starts — matched as it matches (`exact`, the fields the presentation searches, without
    /// colours); every item, in order, when the query is empty. For a program that decides before
    /// asking, as fzf's `--select-1` and `--exit-0` decide on the matches of `--query`.
    public func matches(in store: ItemStore) -> [Int] {
        let source = ItemListSource(store: store, headerLines: settings.headerLines)
        source.presentation = settings.presentation
        let items = source.searchable
        guard !settings.query.isEmpty else { return Array(0..<items.count) }
        guard let found = items.search(ItemQuery(settings.query, exact: settings.exact)) else { return [] }
        return found.indices.map(Int.init)
    }
}
