import PtyTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// libvterm, loaded at run time with `dlopen` so that building the package never needs it.
///
/// Each function is looked up by name and cast to the matching type from `vterm_abi.h`. The
/// positions of the cell attributes inside the attribute bit-field differ between libvterm
/// versions, so `load()` finds them by feeding known SGR sequences to a scratch terminal
/// (see `CellAttributeLayout`).
struct LibVTerm {
    let new: pk_vterm_new_fn
    let free: pk_vterm_free_fn
    let setUTF8: pk_vterm_set_utf8_fn
    let setSize: pk_vterm_set_size_fn
    let inputWrite: pk_vterm_input_write_fn
    let outputSetCallback: pk_vterm_output_set_callback_fn
    let obtainScreen: pk_vterm_obtain_screen_fn
    let screenReset: pk_vterm_screen_reset_fn
    let screenEnableAltscreen: pk_vterm_screen_enable_altscreen_fn
    let screenGetCell: pk_vterm_screen_get_cell_fn
    let screenSetCallbacks: pk_vterm_screen_set_callbacks_fn
    let obtainState: pk_vterm_obtain_state_fn
    let stateGetCursorPosition: pk_vterm_state_get_cursorpos_fn
    /// Whether string properties arrive as `VTermStringFragment`s (libvterm 0.2 and later)
    /// rather than as zero-terminated strings.
    let stringsAreFragments: Bool
    /// Where each attribute lives in `PKVTermScreenCell.attrs` for the loaded version.
    private(set) var attributeLayout = CellAttributeLayout()

    /// Library names tried in order.
    static let candidateNames = [
        "libvterm.so.0", "libvterm.so", "libvterm.0.dylib", "libvterm.dylib",
        "/opt/homebrew/lib/libvterm.dylib", "/usr/local/lib/libvterm.dylib",
    ]

    /// Loads libvterm and resolves every function the tests use.
    /// - Throws: `TerminalSessionError.libvtermUnavailable` naming the package to install.
    static func load() throws -> LibVTerm {
        var handle: UnsafeMutableRawPointer?
        var errors: [String] = []
        for name in candidateNames {
            handle = dlopen(name, RTLD_NOW | RTLD_LOCAL)
            if handle != nil { break }
            errors.append(dlerror().map { String(cString: $0) } ?? name)
        }
        guard let handle else {
            throw TerminalSessionError.libvtermUnavailable(errors.joined(separator: "; "))
        }

        func symbol<T>(_ name: String, as type: T.Type) throws -> T {
            guard let address = dlsym(handle, name) else {
                throw TerminalSessionError.libvtermUnavailable("libvterm has no symbol \(name)")
            }
            return unsafeBitCast(address, to: type)
        }

        var library = LibVTerm(
            new: try symbol("vterm_new", as: pk_vterm_new_fn.self),
            free: try symbol("vterm_free", as: pk_vterm_free_fn.self),
            setUTF8: try symbol("vterm_set_utf8", as: pk_vterm_set_utf8_fn.self),
            setSize: try symbol("vterm_set_size", as: pk_vterm_set_size_fn.self),
            inputWrite: try symbol("vterm_input_write", as: pk_vterm_input_write_fn.self),
            outputSetCallback: try symbol(
                "vterm_output_set_callback", as: pk_vterm_output_set_callback_fn.self),
            obtainScreen: try symbol("vterm_obtain_screen", as: pk_vterm_obtain_screen_fn.self),
            screenReset: try symbol("vterm_screen_reset", as: pk_vterm_screen_reset_fn.self),
            screenEnableAltscreen: try symbol(
                "vterm_screen_enable_altscreen", as: pk_vterm_screen_enable_altscreen_fn.self),
            screenGetCell: try symbol("vterm_screen_get_cell", as: pk_vterm_screen_get_cell_fn.self),
            screenSetCallbacks: try symbol(
                "vterm_screen_set_callbacks", as: pk_vterm_screen_set_callbacks_fn.self),
            obtainState: try symbol("vterm_obtain_state", as: pk_vterm_obtain_state_fn.self),
            stateGetCursorPosition: try symbol(
                "vterm_state_get_cursorpos", as: pk_vterm_state_get_cursorpos_fn.self),
            // OSC 52 selection support and string fragments arrived together in libvterm 0.2.
            stringsAreFragments: dlsym(handle, "vterm_state_set_selection_callbacks") != nil
        )
        library.attributeLayout = try CellAttributeLayout.calibrate(with: library)
        return library
    }
}

/// The bits of each attribute inside a cell's attribute word, learnt from the loaded libvterm.
struct CellAttributeLayout {
    var bold: UInt32 = 0
    var italic: UInt32 = 0
    var underline: UInt32 = 0
    var blink: UInt32 = 0
    var reverse: UInt32 = 0
    var strikethrough: UInt32 = 0
    /// Bits of the alternate-font field when its value is 1, which stands for "dim"
    /// (see `FaintAttributeRewriter`).
    var fontOne: UInt32 = 0
    /// All bits of the alternate-font field.
    var fontAll: UInt32 = 0

    /// Writes one character per SGR sequence into a scratch terminal and records which attribute
    /// bits each sequence sets compared with a plain character.
    static func calibrate(with library: LibVTerm) throws -> CellAttributeLayout {
        let probes: [(sgr: String, keyPath: WritableKeyPath<CellAttributeLayout, UInt32>?)] = [
            ("0", nil), ("1", \.bold), ("3", \.italic), ("4", \.underline), ("21", \.underline),
            ("5", \.blink), ("7", \.reverse), ("9", \.strikethrough), ("11", \.fontOne),
            ("12", nil), ("14", nil), ("18", nil),
        ]
        guard let terminal = library.new(1, Int32(probes.count + 1)) else {
            throw TerminalSessionError.libvtermUnavailable("vterm_new failed")
        }
        defer { library.free(terminal) }
        library.setUTF8(terminal, 1)
        guard let screen = library.obtainScreen(terminal) else {
            throw TerminalSessionError.libvtermUnavailable("vterm_obtain_screen failed")
        }
        library.screenReset(screen, 1)
        let input = probes.map { "\u{1B}[0;\($0.sgr)mX" }.joined()
        _ = input.withCString { library.inputWrite(terminal, $0, strlen($0)) }

        func attributes(at column: Int) -> UInt32 {
            var cell = PKVTermScreenCell()
            _ = library.screenGetCell(screen, PKVTermPos(row: 0, col: Int32(column)), &cell)
            return cell.attrs
        }
        let plain = attributes(at: 0)
        var layout = CellAttributeLayout()
        for (index, probe) in probes.enumerated() {
            let bits = attributes(at: index) ^ plain
            if let keyPath = probe.keyPath { layout[keyPath: keyPath] |= bits }
            if probe.sgr.count == 2, probe.sgr.hasPrefix("1") { layout.fontAll |= bits }
        }
        let found: [UInt32] = [
            layout.bold, layout.italic, layout.underline, layout.blink, layout.reverse,
            layout.strikethrough, layout.fontOne,
        ]
        guard found.allSatisfy({ $0 != 0 }), Set(found).count == found.count else {
            throw TerminalSessionError.libvtermUnavailable(
                "the loaded libvterm's cell layout is not the one vterm_abi.h describes")
        }
        return layout
    }
}
