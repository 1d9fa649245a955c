import Foundation
import PickerKitUIKit
import Testing

/// UIDatePicker keeps the instant it is given, as on iOS.
@MainActor
@Suite struct UIDatePickerTests {
    @Test func setDateThenDateIsTheSameInstantSecondsAndAll() {
        let picker = UIDatePicker(frame: .zero)
        let instant = Date(timeIntervalSince1970: 1_705_329_027.5)  // 2024-01-15 14:30:27.5 UTC
        picker.setDate(instant, animated: false)
        #expect(picker.date == instant)
        picker.minuteInterval = 15
        #expect(picker.date == instant, "the interval snaps only what the user changes")
        picker.date = instant.addingTimeInterval(61)
        #expect(picker.date == instant.addingTimeInterval(61))
        picker.minimumDate = instant.addingTimeInterval(3600)  // 15:30:27.5
        #expect(
            picker.date == Date(timeIntervalSince1970: 1_705_333_500),
            "a date below the minimum goes to the first step inside the bounds: 15:45")
    }
}
