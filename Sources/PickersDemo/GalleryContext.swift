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
