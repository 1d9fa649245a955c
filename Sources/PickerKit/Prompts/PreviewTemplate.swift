import PickerCore
import Terminal

/// A preview's command as fzf users write it: shell text with placeholders that stand for the
/// item in the band, the query, the marked items. Every text put in is quoted for the shell (in
/// single quotes, a single quote written `'\''`), so no item or query can run as a command.
///
/// | placeholder | is replaced by |
/// |---|---|
/// | `{}` | the item in the band |
/// | `{q}` | the query |
/// | `{n}` | the item's index among the items, from 0 (unquoted: a number) |
/// | `{1}`, `{-1}`, `{2..}`, `{..2}`, `{1,3}` | fields of the item (field index expressions, as ``FieldSelection`` reads them), blanks around them trimmed |
/// | `{+}`, `{+n}`, `{+1}` … | the same for each marked item, separated by spaces (the item in the band when none is marked) |
/// | `{f}`, `{+f}`, `{+f1}` … | the path of a temporary file holding the same texts, one a line, unquoted; removed when the command ends |
/// | `{s1}` … | a field with its blanks kept |
///
/// Fields are split at blanks as awk splits them, or at ``ChoosePreview/delimiter`` (each field
/// then ends before the delimiter). A field past the item's last is empty. With no item in the
/// band (nothing matches), item placeholders are `''`; the command runs then only when it names
/// the query, names `{+…}` while items are marked, or names no item at all (as fzf does).
///
/// A backslash before a placeholder keeps it as written, without the backslash (`\{}`). A brace
/// group that cannot be a placeholder (`{print $1}`, `${HOME}`) is left alone; one that can but
/// is not one that picker knows (`{1...2}`, `{r}` — picker always quotes — `{*}`, `{fzf:query}`)
/// is refused by ``init(parsing:)``.
public struct PreviewTemplate: Sendable, Equatable {
    /// Why a command cannot be read: the placeholder as written and what is wrong with it.
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// The placeholder, braces included.
        public var placeholder: String
        /// What is wrong with it.
        public var reason: String

