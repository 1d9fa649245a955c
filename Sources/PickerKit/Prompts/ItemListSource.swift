import PickerCore

/// A one-component data source over an `ItemStore`: millions of lines held compactly, titles
/// decoded only for the rows on screen, and type-ahead searched on the stored bytes.
@MainActor
public final class ItemListSource: PickerViewDataSource, PickerViewDelegate, PickerRowSearching {
    /// The items.
    public private(set) var store: ItemStore

    /// Creates a source over `store`.
    public init(store: ItemStore) { self.store = store }

    /// Adds a chunk of newline-separated bytes (the last line may be incomplete).
    public func append(_ chunk: UnsafeRawBufferPointer) { store.append(chunk) }

    /// Ends the input: an incomplete last line becomes an item.
    public func finish() { store.finish() }

    public func numberOfComponents(in pickerView: PickerView) -> Int { 1 }

    public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { store.count }

    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        store[row]
    }

    public func pickerView(_ pickerView: PickerView, firstRowMatching prefix: String, inComponent component: Int)
        -> Int?
    {
        store.firstIndex(matchingPrefix: prefix, from: 0, wrapping: false)
    }
}
