import Testing

@testable import Terminal

// MARK: - Helpers

/// ESC followed by the UTF-8 bytes of `text`.
private func esc(_ text: String) -> [UInt8] {
    [0x1B] + Array(text.utf8)
}

/// The UTF-8 bytes of `text`.
private func utf8(_ text: String) -> [UInt8] {
    Array(text.utf8)
}

private func key(_ key: Key, _ modifiers: Modifiers = []) -> InputEvent {
    .key(key, modifiers)
}

private func char(_ character: Character, _ modifiers: Modifiers = []) -> InputEvent {
    .key(.character(character), modifiers)
}

private func mouse(
    _ button: MouseButton, _ action: MouseAction, _ column: Int, _ row: Int, _ modifiers: Modifiers = []
) -> InputEvent {
    .mouse(MouseEvent(button: button, action: action, column: column, row: row, modifiers: modifiers))
}

/// Feeds `chunks` one after another, then flushes. Returns the events of the feeds, whether
/// bytes were held before the flush, and the events of the flush.
private func decode(_ chunks: [[UInt8]]) -> (fed: [InputEvent], pending: Bool, flushed: [InputEvent], after: Bool) {
    var decoder = InputDecoder()
    var fed: [InputEvent] = []
    for chunk in chunks {
        fed += decoder.feed(chunk)
    }
    let pending = decoder.hasPending
    let flushed = decoder.flush()
    return (fed, pending, flushed, decoder.hasPending)
}

/// One row of the decoding table.
struct InputDecoderCase: Sendable, CustomTestStringConvertible {
    /// What the case shows.
    let name: String
    /// The bytes fed.
    let bytes: [UInt8]
    /// The events expected, including those `flush()` gives when `held` is true.
    let events: [InputEvent]
    /// Whether the decoder still holds bytes after the feeds (so the last events come from `flush()`).
    let held: Bool

    init(_ name: String, _ bytes: [UInt8], _ events: [InputEvent], held: Bool = false) {
        self.name = name
        self.bytes = bytes
        self.events = events
        self.held = held
    }

    var testDescription: String { name }
}

/// Checks one table row fed in one go, byte by byte and split in two at every position.
private func check(_ row: InputDecoderCase) {
    var splits: [[[UInt8]]] = [[row.bytes], row.bytes.map { [$0] }]
    for cut in 0...row.bytes.count {
        splits.append([Array(row.bytes[..<cut]), Array(row.bytes[cut...])])
    }
    for chunks in splits {
        let result = decode(chunks)
        let sizes = chunks.map(\.count)
        #expect(result.fed + result.flushed == row.events, "chunks \(sizes)")
        #expect(result.pending == row.held, "chunks \(sizes)")
        if !row.held {
            #expect(result.flushed.isEmpty, "chunks \(sizes)")
        }
        #expect(!result.after, "chunks \(sizes)")
    }
}

// MARK: - The table

enum InputDecoderTable {
    static let text: [InputDecoderCase] = [
        InputDecoderCase("lowercase letter", utf8("a"), [char("a")]),
        InputDecoderCase("uppercase letter", utf8("Z"), [char("Z")]),
        InputDecoderCase("space", utf8(" "), [char(" ")]),
        InputDecoderCase("tilde", utf8("~"), [char("~")]),
        InputDecoderCase("word", utf8("hi!"), [char("h"), char("i"), char("!")]),
        InputDecoderCase("two-byte UTF-8", [0xC3, 0xA9], [char("é")]),
        InputDecoderCase("three-byte UTF-8", [0xE2, 0x82, 0xAC], [char("€")]),
        InputDecoderCase("four-byte UTF-8", [0xF0, 0x9F, 0x98, 0x80], [char("😀")]),
        InputDecoderCase(
            "mixed text", utf8("aé€😀z"), [char("a"), char("é"), char("€"), char("😀"), char("z")]),
        InputDecoderCase(
            "combining mark is its own scalar", [0x65, 0xCC, 0x81],
            [char("e"), char(Character(Unicode.Scalar(0x301)!))]),
    ]

    static let invalidUTF8: [InputDecoderCase] = [
        InputDecoderCase("stray continuation byte", [0x80, 0x61], [char("a")]),
        InputDecoderCase("byte FF", [0xFF, 0x61], [char("a")]),
        InputDecoderCase("overlong C0 80", [0xC0, 0x80, 0x61], [char("a")]),
        InputDecoderCase("overlong E0 80 80", [0xE0, 0x80, 0x80], []),
        InputDecoderCase("surrogate ED A0 80", [0xED, 0xA0, 0x80, 0x62], [char("b")]),
        InputDecoderCase("above U+10FFFF", [0xF4, 0x90, 0x80, 0x80], []),
        InputDecoderCase("F5 lead", [0xF5, 0x80, 0x80, 0x80, 0x63], [char("c")]),
        InputDecoderCase("lead then ASCII", [0xC3, 0x41], [char("A")]),
        InputDecoderCase("three-byte cut by ASCII", [0xE2, 0x82, 0x41], [char("A")]),
        InputDecoderCase("lead then ESC key", [0xC3, 0x1B, 0x5B, 0x41], [key(.up)]),
        InputDecoderCase("lead then lead", [0xC3, 0xC3, 0xA9], [char("é")]),
        InputDecoderCase("truncated at end is dropped on flush", [0xF0, 0x9F, 0x98], [], held: true),
    ]

