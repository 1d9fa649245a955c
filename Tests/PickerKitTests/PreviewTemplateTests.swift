import Testing

@testable import PickerKit

/// fzf's placeholders in a preview's command (`PreviewTemplate`) and its `--preview-window`
/// specification (`ChoosePreview.setWindow`).
@Suite("Preview templates and windows")
struct PreviewTemplateTests {
    /// `ls -l` lines: fields at blanks.
    static let line = "-rwxr-xr-x  1 root root  43 Jan  5 12:00 it's here"

    func expand(
        _ command: String, item: String? = line, index: Int? = 7, marked: [(String, Int)] = [], query: String = "",
        delimiter: String? = nil
    ) throws -> String {
        let template = try PreviewTemplate(parsing: command)
        let subject = PreviewTemplate.Subject(
            item: item.map { Array($0.utf8) }, index: index, marked: marked.map { (Array($0.0.utf8), $0.1) },
            query: query, delimiter: delimiter.map { Array($0.utf8) })
        let expansion = template.expand(subject) { "/tmp/file\($0)" }
        return String(decoding: expansion.command, as: UTF8.self)
    }

    @Test func theItemTheQueryAndTheIndexAreQuotedForTheShell() throws {
        #expect(try expand("cat {}", item: "it's a\u{0}b") == #"cat 'it'\''s ab'"#)
        #expect(
            try expand("grep {q} {}", item: "a b", query: "$(rm -rf ~); `id`") == #"grep '$(rm -rf ~); `id`' 'a b'"#)
        #expect(try expand("echo {q}") == "echo ''", "an empty query is an empty word")
        #expect(try expand("sed -n {n}p", index: 0) == "sed -n 0p", "{n} counts from 0 and is a bare number")
        #expect(try expand("echo {n}", item: nil, index: nil) == "echo ''")
        #expect(try expand("echo {}", item: nil, index: nil) == "echo ''", "no item in the band: an empty word")
    }

