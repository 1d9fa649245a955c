import Foundation
import Testing

@testable import PickersDemo

/// A fresh folder under the temporary directory, removed after `body`.
private func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("thermostat-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
}

/// The text of a file.
private func contents(_ url: URL) throws -> String {
    String(decoding: try Data(contentsOf: url), as: UTF8.self)
}

/// A store at `folder/pickers/thermostat.json`, as `XDG_CONFIG_HOME=folder` gives.
private func store(in folder: URL) throws -> ThermostatStore {
    try #require(ThermostatStore(environment: ["XDG_CONFIG_HOME": folder.path]))
}

/// A schedule different from the defaults in every section.
private var edited: ThermostatSchedule {
    var schedule = ThermostatSchedule.defaults
    schedule.unit = .celsius
    schedule.setTime(6 * 60 + 45, section: .weekday, period: .wake)
    schedule.setHeat(19, in: .celsius, section: .weekend, period: .sleep)
    schedule.setCool(88, in: .fahrenheit, section: .weekday, period: .returnHome)
    return schedule
}

@Suite("ThermostatSchedule: values, limits and display")
struct ThermostatScheduleModelTests {
    @Test func defaultsAreValid() {
        let schedule = ThermostatSchedule.defaults
        #expect(schedule.normalized() == schedule)
        #expect(schedule[.weekday, .wake] == .init(minutes: 360, heat: 70, cool: 78))
        #expect(schedule[.weekday, .sleep] == .init(minutes: 1_320, heat: 62, cool: 82))
        #expect(schedule[.weekend, .wake].minutes == 480)
        #expect(ThermostatSchedule.Period.allCases.map(\.title) == ["Wake", "Leave", "Return", "Sleep"])
        #expect(ThermostatSchedule.Section.allCases.map(\.title) == ["Weekday", "Weekend"])
    }

    @Test func timesIn12And24HourForm() {
        let text = ThermostatSchedule.timeText
        #expect(text(360, false) == "6:00 AM")
        #expect(text(0, false) == "12:00 AM")
        #expect(text(15, false) == "12:15 AM")
        #expect(text(720, false) == "12:00 PM")
        #expect(text(1_335, false) == "10:15 PM")
        #expect(text(360, true) == "06:00")
        #expect(text(1_080, true) == "18:00")
        #expect(text(1_440 + 45, true) == "00:45")
        #expect(ThermostatSchedule.minutes(fromClock: "6:00") == 360)
        #expect(ThermostatSchedule.minutes(fromClock: "23:59") == 1_439)
        for bad in ["24:00", "6:60", "6", "06:0", ":00", "6:00 AM", "-1:00", "٦:00"] {
            #expect(ThermostatSchedule.minutes(fromClock: bad) == nil, "\(bad)")
        }
    }

    @Test func timesSnapToQuarterHoursAndWrap() {
        var schedule = ThermostatSchedule.defaults
        schedule.setTime(6 * 60 + 7, section: .weekday, period: .wake)
        #expect(schedule[.weekday, .wake].minutes == 6 * 60)
        schedule.setTime(6 * 60 + 8, section: .weekday, period: .wake)
        #expect(schedule[.weekday, .wake].minutes == 6 * 60 + 15)
        schedule.setTime(23 * 60 + 55, section: .weekday, period: .wake)
        #expect(schedule[.weekday, .wake].minutes == 0)
        schedule.setTime(-15, section: .weekday, period: .wake)
        #expect(schedule[.weekday, .wake].minutes == 23 * 60 + 45)
    }