    static let controls: [InputDecoderCase] = [
        InputDecoderCase("CR is enter", [0x0D], [key(.enter)]),
        InputDecoderCase("LF is enter", [0x0A], [key(.enter)]),
        InputDecoderCase("tab", [0x09], [key(.tab)]),
        InputDecoderCase("DEL is backspace", [0x7F], [key(.backspace)]),
        InputDecoderCase("BS is backspace", [0x08], [key(.backspace)]),
        InputDecoderCase("NUL is Ctrl-space", [0x00], [char(" ", .control)]),
        InputDecoderCase("Ctrl-A", [0x01], [char("a", .control)]),
        InputDecoderCase("Ctrl-C", [0x03], [char("c", .control)]),
        InputDecoderCase("Ctrl-G", [0x07], [char("g", .control)]),
        InputDecoderCase("Ctrl-K", [0x0B], [char("k", .control)]),
        InputDecoderCase("Ctrl-L", [0x0C], [char("l", .control)]),
        InputDecoderCase("Ctrl-N", [0x0E], [char("n", .control)]),
        InputDecoderCase("Ctrl-Z", [0x1A], [char("z", .control)]),
        InputDecoderCase("Ctrl-backslash", [0x1C], [char("\\", .control)]),
        InputDecoderCase("Ctrl-]", [0x1D], [char("]", .control)]),
        InputDecoderCase("Ctrl-^", [0x1E], [char("^", .control)]),
        InputDecoderCase("Ctrl-_", [0x1F], [char("_", .control)]),
    ]

    static let escapeAndAlt: [InputDecoderCase] = [
        InputDecoderCase("lone ESC is Esc after flush", [0x1B], [key(.escape)], held: true),
        InputDecoderCase("Alt-a", esc("a"), [char("a", .alt)]),
        InputDecoderCase("Alt-A", esc("A"), [char("A", .alt)]),
        InputDecoderCase("Alt-space", esc(" "), [char(" ", .alt)]),
        InputDecoderCase("Alt-Ctrl-C", [0x1B, 0x03], [char("c", [.control, .alt])]),
        InputDecoderCase("Alt-Enter", [0x1B, 0x0D], [key(.enter, .alt)]),
        InputDecoderCase("Alt-Tab", [0x1B, 0x09], [key(.tab, .alt)]),
        InputDecoderCase("Alt-Backspace", [0x1B, 0x7F], [key(.backspace, .alt)]),
        InputDecoderCase("Alt-Ctrl-space", [0x1B, 0x00], [char(" ", [.control, .alt])]),
        InputDecoderCase("Alt-é", [0x1B, 0xC3, 0xA9], [char("é", .alt)]),
        InputDecoderCase("Alt-€", [0x1B, 0xE2, 0x82, 0xAC], [char("€", .alt)]),
        InputDecoderCase("Alt then broken UTF-8", [0x1B, 0xC3, 0x41], [char("A")]),
        InputDecoderCase("ESC then invalid byte", [0x1B, 0xFF, 0x61], [key(.escape), char("a")]),
        InputDecoderCase("ESC ESC is Alt-Esc after flush", [0x1B, 0x1B], [key(.escape, .alt)], held: true),
        InputDecoderCase("ESC ESC ESC", [0x1B, 0x1B, 0x1B], [key(.escape, .alt), key(.escape)], held: true),
        InputDecoderCase("ESC ESC x", [0x1B, 0x1B, 0x78], [key(.escape, .alt), char("x")]),
        InputDecoderCase("ESC ESC [ A is Alt-Up", [0x1B] + esc("[A"), [key(.up, .alt)]),
        InputDecoderCase("ESC ESC O B is Alt-Down", [0x1B] + esc("OB"), [key(.down, .alt)]),
        InputDecoderCase(
            "ESC ESC [ 5 ; 5 ~ is Ctrl-Alt-PgUp", [0x1B] + esc("[5;5~"), [key(.pageUp, [.alt, .control])]),
        InputDecoderCase("ESC [ alone is Alt-[ after flush", esc("["), [char("[", .alt)], held: true),
        InputDecoderCase("ESC O alone is Alt-O after flush", esc("O"), [char("O", .alt)], held: true),
        InputDecoderCase("ESC ESC [ alone", [0x1B] + esc("["), [key(.escape), char("[", .alt)], held: true),
        InputDecoderCase("ESC [ then Enter", esc("[\r"), [char("[", .alt), key(.enter)]),
        InputDecoderCase("ESC O then Enter", esc("O\r"), [char("O", .alt), key(.enter)]),
        InputDecoderCase("ESC [ then ESC [ A", esc("[") + esc("[A"), [char("[", .alt), key(.up)]),
        InputDecoderCase("Esc then text", [0x1B, 0xFF] + utf8("q"), [key(.escape), char("q")]),
    ]

