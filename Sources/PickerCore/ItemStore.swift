import Foundation

/// Compact storage for many lines of text: the picker's rows when they come from a file or a pipe.
///
/// All the text lives in one byte buffer, as it arrived (line terminators included), plus one
/// 32-bit end offset per line; there is never one `String` per item. A million short lines
/// (about 12 MB) take about 16 MB. Strings are decoded on demand, with invalid UTF-8 repaired
/// (replaced by U+FFFD).
///
/// Lines can be fed in chunks of any size with ``append(_:)-(UnsafeRawBufferPointer)``: a line may
/// span chunks, `"\n"` and `"\r\n"` both end a line, empty lines are kept, and ``finish()`` takes a
/// last line that has no newline.
public struct ItemStore: Sendable {
    /// The text: every complete line followed by its terminator (`"\n"`, `"\r\n"`, or a `"\n"`
    /// added by ``appendItem(_:)`` or ``finish()``), then the unfinished line.
    private(set) var bytes: [UInt8] = []
    /// For each complete line, the index just past its content: its terminator starts there.
    private(set) var contentEnds: [UInt32] = []
    /// Where the unfinished line (the bytes after the last terminator) starts.
    private var pendingLineStart = 0
    /// The byte that ends an item: a newline (`"\r\n"` too), or another such as NUL.
    public let separator: UInt8
    /// Whether items are read without their leading and trailing blanks (spaces and tabs): the
    /// bytes stay as they came, and every reading of an item skips them.
    public var trimsBlanks = false
    /// When set, an item is `label`, this delimiter, then `value`: the label is what is shown
    /// and searched (``label(at:)``), the value what is answered (``value(at:)``). An item
    /// without the delimiter is both.
    public var labelDelimiter: [UInt8]?
    /// When set, the value answered is this field of the item (from 1): fields are separated by
    /// ``labelDelimiter`` when it is set, else by runs of spaces and tabs. An item with fewer
    /// fields answers whole.
    public var valueField: Int?

    /// The most bytes of text a store can hold (4 GiB, as line offsets are 32-bit).
    public static let maximumByteCount = Int(UInt32.max) - 1

    private static let newline: UInt8 = 0x0A
    private static let carriageReturn: UInt8 = 0x0D

    /// Creates an empty store whose items end with `separator` (a newline by default, when
    /// `"\r\n"` also ends one; NUL for `find -print0`).
    public init(separator: UInt8 = 0x0A) {
        self.separator = separator
    }

    /// Creates a store holding `items`, one item each (an item may contain newlines; it stays one item).
    public init(_ items: [String]) {
        separator = Self.newline
        let total = items.reduce(0) { $0 + $1.utf8.count + 1 }
        bytes.reserveCapacity(total)
        contentEnds.reserveCapacity(items.count)
        for item in items {
            appendItem(item)
        }
    }

    /// The number of complete lines (an unfinished last line counts once ``finish()`` is called).
    public var count: Int { contentEnds.count }

    /// Whether the store holds no complete line.
    public var isEmpty: Bool { contentEnds.isEmpty }

    /// The bytes of text held, terminators included.
    public var byteCount: Int { bytes.count }

    /// The bytes of memory the store's buffers have reserved: text plus four bytes per line, plus
    /// spare capacity (``finish()`` gives most of it back).
    public var memoryFootprint: Int {
        bytes.capacity + contentEnds.capacity * MemoryLayout<UInt32>.stride
    }

    /// Appends one item as it is (after finishing an unfinished line, if any).
    ///
    /// - Precondition: the store stays within ``maximumByteCount``.
    public mutating func appendItem(_ item: String) {
        finishPendingLine()
        var item = item
        item.withUTF8 { utf8 in
            precondition(bytes.count + utf8.count + 1 <= Self.maximumByteCount, "ItemStore holds at most 4 GiB of text")
            bytes.append(contentsOf: utf8)
        }
        contentEnds.append(UInt32(bytes.count))
        bytes.append(separator)
        pendingLineStart = bytes.count
    }