    @Test func heatStaysBelowCoolAndInsideTheRange() {
        var schedule = ThermostatSchedule.defaults
        schedule.setHeat(80, in: .fahrenheit, section: .weekday, period: .wake)  // cool was 78
        #expect(schedule[.weekday, .wake] == .init(minutes: 360, heat: 80, cool: 83))
        schedule.setCool(60, in: .fahrenheit, section: .weekday, period: .wake)
        #expect(schedule[.weekday, .wake] == .init(minutes: 360, heat: 57, cool: 60))
        schedule.setHeat(100, in: .fahrenheit, section: .weekday, period: .leave)
        #expect(schedule[.weekday, .leave] == .init(minutes: 480, heat: 87, cool: 90))
        schedule.setCool(0, in: .celsius, section: .weekday, period: .leave)
        #expect(schedule[.weekday, .leave] == .init(minutes: 480, heat: 45, cool: 48))
        #expect(TemperatureUnit.celsius.range == 7...32)
        #expect(TemperatureUnit.fahrenheit.range == 45...90)
    }

    @Test func normalizedRepairsEveryValue() {
        var schedule = ThermostatSchedule.defaults
        schedule.weekday.wake = .init(minutes: 1_441, heat: 20, cool: 30)
        schedule.weekend.sleep = .init(minutes: 8, heat: 95, cool: 99)
        schedule.weekend.leave = .init(minutes: 480, heat: 70, cool: 69)
        let fixed = schedule.normalized()
        #expect(fixed.weekday.wake == .init(minutes: 0, heat: 45, cool: 48))
        #expect(fixed.weekend.sleep == .init(minutes: 15, heat: 87, cool: 90))
        #expect(fixed.weekend.leave == .init(minutes: 480, heat: 70, cool: 73))
        #expect(fixed.normalized() == fixed)
    }

    @Test func togglingUnitsNeverDrifts() {
        var schedule = edited
        let original = schedule
        for _ in 0..<100 {
            schedule.unit = schedule.unit == .celsius ? .fahrenheit : .celsius
            // What a view does on each toggle: show every value, and hand the shown values back.
            for section in ThermostatSchedule.Section.allCases {
                for period in ThermostatSchedule.Period.allCases {
                    let setting = schedule[section, period]
                    let unit = schedule.unit
                    schedule.setHeat(unit.display(fahrenheit: setting.heat), in: unit, section: section, period: period)
                    schedule.setCool(unit.display(fahrenheit: setting.cool), in: unit, section: section, period: period)
                }
            }
        }
        #expect(schedule == original)
        // 71 °F shows as 22 °C; choosing the 22 it shows keeps 71 °F (22 °C alone would be 72 °F).
        schedule.weekday.wake.heat = 71
        schedule.setHeat(22, in: .celsius, section: .weekday, period: .wake)
        #expect(schedule.weekday.wake.heat == 71)
    }

    @Test func everyCelsiusChoiceShowsItselfAgain() {
        for celsius in TemperatureUnit.celsius.range {
            let fahrenheit = TemperatureUnit.celsius.fahrenheit(fromDisplay: celsius)
            #expect(TemperatureUnit.celsius.display(fahrenheit: fahrenheit) == celsius, "\(celsius) °C")
            #expect(ThermostatSchedule.temperatureRange.contains(fahrenheit))
        }
        var schedule = ThermostatSchedule.defaults
        schedule.unit = .celsius
        #expect(schedule.temperatureText(fahrenheit: 70) == "21°C")
        #expect(schedule.temperatureText(fahrenheit: 45) == "7°C")
        schedule.unit = .fahrenheit
        #expect(schedule.temperatureText(fahrenheit: 70) == "70°F")
    }

    @Test func jsonRoundTripAndLayout() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(edited)
        #expect(try JSONDecoder().decode(ThermostatSchedule.self, from: data) == edited)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"version\":1"))
        #expect(text.contains("\"unit\":\"celsius\""))
        #expect(text.contains("\"wake\":{\"coolF\":78,\"heatF\":70,\"time\":\"06:45\"}"))
        #expect(text.contains("\"return\":"))
    }
}