    static let csiKeys: [InputDecoderCase] = [
        InputDecoderCase("up", esc("[A"), [key(.up)]),
        InputDecoderCase("down", esc("[B"), [key(.down)]),
        InputDecoderCase("right", esc("[C"), [key(.right)]),
        InputDecoderCase("left", esc("[D"), [key(.left)]),
        InputDecoderCase("home H", esc("[H"), [key(.home)]),
        InputDecoderCase("end F", esc("[F"), [key(.end)]),
        InputDecoderCase("Shift-Tab", esc("[Z"), [key(.tab, .shift)]),
        InputDecoderCase("Ctrl-Shift-Tab", esc("[1;6Z"), [key(.tab, [.shift, .control])]),
        InputDecoderCase("Shift-Up", esc("[1;2A"), [key(.up, .shift)]),
        InputDecoderCase("Alt-Up", esc("[1;3A"), [key(.up, .alt)]),
        InputDecoderCase("Shift-Alt-Up", esc("[1;4A"), [key(.up, [.shift, .alt])]),
        InputDecoderCase("Ctrl-Up", esc("[1;5A"), [key(.up, .control)]),
        InputDecoderCase("Ctrl-Shift-Right", esc("[1;6C"), [key(.right, [.shift, .control])]),
        InputDecoderCase("Ctrl-Alt-Left", esc("[1;7D"), [key(.left, [.alt, .control])]),
        InputDecoderCase("Ctrl-Alt-Shift-Down", esc("[1;8B"), [key(.down, [.shift, .alt, .control])]),
        InputDecoderCase("Meta-Up is Alt", esc("[1;9A"), [key(.up, .alt)]),
        InputDecoderCase("Meta-Shift-Up", esc("[1;10A"), [key(.up, [.shift, .alt])]),
        InputDecoderCase("every modifier", esc("[1;16A"), [key(.up, [.shift, .alt, .control])]),
        InputDecoderCase("modifier 1 is none", esc("[1;1A"), [key(.up)]),
        InputDecoderCase("empty first parameter", esc("[;5A"), [key(.up, .control)]),
        InputDecoderCase("Ctrl-Home", esc("[1;5H"), [key(.home, .control)]),
        InputDecoderCase("Shift-End", esc("[1;2F"), [key(.end, .shift)]),
        InputDecoderCase("home 1~", esc("[1~"), [key(.home)]),
        InputDecoderCase("home 7~", esc("[7~"), [key(.home)]),
        InputDecoderCase("insert", esc("[2~"), [key(.insert)]),
        InputDecoderCase("delete", esc("[3~"), [key(.delete)]),
        InputDecoderCase("end 4~", esc("[4~"), [key(.end)]),
        InputDecoderCase("end 8~", esc("[8~"), [key(.end)]),
        InputDecoderCase("page up", esc("[5~"), [key(.pageUp)]),
        InputDecoderCase("page down", esc("[6~"), [key(.pageDown)]),
        InputDecoderCase("Alt-PgUp", esc("[5;3~"), [key(.pageUp, .alt)]),
        InputDecoderCase("Ctrl-Delete", esc("[3;5~"), [key(.delete, .control)]),
        InputDecoderCase("F1 11~", esc("[11~"), [key(.function(1))]),
        InputDecoderCase("F2 12~", esc("[12~"), [key(.function(2))]),
        InputDecoderCase("F3 13~", esc("[13~"), [key(.function(3))]),
        InputDecoderCase("F4 14~", esc("[14~"), [key(.function(4))]),
        InputDecoderCase("F5", esc("[15~"), [key(.function(5))]),
        InputDecoderCase("F6", esc("[17~"), [key(.function(6))]),
        InputDecoderCase("F7", esc("[18~"), [key(.function(7))]),
        InputDecoderCase("F8", esc("[19~"), [key(.function(8))]),
        InputDecoderCase("F9", esc("[20~"), [key(.function(9))]),
        InputDecoderCase("F10", esc("[21~"), [key(.function(10))]),
        InputDecoderCase("F11", esc("[23~"), [key(.function(11))]),
        InputDecoderCase("F12", esc("[24~"), [key(.function(12))]),
        InputDecoderCase("Shift-F12", esc("[24;2~"), [key(.function(12), .shift)]),
        InputDecoderCase("F1 CSI P", esc("[P"), [key(.function(1))]),
        InputDecoderCase("Shift-F1", esc("[1;2P"), [key(.function(1), .shift)]),
        InputDecoderCase("Ctrl-F2", esc("[1;5Q"), [key(.function(2), .control)]),
        InputDecoderCase("Alt-F3", esc("[1;3R"), [key(.function(3), .alt)]),
        InputDecoderCase("Ctrl-F4", esc("[1;5S"), [key(.function(4), .control)]),
        InputDecoderCase("Linux console F1", esc("[[A"), [key(.function(1))]),
        InputDecoderCase("Linux console F5", esc("[[E"), [key(.function(5))]),
        InputDecoderCase("Linux console unknown", esc("[[Zx"), [char("x")]),
        InputDecoderCase("focus in", esc("[I"), [.focus(true)]),
        InputDecoderCase("focus out", esc("[O"), [.focus(false)]),
        InputDecoderCase(
            "keys back to back", esc("[A") + esc("[B") + utf8("x") + esc("[3~"),
            [key(.up), key(.down), char("x"), key(.delete)]),
    ]

