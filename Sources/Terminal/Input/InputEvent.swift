/// Modifier keys held with a key or a mouse event.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    /// Creates modifiers from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Shift.
    public static let shift = Modifiers(rawValue: 1 << 0)
    /// Alt (Meta, Option).
    public static let alt = Modifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = Modifiers(rawValue: 1 << 2)
}

/// A key on the keyboard, as the terminal reports it.
public enum Key: Hashable, Sendable {
    /// A printable character (with Ctrl held, `.control` is in the modifiers and the character is
    /// the lowercase letter, e.g. Ctrl-C is `.character("c")` with `[.control]`).
    case character(Character)
    case enter, tab, backspace, escape
    case up, down, left, right
    case home, end, pageUp, pageDown, insert, delete
    /// F1 ... F12.
    case function(Int)
}

/// A mouse button, or the wheel.
public enum MouseButton: Hashable, Sendable {
    case left, middle, right
    case wheelUp, wheelDown, wheelLeft, wheelRight
    /// Motion with no button held.
    case none
}

/// What happened with the mouse.
public enum MouseAction: Hashable, Sendable {
    case press, release, drag, move
}

/// A mouse event at a zero-based cell position.
public struct MouseEvent: Hashable, Sendable {
    /// The button (or wheel direction).
    public var button: MouseButton
    /// Press, release, drag (motion with a button held) or move.
    public var action: MouseAction
    /// Zero-based column.
    public var column: Int
    /// Zero-based row.
    public var row: Int
    /// Modifiers held.
    public var modifiers: Modifiers

    /// Creates a mouse event.
    public init(button: MouseButton, action: MouseAction, column: Int, row: Int, modifiers: Modifiers = []) {
        self.button = button
        self.action = action
        self.column = column
        self.row = row
        self.modifiers = modifiers
    }
}

/// One decoded piece of terminal input.
public enum InputEvent: Hashable, Sendable {
    /// A key press with its modifiers.
    case key(Key, Modifiers)
    /// A mouse event (SGR 1006 encoding).
    case mouse(MouseEvent)
    /// Text pasted with bracketed paste (raw; make it inert before showing it). `isCut`: the
    /// paste was longer than `InputDecoder.maxPasteLength` bytes (1 MiB) and only its start was
    /// kept; a widget that takes text says so.
    case paste(String, isCut: Bool = false)
    /// The terminal window gained (`true`) or lost focus.
    case focus(Bool)
    /// The terminal's answer to a cursor position request (`CSI 6 n`), zero-based. Decoded only
    /// while `InputDecoder.expectsCursorReport` is set; the run loop consumes it.
    case cursorPosition(row: Int, column: Int)
}
