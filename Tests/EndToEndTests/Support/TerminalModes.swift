import PtyTestSupport

/// The termios modes of a terminal that a full-screen program changes and must restore.
struct TerminalModes: Equatable, CustomStringConvertible {
    /// Canonical (line-editing) input, ICANON.
    var canonical: Bool
    /// Echo of typed characters, ECHO.
    var echo: Bool
    /// Ctrl-C, Ctrl-Z and Ctrl-\ generate signals, ISIG.
    var signalGenerating: Bool
    /// Carriage return is read as newline, ICRNL.
    var translatesCarriageReturn: Bool
    /// Output post-processing ("\n" written as "\r\n"), OPOST.
    var outputProcessed: Bool

    /// The modes of a fresh pseudo-terminal, and of any terminal a program gave back as it found it.
    static let cooked = TerminalModes(
        canonical: true, echo: true, signalGenerating: true, translatesCarriageReturn: true,
        outputProcessed: true)

    /// Memberwise initializer.
    init(
        canonical: Bool, echo: Bool, signalGenerating: Bool, translatesCarriageReturn: Bool,
        outputProcessed: Bool
    ) {
        self.canonical = canonical
        self.echo = echo
        self.signalGenerating = signalGenerating
        self.translatesCarriageReturn = translatesCarriageReturn
        self.outputProcessed = outputProcessed
    }

    /// Reads the modes of the terminal behind `fileDescriptor` (a pty master reports its slave's).
    /// A mode that cannot be read counts as off.
    init(fileDescriptor: Int32) {
        canonical = pk_pty_is_canonical(fileDescriptor) == 1
        echo = pk_pty_is_echo(fileDescriptor) == 1
        signalGenerating = pk_pty_is_signal_generating(fileDescriptor) == 1
        translatesCarriageReturn = pk_pty_is_translating_cr(fileDescriptor) == 1
        outputProcessed = pk_pty_is_output_processed(fileDescriptor) == 1
    }

    var description: String {
        [
            (canonical, "icanon"), (echo, "echo"), (signalGenerating, "isig"),
            (translatesCarriageReturn, "icrnl"), (outputProcessed, "opost"),
        ].map { ($0.0 ? "" : "-") + $0.1 }.joined(separator: " ")
    }
}