    static let csiDropped: [InputDecoderCase] = [
        InputDecoderCase("unknown tilde code", esc("[99~x"), [char("x")]),
        InputDecoderCase("code 9 is not a key", esc("[9~x"), [char("x")]),
        InputDecoderCase("unknown final", esc("[5xy"), [char("y")]),
        InputDecoderCase("unknown final without parameters", esc("[`y"), [char("y")]),
        InputDecoderCase("cursor position report", esc("[12;40Rx"), [char("x")]),
        InputDecoderCase("arrow with count", esc("[2Ax"), [char("x")]),
        InputDecoderCase("device attributes reply", esc("[?1;2cx"), [char("x")]),
        InputDecoderCase("private marker on a key", esc("[?5~x"), [char("x")]),
        InputDecoderCase("intermediate byte", esc("[1 qx"), [char("x")]),
        InputDecoderCase("too many parameters", esc("[1;2;3;4~x"), [char("x")]),
        InputDecoderCase("sub-parameters", esc("[1:2;5Ax"), [char("x")]),
        InputDecoderCase("huge parameter", esc("[1;999999Ax"), [char("x")]),
        InputDecoderCase("focus with parameter", esc("[1Ix"), [char("x")]),
        InputDecoderCase("stray paste end", esc("[201~x"), [char("x")]),
        InputDecoderCase("aborted by control byte", esc("[1;\r"), [key(.enter)]),
        InputDecoderCase("aborted by ESC", esc("[12") + esc("[B"), [key(.down)]),
        InputDecoderCase("aborted by UTF-8", esc("[1") + utf8("é"), [char("é")]),
        InputDecoderCase("aborted by DEL", esc("[3") + [0x7F], [key(.backspace)]),
        InputDecoderCase("partial CSI is dropped on flush", esc("[1;5"), [], held: true),
        InputDecoderCase(
            "sequence of 64 bytes decodes", esc("[" + String(repeating: "0", count: 58) + "1;5A"),
            [key(.up, .control)]),
        InputDecoderCase(
            "sequence of 65 bytes is dropped", esc("[" + String(repeating: "0", count: 59) + "1;5A") + utf8("x"),
            [char("x")]),
        InputDecoderCase(
            "long sequence is swallowed to its end",
            esc("[" + String(repeating: "1;", count: 200) + "5~") + utf8("x"), [char("x")]),
        InputDecoderCase(
            "long sequence aborted by a control byte",
            esc("[" + String(repeating: "9", count: 100)) + [0x09], [key(.tab)]),
        InputDecoderCase(
            "long sequence dropped on flush", esc("[" + String(repeating: "9", count: 100)), [], held: true),
        InputDecoderCase("legacy mouse report is consumed", esc("[M") + [0x20, 0x21, 0x22] + utf8("a"), [char("a")]),
        InputDecoderCase("legacy mouse with ESC payload", esc("[M") + [0x1B, 0x5B, 0x41] + utf8("a"), [char("a")]),
        InputDecoderCase("partial legacy mouse dropped on flush", esc("[M") + [0x20], [], held: true),
    ]