    /// Appends a chunk of text and splits off the lines it completes.
    ///
    /// A line may span chunks (even its `"\r\n"` may be split between two); the bytes after the last
    /// newline wait for the next chunk or for ``finish()``.
    /// - Precondition: the store stays within ``maximumByteCount``.
    public mutating func append(_ chunk: UnsafeRawBufferPointer) {
        guard !chunk.isEmpty else { return }
        precondition(bytes.count + chunk.count <= Self.maximumByteCount, "ItemStore holds at most 4 GiB of text")
        let scanStart = bytes.count
        chunk.withMemoryRebound(to: UInt8.self) { bytes.append(contentsOf: $0) }
        let text = bytes
        text.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var lineStart = pendingLineStart
            var position = scanStart
            while position < buffer.count,
                let found = memchr(base + position, Int32(separator), buffer.count - position)
            {
                let newlineIndex = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                var end = newlineIndex
                if separator == Self.newline, end > lineStart, buffer[end - 1] == Self.carriageReturn {
                    end -= 1
                }
                contentEnds.append(UInt32(end))
                lineStart = newlineIndex + 1
                position = lineStart
            }
            pendingLineStart = lineStart
        }
    }

    /// Appends the UTF-8 of `text` as a chunk (see ``append(_:)-(UnsafeRawBufferPointer)``).
    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// Takes the unfinished last line (text after the last newline), if any, as a line, and gives
    /// back most spare buffer capacity. Appending may continue afterwards.
    public mutating func finish() {
        finishPendingLine()
        if bytes.capacity > bytes.count + bytes.count / 8 + 4096 {
            bytes = Self.exactCopy(of: bytes)
        }
        if contentEnds.capacity > contentEnds.count + contentEnds.count / 8 + 1024 {
            contentEnds = Self.exactCopy(of: contentEnds)
        }
    }

    /// The item at `index`, decoded from UTF-8 (invalid sequences become U+FFFD).
    ///
    /// - Precondition: `0 <= index < count`.
    public subscript(index: Int) -> String {
        String(decoding: bytes[range(of: index)], as: UTF8.self)
    }

    /// The raw UTF-8 bytes of the item at `index`, without its terminator.
    ///
    /// - Precondition: `0 <= index < count`.
    public func utf8(at index: Int) -> ArraySlice<UInt8> {
        bytes[range(of: index)]
    }

    /// Calls `body` with the raw UTF-8 bytes of the item at `index` (without its terminator), without copying.
    ///
    /// - Precondition: `0 <= index < count`.
    public func withUTF8<Result>(
        at index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        let range = range(of: index)
        return try bytes.withUnsafeBufferPointer { buffer in
            try body(UnsafeBufferPointer(rebasing: buffer[range]))
        }
    }

    /// The first item, searching from `start`, that starts with `prefix` when both are folded
    /// (case- and diacritic-insensitive).
    ///
    /// ASCII text is compared byte by byte; an item with a non-ASCII byte where it matters, or any
    /// item when the folded prefix is not ASCII, is decoded and folded.
    /// - Parameters:
    ///   - prefix: the text typed (folded here; an empty prefix matches every item).
    ///   - start: the first index to look at (negative counts as 0).
    ///   - wrapping: whether to continue from the first item up to `start` when nothing matches
    ///     from `start` to the end.
    /// - Returns: the index of the matching item, or nil.
    public func firstIndex(matchingPrefix prefix: String, from start: Int = 0, wrapping: Bool = true) -> Int? {
        let total = count
        guard total > 0 else { return nil }
        let folded = TextFolding.fold(prefix)
        let asciiPrefix: [UInt8]? = folded.utf8.allSatisfy { $0 < 0x80 } ? Array(folded.utf8) : nil
        let first = max(0, start)
        if first < total, let found = search(first..<total, folded: folded, asciiPrefix: asciiPrefix) {
            return found
        }
        guard wrapping, first > 0 else { return nil }
        return search(0..<min(first, total), folded: folded, asciiPrefix: asciiPrefix)
    }

    /// The first `count` items (fewer when the store holds fewer) in a store of their own, and the
    /// rest in another, both read as this one (separator, trimming, labels, value field): the
    /// header lines of `ps` output, say, split from the items. An unfinished last line stays
    /// unfinished in the rest.
    public func split(first count: Int) -> (head: ItemStore, rest: ItemStore) {
        let taken = min(max(count, 0), self.count)
        var head = self
        guard taken > 0 else {
            head.bytes = []
            head.contentEnds = []
            head.pendingLineStart = 0
            return (head, self)
        }
        var rest = self
        let cut = lineStart(afterContentEnd: Int(contentEnds[taken - 1]))
        head.bytes = Array(bytes[..<cut])
        head.contentEnds = Array(contentEnds[..<taken])
        head.pendingLineStart = cut
        rest.bytes = Array(bytes[cut...])
        rest.contentEnds = contentEnds[taken...].map { $0 - UInt32(cut) }
        rest.pendingLineStart = pendingLineStart - cut
        return (head, rest)
    }

    // MARK: - Private

    /// Takes the unfinished last line, if any, as a line, terminating it with a newline.
    private mutating func finishPendingLine() {
        guard bytes.count > pendingLineStart else { return }
        precondition(bytes.count + 1 <= Self.maximumByteCount, "ItemStore holds at most 4 GiB of text")
        contentEnds.append(UInt32(bytes.count))
        bytes.append(separator)
        pendingLineStart = bytes.count
    }

    /// The byte range of the content of the item at `index`.
    private func range(of index: Int) -> Range<Int> {
        let end = Int(contentEnds[index])
        let start = index > 0 ? lineStart(afterContentEnd: Int(contentEnds[index - 1])) : 0
        return trimsBlanks ? Self.trimmed(start..<end, in: bytes) : start..<end
    }

    /// `range` of `bytes` without its leading and trailing spaces and tabs.
    @inline(__always)
    static func trimmed<Bytes: RandomAccessCollection<UInt8>>(_ range: Range<Int>, in bytes: Bytes) -> Range<Int>
    where Bytes.Index == Int {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, bytes[lower] == 0x20 || bytes[lower] == 0x09 { lower += 1 }
        while upper > lower, bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 { upper -= 1 }
        return lower..<upper
    }

    /// Where the label of the item in `range` ends: at the first `delimiter`, else the item's end.
    static func labelEnd<Bytes: RandomAccessCollection<UInt8>>(
        _ range: Range<Int>, in bytes: Bytes, delimiter: [UInt8]
    ) -> Int where Bytes.Index == Int {
        guard let first = delimiter.first, range.count >= delimiter.count else { return range.upperBound }
        var position = range.lowerBound
        while position + delimiter.count <= range.upperBound {
            if bytes[position] == first, delimiter.indices.allSatisfy({ bytes[position + $0] == delimiter[$0] }) {
                return position
            }
            position += 1
        }
        return range.upperBound
    }

    /// The byte range of field `number` (from 1) of the item in `range`, or all of it when it
    /// has fewer fields.
    private func field(_ number: Int, of range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        var found = 1
        if let delimiter = labelDelimiter {
            while found < number {
                let end = Self.labelEnd(start..<range.upperBound, in: bytes, delimiter: delimiter)
                guard end < range.upperBound else { return range }
                start = end + delimiter.count
                found += 1
            }
            var field = start..<Self.labelEnd(start..<range.upperBound, in: bytes, delimiter: delimiter)
            if trimsBlanks { field = Self.trimmed(field, in: bytes) }
            return field
        }
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        while start < range.upperBound, isBlank(bytes[start]) { start += 1 }
        while found < number {
            while start < range.upperBound, !isBlank(bytes[start]) { start += 1 }
            while start < range.upperBound, isBlank(bytes[start]) { start += 1 }
            guard start < range.upperBound else { return range }
            found += 1
        }
        var end = start
        while end < range.upperBound, !isBlank(bytes[end]) { end += 1 }
        return start..<end
    }

    /// The label of the item at `index`: the text before ``labelDelimiter`` (blanks trimmed when
    /// ``trimsBlanks``), or the whole item.
    public func label(at index: Int) -> String {
        let range = range(of: index)
        guard let labelDelimiter else { return String(decoding: bytes[range], as: UTF8.self) }
        var label = range.lowerBound..<Self.labelEnd(range, in: bytes, delimiter: labelDelimiter)
        if trimsBlanks { label = Self.trimmed(label, in: bytes) }
        return String(decoding: bytes[label], as: UTF8.self)
    }

    /// The value of the item at `index`: its bytes after ``labelDelimiter`` (blanks trimmed when
    /// ``trimsBlanks``), or the whole item.
    public func value(at index: Int) -> ArraySlice<UInt8> {
        let range = range(of: index)
        if let valueField { return bytes[field(valueField, of: range)] }
        guard let labelDelimiter else { return bytes[range] }
        let end = Self.labelEnd(range, in: bytes, delimiter: labelDelimiter)
        guard end < range.upperBound else { return bytes[range] }
        var value = (end + labelDelimiter.count)..<range.upperBound
        if trimsBlanks { value = Self.trimmed(value, in: bytes) }
        return bytes[value]
    }

    /// Where the next line starts, given where the previous line's content ends (its terminator
    /// is `"\r\n"` or `"\n"` there).
    private func lineStart(afterContentEnd end: Int) -> Int {
        bytes[end] == Self.carriageReturn ? end + 2 : end + 1
    }

    /// The first index in `indices` whose item matches the folded prefix.
    ///
    /// An item is decoded only when its bytes cannot decide, and then only as far as the prefix
    /// can reach: typing "é" into ten million items costs a byte test per ASCII item, not a
    /// decoding of every one.
    private func search(_ indices: Range<Int>, folded: String, asciiPrefix: [UInt8]?) -> Int? {
        // Folding never turns an ASCII character into a non-ASCII one: an item that starts with
        // an ASCII byte cannot match a prefix that starts with a non-ASCII one.
        let prefixStartsNonASCII = (folded.utf8.first ?? 0) >= 0x80
        // Folding never makes text more than this many times shorter, so a slice of the item this
        // long, folded, is at least as long as the folded prefix.
        let reach = folded.utf8.count * 8 + 32
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            for index in indices {
                let range = range(of: index)
                if let asciiPrefix {
                    switch Self.compareASCII(buffer, range, asciiPrefix) {
                    case .match: return index
                    case .mismatch: continue
                    case .needsFolding: break
                    }
                } else if prefixStartsNonASCII, range.isEmpty || buffer[range.lowerBound] < 0x80 {
                    continue
                }
                let head = Self.headOfItem(buffer, range, reach: reach)
                let item = String(decoding: UnsafeBufferPointer(rebasing: buffer[head]), as: UTF8.self)
                if TextFolding.hasPrefix(item, foldedPrefix: folded) {
                    return index
                }
            }
            return nil
        }
    }

    /// The first `reach` bytes of the item in `range` (all of it when shorter), cut before a
    /// UTF-8 continuation byte so no character is split.
    private static func headOfItem(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, reach: Int) -> Range<Int>
    {
        guard range.count > reach else { return range }
        var end = range.lowerBound + reach
        while end > range.lowerBound, buffer[end] & 0xC0 == 0x80 { end -= 1 }
        return range.lowerBound..<end
    }

    /// What comparing an item's bytes with an ASCII prefix found.
    private enum ASCIIComparison {
        case match, mismatch, needsFolding
    }

    /// Compares the item in `range` of `buffer` with the folded ASCII `prefix`, lowercasing ASCII
    /// letters; a non-ASCII byte before the comparison is decided calls for folding the whole item.
    private static func compareASCII(
        _ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ prefix: [UInt8]
    ) -> ASCIIComparison {
        var position = range.lowerBound
        for expected in prefix {
            guard position < range.upperBound else { return .mismatch }
            let byte = buffer[position]
            if byte >= 0x80 { return .needsFolding }
            if TextFolding.lowercasedASCII(byte) != expected { return .mismatch }
            position += 1
        }
        return .match
    }

    /// A copy of `array` in a buffer of (about) exactly its size.
    private static func exactCopy<Element>(of array: [Element]) -> [Element] {
        [Element](unsafeUninitializedCapacity: array.count) { buffer, initialized in
            array.withUnsafeBufferPointer { source in
                _ = buffer.initialize(fromContentsOf: source)
            }
            initialized = array.count
        }
    }
}
