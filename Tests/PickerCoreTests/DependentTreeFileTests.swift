import Foundation
import Testing

@testable import PickerCore

@Suite("DependentTreeFile")
struct DependentTreeFileTests {
    func parse(_ text: String, name: String = "t.json") throws -> DependentTree {
        try DependentTreeFile.parse(Data(text.utf8), name: name)
    }

    @Test("numbers 0 and 1 are values, in JSON and in property lists")
    func zeroAndOneAreNumbers() throws {
        let json = try parse(#"{"bits": [0, 1, 2, 2.5]}"#)
        #expect(json.root == .keys([("bits", .values(["0", "1", "2", "2.5"]))]))
        let plist = try parse(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>bits</key><array><integer>0</integer><integer>1</integer></array></dict></plist>
            """, name: "t.plist")
        #expect(plist.root == .keys([("bits", .values(["0", "1"]))]))
    }

    @Test("booleans stay errors, in JSON and in property lists")
    func booleansAreRefused() {
        #expect(throws: DataError(#"t.json: item 1 of the value of "flags" is not a string or a number"#)) {
            try parse(#"{"flags": [true]}"#)
        }
        #expect(throws: DataError(#"t.plist: item 2 of the value of "flags" is not a string or a number"#)) {
            try parse(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>flags</key><array><string>a</string><false/></array></dict></plist>
                """, name: "t.plist")
        }
    }

    @Test("a missing file and a folder are named as such")
    func missingFileAndFolder() {
        #expect(throws: DataError("/nonexistent/states.plist: no such file")) {
            try DependentTreeFile.load(path: "/nonexistent/states.plist")
        }
        #expect(throws: DataError("/: is a folder, not a file")) { try DependentTreeFile.load(path: "/") }
    }
}

@Suite("DependentTreeFile: large files and messages")
struct DependentTreeFileScaleTests {
    /// Keys sorted as people sort names (as `localizedStandardCompare` did, without asking ICU for
    /// every comparison): case and accents ignored, numbers by value, punctuation before digits
    /// before letters, ties broken by the text itself.
    @Test("keys are sorted in natural order")
    func naturalOrder() throws {
        let keys = [
            "item 10", "Item 2", "item 1", "banana", "Äpfel", "apple", "Zebra", "zebra", "file-9", "file 9", "file9",
            "007", "7", "8", "Élise", "elise", "a10b", "a9b", "a10", "_x", "Straße", "strasse", "",
        ]
        let sorted = NaturalOrder.sorted(keys)
        #expect(
            sorted == [
                "", "_x", "007", "7", "8", "a9b", "a10", "a10b", "Äpfel", "apple", "banana", "elise", "Élise", "file 9",
                "file-9", "file9", "item 1", "Item 2", "item 10", "Straße", "strasse", "Zebra", "zebra",
            ])
        #expect(NaturalOrder.sorted(sorted.reversed()) == sorted, "the order is total: the input order does not matter")
        let tree = try DependentTreeFile.parse(
            Data(#"{"Item 10": ["a"], "item 9": ["b"], "Apple": ["c"]}"#.utf8), name: "t.json")
        #expect(tree.root.titles == ["Apple", "item 9", "Item 10"])
    }

    /// Many keys, in every form a file may have: each key is read once, in natural order or in the
    /// file's (the time this takes is measured by PickerBench and checked end to end with 100,000).
    @Test("20,000 keys load in JSON, a binary property list and the file's order")
    func manyKeys() throws {
        var dictionary: [String: [String]] = [:]
        for index in 0..<20_000 { dictionary["k\(index)"] = ["v\(index)"] }
        let json = try JSONSerialization.data(withJSONObject: dictionary)
        let binary = try PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0)
        for (data, name, keepingOrder) in [(json, "k.json", false), (binary, "k.plist", false), (json, "k.json", true)]
        {
            let tree = try DependentTreeFile.parse(data, name: name, keepingOrder: keepingOrder)
            #expect(tree.columnCount == 2)
            #expect(tree.root.rowCount == 20_000)
            #expect((0..<tree.root.rowCount).allSatisfy { tree.root.title(atRow: $0) != nil })
            #expect(tree.root.title(atRow: 20_000) == nil)
            #expect(tree.node(column: 1, path: [19_999])?.title(atRow: 0)?.hasPrefix("v") == true)
            if !keepingOrder {
                #expect(tree.root.title(atRow: 0) == "k0")
                #expect(tree.root.title(atRow: 19_999) == "k19999")
            }
        }
    }

    @Test("a file that does not parse is named as JSON or as a property list, in words")
    func parseErrors() {
        #expect(throws: DataError.self) { try DependentTreeFile.parse(Data("{\"a\": [".utf8), name: "t.json") }
        do {
            _ = try DependentTreeFile.parse(Data("<plist><dict><key>a</key>".utf8), name: "t.plist")
            Issue.record("a broken property list was read")
        } catch let error as DataError {
            #expect(error.description.hasPrefix("t.plist: not a valid property list ("), "\(error)")
        } catch {
            Issue.record("\(error)")
        }
        do {
            _ = try DependentTreeFile.parse(Data("{\"a\": [".utf8), name: "t.json")
        } catch let error as DataError {
            #expect(error.description.hasPrefix("t.json: not valid JSON ("), "\(error)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test("a file is loaded, sorted or in its order; a missing one is a DataError naming it")
    func loading() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tree-\(UUID().uuidString).json").path
        try Data(#"{"b": ["2", "1"], "a": {"x": ["y"]}}"#.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let sorted = try DependentTree(contentsOfFile: path)
        #expect(sorted.root == .keys([("a", .keys([("x", .values(["y"]))])), ("b", .values(["2", "1"]))]))
        #expect(sorted.columnCount == 3)
        let kept = try DependentTree(contentsOfFile: path, keepingOrder: true)
        #expect(kept.node(column: 0, path: [])?.title(atRow: 0) == "b")
        #expect(throws: DataError("/no/such/tree.json: no such file")) {
            try DependentTree(contentsOfFile: "/no/such/tree.json")
        }
    }
}
