import Foundation
import Testing

@testable import PickerCore

@Suite("DependentTreeFile: the file's key order and mixed depths")
struct DependentKeyOrderTests {
    func parse(_ text: String, name: String = "t.json", keepingOrder: Bool = true) throws -> DependentTree {
        try DependentTreeFile.parse(Data(text.utf8), name: name, keepingOrder: keepingOrder)
    }

    static let deploy = #"{"Zeta": {"prod": ["eu-1", "us-2"], "dev": []}, "Alpha": ["one"]}"#

    @Test("--keep-order keeps a JSON object's keys as written, at every level; without it they are sorted")
    func jsonOrder() throws {
        let kept = try parse(Self.deploy)
        #expect(
            kept.root
                == .keys([
                    ("Zeta", .keys([("prod", .values(["eu-1", "us-2"])), ("dev", .values([]))])),
                    ("Alpha", .values(["one"])),
                ]))
        let sorted = try parse(Self.deploy, keepingOrder: false)
        #expect(sorted.root.titles == ["Alpha", "Zeta"])
        #expect(sorted.root.child(1)?.titles == ["dev", "prod"])
    }

    @Test("JSON keys with escapes, surrogate pairs and a byte order mark are read as JSONSerialization reads them")
    func jsonEscapes() throws {
        let text = "\u{FEFF}" + #"{"b\"q\\": [1], "\u00e9t\u00e9": [2], "\ud83d\ude00": [3], "a\/z": [4, {"x": 1}]}"#
        #expect(throws: DataError("t.json: item 2 of the value of \"a/z\" is not a string or a number")) {
            try parse(text)
        }
        let fixed = text.replacingOccurrences(of: #", {"x": 1}"#, with: "")
        #expect(try parse(fixed).root.titles == [#"b"q\"#, "été", "😀", "a/z"])
    }

    @Test("a key written twice keeps its last place and value")
    func duplicateKeys() throws {
        let tree = try parse(#"{"a": ["1"], "b": ["2"], "a": ["3"]}"#)
        #expect(tree.root.titles == ["b", "a"])
    }

    @Test("--keep-order keeps an XML property list's keys as written, entities, comments and CDATA read")
    func propertyListOrder() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <!-- <dict><key>not a key</key></dict> -->
            <dict>
                <key>Zulu &amp; co</key><array><string>z</string></array>
                <key>Mike</key>
                <dict><key>b</key><array/><key><![CDATA[a<1>]]></key><array><string>1</string></array></dict>
                <key>&#x41;lpha</key><array><string>a</string></array>
            </dict>
            </plist>
            """
        let tree = try parse(plist, name: "t.plist")
        #expect(tree.root.titles == ["Zulu & co", "Mike", "Alpha"])
        #expect(tree.root.child(1)?.titles == ["b", "a<1>"])
        #expect(try parse(plist, name: "t.plist", keepingOrder: false).root.titles == ["Alpha", "Mike", "Zulu & co"])
    }

    @Test("a binary property list cannot keep its order: the message says how to convert it")
    func binaryPropertyList() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["b": ["1"], "a": ["2"]], format: .binary, options: 0)
        #expect(
            throws: DataError(
                "t.plist: a binary property list does not keep the order of its keys; JSON and XML property lists do "
                    + "(plutil -convert xml1 t.plist makes one)", reason: .keyOrderUnavailable)
        ) {
            try DependentTreeFile.parse(data, name: "t.plist", keepingOrder: true)
        }
        #expect(try DependentTreeFile.parse(data, name: "t.plist").root.titles == ["a", "b"])
    }

    @Test("a tree of mixed depth: a branch that ends early leaves the columns to its right empty")
    func mixedDepth() throws {
        let tree = try parse(Self.deploy)
        #expect(tree.columnCount == 3)
        #expect(tree.node(column: 1, path: [1])?.titles == ["one"])
        #expect(tree.node(column: 2, path: [1, 0]) == nil)
        #expect(tree.node(column: 2, path: [0, 1])?.titles == [])
    }
}
