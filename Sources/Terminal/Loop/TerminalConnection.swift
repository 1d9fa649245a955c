/// What the loop needs of a terminal: a descriptor to wait on and read keys from, raw mode and its
/// undoing, the size, and writing.
///
/// `TerminalDevice` is the real one (the controlling terminal, or a pseudo-terminal handed in); a
/// test hands the loop a scripted one through its `LoopHost`.
@MainActor
package protocol TerminalConnection: AnyObject {
    /// The descriptor keys are read from (non-blocking).
    var fd: Int32 { get }
    /// Switches to raw mode: keys arrive one by one, unechoed, with Ctrl-C and Ctrl-Z as bytes.
    /// `discardingInput` drops what was typed before and not read yet (when the terminal is first
    /// taken; not when it is taken back after Ctrl-Z, when a Ctrl-C may already be waiting).
    func enterRawMode(discardingInput: Bool) throws
    /// Turns the echo off but keeps whole lines, line editing and the signal keys: a secret read
    /// a line at a time (a password in plain lines). `restore()` undoes it.
    func enterLineModeWithoutEcho() throws
    /// Writes the restore bytes and puts back the settings found before raw mode (or before the
    /// echo was turned off).
    func restore()
    /// The size in columns and rows.
    func size() -> (columns: Int, rows: Int)
    /// Writes every byte; see `TerminalDevice.write(_:interruptFD:patience:)`.
    func write(_ bytes: [UInt8], interruptFD: Int32, patience: Double?) -> TerminalDevice.WriteResult
}

extension TerminalDevice: TerminalConnection {}