        public var description: String { "placeholder \(placeholder) \(reason)" }
    }

    /// One placeholder: whether it stands for the marked items, whether their texts go into a
    /// file, whether a field keeps its blanks, and what it takes from each item.
    struct Placeholder: Sendable, Equatable {
        enum Value: Sendable, Equatable {
            case item
            case query
            case index
            case fields([FieldSelection.Range])
        }

        var marked = false
        var file = false
        var keepsBlanks = false
        var value: Value
    }

    /// A piece of the command: text as written, or a placeholder.
    enum Part: Sendable, Equatable {
        case text([UInt8])
        case placeholder(Placeholder)
    }

    /// The command as given.
    public let text: String
    let parts: [Part]

    /// Reads `text`, refusing a placeholder it does not know.
    public init(parsing text: String) throws(Problem) {
        self.text = text
        parts = try Self.parts(of: text, strict: true)
    }

    /// Reads `text`, keeping what would be refused as written (a library caller's command that
    /// was never checked runs as fzf would run it).
    init(lenient text: String) {
        self.text = text
        parts = (try? Self.parts(of: text, strict: false)) ?? [.text(Array(text.utf8))]
    }

    /// Whether the command names the query (it then runs again when the query changes).
    public var namesQuery: Bool { placeholders.contains { $0.value == .query } }
    /// Whether the command names the marked items (it then runs again when the marks change).
    public var namesMarks: Bool { placeholders.contains { $0.marked } }
    /// Whether the command names the item in the band (in any form).
    public var namesItem: Bool { placeholders.contains { $0.value != .query } }

    private var placeholders: [Placeholder] {
        parts.compactMap {
            if case .placeholder(let placeholder) = $0 { return placeholder }
            return nil
        }
    }

    /// What a placeholder may be made of: fzf's flags, `q`, `n`, and field index expressions.
    private static func isPlaceholderByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "s"),
            UInt8(ascii: "f"), UInt8(ascii: "r"), UInt8(ascii: "n"), UInt8(ascii: "q"), UInt8(ascii: ","),
            UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: ":"):
            return true
        default:
            return false
        }
    }

    private static func parts(of text: String, strict: Bool) throws(Problem) -> [Part] {
        let bytes = Array(text.utf8)
        var parts: [Part] = []
        var literal: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let escaped = bytes[index] == UInt8(ascii: "\\")
            let open = escaped ? index + 1 : index
            guard open < bytes.count, bytes[open] == UInt8(ascii: "{"),
                let close = closingBrace(in: bytes, after: open)
            else {
                literal.append(bytes[index])
                index += 1
                continue
            }
            let group = Array(bytes[open...close])
            if escaped {
                literal += group
            } else {
                do {
                    let placeholder = try Self.placeholder(Array(bytes[(open + 1)..<close]), written: group)
                    if !literal.isEmpty { parts.append(.text(literal)) }
                    literal = []
                    parts.append(.placeholder(placeholder))
                } catch {
                    if strict { throw error }
                    literal += group
                }
            }
            index = close + 1
        }
        if !literal.isEmpty { parts.append(.text(literal)) }
        return parts
    }

    /// The `}` that closes a group starting at `open` that is shaped as a placeholder (made only of
    /// placeholder bytes, or `fzf:` and letters), if there is one.
    private static func closingBrace(in bytes: [UInt8], after open: Int) -> Int? {
        var index = open + 1
        let fzf = Array("fzf:".utf8)
        if bytes.count - index >= fzf.count, Array(bytes[index..<(index + fzf.count)]) == fzf {
            index += fzf.count
            while index < bytes.count, bytes[index] >= UInt8(ascii: "a"), bytes[index] <= UInt8(ascii: "z") {
                index += 1
            }
        }
        while index < bytes.count, isPlaceholderByte(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "}") ? index : nil
    }

    /// The placeholder whose inside (between the braces) is `inside`.
    private static func placeholder(_ inside: [UInt8], written: [UInt8]) throws(Problem) -> Placeholder {
        let shown = InertText.make(String(decoding: written, as: UTF8.self))
        func problem(_ reason: String) -> Problem { Problem(placeholder: shown, reason: reason) }
        var placeholder = Placeholder(value: .item)
        var rest = inside[...]
        if rest.starts(with: Array("fzf:".utf8)) {
            throw problem("is not one that picker knows: give {}, {q}, {n}, fields such as {1} or {2..}, {+…} or {f…}")
        }
        // Flags first (fzf's order is free: `+f`, `f+`), then `n` may stand among them.
        flags: while let byte = rest.first {
            switch byte {
            case UInt8(ascii: "+"): placeholder.marked = true
            case UInt8(ascii: "f"): placeholder.file = true
            case UInt8(ascii: "s"): placeholder.keepsBlanks = true
            case UInt8(ascii: "n") where placeholder.value == .item: placeholder.value = .index
            case UInt8(ascii: "r"):
                throw problem("(raw, unquoted) is refused: picker quotes every text it puts into the command")
            case UInt8(ascii: "*"):
                throw problem("(every match) is not one that picker knows: {+} gives the marked items")
            default:
                break flags
            }
            rest = rest.dropFirst()
        }
        if rest.first == UInt8(ascii: "q") {
            guard rest.count == 1 else {
                throw problem("is not one that picker knows: {q} is the whole query")
            }
            guard placeholder == Placeholder(value: .item) else {
                throw problem("is not one that picker knows: {q} takes no flags (the query is one text)")
            }
            return Placeholder(value: .query)
        }
        if rest.isEmpty { return placeholder }
        guard placeholder.value == .item else {
            throw problem("is not one that picker knows: {n} is the index, with no fields")
        }
        do {
            placeholder.value = .fields(try FieldSelection(parsing: String(decoding: rest, as: UTF8.self)).ranges)
        } catch {
            throw problem("is not a field index expression: \(error.description)")
        }
        return placeholder
    }

    // MARK: Expanding

    /// What the placeholders stand for: the item in the band and its index, the marked items and
    /// theirs, the query, and how fields are split.
    struct Subject: Sendable {
        var item: [UInt8]?
        var index: Int?
        var marked: [(item: [UInt8], index: Int)] = []
        var query = ""
        var delimiter: [UInt8]?
    }

    /// The command to run, and the temporary files it names with their contents: written before
    /// it runs and removed when it ends.
    struct Expansion: Sendable, Equatable {
        var command: [UInt8]
        var files: [(path: String, contents: [UInt8])]

        static func == (left: Self, right: Self) -> Bool {
            left.command == right.command && left.files.map(\.path) == right.files.map(\.path)
                && left.files.map(\.contents) == right.files.map(\.contents)
        }
    }

    /// Whether the command runs for `subject`: always with an item in the band; without one, when
    /// it names the query, names `{+…}` while items are marked, or names no item.
    func runs(for subject: Subject) -> Bool {
        subject.item != nil || !namesItem || namesQuery || (namesMarks && !subject.marked.isEmpty)
    }

    /// The command for `subject`; `path(k)` names the `k`th temporary file (from 0).
    func expand(_ subject: Subject, path: (Int) -> String) -> Expansion {
        var command: [UInt8] = []
        var files: [(path: String, contents: [UInt8])] = []
        for part in parts {
            switch part {
            case .text(let bytes):
                command += bytes
            case .placeholder(let placeholder):
                let texts = Self.texts(of: placeholder, for: subject)
                if placeholder.file {
                    let name = path(files.count)
                    files.append((name, texts.flatMap { $0 + [UInt8(ascii: "\n")] }))
                    command += Self.quoted(Array(name.utf8))
                } else if placeholder.value == .index {
                    let numbers = texts.filter { !$0.isEmpty }
                    command += numbers.isEmpty ? Self.quoted([]) : Array(numbers.joined(separator: [0x20]))
                } else {
                    command += texts.map(Self.quoted).joined(separator: [0x20])
                }
            }
        }
        return Expansion(command: command, files: files)
    }

    /// The texts a placeholder stands for: one for the item in the band (empty when there is
    /// none), or one per marked item.
    private static func texts(of placeholder: Placeholder, for subject: Subject) -> [[UInt8]] {
        switch placeholder.value {
        case .query:
            return [Array(subject.query.utf8)]
        case .index:
            if placeholder.marked, !subject.marked.isEmpty {
                return subject.marked.map { Array(String($0.index).utf8) }
            }
            return [subject.index.map { Array(String($0).utf8) } ?? []]
        case .item, .fields:
            let items =
                placeholder.marked && !subject.marked.isEmpty ? subject.marked.map(\.item) : [subject.item ?? []]
            guard case .fields(let ranges) = placeholder.value else { return items }
            return items.map {
                fields(ranges, of: $0, delimiter: subject.delimiter, keepsBlanks: placeholder.keepsBlanks)
            }
        }
    }

    /// The fields `ranges` choose in `item`, in the order named, joined as they stand; the last
    /// delimiter dropped and, unless `keepsBlanks`, the blanks around them trimmed.
    static func fields(_ ranges: [FieldSelection.Range], of item: [UInt8], delimiter: [UInt8]?, keepsBlanks: Bool)
        -> [UInt8]
    {
        let fields = Self.fields(of: item, delimiter: delimiter)
        let count = fields.count
        var chosen: [UInt8] = []
        for range in ranges where count > 0 {
            func index(_ field: Int) -> Int { field > 0 ? field - 1 : count + field }
            let lower = max(0, range.lower.map(index) ?? 0)
            let upper = min(count - 1, range.upper.map(index) ?? count - 1)
            guard lower <= upper else { continue }
            chosen += item[fields[lower].lowerBound..<fields[upper].upperBound]
        }
        if let delimiter, !delimiter.isEmpty, chosen.count >= delimiter.count,
            Array(chosen.suffix(delimiter.count)) == delimiter
        {
            chosen.removeLast(delimiter.count)
        }
        guard !keepsBlanks else { return chosen }
        func blank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        let start = chosen.firstIndex { !blank($0) } ?? chosen.count
        let end = chosen.lastIndex { !blank($0) }.map { $0 + 1 } ?? start
        return start < end ? Array(chosen[start..<end]) : []
    }

    /// The fields of `item`: at blanks as awk splits them (each field with the blanks after it),
    /// or at `delimiter` (each field with the delimiter after it).
    static func fields(of item: [UInt8], delimiter: [UInt8]?) -> [Range<Int>] {
        var fields: [Range<Int>] = []
        var index = 0
        let count = item.count
        guard let delimiter, let first = delimiter.first else {
            func blank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
            while index < count, blank(item[index]) { index += 1 }
            while index < count {
                let start = index
                while index < count, !blank(item[index]) { index += 1 }
                while index < count, blank(item[index]) { index += 1 }
                fields.append(start..<index)
            }
            return fields
        }
        var start = 0
        while index < count {
            if item[index] == first, index + delimiter.count <= count,
                delimiter.indices.allSatisfy({ item[index + $0] == delimiter[$0] })
            {
                index += delimiter.count
                fields.append(start..<index)
                start = index
            } else {
                index += 1
            }
        }
        if start < count { fields.append(start..<count) }
        return fields
    }

    /// `text` in single quotes for the shell (a single quote written `'\''`, a NUL dropped).
    static func quoted(_ text: [UInt8]) -> [UInt8] {
        var quoted: [UInt8] = [UInt8(ascii: "'")]
        for byte in text where byte != 0 {
            if byte == UInt8(ascii: "'") {
                quoted += Array("'\\''".utf8)
            } else {
                quoted.append(byte)
            }
        }
        quoted.append(UInt8(ascii: "'"))
        return quoted
    }
}
