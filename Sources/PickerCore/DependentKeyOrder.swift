/// The order of the keys of every dictionary in an XML property list: what
/// `PropertyListSerialization` drops, since it gives unordered dictionaries. The file is parsed by
/// Foundation first (for its values and its errors); this scan only reads the keys back in the
/// file's order, and gives nil for what it cannot read. (JSON is read in order by
/// `DependentJSONReader`.)
struct DependentKeyOrder: Equatable {
    /// One key in the file's order, with the order inside its value when that is a dictionary.
    struct Entry: Equatable {
        var key: String
        var inner: DependentKeyOrder?
    }

    /// The keys of one dictionary, as written; a key written twice keeps its last place.
    var entries: [Entry]

    /// The deepest nesting read; deeper files are left to Foundation, which refuses them too.
    static let maximumDepth = 512

    /// The keys of a dictionary, each once, at the place of its last occurrence (the value a
    /// parser keeps for a key written twice).
    init(entries: [Entry]) {
        var seen = Set<String>()
        var kept: [Entry] = []
        for entry in entries.reversed() where seen.insert(entry.key).inserted { kept.append(entry) }
        self.entries = kept.reversed()
    }

    /// The order of the top dictionary of the XML property list in `bytes`, or nil.
    static func xmlPropertyList(_ bytes: [UInt8]) -> DependentKeyOrder? {
        var scan = PropertyListKeyScan(bytes: bytes)
        return scan.topLevel()
    }
}

/// A value met by a scan: a dictionary, with its keys' order, or anything else.
private enum ScannedValue {
    case dictionary(DependentKeyOrder)
    case other

    var order: DependentKeyOrder? {
        if case .dictionary(let order) = self { return order }
        return nil
    }
}

/// Reads the `<key>`s of an XML property list's `<dict>`s in order, skipping everything else.
private struct PropertyListKeyScan {
    let bytes: [UInt8]
    var index = 0

    static let commentStart = Array("<!--".utf8)
    static let commentEnd = Array("-->".utf8)
    static let cdataStart = Array("<![CDATA[".utf8)
    static let cdataEnd = Array("]]>".utf8)

    /// A tag: its name, whether it closes (`</x>`) and whether it is empty (`<x/>`).
    struct Tag {
        var name: String
        var closes: Bool
        var empty: Bool
    }

    mutating func topLevel() -> DependentKeyOrder? {
        // The first element after <plist> is the top value.
        while let tag = nextTag() {
            if tag.name == "plist" && !tag.closes { break }
        }
        guard let tag = nextTag(), tag.name == "dict", !tag.closes else { return nil }
        return tag.empty ? DependentKeyOrder(entries: []) : dict(depth: 1)
    }

    /// After `<dict>`: its keys in order, each with the order of its value.
    private mutating func dict(depth: Int) -> DependentKeyOrder? {
        guard depth <= DependentKeyOrder.maximumDepth else { return nil }
        var entries: [DependentKeyOrder.Entry] = []
        while let tag = nextTag() {
            if tag.name == "dict" && tag.closes { return DependentKeyOrder(entries: entries) }
            guard tag.name == "key", !tag.closes else { return nil }
            let key: String
            if tag.empty {
                key = ""
            } else {
                guard let text = text(until: "key") else { return nil }
                key = text
            }
            guard let valueTag = nextTag(), !valueTag.closes, let inner = value(valueTag, depth: depth + 1) else {
                return nil
            }
            entries.append(DependentKeyOrder.Entry(key: key, inner: inner.order))
        }
        return nil
    }

    /// After a value's opening tag: a dictionary's order, or nothing for other values.
    private mutating func value(_ tag: Tag, depth: Int) -> ScannedValue? {
        guard depth <= DependentKeyOrder.maximumDepth else { return nil }
        if tag.empty { return tag.name == "dict" ? .dictionary(DependentKeyOrder(entries: [])) : .other }
        switch tag.name {
        case "dict":
            guard let order = dict(depth: depth) else { return nil }
            return .dictionary(order)
        case "array":
            while let next = nextTag() {
                if next.name == "array" && next.closes { return .other }
                guard !next.closes, value(next, depth: depth + 1) != nil else { return nil }
            }
            return nil
        default:
            guard text(until: tag.name) != nil else { return nil }
            return .other
        }
    }

    /// The next tag, skipping text, comments, declarations and processing instructions.
    private mutating func nextTag() -> Tag? {
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if bytes[index...].starts(with: Self.commentStart) {
                guard skip(past: Self.commentEnd) else { return nil }
                continue
            }
            if bytes[index...].starts(with: Self.cdataStart) {
                guard skip(past: Self.cdataEnd) else { return nil }
                continue
            }
            guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
            let inside = bytes[(index + 1)..<end]
            index = end + 1
            guard let first = inside.first, first != UInt8(ascii: "?"), first != UInt8(ascii: "!") else { continue }
            let closes = first == UInt8(ascii: "/")
            let empty = inside.last == UInt8(ascii: "/")
            let nameBytes = inside.drop { $0 == UInt8(ascii: "/") }.prefix {
                !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == UInt8(ascii: "/"))
            }
            return Tag(name: String(decoding: nameBytes, as: UTF8.self), closes: closes, empty: empty && !closes)
        }
        return nil
    }

    private mutating func skip(past marker: [UInt8]) -> Bool {
        while index < bytes.count {
            if bytes[index...].starts(with: marker) {
                index += marker.count
                return true
            }
            index += 1
        }
        return false
    }

    /// The text up to `</name>`, entities and CDATA sections decoded; the closing tag is read.
    private mutating func text(until name: String) -> String? {
        var utf8: [UInt8] = []
        let closing = Array("</\(name)".utf8)
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") else {
                utf8.append(byte)
                index += 1
                continue
            }
            if bytes[index...].starts(with: closing) {
                guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
                index = end + 1
                return String(decoding: utf8, as: UTF8.self)
            }
            if bytes[index...].starts(with: Self.cdataStart) {
                index += Self.cdataStart.count
                let start = index
                guard skip(past: Self.cdataEnd) else { return nil }
                utf8.append(contentsOf: bytes[start..<(index - 3)])
                continue
            }
            if bytes[index] == UInt8(ascii: "&") {
                guard let end = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else { return nil }
                let entity = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
                index = end + 1
                guard let scalar = Self.entity(entity) else { return nil }
                utf8.append(contentsOf: Array(String(scalar).utf8))
                continue
            }
            utf8.append(bytes[index])
            index += 1
        }
        return nil
    }

    /// The character an entity (`amp`, `#38`, `#x26`) stands for.
    private static func entity(_ name: String) -> Unicode.Scalar? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                return UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            }
            if name.hasPrefix("#") { return UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init) }
            return nil
        }
    }
}
