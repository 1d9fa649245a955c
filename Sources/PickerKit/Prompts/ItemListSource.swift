import PickerCore

/// A one-component data source over an `ItemStore`: millions of lines held compactly, titles
/// decoded only for the rows on screen, and type-ahead searched on the stored bytes.
@MainActor
package final class ItemListSource: PickerViewDataSource, PickerViewDelegate, PickerRowSearching {
    /// The items.
    package private(set) var store: ItemStore

    /// The most text a source takes: 1 GiB. An endless input (`yes | picker choose`) stops here
    /// with an error instead of growing until memory runs out.
    package static let maximumByteCount = 1 << 30
    /// The most items a source takes: 50,000,000.
    package nonisolated static let maximumItemCount = 50_000_000

    /// The header lines taken from the start of the input (see ``init(store:headerLines:)``):
    /// shown above the items, never chosen or searched.
    package private(set) var header: ItemStore
    /// How many header lines are still to come.
    private var headerToCome: Int
    /// What rows show and queries search, when not the labels as they are.
    var presentation = ItemPresentation() {
        didSet {
            searchStore = presentation.isPlain ? nil : ItemStore(separator: 0)
            updateSearchStore()
        }
    }
    /// The text searched for each item, when the presentation is not plain.
    private var searchStore: ItemStore?

    /// Creates a source over `store`, whose first `headerLines` items (those there, and those that
    /// arrive until there are so many) are the header, not items.
    package init(store: ItemStore, headerLines: Int = 0) {
        guard headerLines > 0 else {
            self.store = store
            header = store.split(first: 0).head
            headerToCome = 0
            return
        }
        let split = store.split(first: headerLines)
        header = split.head
        self.store = split.rest
        headerToCome = headerLines - split.head.count
    }

    /// The items as searched: their labels, or the text the presentation searches, by the same
    /// indices as ``store``.
    package var searchable: ItemStore { searchStore ?? store }

    /// Brings the search store up to the items.
    private func updateSearchStore() {
        guard var searchStore else { return }
        self.searchStore = nil  // one reference while it grows, so that it is not copied
        for index in searchStore.count..<store.count {
            searchStore.appendItem(presentation.searchText(store.label(at: index)))
        }
        self.searchStore = searchStore
    }

    /// Moves the first items to the header while header lines are still to come.
    private func takeHeader() {
        guard headerToCome > 0, !store.isEmpty else { return }
        let split = store.split(first: headerToCome)
        for index in 0..<split.head.count { header.appendItem(split.head.label(at: index)) }
        headerToCome -= split.head.count
        store = split.rest
    }

    /// Adds a chunk of newline-separated bytes (the last line may be incomplete). Throws, and
    /// keeps what it had, when the chunk would take the source past its limits.
    package func append(_ chunk: UnsafeRawBufferPointer) throws(DataError) {
        guard store.byteCount + chunk.count <= Self.maximumByteCount else {
            throw DataError("more than \(Self.maximumByteCount >> 30) GiB of items (the most a picker takes)")
        }
        store.append(chunk)
        guard store.count <= Self.maximumItemCount else {
            throw DataError("more than \(Self.maximumItemCount.formatted()) items (the most a picker takes)")
        }
        takeHeader()
        updateSearchStore()
    }

    /// Drops every item (not the header), keeping how items are read (trimmed, labelled, a value
    /// field), for new items to arrive (a reload): ended by the same separator, or by a newline
    /// when `readsLines` (items that were given, not read, are ended by NUL).
    package func removeAllItems(readsLines: Bool) {
        var empty = ItemStore(separator: readsLines ? 0x0A : store.separator)
        empty.trimsBlanks = store.trimsBlanks
        empty.labelDelimiter = store.labelDelimiter
        empty.valueField = store.valueField
        store = empty
        searchStore = presentation.isPlain ? nil : ItemStore(separator: 0)
    }

    /// Ends the input: an incomplete last line becomes an item.
    package func finish() {
        store.finish()
        takeHeader()
        updateSearchStore()
    }

    package func numberOfComponents(in pickerView: PickerView) -> Int { 1 }

    package func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { store.count }

    package func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        store.label(at: row)
    }

    package func pickerView(_ pickerView: PickerView, firstRowMatching prefix: String, inComponent component: Int)
        -> Int?
    {
        store.firstIndex(matchingPrefix: prefix, from: 0, wrapping: false)
    }
}

extension ItemListSource {
    /// Has the run's loop read the items on `fd` into this source (a prompt reads nothing itself):
    /// `arrived` after each chunk and at the end; at the end, `check` may end the run for a reason
    /// of the prompt's own (an item to start on that never came), after an empty list has ended it;
    /// `ended` is called at an end that ends nothing.
    func watch(
        _ fd: Int32, in context: RunContext, arrived: @escaping @MainActor () -> Void,
        check: @escaping @MainActor () -> String? = { nil }, ended: @escaping @MainActor () -> Void = {}
    ) {
        context.watch(
            fd: fd,
            onData: { [self] chunk in
                do throws(DataError) {
                    try append(chunk)
                } catch {
                    context.finish(.failed("standard input: \(error.description)"))
                }
                arrived()
            },
            onEnd: { [self] in
                finish()
                arrived()
                if store.isEmpty {
                    context.finish(.failed("no items to choose from (standard input was empty)"))
                } else if let failure = check() {
                    context.finish(.failed(failure))
                } else {
                    ended()
                }
            },
            onFailure: { reason in context.finish(.failed("standard input: cannot be read (\(reason))")) })
    }
}
