import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps the gallery's ``ThermostatSchedule`` in the user's configuration folder:
/// `$XDG_CONFIG_HOME/pickers/thermostat.json`, or `$HOME/.config/pickers/thermostat.json` when
/// `XDG_CONFIG_HOME` is unset, empty or relative (as the XDG Base Directory specification says).
///
/// **Nothing is overwritten silently.** A file that cannot be used — unreadable, not a regular
/// file, larger than ``maximumFileSize``, not JSON, not a schedule, another version — is moved
/// aside to `thermostat.json.bad-<tag>` (the tag is given by the caller, e.g. a counter or the
/// time; `-2`, `-3` … are added when that name is taken), the defaults are used and a message
/// says so. ``save(_:)`` refuses to replace a file that is not a schedule, so a bad file that
/// could not be moved aside is never lost either.
///
/// **Atomic saves.** The schedule is written to a temporary file in the same folder and renamed
/// over the old one, so a reader sees the old file or the new one, never half of one. Through a
/// symbolic link, the file the link points to is replaced and the link kept.
///
/// Messages are one line and contain paths from the environment: the caller makes them inert
/// (`InertText.make`) before drawing them. The store never reads the clock.
struct ThermostatStore: Sendable {
    /// The file name inside the `pickers` folder.
    static let fileName = "thermostat.json"
    /// The largest file read (1 MiB); a larger one is treated as unreadable and moved aside.
    static let maximumFileSize = 1 << 20

    /// The schedule read at start, and what the user should be told about it.
    struct Loaded: Equatable, Sendable {
        /// The schedule to show: the file's (normalised) or the defaults.
        var schedule: ThermostatSchedule
        /// A one-line message for the user (a file moved aside, values adjusted); nil when the
        /// file was fine or there was none yet.
        var message: String?
        /// Where an unusable file was moved, if it was.
        var backup: URL?
    }

    /// The schedule file.
    let fileURL: URL

    /// A store for the file at `fileURL`.
    init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// A store for the user's configuration folder found in `environment`
    /// (`ProcessInfo.processInfo.environment` in the app); nil when neither `XDG_CONFIG_HOME`
    /// nor `HOME` is an absolute path.
    init?(environment: [String: String]) {
        guard let url = Self.fileURL(environment: environment) else { return nil }
        self.init(fileURL: url)
    }

