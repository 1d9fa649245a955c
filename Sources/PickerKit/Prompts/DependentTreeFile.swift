import Foundation
import PickerCore

/// Reads a `DependentTree` from a property list (XML or binary) or JSON file: a dictionary from
/// key to an array of values, or to a further dictionary (another column).
public enum DependentTreeFile {
    /// Loads and checks `path`. Errors are one line naming the file and the problem.
    public static func load(path: String) throws -> DependentTree {
        let name = (path as NSString).lastPathComponent
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PromptError("\(path): cannot read the file")
        }
        return try parse(data, name: name)
    }

    /// Parses file contents; `name` is used in error messages.
    public static func parse(_ data: Data, name: String) throws -> DependentTree {
        let object: Any
        let firstByte = data.first {
            !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF)
        }
        do {
            if firstByte == UInt8(ascii: "{") || firstByte == UInt8(ascii: "[") {
                object = try JSONSerialization.jsonObject(with: data)
            } else {
                object = try PropertyListSerialization.propertyList(from: data, format: nil)
            }
        } catch {
            let kind = firstByte == UInt8(ascii: "{") || firstByte == UInt8(ascii: "[") ? "JSON" : "a property list"
            throw PromptError("\(name): not valid \(kind) (\(describe(error)))")
        }
        guard let dictionary = object as? [String: Any] else {
            throw PromptError("\(name): the top level must be a dictionary from key to array of values")
        }
        guard !dictionary.isEmpty else { throw PromptError("\(name): the dictionary is empty") }
        return DependentTree(root: try node(dictionary, name: name, path: []))
    }

    private static func describe(_ error: Error) -> String {
        let ns = error as NSError
        if let detail = ns.userInfo[NSDebugDescriptionErrorKey] as? String { return detail }
        return ns.localizedDescription
    }

    private static func node(_ value: Any, name: String, path: [String]) throws -> DependentTree.Node {
        let place = path.isEmpty ? "the top level" : "the value of " + path.map { "\"\($0)\"" }.joined(separator: " → ")
        if let dictionary = value as? [String: Any] {
            guard !dictionary.isEmpty else { throw PromptError("\(name): \(place) is an empty dictionary") }
            let keys = dictionary.keys.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
            return .keys(try keys.map { ($0, try node(dictionary[$0]!, name: name, path: path + [$0])) })
        }
        if let array = value as? [Any] {
            let values = try array.enumerated().map { index, item -> String in
                if let s = item as? String { return s }
                if let n = item as? NSNumber, !(item is Bool) { return n.stringValue }
                throw PromptError("\(name): item \(index + 1) of \(place) is not a string or a number")
            }
            return .values(values)
        }
        throw PromptError("\(name): \(place) must be an array of values or a dictionary")
    }
}
