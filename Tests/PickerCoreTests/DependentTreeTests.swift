import Foundation
import Testing

@testable import PickerCore

/// The compact tree: levels made in code or read from a file answer as the tree of `String`s and
/// arrays did, and a file of a few hundred thousand rows loads and answers right.
@Suite("DependentTree: the compact tree")
struct DependentTreeTests {
    static let deploy = DependentTree(
        root: .keys([
            ("Zeta", .keys([("prod", .values(["eu-1", "us-2"])), ("dev", .values([]))])),
            ("Alpha", .values(["one", "two"])),
            ("", .values([""])),
        ]))

    @Test("a level made in code answers its rows, titles, children and depth")
    func levelsAnswer() throws {
        let root = Self.deploy.root
        #expect(root.rowCount == 3)
        #expect(root.titles == ["Zeta", "Alpha", ""])
        #expect(root.title(atRow: 1) == "Alpha")
        #expect(root.title(atRow: 3) == nil && root.title(atRow: -1) == nil)
        #expect(root.child(0)?.titles == ["prod", "dev"])
        #expect(root.child(0)?.child(1)?.titles == [])
        #expect(root.child(0)?.child(0)?.child(0) == nil, "a value leads nowhere")
        #expect(root.child(3) == nil && root.child(-1) == nil)
        #expect(root.child(2)?.titles == [""])
        #expect(root.depth == 3 && root.child(1)?.depth == 1)
        #expect(Self.deploy.columnCount == 3)
        #expect(Self.deploy.node(column: 2, path: [0, 0])?.titles == ["eu-1", "us-2"])
        #expect(Self.deploy.node(column: 2, path: [1]) == nil, "past a value column")
        #expect(Self.deploy.node(column: 1, path: [])?.titles == ["prod", "dev"], "a missing row is row 0")
    }

    @Test("levels are equal by their titles' bytes and what they lead to")
    func equality() {
        #expect(DependentTree.Node.values(["a", "b"]) == .values(["a", "b"]))
        #expect(DependentTree.Node.values(["a", "b"]) != .values(["b", "a"]))
        #expect(DependentTree.Node.values(["a"]) != .values(["a", "b"]))
        #expect(DependentTree.Node.values(["\u{E9}"]) != .values(["e\u{301}"]), "bytes, not canonical equivalence")
        #expect(DependentTree.Node.values(["a"]) != .keys([("a", .values([]))]), "a value is not a key")
        #expect(DependentTree.Node.keys([("a", .values(["1"]))]) != .keys([("a", .values(["2"]))]))
        #expect(DependentTree.Node.keys([]) == .values([]), "an empty level is an empty level")
        let copied = DependentTree.Node.keys([("Zeta", Self.deploy.root.child(0)!)])
        #expect(copied.child(0) == Self.deploy.root.child(0), "a level copied into another tree is still equal")
    }

