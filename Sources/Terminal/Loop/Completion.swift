/// How a run on the terminal ended.
///
/// The loop returns one of these instead of a number: what a finished run means to a shell (an
/// exit status) is decided once, by the command line, not by the engine.
public enum Completion: Sendable, Equatable {
    /// The program reached its end normally (a prompt has its answer).
    case finished
    /// The user gave up (Esc).
    case cancelled
    /// Ctrl-C, or SIGINT.
    case interrupted
    /// The time the run was given ran out.
    case timedOut
    /// The terminal went away (a hang-up: end of input, or an error, on the terminal).
    case hungUp
    /// The run could not go on; the message says why in one line.
    case failed(String)
}
