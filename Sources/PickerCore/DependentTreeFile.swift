import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a `DependentTree` from a property list (XML or binary) or JSON file: a dictionary from
/// key to an array of values, or to a further dictionary (another column). Keys are sorted
/// (`NaturalOrder`), or kept in the file's order (JSON, XML property lists). Loading takes time
/// linear in the file's size, apart from sorting. Branches may differ in depth: a key whose
/// value is an array ends its branch there.
///
/// JSON is read by ``DependentJSONReader`` straight into the compact tree; property lists are
/// parsed by Foundation and then copied into it.
package enum DependentTreeFile {
    /// The largest file read: 64 MiB (the 43,000 ZIP codes of the gallery take 1 MiB), and 32 MiB
    /// for a binary property list (``maximumBinaryPropertyListSize``). A JSON file of 64 MiB takes
    /// 150 to 370 MB in memory as it is read, an XML property list about 470 MB.
    package static let maximumSize = 64 << 20

    /// The largest binary property list read: 32 MiB. Foundation parses it into objects that take
    /// about 20 times its size (a dense file of 62 MB took 1.1 GB), where JSON read by hand takes
    /// at most about 6 times, and an XML property list (larger for the same tree) about 8.
    package static let maximumBinaryPropertyListSize = 32 << 20

    /// The most a tree's titles may take once read: 1 GiB. Only a binary property list can come
    /// near it, since its objects may be shared: each place a shared object appears is a row.
    static let maximumTitleBytes = 1 << 30

    /// The most rows a tree may have once read (a JSON file of 64 MiB has at most about 22 million).
    static let maximumRows = 1 << 26

    /// Loads and checks `path`; `keepingOrder` keeps the keys in the file's order instead of
    /// sorting them. Errors are one line naming the file and the problem.
    package static func load(path: String, keepingOrder: Bool = false) throws -> DependentTree {
        let name = (path as NSString).lastPathComponent
        return try parse(try read(path), name: name, keepingOrder: keepingOrder)
    }

    /// The bytes of the file at `path`, at most ``maximumSize``.
    private static func read(_ path: String) throws -> Data {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let reason = errno == ENOENT ? "no such file" : String(cString: strerror(errno))
            throw DataError("\(path): \(reason)")
        }
        defer { close(fd) }
        var info = stat()
        let known = fstat(fd, &info) == 0
        if known, (info.st_mode & S_IFMT) == S_IFDIR {
            throw DataError("\(path): is a folder, not a file")
        }
        var data = Data()
        if known, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 {
            // Read into one buffer of the file's size: growing it would copy a large file twice.
            data.reserveCapacity(min(Int(info.st_size), maximumSize) + 1)
        }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else {
                throw DataError("\(path): cannot read the file (\(String(cString: strerror(errno))))")
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
            if data.count > maximumSize {
                throw DataError("\(path): the file is larger than \(maximumSize >> 20) MiB")
            }
        }
    }

    /// Parses file contents; `name` is used in error messages.
    package static func parse(_ data: Data, name: String, keepingOrder: Bool = false) throws -> DependentTree {
        let firstByte = data.first {
            !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF)
        }
        if firstByte == UInt8(ascii: "{") || firstByte == UInt8(ascii: "[") {
            return try DependentJSONReader.read(data, name: name, keepingOrder: keepingOrder)
        }
        let isBinary = data.starts(with: Array("bplist".utf8))
        if isBinary && keepingOrder {
            // Said before parsing: the order cannot be had, and the parse costs 20 times the file.
            throw DataError(
                "\(name): a binary property list does not keep the order of its keys; JSON and XML property lists do (plutil -convert xml1 \(name) makes one)",
                reason: .keyOrderUnavailable)
        }
        if isBinary && data.count > maximumBinaryPropertyListSize {
            throw DataError(
                "\(name): a binary property list is read up to \(maximumBinaryPropertyListSize >> 20) MiB (it takes about 20 times its size in memory); JSON and XML ones up to \(maximumSize >> 20) MiB (plutil -convert json \(name) makes one)"
            )
        }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw DataError("\(name): not a valid property list (\(describe(error)))")
        }
        guard let dictionary = object as? [String: Any] else {
            throw DataError("\(name): the top level must be a dictionary from key to array of values")
        }
        guard !dictionary.isEmpty else { throw DataError("\(name): the dictionary is empty") }
        var order: DependentKeyOrder?
        if keepingOrder {
            order = try keyOrder(data, name: name)
        }
        var builder = DependentTreeBuilder(maximumRows: maximumRows, maximumText: maximumTitleBytes)
        do {
            let root = try node(dictionary, order: order, name: name, path: [], into: &builder)
            return DependentTree(root: DependentTree.Node(storage: builder.finish(), level: Int(root)))
        } catch is DependentTreeBuilder.TooLarge {
            throw tooLarge(name)
        }
    }

    /// The error for a file whose tree would take more than the limits allow.
    static func tooLarge(_ name: String) -> DataError {
        DataError(
            "\(name): too large once read: more than \(maximumRows) rows or \(maximumTitleBytes >> 30) GiB of titles (a binary property list counts a shared object at every place it appears)"
        )
    }

    /// The keys' order as written in an XML property list, which Foundation's parser does not keep.
    private static func keyOrder(_ data: Data, name: String) throws -> DependentKeyOrder {
        guard let order = DependentKeyOrder.xmlPropertyList([UInt8](data)) else {
            throw DataError("\(name): cannot read the order of the keys")
        }
        return order
    }

    private static func describe(_ error: Error) -> String {
        let ns = error as NSError
        if let detail = ns.userInfo[NSDebugDescriptionErrorKey] as? String { return detail }
        return ns.localizedDescription
    }

    /// The level `value` holds, added to `builder`: values (an array, the most common, tried
    /// first) or keys (a dictionary). Each dictionary is walked once, its keys and values taken
    /// together: looking each key up again, or bridging to Foundation's classes, cost more than
    /// parsing.
    private static func node(
        _ value: Any, order: DependentKeyOrder?, name: String, path: [String], into builder: inout DependentTreeBuilder
    ) throws -> Int32 {
        if let array = value as? [Any] { return try values(array, name: name, path: path, into: &builder) }
        if let dictionary = value as? [String: Any] {
            return try keys(dictionary, order: order, name: name, path: path, into: &builder)
        }
        throw DataError("\(name): \(place(path)) must be an array of values or a dictionary")
    }

    /// Where `path` leads, as errors name it (made only for an error: making it for every value
    /// would cost as much as the rest).
    private static func place(_ path: [String]) -> String {
        path.isEmpty ? "the top level" : "the value of " + path.map { "\"\($0)\"" }.joined(separator: " → ")
    }

    /// The values of a last column: strings, or numbers written as such.
    private static func values(_ array: [Any], name: String, path: [String], into builder: inout DependentTreeBuilder)
        throws -> Int32
    {
        for (index, item) in array.enumerated() {
            if let text = item as? String {
                try builder.addRow(text)
            } else if let number = item as? NSNumber, !isBoolean(item) {
                try builder.addRow(number.stringValue)
            } else {
                throw DataError("\(name): item \(index + 1) of \(place(path)) is not a string or a number")
            }
        }
        return try builder.endLevel()
    }

    /// The keys of a column, sorted or in the file's `order`, each with the level it leads to.
    private static func keys(
        _ dictionary: [String: Any], order: DependentKeyOrder?, name: String, path: [String],
        into builder: inout DependentTreeBuilder
    ) throws -> Int32 {
        guard !dictionary.isEmpty else { throw DataError("\(name): \(place(path)) is an empty dictionary") }
        var keys: [String] = []
        var values: [Any] = []
        keys.reserveCapacity(dictionary.count)
        values.reserveCapacity(dictionary.count)
        for (key, value) in dictionary {
            keys.append(key)
            values.append(value)
        }
        var rows: [Int]
        var inner: [String: DependentKeyOrder] = [:]
        if let order {
            // The file's order; a key the scan did not see (it never should) goes last.
            let index = Dictionary(uniqueKeysWithValues: keys.indices.map { (keys[$0], $0) })
            rows = order.entries.compactMap { index[$0.key] }
            let seen = Set(rows)
            let unseen = keys.indices.filter { !seen.contains($0) }
            rows += NaturalOrder.order(unseen.map { keys[$0] }).map { unseen[$0] }
            for entry in order.entries { inner[entry.key] = entry.inner }
        } else {
            rows = NaturalOrder.order(keys)
        }
        // The levels below first: a level's rows are added together, after those it leads to.
        let children = try rows.map { row in
            let key = keys[row]
            let below = order == nil ? nil : inner[key] ?? DependentKeyOrder(entries: [])
            return try node(values[row], order: below, name: name, path: path + [key], into: &builder)
        }
        for (row, child) in zip(rows, children) { try builder.addRow(keys[row], leadingTo: child) }
        return try builder.endLevel()
    }

    /// Whether a parsed value is a boolean (a property list's `<true/>`). A Swift cast cannot
    /// tell: on Linux `1 is Bool` holds for the NSNumber of a plain 1. The number's Objective-C
    /// type can: booleans are `c` (char), numbers never are.
    static func isBoolean(_ value: Any) -> Bool {
        if type(of: value) == Bool.self { return true }
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }
}

/// The C library's read(2), reachable from inside a type that has its own `read`.
private func systemRead(_ fd: Int32, _ pointer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, pointer, count)
}

extension DependentTree {
    /// Loads the tree in the file at `path`: a JSON object or a property list (XML or binary)
    /// from key to an array of values, or to a further dictionary (another column). Keys are
    /// sorted as people sort names (case and accents ignored, numbers by value), or, with
    /// `keepingOrder`, kept in the file's order (JSON and XML property lists: a binary one cannot
    /// say it, `DataError.Reason.keyOrderUnavailable`). A file takes at most 64 MiB (a binary
    /// property list 32 MiB); loading takes time linear in its size, apart from sorting, and the
    /// tree read takes about twice the size of a JSON file in memory.
    ///
    /// - Throws: `DataError`, one line naming the file and the problem (no such file, not a
    ///   dictionary, an empty column, a value of the wrong kind and where). (Not declared as a
    ///   typed throw: Swift 6.3 crashes compiling some callers that catch it with
    ///   `catch let error as DataError where …` and rethrow the rest.)
    public init(contentsOfFile path: String, keepingOrder: Bool = false) throws {
        self = try DependentTreeFile.load(path: path, keepingOrder: keepingOrder)
    }
}
