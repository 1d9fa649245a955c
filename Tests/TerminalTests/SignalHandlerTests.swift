import CShim
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The handlers the loop installs: a signal the parent ignored stays ignored (nohup), the others
/// are taken, and everything is given back afterwards.
@Suite("Signal handlers", .serialized)
struct SignalHandlerTests {
    /// The handler of `signo`, as a number to compare (read by setting and putting it back).
    private func disposition(_ signo: Int32) -> Int {
        let old = signal(signo, SIG_IGN)
        signal(signo, old)
        return unsafeBitCast(old, to: Int.self)
    }

    @Test func ignoredSignalsStayIgnoredAndAllAreGivenBack() {
        let ignored = unsafeBitCast(SIG_IGN, to: Int.self)
        let byDefault = unsafeBitCast(SIG_DFL, to: Int.self)
        signal(SIGUSR1, SIG_IGN)
        signal(SIGUSR2, SIG_DFL)
        defer { signal(SIGUSR1, SIG_DFL) }

        let pipe = pk_signals_install()
        #expect(pipe >= 0)
        #expect(pk_signal_was_ignored(SIGUSR1) == 1)
        #expect(pk_signal_was_ignored(SIGUSR2) == 0)
        #expect(disposition(SIGUSR1) == ignored, "an ignored signal must stay ignored")
        #expect(disposition(SIGUSR2) != byDefault && disposition(SIGUSR2) != ignored, "SIGUSR2 is taken")

        pk_signals_uninstall()
        #expect(disposition(SIGUSR1) == ignored)
        #expect(disposition(SIGUSR2) == byDefault)
    }
}