    static let ss3: [InputDecoderCase] = [
        InputDecoderCase("SS3 up", esc("OA"), [key(.up)]),
        InputDecoderCase("SS3 down", esc("OB"), [key(.down)]),
        InputDecoderCase("SS3 right", esc("OC"), [key(.right)]),
        InputDecoderCase("SS3 left", esc("OD"), [key(.left)]),
        InputDecoderCase("SS3 home", esc("OH"), [key(.home)]),
        InputDecoderCase("SS3 end", esc("OF"), [key(.end)]),
        InputDecoderCase("SS3 F1", esc("OP"), [key(.function(1))]),
        InputDecoderCase("SS3 F2", esc("OQ"), [key(.function(2))]),
        InputDecoderCase("SS3 F3", esc("OR"), [key(.function(3))]),
        InputDecoderCase("SS3 F4", esc("OS"), [key(.function(4))]),
        InputDecoderCase("SS3 keypad enter", esc("OM"), [key(.enter)]),
        InputDecoderCase("SS3 keypad 7", esc("Ow"), [char("7")]),
        InputDecoderCase("SS3 keypad minus", esc("Om"), [char("-")]),
        InputDecoderCase("SS3 old-style Ctrl-Up", esc("O5A"), [key(.up, .control)]),
        InputDecoderCase("SS3 Shift-F1", esc("O1;2P"), [key(.function(1), .shift)]),
        InputDecoderCase("SS3 unknown final", esc("OZx"), [char("x")]),
        InputDecoderCase("SS3 broken after parameter", esc("O5\r"), [key(.enter)]),
    ]

    static let mouseReports: [InputDecoderCase] = [
        InputDecoderCase("left press at origin", esc("[<0;1;1M"), [mouse(.left, .press, 0, 0)]),
        InputDecoderCase("left release", esc("[<0;10;5m"), [mouse(.left, .release, 9, 4)]),
        InputDecoderCase("middle press", esc("[<1;3;4M"), [mouse(.middle, .press, 2, 3)]),
        InputDecoderCase("right press", esc("[<2;80;24M"), [mouse(.right, .press, 79, 23)]),
        InputDecoderCase("right release", esc("[<2;80;24m"), [mouse(.right, .release, 79, 23)]),
        InputDecoderCase("left drag", esc("[<32;5;6M"), [mouse(.left, .drag, 4, 5)]),
        InputDecoderCase("middle drag", esc("[<33;5;6M"), [mouse(.middle, .drag, 4, 5)]),
        InputDecoderCase("right drag", esc("[<34;5;6M"), [mouse(.right, .drag, 4, 5)]),
        InputDecoderCase("move with no button", esc("[<35;7;8M"), [mouse(.none, .move, 6, 7)]),
        InputDecoderCase("wheel up", esc("[<64;3;4M"), [mouse(.wheelUp, .press, 2, 3)]),
        InputDecoderCase("wheel down", esc("[<65;3;4M"), [mouse(.wheelDown, .press, 2, 3)]),
        InputDecoderCase("wheel left", esc("[<66;3;4M"), [mouse(.wheelLeft, .press, 2, 3)]),
        InputDecoderCase("wheel right", esc("[<67;3;4M"), [mouse(.wheelRight, .press, 2, 3)]),
        InputDecoderCase("shift click", esc("[<4;1;1M"), [mouse(.left, .press, 0, 0, .shift)]),
        InputDecoderCase("alt click", esc("[<8;1;1M"), [mouse(.left, .press, 0, 0, .alt)]),
        InputDecoderCase("ctrl click", esc("[<16;1;1M"), [mouse(.left, .press, 0, 0, .control)]),
        InputDecoderCase(
            "all modifiers right", esc("[<30;2;2M"), [mouse(.right, .press, 1, 1, [.shift, .alt, .control])]),
        InputDecoderCase("ctrl wheel down", esc("[<81;2;2M"), [mouse(.wheelDown, .press, 1, 1, .control)]),
        InputDecoderCase("shift move", esc("[<39;2;2M"), [mouse(.none, .move, 1, 1, .shift)]),
        InputDecoderCase("largest coordinate", esc("[<0;100000;1M"), [mouse(.left, .press, 99_999, 0)]),
        InputDecoderCase("leading zeros", esc("[<000;0001;02M"), [mouse(.left, .press, 0, 1)]),
        InputDecoderCase("coordinate too large", esc("[<0;100001;1Mx"), [char("x")]),
        InputDecoderCase("huge coordinate", esc("[<0;1;99999999999999999999Mx"), [char("x")]),
        InputDecoderCase("column zero", esc("[<0;0;1Mx"), [char("x")]),
        InputDecoderCase("row zero", esc("[<0;1;0Mx"), [char("x")]),
        InputDecoderCase("two numbers", esc("[<0;1Mx"), [char("x")]),
        InputDecoderCase("four numbers", esc("[<0;1;1;1Mx"), [char("x")]),
        InputDecoderCase("missing button", esc("[<;1;1Mx"), [char("x")]),
        InputDecoderCase("missing column", esc("[<0;;1Mx"), [char("x")]),
        InputDecoderCase("missing row", esc("[<0;1;Mx"), [char("x")]),
        InputDecoderCase("no numbers", esc("[<Mx"), [char("x")]),
        InputDecoderCase("wheel release", esc("[<64;1;1mx"), [char("x")]),
        InputDecoderCase("press of no button", esc("[<3;1;1Mx"), [char("x")]),
        InputDecoderCase("extra buttons", esc("[<128;1;1Mx"), [char("x")]),
        InputDecoderCase("wrong final", esc("[<0;1;1Ax"), [char("x")]),
        InputDecoderCase("second marker", esc("[<0;<1;1Mx"), [char("x")]),
        InputDecoderCase("aborted report", esc("[<0;1") + utf8("\r"), [key(.enter)]),
        InputDecoderCase(
            "many digits", esc("[<0;1;" + String(repeating: "9", count: 500) + "M") + utf8("x"), [char("x")]),
    ]

