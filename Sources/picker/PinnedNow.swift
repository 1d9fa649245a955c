import Foundation
import PickerKit

/// "Now" pinned by the environment: `PICKER_NOW=2024-01-15T14:30` (local time in the time zone
/// given) stands for the wall clock, so that scripts, demos and tests get the same default value
/// and the same "today" on every run. Read by the command line only; no widget reads a clock.
enum PinnedNow {
    /// The variable.
    static let variable = "PICKER_NOW"

    /// The pinned moment, or nil when the variable is not set (or empty).
    ///
    /// - Throws: `PromptError` naming the variable when its value is not YYYY-MM-DDTHH:MM.
    static func read(_ value: (String) -> String?, timeZone: TimeZone) throws -> Date? {
        guard let text = value(variable), !text.isEmpty else { return nil }
        do {
            return try DateText.parse(text, as: .dateTime, timeZone: timeZone)
        } catch {
            throw PromptError("\(variable): \(error)")
        }
    }
}
