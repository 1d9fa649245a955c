import PtyTestSupport

/// A libvterm terminal and screen: bytes go in, cells, cursor and terminal properties come out.
///
/// It records the properties libvterm reports through `settermprop` (cursor visibility,
/// alternate screen, mouse mode, title) and collects the bytes libvterm answers with (replies to
/// DSR, DA and similar queries) for the session to write back to the program.
final class VirtualTerminal {
    private let library: LibVTerm
    private let terminal: OpaquePointer
    private let screen: OpaquePointer
    private let state: OpaquePointer
    /// libvterm keeps a pointer to the callbacks, so they live as long as the terminal.
    private let callbacks: UnsafeMutablePointer<PKVTermScreenCallbacks>
    private var rewriter = FaintAttributeRewriter()
    private var titleFragments: [UInt8] = []
    private var answers: [UInt8] = []
    /// How far the output has matched the background question (OSC 11 `?`), across writes.
    private var questionMatched = 0
    /// The colour given in answer to the background question (`rgb:ffff/ffff/ffff`), as a
    /// terminal that knows OSC 11 gives it; nil to leave it unanswered, as libvterm does.
    var backgroundAnswer: String?
    /// How many times the program asked for the background, answered or not.
    private(set) var backgroundQuestions = 0

    /// Number of rows.
    private(set) var rows: Int
    /// Number of columns.
    private(set) var columns: Int
    /// Whether the cursor is shown (DECTCEM, `ESC [ ? 25 h` / `l`).
    private(set) var cursorVisible = true
    /// Whether the alternate screen is active (`ESC [ ? 1049 h` and friends).
    private(set) var altScreen = false
    /// Mouse reporting: 0 off, 1 clicks (`?1000`), 2 drags (`?1002`), 3 all motion (`?1003`).
    private(set) var mouseMode = 0
    /// The window title (OSC 0 or OSC 2).
    private(set) var title = ""

    /// Creates a blank terminal of `rows` x `columns` with UTF-8 input and an alternate screen.
    init(library: LibVTerm, rows: Int, columns: Int) throws {
        guard let terminal = library.new(Int32(rows), Int32(columns)) else {
            throw TerminalSessionError.libvtermUnavailable("vterm_new failed")
        }
        guard let screen = library.obtainScreen(terminal), let state = library.obtainState(terminal)
        else {
            library.free(terminal)
            throw TerminalSessionError.libvtermUnavailable("vterm_obtain_screen failed")
        }
        self.library = library
        self.terminal = terminal
        self.screen = screen
        self.state = state
        self.rows = rows
        self.columns = columns
        callbacks = .allocate(capacity: 1)
        callbacks.initialize(to: PKVTermScreenCallbacks())
        callbacks.pointee.settermprop = { property, value, user in
            guard let user, let value else { return 1 }
            Unmanaged<VirtualTerminal>.fromOpaque(user).takeUnretainedValue()
                .setProperty(property, value)
            return 1
        }

        let user = Unmanaged.passUnretained(self).toOpaque()
        library.setUTF8(terminal, 1)
        library.outputSetCallback(
            terminal,
            { bytes, length, user in
                guard let bytes, let user else { return }
                let terminal = Unmanaged<VirtualTerminal>.fromOpaque(user).takeUnretainedValue()
                bytes.withMemoryRebound(to: UInt8.self, capacity: length) {
                    terminal.answers.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
                }
            }, user)
        library.screenEnableAltscreen(screen, 1)
        library.screenSetCallbacks(screen, callbacks, user)
        library.screenReset(screen, 1)
    }

    deinit {
        library.free(terminal)
        callbacks.deinitialize(count: 1)
        callbacks.deallocate()
    }

    /// Feeds bytes the program wrote to its terminal. A background question is counted
    /// (``backgroundQuestions``) and answered (when ``backgroundAnswer`` is set) right after it,
    /// ahead of what libvterm answers to the queries that follow it, as a real terminal answers in
    /// order.
    func write(_ bytes: some Sequence<UInt8>) {
        let question = Array("\u{1B}]11;?".utf8)
        var pending: [UInt8] = []
        for byte in bytes {
            pending.append(byte)
            questionMatched = byte == question[questionMatched] ? questionMatched + 1 : (byte == question[0] ? 1 : 0)
            guard questionMatched == question.count else { continue }
            questionMatched = 0
            backgroundQuestions += 1
            guard let answer = backgroundAnswer else { continue }
            feed(pending)
            pending = []
            answers += Array("\u{1B}]11;\(answer)\u{1B}\\".utf8)
        }
        feed(pending)
    }