    static let pastes: [InputDecoderCase] = [
        InputDecoderCase("simple paste", esc("[200~") + utf8("hello") + esc("[201~"), [.paste("hello")]),
        InputDecoderCase("empty paste", esc("[200~") + esc("[201~"), [.paste("")]),
        InputDecoderCase(
            "newlines and tabs kept", esc("[200~") + utf8("a\r\nb\tc") + esc("[201~"), [.paste("a\r\nb\tc")]),
        InputDecoderCase("UTF-8 paste", esc("[200~") + utf8("é€😀") + esc("[201~"), [.paste("é€😀")]),
        InputDecoderCase(
            "invalid UTF-8 replaced", esc("[200~") + [0x61, 0xFF, 0x62] + esc("[201~"), [.paste("a\u{FFFD}b")]),
        InputDecoderCase(
            "escape sequences inside are text", esc("[200~") + esc("[A") + esc("[200~") + esc("[201~"),
            [.paste("\u{1B}[A\u{1B}[200~")]),
        InputDecoderCase(
            "near-terminators are text", esc("[200~") + esc("[20x") + esc("[2010~") + esc("[201~"),
            [.paste("\u{1B}[20x\u{1B}[2010~")]),
        InputDecoderCase(
            "ESC right before the terminator", esc("[200~") + [0x1B, 0x1B] + utf8("[201~"), [.paste("\u{1B}")]),
        InputDecoderCase(
            "terminator prefix then ESC", esc("[200~") + esc("[2") + esc("[201~"), [.paste("\u{1B}[2")]),
        InputDecoderCase(
            "keys around a paste", utf8("a") + esc("[200~") + utf8("b") + esc("[201~") + esc("[A"),
            [char("a"), .paste("b"), key(.up)]),
        InputDecoderCase(
            "two pastes", esc("[200~") + utf8("1") + esc("[201~") + esc("[200~") + utf8("2") + esc("[201~"),
            [.paste("1"), .paste("2")]),
    ]
}

// MARK: - Table tests

@Suite("InputDecoder table")
struct InputDecoderTableTests {
    @Test("UTF-8 text", arguments: InputDecoderTable.text)
    func text(_ row: InputDecoderCase) { check(row) }

    @Test("invalid UTF-8 is dropped", arguments: InputDecoderTable.invalidUTF8)
    func invalidUTF8(_ row: InputDecoderCase) { check(row) }

    @Test("C0 control bytes", arguments: InputDecoderTable.controls)
    func controls(_ row: InputDecoderCase) { check(row) }

    @Test("Esc and Alt", arguments: InputDecoderTable.escapeAndAlt)
    func escapeAndAlt(_ row: InputDecoderCase) { check(row) }

    @Test("CSI keys and focus", arguments: InputDecoderTable.csiKeys)
    func csiKeys(_ row: InputDecoderCase) { check(row) }

    @Test("dropped and broken CSI", arguments: InputDecoderTable.csiDropped)
    func csiDropped(_ row: InputDecoderCase) { check(row) }

    @Test("SS3 keys", arguments: InputDecoderTable.ss3)
    func ss3(_ row: InputDecoderCase) { check(row) }

    @Test("SGR mouse", arguments: InputDecoderTable.mouseReports)
    func mouse(_ row: InputDecoderCase) { check(row) }

    @Test("bracketed paste", arguments: InputDecoderTable.pastes)
    func paste(_ row: InputDecoderCase) { check(row) }
}

// MARK: - Focused tests

@Suite("InputDecoder")
struct InputDecoderTests {
    @Test func escapeTimeoutIs25Milliseconds() {
        #expect(InputDecoder.escapeTimeout == 0.025)
    }

