import Terminal

/// fzf's `--bind` text read into ``KeyBinding``s and the actions of the events `start` (the
/// prompt is shown) and `load` (the items have all been read): `KEY:ACTION[+ACTION…]` pairs
/// separated by commas.
///
/// ```swift
/// let bound = try BindingSpecification(parsing: "ctrl-a:select-all,f5:reload(ls {q})+first")
/// settings.bindings += bound.bindings
/// ```
///
/// A key is named as ``KeyChord`` names it (`ctrl-a`, `alt-enter`, `f2`, a character; `,` and `:`
/// themselves too). An action that takes an argument takes it in brackets — `(…)`, `[…]`, `{…}`,
/// `<…>`, or between two of `~ ! @ # $ % ^ & * ; / |` — or after a colon, where it takes the rest
/// of the text, commas and pluses included (`ctrl-o:execute:less {}`). The actions:
///
/// | name | action |
/// |---|---|
/// | `accept`, `accept-or-print-query`, `abort` | ``KeyBinding/Action/accept``, ``KeyBinding/Action/acceptOrQuery``, ``KeyBinding/Action/abort`` |
/// | `toggle`, `toggle-all`, `select-all`, `deselect-all` | the marks |
/// | `clear-query`, `first` (`top`), `last` | the query, the band |
/// | `toggle-preview`, `preview-up`, `preview-down` | the preview |
/// | `change-prompt(text)` | the text before the query |
/// | `execute(cmd)`, `execute-silent(cmd)`, `reload(cmd)`, `become(cmd)` | commands, with a preview's placeholders |
///
/// A key bound again replaces what it was bound to; an event bound again adds its actions after
/// those before, as fzf does.
public struct BindingSpecification: Sendable, Equatable {
    /// An event that runs actions rather than a key.
    public enum Event: String, Sendable, Equatable, CaseIterable {
        /// The prompt is shown (before the first frame).
        case start
        /// The items have all been read: at the end of a stream (or at once, for items given),
        /// and again at the end of each ``KeyBinding/Action/reload(_:)``.
        case load
    }

    /// Why a binding cannot be read: the binding as written and what is wrong.
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// The binding (or the part of it) as written, made inert.
        public var binding: String
        /// What is wrong with it.
        public var reason: String