    /// Hands bytes to libvterm.
    private func feed(_ bytes: some Sequence<UInt8>) {
        let rewritten = rewriter.rewrite(bytes)
        guard !rewritten.isEmpty else { return }
        rewritten.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                var offset = 0
                while offset < characters.count {
                    let written = library.inputWrite(
                        terminal, characters.baseAddress! + offset, characters.count - offset)
                    if written == 0 { break }
                    offset += written
                }
            }
        }
    }

    /// Returns and forgets the bytes libvterm produced in answer to queries since the last call.
    func takeAnswers() -> [UInt8] {
        defer { answers.removeAll() }
        return answers
    }

    /// Changes the size of the emulated screen.
    func resize(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        library.setSize(terminal, Int32(rows), Int32(columns))
    }

    /// Zero-based cursor position.
    var cursorPosition: (row: Int, column: Int) {
        var position = PKVTermPos()
        library.stateGetCursorPosition(state, &position)
        return (Int(position.row), Int(position.col))
    }

    /// The cell at a zero-based position; positions outside the screen read as empty cells.
    func cell(column: Int, row: Int) -> CellInfo {
        let raw = rawCell(column: column, row: row)
        let layout = library.attributeLayout
        let attributes = raw.attrs
        return CellInfo(
            text: Self.text(of: raw),
            width: Int(raw.width),
            foreground: Self.color(raw.fg, defaultBit: UInt8(PK_VTERM_COLOR_DEFAULT_FG)),
            background: Self.color(raw.bg, defaultBit: UInt8(PK_VTERM_COLOR_DEFAULT_BG)),
            bold: attributes & layout.bold != 0,
            dim: attributes & layout.fontAll == layout.fontOne,
            italic: attributes & layout.italic != 0,
            underline: attributes & layout.underline != 0,
            blink: attributes & layout.blink != 0,
            reverse: attributes & layout.reverse != 0,
            strikethrough: attributes & layout.strikethrough != 0
        )
    }

    /// The text of a row; the right halves of double-width characters are skipped, empty cells
    /// read as spaces and trailing spaces are removed.
    func line(_ row: Int) -> String {
        var text = ""
        for column in 0..<columns {
            let raw = rawCell(column: column, row: row)
            if raw.chars.0 == UInt32.max { continue }
            let characters = Self.text(of: raw)
            text += characters.isEmpty ? " " : characters
        }
        while text.last == " " { text.removeLast() }
        return text
    }

    private func rawCell(column: Int, row: Int) -> PKVTermScreenCell {
        var raw = PKVTermScreenCell()
        guard (0..<rows).contains(row), (0..<columns).contains(column) else { return raw }
        _ = library.screenGetCell(screen, PKVTermPos(row: Int32(row), col: Int32(column)), &raw)
        return raw
    }

    private static func text(of cell: PKVTermScreenCell) -> String {
        withUnsafeBytes(of: cell.chars) { bytes in
            var text = String.UnicodeScalarView()
            for value in bytes.bindMemory(to: UInt32.self) {
                guard value != 0, value != UInt32.max, let scalar = Unicode.Scalar(value) else {
                    break
                }
                text.append(scalar)
            }
            return String(text)
        }
    }

    private static func color(_ color: PKVTermColor, defaultBit: UInt8) -> TerminalColor {
        if color.type & defaultBit != 0 { return .default }
        if color.type & UInt8(PK_VTERM_COLOR_TYPE_MASK)
            == UInt8(PK_VTERM_COLOR_INDEXED)
        {
            return .indexed(color.value1)
        }
        return .rgb(color.value1, color.value2, color.value3)
    }

    private func setProperty(_ property: Int32, _ value: UnsafeMutableRawPointer) {
        switch property {
        case Int32(PK_VTERM_PROP_CURSORVISIBLE):
            cursorVisible = value.load(as: Int32.self) != 0
        case Int32(PK_VTERM_PROP_ALTSCREEN):
            altScreen = value.load(as: Int32.self) != 0
        case Int32(PK_VTERM_PROP_MOUSE):
            mouseMode = Int(value.load(as: Int32.self))
        case Int32(PK_VTERM_PROP_TITLE):
            if library.stringsAreFragments {
                let fragment = value.load(as: PKVTermStringFragment.self)
                let bits = UInt64(fragment.bits)
                if bits & (1 << 30) != 0 { titleFragments.removeAll() }
                if let start = fragment.str {
                    start.withMemoryRebound(to: UInt8.self, capacity: Int(bits & 0x3FFF_FFFF)) {
                        titleFragments.append(
                            contentsOf: UnsafeBufferPointer(start: $0, count: Int(bits & 0x3FFF_FFFF)))
                    }
                }
                if bits & (1 << 31) != 0 {
                    title = String(decoding: titleFragments, as: UTF8.self)
                }
            } else if let string = value.load(as: UnsafePointer<CChar>?.self) {
                title = String(cString: string)
            }
        default:
            break
        }
    }
}