    @Test func loneEscapeWaitsForFlush() {
        var decoder = InputDecoder()
        #expect(!decoder.hasPending)
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [key(.escape)])
        #expect(!decoder.hasPending)
        #expect(decoder.flush().isEmpty)
    }

    @Test func escapeFollowedQuicklyByArrowIsTheArrow() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.feed(utf8("[")).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.feed(utf8("A")) == [key(.up)])
        #expect(!decoder.hasPending)
    }

    @Test func flushWithNothingHeldGivesNothing() {
        var decoder = InputDecoder()
        #expect(decoder.feed(utf8("ab")) == [char("a"), char("b")])
        #expect(!decoder.hasPending)
        #expect(decoder.flush().isEmpty)
    }

    @Test func rawBufferFeedDecodes() {
        var decoder = InputDecoder()
        let bytes = esc("[1;5C") + utf8("é")
        let events = bytes.withUnsafeBytes { decoder.feed($0) }
        #expect(events == [key(.right, .control), char("é")])
        let empty = [UInt8]().withUnsafeBytes { decoder.feed($0) }
        #expect(empty.isEmpty)
    }

    @Test func partialUTF8IsPendingUntilComplete() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0xE2]).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.feed([0x82]).isEmpty)
        #expect(decoder.feed([0xAC]) == [char("€")])
        #expect(!decoder.hasPending)
    }

    @Test func openPasteSurvivesFlush() {
        var decoder = InputDecoder()
        #expect(decoder.feed(esc("[200~") + utf8("slow")).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.feed(utf8(" paste") + [0x1B]).isEmpty)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.feed(utf8("[201~x")) == [.paste("slow paste"), char("x")])
        #expect(!decoder.hasPending)
    }

    @Test("Ctrl-C inside a paste ends the paste and is the Ctrl-C key")
    func controlCEndsAPaste() {
        var decoder = InputDecoder()
        let events = decoder.feed(esc("[200~") + utf8("ab") + [0x03] + utf8("c"))
        #expect(events == [.paste("ab"), char("c", .control), char("c")])
        #expect(!decoder.hasPending)
    }

    @Test("a paste whose end never comes is ended by the caller, and keys decode again")
    func stalledPasteEnds() {
        var decoder = InputDecoder()
        #expect(decoder.feed(esc("[200~") + utf8("half") + esc("[20")).isEmpty)
        #expect(decoder.isPasteOpen)
        #expect(decoder.endStalledPaste() == [.paste("half\u{1B}[20")])
        #expect(!decoder.isPasteOpen)
        #expect(decoder.feed(esc("[A")) == [key(.up)])
        #expect(decoder.endStalledPaste().isEmpty, "no paste is open")
    }

    @Test func pasteIsBoundedAndEndsCleanly() {
        var decoder = InputDecoder()
        let limit = InputDecoder.maxPasteLength
        #expect(decoder.feed(esc("[200~")).isEmpty)
        let chunk = [UInt8](repeating: 0x61, count: 65_536)
        var fed = 0
        while fed < limit + 200_000 {
            #expect(decoder.feed(chunk).isEmpty)
            fed += chunk.count
        }
        let events = decoder.feed(esc("[201~") + utf8("z"))
        #expect(events.count == 2)
        if case .paste(let text, let isCut)? = events.first {
            #expect(text.utf8.count == limit)
            #expect(text.utf8.allSatisfy { $0 == 0x61 })
            #expect(isCut, "the paste says it was cut")
        } else {
            Issue.record("expected a paste, got \(events)")
        }
        #expect(events.last == char("z"))
        #expect(!decoder.hasPending)
    }

    @Test func truncatedPasteDoesNotEndInHalfACharacter() {
        var decoder = InputDecoder()
        let limit = InputDecoder.maxPasteLength
        // The last character that fits starts one byte before the limit: it is cut and removed.
        let body = [UInt8](repeating: 0x62, count: limit - 1) + utf8("€") + utf8("tail")
        let events = decoder.feed(esc("[200~") + body + esc("[201~"))
        #expect(events == [.paste(String(repeating: "b", count: limit - 1), isCut: true)])
    }

    @Test func pasteOfExactlyTheLimitIsKept() {
        var decoder = InputDecoder()
        let limit = InputDecoder.maxPasteLength
        let body = [UInt8](repeating: 0x63, count: limit - 3) + utf8("€")
        let events = decoder.feed(esc("[200~") + body + esc("[201~"))
        #expect(events == [.paste(String(repeating: "c", count: limit - 3) + "€")])
    }

    @Test func thousandKeyBurstDecodesEveryKey() {
        let burst = [UInt8]((0..<1_000).flatMap { _ in esc("[A") })
        #expect(burst.count == 3_000)
        var decoder = InputDecoder()
        let events = decoder.feed(burst)
        #expect(events == [InputEvent](repeating: key(.up), count: 1_000))
        #expect(!decoder.hasPending)

        var chunked = InputDecoder()
        var chunkedEvents: [InputEvent] = []
        var start = 0
        while start < burst.count {
            let end = min(start + 7, burst.count)
            chunkedEvents += chunked.feed(Array(burst[start..<end]))
            start = end
        }
        #expect(chunkedEvents == events)
    }
}

