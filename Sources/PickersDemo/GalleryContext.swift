import PickerKit

/// What a gallery screen may ask of the app around it: show an alert, run something later,
/// ring the bell, draw random numbers.
@MainActor
public final class GalleryContext {
    weak var program: WidgetProgram?
    /// The seedable generator behind every random choice (`picker demo --seed N`).
    public var random: SeededGenerator
    /// Rings the terminal bell (the demo's sounds).
    public var bell: () -> Void

    init(seed: UInt64, bell: @escaping () -> Void) {
        random = SeededGenerator(seed: seed)
        self.bell = bell
    }

    /// Shows an alert with one button that closes it.
    public func showAlert(title: String, message: String, button: String) {
        let alert = Alert(
            title: title, message: message, buttons: [(button, { [weak self] in self?.program?.dismissModal() })])
        program?.present(alert)
    }

    /// Runs `action` after `delay` seconds.
    public func after(_ delay: Double, _ action: @escaping () -> Void) {
        program?.after(delay, action)
    }
}

/// SplitMix64: a small, fast, seedable random number generator, so a demo run can be repeated.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator; the same seed gives the same numbers.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
