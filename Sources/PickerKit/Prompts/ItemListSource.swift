import PickerCore

/// A one-component data source over an `ItemStore`: millions of lines held compactly, titles
/// decoded only for the rows on screen, and type-ahead searched on the stored bytes.
@MainActor
public final class ItemListSource: PickerViewDataSource, PickerViewDelegate, PickerRowSearching {
    /// The items.
    public private(set) var store: ItemStore

    /// The most text a source takes: 1 GiB. An endless input (`yes | picker choose`) stops here
    /// with an error instead of growing until memory runs out.
    public static let maximumByteCount = 1 << 30
    /// The most items a source takes: 50,000,000.
    public nonisolated static let maximumItemCount = 50_000_000

    /// Creates a source over `store`.
    public init(store: ItemStore) { self.store = store }

    /// Adds a chunk of newline-separated bytes (the last line may be incomplete). Throws, and
    /// keeps what it had, when the chunk would take the source past its limits.
    public func append(_ chunk: UnsafeRawBufferPointer) throws(DataError) {
        guard store.byteCount + chunk.count <= Self.maximumByteCount else {
            throw DataError("more than \(Self.maximumByteCount >> 30) GiB of items (the most a picker takes)")
        }
        store.append(chunk)
        guard store.count <= Self.maximumItemCount else {
            throw DataError("more than \(Self.maximumItemCount.formatted()) items (the most a picker takes)")
        }
    }

    /// Ends the input: an incomplete last line becomes an item.
    public func finish() { store.finish() }

    public func numberOfComponents(in pickerView: PickerView) -> Int { 1 }

    public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { store.count }

    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        store.label(at: row)
    }

    public func pickerView(_ pickerView: PickerView, firstRowMatching prefix: String, inComponent component: Int)
        -> Int?
    {
        store.firstIndex(matchingPrefix: prefix, from: 0, wrapping: false)
    }
}