// MARK: - Property test

@Suite("InputDecoder cursor reports")
struct InputDecoderCursorReportTests {
    @Test func aReportIsDecodedOnlyWhenOneWasAskedFor() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[12;40R".utf8)).isEmpty)
        decoder.expectsCursorReport = true
        #expect(decoder.feed(Array("\u{1B}[12;40R".utf8)) == [.cursorPosition(row: 11, column: 39)])
        #expect(!decoder.expectsCursorReport)
        #expect(decoder.feed(Array("\u{1B}[12;40R".utf8)).isEmpty)
    }

    @Test func aReportOnRowOneIsNotShiftF3WhileOneIsAwaited() {
        var decoder = InputDecoder()
        decoder.expectsCursorReport = true
        #expect(decoder.feed(Array("\u{1B}[1;2R".utf8)) == [.cursorPosition(row: 0, column: 1)])
        #expect(decoder.feed(Array("\u{1B}[1;2R".utf8)) == [.key(.function(3), [.shift])])
    }
}

@Suite("InputDecoder property")
struct InputDecoderPropertyTests {
    /// Pieces of valid and nearly valid input the random strings are made of.
    private static let fragments: [[UInt8]] = [
        esc("[A"), esc("[1;5B"), esc("[3~"), esc("[24;2~"), esc("OP"), esc("O5A"), esc("[Z"), esc("[I"),
        esc("[<0;10;5M"), esc("[<35;1;1m"), esc("[<64;3;4M"), esc("[M"), esc("[[B"), esc("[200~"),
        esc("[201~"), [0x1B], [0x1B, 0x1B], esc("["), esc("O"), esc("[<"), esc("[?1;2c"),
        utf8("é€😀"), [0xE2, 0x82], [0xF0, 0x9F], [0xC3], utf8("plain"), [0x0D, 0x09, 0x7F, 0x03],
        esc("[" + String(repeating: "1", count: 70) + "A"),
    ]

    /// One random input: random bytes mixed with whole or cut fragments.
    private static func randomInput(_ random: inout SplitMix64) -> [UInt8] {
        var bytes: [UInt8] = []
        let pieces = Int.random(in: 0...24, using: &random)
        for _ in 0..<pieces {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<3:
                for _ in 0..<Int.random(in: 1...6, using: &random) {
                    bytes.append(UInt8.random(in: 0...255, using: &random))
                }
            case 3:
                bytes.append(UInt8.random(in: 0x20...0x7E, using: &random))
            case 4..<7:
                let fragment = fragments.randomElement(using: &random)!
                bytes += fragment[..<Int.random(in: 0...fragment.count, using: &random)]
            default:
                bytes += fragments.randomElement(using: &random)!
            }
        }
        return bytes
    }

    /// Feeds `bytes` in random chunks, then flushes.
    private static func decodeInRandomChunks(
        _ bytes: [UInt8], _ random: inout SplitMix64, into decoder: inout InputDecoder
    ) -> [InputEvent] {
        var events: [InputEvent] = []
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + Int.random(in: 1...12, using: &random))
            events += decoder.feed(Array(bytes[start..<end]))
            start = end
        }
        return events + decoder.flush()
    }

    @Test(arguments: [UInt64(1), 0xDEAD_BEEF, 20_240_601])
    func randomInputNeverBreaksTheDecoder(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var pastesLeftOpen = 0
        for _ in 0..<1_500 {
            let bytes = Self.randomInput(&random)

            var whole = InputDecoder()
            let wholeEvents = whole.feed(bytes) + whole.flush()

            var chunked = InputDecoder()
            let chunkedEvents = Self.decodeInRandomChunks(bytes, &random, into: &chunked)
            #expect(chunkedEvents == wholeEvents, "input \(bytes)")
            #expect(chunked.hasPending == whole.hasPending, "input \(bytes)")

            // After a flush only an open paste may be held; its terminator closes it.
            if chunked.hasPending {
                pastesLeftOpen += 1
                let closing = chunked.feed(esc("[201~"))
                #expect(closing.count == 1, "input \(bytes)")
                if case .paste? = closing.first {} else { Issue.record("expected a paste for input \(bytes)") }
                #expect(!chunked.hasPending, "input \(bytes)")
            }

            // The decoder has recovered: valid keys decode exactly.
            let after = chunked.feed(esc("[1;5A") + utf8("xé") + [0x03])
            #expect(after == [key(.up, .control), char("x"), char("é"), char("c", .control)], "input \(bytes)")
            #expect(!chunked.hasPending)
        }
        // The generator does open pastes, so the closing branch above runs.
        #expect(pastesLeftOpen > 0)
    }
}