    /// `$XDG_CONFIG_HOME/pickers/thermostat.json` when `XDG_CONFIG_HOME` is an absolute path,
    /// else `$HOME/.config/pickers/thermostat.json` when `HOME` is; nil otherwise.
    static func fileURL(environment: [String: String]) -> URL? {
        let folder: URL
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            folder = URL(fileURLWithPath: config, isDirectory: true)
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            folder = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".config", isDirectory: true)
        } else {
            return nil
        }
        return folder.appendingPathComponent("pickers", isDirectory: true).appendingPathComponent(fileName)
    }

    // MARK: - Loading

    /// Reads the schedule. No file yet: the defaults, no message. A usable file: its schedule,
    /// normalised (with a message when values had to be adjusted; the file itself is left as it
    /// is until the next save). An unusable file: moved aside to `thermostat.json.bad-<backupTag>`,
    /// the defaults, and a message saying what was wrong and where the file went.
    func load(backupTag: Int) -> Loaded {
        let path = fileURL.path
        switch read() {
        case .missing:
            return Loaded(schedule: .defaults)
        case .schedule(let schedule):
            let normalized = schedule.normalized()
            let message =
                normalized == schedule ? nil : "\(path): some values were out of range and were adjusted"
            return Loaded(schedule: normalized, message: message)
        case .unusable(let problem):
            switch moveAside(tag: backupTag) {
            case .success(let backup):
                return Loaded(
                    schedule: .defaults,
                    message:
                        "\(path) \(problem); moved it to \(backup.lastPathComponent) and using the default schedule",
                    backup: backup)
            case .failure(let reason):
                return Loaded(
                    schedule: .defaults,
                    message:
                        "\(path) \(problem) and could not be moved aside (\(reason)); using the default schedule, which will not be saved over it"
                )
            }
        }
    }

    /// What is at ``fileURL``.
    private enum Contents {
        /// Nothing (a first start).
        case missing
        /// A schedule, as written in the file.
        case schedule(ThermostatSchedule)
        /// Something that is not a usable schedule; `problem` completes "<path> …" ("is not valid JSON").
        case unusable(problem: String)
    }

    /// Reads and decodes the file, at most ``maximumFileSize`` bytes of it.
    private func read() -> Contents {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: fileURL.path, isDirectory: &isFolder) else { return .missing }
        if isFolder.boolValue { return .unusable(problem: "is a folder, not a file") }
        let target = fileURL.resolvingSymlinksInPath().path
        guard let attributes = try? manager.attributesOfItem(atPath: target),
            attributes[.type] as? FileAttributeType == .typeRegular
        else { return .unusable(problem: "is not a regular file") }
        if let size = attributes[.size] as? NSNumber, size.int64Value > Int64(Self.maximumFileSize) {
            return .unusable(problem: "is larger than 1 MiB")
        }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: target))
            defer { try? handle.close() }
            data = try handle.read(upToCount: Self.maximumFileSize + 1) ?? Data()
        } catch {
            return .unusable(problem: "cannot be read")
        }
        if data.count > Self.maximumFileSize { return .unusable(problem: "is larger than 1 MiB") }
        guard (try? JSONSerialization.jsonObject(with: data)) != nil else {
            return .unusable(problem: "is not valid JSON")
        }
        do {
            return .schedule(try JSONDecoder().decode(ThermostatSchedule.self, from: data))
        } catch let error as DecodingError {
            return .unusable(problem: "is not a thermostat schedule (\(Self.describe(error)))")
        } catch {
            return .unusable(problem: "is not a thermostat schedule")
        }
    }

    /// A short reason for a decoding error: "weekday.wake.heatF is missing".
    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context, _ key: (any CodingKey)? = nil) -> String {
            let keys = context.codingPath + (key.map { [$0] } ?? [])
            let text = keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            return text.isEmpty ? "the top level" : text
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context, key)) is missing"
        case .valueNotFound(_, let context): return "\(path(context)) is null"
        case .typeMismatch(_, let context): return "\(path(context)) has the wrong type"
        case .dataCorrupted(let context): return "\(path(context)): \(context.debugDescription)"
        @unknown default: return "unexpected contents"
        }
    }

    /// Moves the file to the first free name `thermostat.json.bad-<tag>`, `…-<tag>-2`, … (never
    /// over an existing file).
    private func moveAside(tag: Int) -> Result<URL, MoveFailure> {
        let manager = FileManager.default
        let folder = fileURL.deletingLastPathComponent()
        let base = fileURL.lastPathComponent + ".bad-\(tag)"
        for attempt in 1...100 {
            let name = attempt == 1 ? base : base + "-\(attempt)"
            let backup = folder.appendingPathComponent(name)
            // fileExists follows links; a dangling link still takes the name.
            if manager.fileExists(atPath: backup.path)
                || (try? manager.destinationOfSymbolicLink(atPath: backup.path)) != nil
            {
                continue
            }
            do {
                try manager.moveItem(at: fileURL, to: backup)
                return .success(backup)
            } catch {
                return .failure(MoveFailure(description: "cannot rename it in \(folder.path)"))
            }
        }
        return .failure(MoveFailure(description: "100 backups of this tag exist already"))
    }

    /// Why a file could not be moved aside.
    private struct MoveFailure: Error, CustomStringConvertible {
        /// The reason.
        var description: String
    }

    // MARK: - Saving

    /// Writes `schedule` atomically, creating the folders it needs.
    ///
    /// - Returns: nil on success; otherwise a one-line message saying what failed (a folder that
    ///   cannot be created, a file there that is not a schedule and is therefore not replaced, a
    ///   write or rename that failed). Nothing is left half-written.
    func save(_ schedule: ThermostatSchedule) -> String? {
        let manager = FileManager.default
        let path = fileURL.path
        if case .unusable(let problem) = read() {
            return "The schedule was not saved: \(path) \(problem), and it is not replaced; move it away first"
        }
        // Through a link, replace the file it points to and keep the link.
        let target = fileURL.resolvingSymlinksInPath()
        let folder = target.deletingLastPathComponent()
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return "The schedule was not saved: cannot create the folder \(folder.path)"
        }
        let data: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            data = try encoder.encode(schedule) + Data("\n".utf8)
        } catch {
            return "The schedule was not saved: it cannot be encoded"
        }
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary, options: .withoutOverwriting)
        } catch {
            try? manager.removeItem(at: temporary)
            return "The schedule was not saved: cannot write in \(folder.path)"
        }
        guard rename(temporary.path, target.path) == 0 else {
            try? manager.removeItem(at: temporary)
            return "The schedule was not saved: cannot replace \(target.path)"
        }
        return nil
    }
}
