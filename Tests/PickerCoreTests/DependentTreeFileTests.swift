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