    @Test("mapTitles changes every title and keeps the shape and the order")
    func mapTitles() {
        let mapped = Self.deploy.mapTitles { "<" + $0 + ">" }
        #expect(mapped.columnCount == 3)
        #expect(
            mapped.root
                == .keys([
                    ("<Zeta>", .keys([("<prod>", .values(["<eu-1>", "<us-2>"])), ("<dev>", .values([]))])),
                    ("<Alpha>", .values(["<one>", "<two>"])),
                    ("<>", .values(["<>"])),
                ]))
        #expect(Self.deploy.root.title(atRow: 0) == "Zeta", "the tree mapped is unchanged")
    }

    @Test("a file gives the same tree as one made in code, in JSON and in property lists")
    func fileEqualsCode() throws {
        let json = #"{"Zeta": {"prod": ["eu-1", "us-2"], "dev": []}, "Alpha": ["one", "two"], "": [""]}"#
        #expect(try DependentTreeFile.parse(Data(json.utf8), name: "d.json", keepingOrder: true) == Self.deploy)
        let plist: [String: Any] = [
            "Zeta": ["prod": ["eu-1", "us-2"], "dev": [String]()], "Alpha": ["one", "two"], "": [""],
        ]
        let binary = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        let sorted = try DependentTreeFile.parse(binary, name: "d.plist")
        #expect(sorted.root.titles == ["", "Alpha", "Zeta"])
        #expect(sorted.root.child(2)?.titles == ["dev", "prod"])
        #expect(sorted == (try DependentTreeFile.parse(Data(json.utf8), name: "d.json")))
    }

    @Test("the builder refuses a tree beyond its limits, and a file says so in one line")
    func limits() throws {
        // A binary property list is parsed by Foundation, at about 20 times its size: half the cap.
        let binary = Data("bplist00".utf8) + Data(count: DependentTreeFile.maximumBinaryPropertyListSize)
        #expect(
            throws: DataError(
                "big.plist: a binary property list is read up to 32 MiB (it takes about 20 times its size in memory); JSON and XML ones up to 64 MiB (plutil -convert json big.plist makes one)"
            )
        ) { try DependentTreeFile.parse(binary, name: "big.plist") }
        var builder = DependentTreeBuilder(maximumRows: 2, maximumText: 100)
        try builder.addRow("a")
        try builder.addRow("b")
        #expect(throws: DependentTreeBuilder.TooLarge.self) { try builder.addRow("c") }
        var text = DependentTreeBuilder(maximumText: 3)
        try text.addRow("abc")
        #expect(throws: DependentTreeBuilder.TooLarge.self) { try text.addRow("d") }
        #expect(
            DependentTreeFile.tooLarge("big.plist").description
                == "big.plist: too large once read: more than 67108864 rows or 1 GiB of titles (a binary property list counts a shared object at every place it appears)"
        )
    }

    /// The order of the sort keys as they were made before (the folded key, 0, then the text's
    /// own scalars, one array per text), against which the one buffer of keys is checked.
    static func oldOrder(_ texts: [String]) -> [String] {
        func key(_ text: String) -> [UInt32] {
            var key: [UInt32] = []
            var digits: [UInt32] = []
            func endNumber() {
                guard !digits.isEmpty else { return }
                let significant = digits.drop { $0 == 0 }
                key.append(0x11_0001 + UInt32(significant.count))
                key += significant.map { 0x11_0001 + $0 }
                digits = []
            }
            for value in TextFolding.fold(text).unicodeScalars.map(\.value) {
                if value >= 0x30 && value <= 0x39 {
                    digits.append(value - 0x30)
                    continue
                }
                endNumber()
                let scalar = Unicode.Scalar(value)!
                let letter =
                    value < 0x80
                    ? (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A
                    : scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                key.append(letter ? 0x20_0000 + value : value + 1)
            }
            endNumber()
            return key + [0] + text.unicodeScalars.map { $0.value + 1 }
        }
        let keys = texts.map(key)
        return texts.indices.sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }.map { texts[$0] }
    }

    @Test("keys sort as the one-array-per-key order did, on random texts with ties of every kind")
    func naturalOrderMatchesTheOldKeys() {
        var random = SeededGenerator(seed: 30)
        let pieces = [
            "a", "A", "b", "é", "É", "e", "0", "00", "1", "9", "10", "007", " ", "-", "_", "ß", "ss", "日", "😀", "Z",
        ]
        for _ in 0..<50 {
            let texts = (0..<200).map { _ in
                (0..<Int.random(in: 0...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            }
            #expect(NaturalOrder.sorted(texts) == Self.oldOrder(texts))
        }
    }

    @Test("a file of 108,000 values in four columns loads, sorted and in its order, and answers every column")
    func largeFile() throws {
        // Keys "Key 30" … "Key 1" at each of three levels (written in reverse), four values each.
        var text = "{"
        var values = 0
        for a in stride(from: 30, to: 0, by: -1) {
            text += (a == 30 ? "" : ",") + "\"Key \(a)\":{"
            for b in stride(from: 30, to: 0, by: -1) {
                text += (b == 30 ? "" : ",") + "\"Key \(b)\":{"
                for c in stride(from: 30, to: 0, by: -1) {
                    text += (c == 30 ? "" : ",") + "\"Key \(c)\":[\"v\(values)\",\(values + 1),\"w\",\"é\(values)\"]"
                    values += 4
                }
                text += "}"
            }
            text += "}"
        }
        text += "}"
        #expect(values == 108_000)
        let data = Data(text.utf8)
        let sorted = try DependentTreeFile.parse(data, name: "big.json")
        #expect(sorted.columnCount == 4)
        #expect(sorted.root.rowCount == 30)
        #expect(sorted.root.titles == (1...30).map { "Key \($0)" }, "numbers by value")
        let last = try #require(sorted.node(column: 3, path: [29, 29, 29]))
        #expect(last.titles == ["v0", "1", "w", "é0"], "the file's first leaf is the last of every sorted column")
        #expect(sorted.node(column: 3, path: [0, 0, 0])?.titles == ["v107996", "107997", "w", "é107996"])
        let kept = try DependentTreeFile.parse(data, name: "big.json", keepingOrder: true)
        #expect(kept.root.title(atRow: 0) == "Key 30")
        #expect(kept.node(column: 3, path: [0, 0, 0])?.titles == ["v0", "1", "w", "é0"])
        #expect(kept.node(column: 3, path: [29, 29, 29])?.titles == ["v107996", "107997", "w", "é107996"])
        #expect(sorted == (try DependentJSONReaderTests.reference(data)))
    }
}