        public var description: String { "\"\(binding)\" \(reason)" }
    }

    /// The keys bound.
    public var bindings: [KeyBinding] = []
    /// What the `start` event does.
    public var atStart: [KeyBinding.Action] = []
    /// What the `load` event does.
    public var atLoad: [KeyBinding.Action] = []

    /// Nothing bound.
    public init() {}

    /// Reads `text`, fzf's `--bind` value.
    public init(parsing text: String) throws(Problem) {
        try add(parsing: text)
    }

    /// Reads `text` and adds what it binds (a key bound before is bound anew).
    public mutating func add(parsing text: String) throws(Problem) {
        let characters = Array(text)
        guard !characters.isEmpty else { throw Problem(binding: "", reason: "binds nothing: give KEY:ACTION") }
        var index = 0
        while index < characters.count {
            let start = index
            try readPair(characters, &index)
            if index < characters.count {
                // A comma ends the pair; a pair ended by the text's end needs none.
                guard characters[index] == "," else {
                    throw Problem(
                        binding: InertText.make(String(characters[start...])),
                        reason: "has \"\(characters[index])\" where + or a comma was expected")
                }
                index += 1
                if index == characters.count {
                    throw Problem(binding: InertText.make(text), reason: "ends with a comma: give KEY:ACTION after it")
                }
            }
        }
    }

    /// Adds the bindings and events of `other` after these (a key it binds is bound anew).
    public mutating func add(_ other: BindingSpecification) {
        for binding in other.bindings { bind(binding) }
        atStart += other.atStart
        atLoad += other.atLoad
    }

    private mutating func bind(_ binding: KeyBinding) {
        bindings.removeAll { $0.key.key == binding.key.key && $0.key.modifiers == binding.key.modifiers }
        bindings.append(binding)
    }

    /// One `KEY:ACTION[+ACTION…]`, from `index` up to the comma after it (or the end).
    private mutating func readPair(_ characters: [Character], _ index: inout Int) throws(Problem) {
        let start = index
        // The pair as written, up to the comma at or after `at` (or the end), for a message.
        let pairText = { (at: Int) -> String in
            var end = min(at, characters.count)
            while end < characters.count, characters[end] != "," { end += 1 }
            return InertText.make(String(characters[start..<max(end, min(start + 1, characters.count))]))
        }
        // The key: up to the first colon; `:` and `,` name themselves when they come first.
        var keyEnd = start
        if characters[start] == ":" || characters[start] == "," {
            keyEnd = start + 1
        } else {
            while keyEnd < characters.count, characters[keyEnd] != ":", characters[keyEnd] != "," { keyEnd += 1 }
        }
        let keyName = String(characters[start..<keyEnd])
        guard keyEnd < characters.count, characters[keyEnd] == ":" else {
            index = keyEnd
            throw Problem(binding: pairText(index), reason: "binds no action: give KEY:ACTION")
        }
        index = keyEnd + 1
        let trigger: Trigger
        if let event = Event(rawValue: keyName.lowercased()) {
            trigger = .event(event)
        } else if let chord = KeyChord(keyName) {
            guard !chord.isTakenByTheRunLoop else {
                throw Problem(
                    binding: pairText(index),
                    reason: "cannot be bound: Ctrl-C interrupts picker and Ctrl-Z suspends it")
            }
            trigger = .key(chord)
        } else {
            throw Problem(
                binding: pairText(index),
                reason:
                    "does not name a key: give names such as ctrl-a, alt-enter, f2, shift-up or a character, or the event start or load"
            )
        }
        var actions: [KeyBinding.Action] = []
        while true {
            actions.append(try Self.readAction(characters, &index, pair: pairText))
            guard index < characters.count, characters[index] == "+" else { break }
            index += 1
        }
        switch trigger {
        case .key(let chord): bind(KeyBinding(chord, actions))
        case .event(.start): atStart += actions
        case .event(.load): atLoad += actions
        }
    }

    /// A key or an event.
    private enum Trigger {
        case key(KeyChord)
        case event(Event)
    }

    /// The actions that take no argument, by fzf's names.
    private static let plainActions: [String: KeyBinding.Action] = [
        "accept": .accept, "accept-or-print-query": .acceptOrQuery, "abort": .abort, "toggle": .toggle,
        "toggle-all": .toggleAll, "select-all": .selectAll, "deselect-all": .deselectAll,
        "clear-query": .clearQuery, "first": .first, "top": .first, "last": .last,
        "toggle-preview": .togglePreview, "preview-up": .previewUp, "preview-down": .previewDown,
    ]

    /// The actions that take an argument, by fzf's names.
    private static let actionsWithArgument: [String: @Sendable (String) -> KeyBinding.Action] = [
        "change-prompt": { .changePrompt($0) }, "execute": { .execute($0) },
        "execute-silent": { .executeSilent($0) }, "reload": { .reload($0) }, "become": { .become($0) },
    ]

    /// The closing character of each opening one of an argument.
    private static let closers: [Character: Character] = [
        "(": ")", "[": "]", "{": "}", "<": ">", "~": "~", "!": "!", "@": "@", "#": "#", "$": "$", "%": "%",
        "^": "^", "&": "&", "*": "*", ";": ";", "/": "/", "|": "|",
    ]

    /// One action, from `index` up to the `+`, comma or end after it.
    private static func readAction(
        _ characters: [Character], _ index: inout Int, pair: (Int) -> String
    ) throws(Problem) -> KeyBinding.Action {
        let start = index
        while index < characters.count, characters[index].isLetter || characters[index] == "-" { index += 1 }
        let name = String(characters[start..<index]).lowercased()
        guard !name.isEmpty else { throw Problem(binding: pair(index), reason: "binds no action: give KEY:ACTION") }
        if let action = plainActions[name] {
            if index < characters.count, closers[characters[index]] != nil || characters[index] == ":" {
                throw Problem(binding: pair(index), reason: "gives \(name) an argument; it takes none")
            }
            return action
        }
        guard let make = actionsWithArgument[name] else {
            throw Problem(
                binding: pair(index),
                reason:
                    "has an unknown action \"\(InertText.make(name))\": give accept, abort, toggle, toggle-all, select-all, deselect-all, clear-query, first, last, toggle-preview, preview-up, preview-down, change-prompt(…), execute(…), execute-silent(…), reload(…) or become(…)"
            )
        }
        let argument: String
        if index < characters.count, characters[index] == ":" {
            // `execute:…` takes the rest of the text.
            argument = String(characters[(index + 1)...])
            index = characters.count
        } else if index < characters.count, let closer = closers[characters[index]] {
            let open = index
            var end = open + 1
            while end < characters.count, characters[end] != closer { end += 1 }
            guard end < characters.count else {
                throw Problem(
                    binding: pair(index),
                    reason: "opens \(name)'s argument with \(characters[open]) and never closes it")
            }
            argument = String(characters[(open + 1)..<end])
            index = end + 1
        } else {
            throw Problem(binding: pair(index), reason: "gives \(name) no argument: write \(name)(…)")
        }
        if name != "change-prompt", argument.allSatisfy(\.isWhitespace) {
            throw Problem(binding: pair(index), reason: "gives \(name) an empty command")
        }
        return make(argument)
    }
}
