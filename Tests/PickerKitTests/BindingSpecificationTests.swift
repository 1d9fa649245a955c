import PickerKit
import Testing

/// fzf's `--bind` text read into bindings and events, and every way it is refused.
@Suite struct BindingSpecificationTests {
    private func actions(_ text: String) throws -> [KeyBinding.Action] {
        let bound = try BindingSpecification(parsing: text)
        #expect(bound.bindings.count == 1)
        return bound.bindings.first?.actions ?? []
    }

    @Test(
        "every action by fzf's name",
        arguments: [
            ("accept", KeyBinding.Action.accept), ("accept-or-print-query", .acceptOrQuery), ("abort", .abort),
            ("toggle", .toggle), ("toggle-all", .toggleAll), ("select-all", .selectAll),
            ("deselect-all", .deselectAll), ("clear-query", .clearQuery), ("first", .first), ("top", .first),
            ("last", .last), ("toggle-preview", .togglePreview), ("preview-up", .previewUp),
            ("preview-down", .previewDown), ("change-prompt(all> )", .changePrompt("all> ")),
            ("execute(less {})", .execute("less {}")), ("execute-silent(touch {})", .executeSilent("touch {}")),
            ("reload(ls {q})", .reload("ls {q}")), ("become(vim {})", .become("vim {}")),
        ])
    func everyAction(name: String, action: KeyBinding.Action) throws {
        #expect(try actions("ctrl-a:" + name) == [action])
    }

    @Test("a key takes several actions joined by +, and names as KeyChord reads them")
    func severalActions() throws {
        let bound = try BindingSpecification(parsing: "ctrl-a:select-all+first+change-prompt(all> ),alt-enter:accept")
        #expect(bound.bindings.map(\.key.name) == ["ctrl-a", "alt-enter"])
        #expect(bound.bindings[0].actions == [.selectAll, .first, .changePrompt("all> ")])
        #expect(bound.bindings[1].actions == [.accept])
    }

    @Test("an argument in any of fzf's bracket pairs keeps commas, pluses and colons")
    func bracketPairs() throws {
        for (open, close) in [
            ("(", ")"), ("[", "]"), ("{", "}"), ("<", ">"), ("~", "~"), ("!", "!"), ("@", "@"), ("#", "#"),
            ("$", "$"), ("%", "%"), ("^", "^"), ("&", "&"), ("*", "*"), (";", ";"), ("/", "/"), ("|", "|"),
        ] {
            #expect(try actions("f5:reload\(open)echo a,b+c:d\(close)") == [.reload("echo a,b+c:d")], "\(open)")
        }
        #expect(try actions("f5:execute[echo (x)]") == [.execute("echo (x)")])
    }

    @Test("after a colon the argument is the rest of the text, commas and pluses included")
    func colonForm() throws {
        #expect(try actions("ctrl-o:execute:less {} +F,x") == [.execute("less {} +F,x")])
        #expect(try actions("ctrl-o:first+execute:echo a,b") == [.first, .execute("echo a,b")])
    }

    @Test("the events start and load take actions; a key bound again is bound anew, an event adds")
    func eventsAndRebinding() throws {
        var bound = try BindingSpecification(parsing: "start:reload(seq 5),load:first,ctrl-a:select-all")
        try bound.add(parsing: "ctrl-a:deselect-all,load:toggle")
        #expect(bound.atStart == [.reload("seq 5")])
        #expect(bound.atLoad == [.first, .toggle])
        #expect(bound.bindings == [KeyBinding(KeyChord("ctrl-a")!, .deselectAll)])
    }

    @Test("the keys , and : name themselves")
    func commaAndColonKeys() throws {
        let bound = try BindingSpecification(parsing: ",:first,::last")
        #expect(bound.bindings.map(\.key.name) == [",", ":"])
        #expect(bound.bindings.map(\.actions) == [[.first], [.last]])
    }

    @Test(
        "what is refused, in one line naming the binding",
        arguments: [
            ("ctrl-a:selectall", #""ctrl-a:selectall" has an unknown action "selectall""#),
            ("ctrl-q:first+nothing", #""ctrl-q:first+nothing" has an unknown action "nothing""#),
            ("hyper-x:accept", #""hyper-x:accept" does not name a key"#),
            ("ctrl-c:accept", #""ctrl-c:accept" cannot be bound: Ctrl-C interrupts picker"#),
            ("ctrl-z:accept", #""ctrl-z:accept" cannot be bound"#),
            ("ctrl-o:execute", #""ctrl-o:execute" gives execute no argument: write execute(…)"#),
            ("ctrl-o:reload()", #""ctrl-o:reload()" gives reload an empty command"#),
            ("ctrl-o:become(  )", #""ctrl-o:become(  )" gives become an empty command"#),
            (
                "ctrl-o:execute(less {}",
                #""ctrl-o:execute(less {}" opens execute's argument with ( and never closes it"#
            ),
            ("ctrl-o:accept(x)", #""ctrl-o:accept(x)" gives accept an argument; it takes none"#),
            ("ctrl-o", #""ctrl-o" binds no action: give KEY:ACTION"#),
            ("ctrl-o:", #""ctrl-o:" binds no action: give KEY:ACTION"#),
            ("ctrl-o:accept,", #""ctrl-o:accept," ends with a comma"#),
            ("ctrl-o:accept x", #""ctrl-o:accept x" has " " where + or a comma was expected"#),
            ("", #""" binds nothing"#),
        ])
    func refused(text: String, message: String) {
        #expect {
            try BindingSpecification(parsing: text)
        } throws: { error in
            let description = (error as? BindingSpecification.Problem)?.description ?? ""
            return description.hasPrefix(message) && !description.contains("\n")
        }
    }

    @Test("an argument to change-prompt may be empty; a binding's text is shown inert")
    func emptyPromptAndInertText() throws {
        #expect(try actions("ctrl-p:change-prompt()") == [.changePrompt("")])
        #expect {
            try BindingSpecification(parsing: "ctrl-a:\u{1B}[31mred")
        } throws: { error in
            let description = (error as? BindingSpecification.Problem)?.description ?? ""
            return !description.contains("\u{1B}")
        }
    }
}