    @Test func fieldIndexExpressionsAsFzfReadsThem() throws {
        #expect(try expand("echo {5} {-1}") == "echo '43' 'here'")
        #expect(try expand("echo {9..}") == #"echo 'it'\''s here'"#)
        #expect(try expand("echo {..2}") == "echo '-rwxr-xr-x  1'", "the blanks between fields kept, around trimmed")
        #expect(try expand("echo {1,3}") == "echo '-rwxr-xr-x  root'", "in the order named, joined as they stand")
        #expect(try expand("echo {3,1}") == "echo 'root -rwxr-xr-x'")
        #expect(try expand("echo {s2}", item: "a  b  c") == "echo 'b  '", "s keeps the blanks")
        #expect(try expand("echo {20}") == "echo ''", "a field past the last is empty")
        #expect(try expand("echo {-20..1}") == "echo '-rwxr-xr-x'", "a range is clamped to the fields there are")
        #expect(try expand("echo {2} {-1}", item: "src/a.swift:12:  let x", delimiter: ":") == "echo '12' 'let x'")
        #expect(
            try expand("echo {1..2}", item: "a::b::c", delimiter: "::") == "echo 'a::b'", "the last delimiter dropped")
        #expect(try expand("echo {2}", item: "a,,c", delimiter: ",") == "echo ''", "an empty field between delimiters")
    }

    @Test func markedItemsAreEachQuotedOrWrittenToAFile() throws {
        let marked = [("b c", 2), ("x'y z", 0)]
        #expect(try expand("head {+}", marked: marked) == #"head 'b c' 'x'\''y z'"#, "in the order marked")
        #expect(try expand("echo {+n}", marked: marked) == "echo 2 0")
        #expect(try expand("echo {+2}", marked: marked) == "echo 'c' 'z'")
        #expect(try expand("head {+}", item: "one", marked: []) == "head 'one'", "none marked: the item in the band")
        let template = try PreviewTemplate(parsing: "wc -l {+f} {f} {}")
        let expansion = template.expand(
            PreviewTemplate.Subject(item: Array("it".utf8), index: 1, marked: [(Array("b c".utf8), 2)])
        ) { "/tmp/f\($0)" }
        #expect(String(decoding: expansion.command, as: UTF8.self) == "wc -l '/tmp/f0' '/tmp/f1' 'it'")
        #expect(expansion.files.map(\.path) == ["/tmp/f0", "/tmp/f1"])
        #expect(expansion.files.map { String(decoding: $0.contents, as: UTF8.self) } == ["b c\n", "it\n"])
    }

    @Test func whatIsNoPlaceholderIsLeftAsWritten() throws {
        #expect(
            try expand(#"awk '{print $1}' {} ; echo ${HOME} \{} {x}"#, item: "a")
                == #"awk '{print $1}' 'a' ; echo ${HOME} {} {x}"#)
        #expect(try expand("echo {", item: "a") == "echo {")
        #expect(try expand("echo {1", item: "a") == "echo {1")
    }

    @Test func whenTheCommandRunsWithNothingInTheBand() throws {
        let none = PreviewTemplate.Subject()
        let marked = PreviewTemplate.Subject(marked: [(Array("m".utf8), 0)])
        #expect(try !PreviewTemplate(parsing: "cat {}").runs(for: none))
        #expect(try PreviewTemplate(parsing: "cat {}").runs(for: PreviewTemplate.Subject(item: [0x61])))
        #expect(try PreviewTemplate(parsing: "date").runs(for: none), "a command that names no item")
        #expect(try PreviewTemplate(parsing: "grep {q} {}").runs(for: none), "a command that names the query")
        #expect(try !PreviewTemplate(parsing: "cat {+}").runs(for: none))
        #expect(try PreviewTemplate(parsing: "cat {+}").runs(for: marked), "marked items to show")
    }

    @Test func anUnknownPlaceholderIsRefusedNamingIt() {
        let refused: [(String, String)] = [
            (
                "echo {r}",
                "placeholder {r} (raw, unquoted) is refused: picker quotes every text it puts into the command"
            ),
            (
                "echo {0}",
                #"placeholder {0} is not a field index expression: "0" names field 0: fields count from 1 (or from -1 at the end)"#
            ),
            ("echo {1...2}", "placeholder {1...2} is not a field index expression"),
            ("echo {*}", "placeholder {*} (every match) is not one that picker knows"),
            ("echo {+q}", "placeholder {+q} is not one that picker knows: {q} takes no flags"),
            ("echo {q:1}", "placeholder {q:1} is not one that picker knows: {q} is the whole query"),
            ("echo {n1}", "placeholder {n1} is not one that picker knows: {n} is the index"),
            ("echo {fzf:query}", "placeholder {fzf:query} is not one that picker knows"),
        ]
        for (command, message) in refused {
            #expect(throws: PreviewTemplate.Problem.self, "\(command)") { try PreviewTemplate(parsing: command) }
            do {
                _ = try PreviewTemplate(parsing: command)
            } catch {
                #expect(error.description.hasPrefix(message), "\(command): \(error.description)")
            }
            // Unchecked (a library caller's), it runs as written.
            let lenient = PreviewTemplate(lenient: command)
            #expect(
                String(decoding: lenient.expand(PreviewTemplate.Subject()) { _ in "" }.command, as: UTF8.self)
                    == command)
        }
    }

    @Test func theWindowSpecificationAsFzfWritesIt() throws {
        var preview = ChoosePreview(command: "cat {}")
        #expect(preview.size == .percent(50) && preview.border == .line && !preview.wraps && !preview.startsHidden)
        try preview.setWindow("bottom,40%,wrap,hidden,noborder")
        #expect(preview.position == .bottom && preview.size == .percent(40))
        #expect(preview.wraps && preview.startsHidden && preview.border == .none)
        try preview.setWindow("up:20:nowrap:nohidden:border")
        #expect(preview.position == .top && preview.size == .cells(20))
        #expect(!preview.wraps && !preview.startsHidden && preview.border == .line)
        try preview.setWindow("left,rounded")
        #expect(preview.position == .left && preview.size == .cells(20), "a part not given keeps its value")
        let refused: [(String, String)] = [
            ("", #""" names no part"#),
            ("right,follow", #""follow" is not a part of a preview window: give a position"#),
            ("100%", #""100%" is not a share from 1% to 99%"#),
            ("0", #""0" is not a size from 1 to 1000 cells"#),
            ("12345678901234567890", #""12345678901234567890" is not a size from 1 to 1000 cells"#),
            ("40%%", #""40%%" is not a part of a preview window"#),
            ("right,,wrap", #""" is not a part of a preview window"#),
            ("bottom,\u{1B}[2J", #""^[[2J" is not a part of a preview window"#),
        ]
        for (specification, message) in refused {
            do {
                try preview.setWindow(specification)
                Issue.record("\(specification) was read")
            } catch {
                #expect(error.description.hasPrefix(message), "\(specification): \(error.description)")
            }
        }
    }
}