@Suite("ThermostatStore: the configuration file")
struct ThermostatScheduleStoreTests {
    @Test func xdgConfigHomeWinsOverHome() {
        let url = ThermostatStore.fileURL
        #expect(
            url(["XDG_CONFIG_HOME": "/x/config", "HOME": "/home/ann"])?.path == "/x/config/pickers/thermostat.json")
        #expect(url(["HOME": "/home/ann"])?.path == "/home/ann/.config/pickers/thermostat.json")
        #expect(
            url(["XDG_CONFIG_HOME": "", "HOME": "/home/ann"])?.path == "/home/ann/.config/pickers/thermostat.json")
        #expect(
            url(["XDG_CONFIG_HOME": "rel/config", "HOME": "/home/ann"])?.path
                == "/home/ann/.config/pickers/thermostat.json")
        #expect(url([:]) == nil)
        #expect(url(["HOME": "relative"]) == nil)
        #expect(ThermostatStore(environment: [:]) == nil)
    }

    @Test func firstStartUsesTheDefaultsQuietly() throws {
        try withTemporaryFolder { folder in
            let loaded = try store(in: folder).load(backupTag: 1)
            #expect(loaded == .init(schedule: .defaults, message: nil, backup: nil))
        }
    }

    @Test func saveCreatesTheFoldersAndLoadReadsItBack() throws {
        try withTemporaryFolder { folder in
            let home = folder.appendingPathComponent("home/ann", isDirectory: true)
            let store = try #require(ThermostatStore(environment: ["HOME": home.path]))
            #expect(store.fileURL.path == home.path + "/.config/pickers/thermostat.json")
            #expect(store.save(edited) == nil)
            #expect(FileManager.default.fileExists(atPath: store.fileURL.path))
            #expect(store.load(backupTag: 1) == .init(schedule: edited, message: nil, backup: nil))
            var again = edited
            again.unit = .fahrenheit
            #expect(store.save(again) == nil)
            #expect(store.load(backupTag: 1).schedule == again)
            let leftovers = try FileManager.default.contentsOfDirectory(
                atPath: store.fileURL.deletingLastPathComponent().path)
            #expect(leftovers == ["thermostat.json"])
        }
    }

    @Test func aCorruptFileIsMovedAsideAndTheDefaultsUsed() throws {
        try withTemporaryFolder { folder in
            let store = try store(in: folder)
            try FileManager.default.createDirectory(
                at: store.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{\"version\": 1, \"unit\": ".utf8).write(to: store.fileURL)
            let loaded = store.load(backupTag: 17)
            #expect(loaded.schedule == .defaults)
            let backup = try #require(loaded.backup)
            #expect(backup.lastPathComponent == "thermostat.json.bad-17")
            #expect(try contents(backup) == "{\"version\": 1, \"unit\": ")
            #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
            #expect(
                loaded.message
                    == "\(store.fileURL.path) is not valid JSON; moved it to thermostat.json.bad-17 and using the default schedule"
            )
            // The same tag again never overwrites the first backup.
            try Data("second".utf8).write(to: store.fileURL)
            let second = store.load(backupTag: 17)
            #expect(second.backup?.lastPathComponent == "thermostat.json.bad-17-2")
            #expect(try contents(backup) == "{\"version\": 1, \"unit\": ")
            #expect(try contents(try #require(second.backup)) == "second")
        }
    }

    @Test func jsonThatIsNotAScheduleIsMovedAsideWithTheReason() throws {
        try withTemporaryFolder { folder in
            let store = try store(in: folder)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]  // "heatF" is always followed by "time"
            var json = String(decoding: try encoder.encode(ThermostatSchedule.defaults), as: UTF8.self)
            json = json.replacingOccurrences(of: "\"heatF\":70,", with: "")
            try FileManager.default.createDirectory(
                at: store.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(json.utf8).write(to: store.fileURL)
            let loaded = store.load(backupTag: 3)
            #expect(loaded.schedule == .defaults)
            #expect(loaded.backup != nil)
            #expect(loaded.message?.contains("is not a thermostat schedule (weekday.wake.heatF is missing)") == true)
            let newer = #"{"version": 2, "unit": "celsius"}"#
            try Data(newer.utf8).write(to: store.fileURL)
            #expect(store.load(backupTag: 4).message?.contains("version 2 is not supported") == true)
        }
    }

    @Test func aFileOverOneMebibyteIsUnreadableAndMovedAside() throws {
        try withTemporaryFolder { folder in
            let store = try store(in: folder)
            try FileManager.default.createDirectory(
                at: store.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Valid JSON padded with spaces to exactly the limit is read …
            let json = try JSONEncoder().encode(edited)
            let padding = Data(repeating: 0x20, count: ThermostatStore.maximumFileSize - json.count)
            try (json + padding).write(to: store.fileURL)
            #expect(store.load(backupTag: 1) == .init(schedule: edited, message: nil, backup: nil))
            // … one byte more is not.
            try (json + padding + Data(" ".utf8)).write(to: store.fileURL)
            let loaded = store.load(backupTag: 2)
            #expect(loaded.schedule == .defaults)
            #expect(loaded.message?.contains("is larger than 1 MiB; moved it to thermostat.json.bad-2") == true)
            #expect(try Data(contentsOf: try #require(loaded.backup)).count == ThermostatStore.maximumFileSize + 1)
        }
    }

    @Test func aFolderInPlaceOfTheFileIsMovedAside() throws {
        try withTemporaryFolder { folder in
            let store = try store(in: folder)
            try FileManager.default.createDirectory(at: store.fileURL, withIntermediateDirectories: true)
            let loaded = store.load(backupTag: 5)
            #expect(loaded.message?.contains("is a folder, not a file") == true)
            #expect(loaded.backup?.lastPathComponent == "thermostat.json.bad-5")
            #expect(store.save(edited) == nil)
        }
    }

    @Test func outOfRangeValuesAreAdjustedWithAMessage() throws {
        try withTemporaryFolder { folder in
            let store = try store(in: folder)
            var wild = ThermostatSchedule.defaults
            wild.weekday.wake = .init(minutes: 367, heat: 99, cool: 30)
            #expect(store.save(wild) == nil)
            let loaded = store.load(backupTag: 1)
            #expect(loaded.schedule == wild.normalized())
            #expect(loaded.schedule.weekday.wake == .init(minutes: 360, heat: 87, cool: 90))
            #expect(loaded.message == "\(store.fileURL.path): some values were out of range and were adjusted")
            #expect(loaded.backup == nil)
        }
    }

    @Test func saveNeverReplacesAFileThatIsNotASchedule() throws {
        try withTemporaryFolder { folder in
            let store = try store(in: folder)
            try FileManager.default.createDirectory(
                at: store.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("my notes".utf8).write(to: store.fileURL)
            let message = try #require(store.save(edited))
            #expect(message.hasPrefix("The schedule was not saved: \(store.fileURL.path) is not valid JSON"))
            #expect(try contents(store.fileURL) == "my notes")
        }
    }

    @Test func aFailedSaveReturnsAMessage() throws {
        try withTemporaryFolder { folder in
            let blocker = folder.appendingPathComponent("not-a-folder")
            try Data("x".utf8).write(to: blocker)
            let store = try #require(ThermostatStore(environment: ["XDG_CONFIG_HOME": blocker.path]))
            let message = try #require(store.save(edited))
            #expect(message == "The schedule was not saved: cannot create the folder \(blocker.path)/pickers")
            #expect(try contents(blocker) == "x")
        }
    }

    @Test func saveThroughALinkKeepsTheLink() throws {
        try withTemporaryFolder { folder in
            let store = try store(in: folder)
            let dotfiles = folder.appendingPathComponent("dotfiles", isDirectory: true)
            try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(
                at: store.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            let real = dotfiles.appendingPathComponent("thermostat.json")
            #expect(ThermostatStore(fileURL: real).save(.defaults) == nil)
            try FileManager.default.createSymbolicLink(at: store.fileURL, withDestinationURL: real)
            #expect(store.save(edited) == nil)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: store.fileURL.path) == real.path)
            #expect(ThermostatStore(fileURL: real).load(backupTag: 1).schedule == edited)
        }
    }
}
