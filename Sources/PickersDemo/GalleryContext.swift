import PickerKit

/// What the gallery's screens share: the seedable generator behind every random choice
/// (`picker demo --seed N`). Everything that touches the run — alerts, timers, the bell — goes
/// through the `RunContext` a screen is handed.
@MainActor
public final class GalleryContext {
    /// The generator behind every random choice.
    package var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }
}

extension RunContext {
    /// Shows an alert with one button that closes it.
    func showAlert(title: String, message: String, button: String) {
        present(Alert(title: title, message: message, dismissTitles: [button]))
    }
}
