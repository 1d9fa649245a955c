import Foundation
import PickerKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--remember NAME`: the last answers of a form, kept as the next run's starting values in
/// `$XDG_STATE_HOME/picker/forms/NAME.json` (`~/.local/state` when the variable is unset, empty
/// or not absolute, as the XDG base directory rules say).
///
/// The file is one JSON object from key to value, as `--json` writes them (a date always in ISO
/// 8601). It is written whole into a temporary file beside it (mode 0600) and renamed over it, so
/// a reader sees the old answers or the new, never half. A file that cannot be read or is not
/// such an object is left alone, with a one-line warning, and the form starts from its defaults;
/// a remembered value that no longer fits its field (an item gone, a number out of range, a field
/// removed) is dropped without a word, and the field starts from its default.
struct FormMemory {
    /// The file's path.
    let path: String
    /// The name as given, for messages.
    let name: String

    /// The memory called `name`, in the state directory `environment` gives.
    ///
    /// - Throws: `UsageError` for a name that is not one file's name.
    init(name: String, environment: (String) -> String? = { getenv($0).map { String(cString: $0) } }) throws {
        guard !name.isEmpty else { throw UsageError("--remember takes a name, such as deploy") }
        guard !name.contains("/"), name != ".", name != "..", !name.contains("\0") else {
            throw UsageError("--remember \"\(name)\" is not a name: it may not contain / or be . or ..")
        }
        self.name = name
        path = Self.directory(environment) + "/" + name + ".json"
    }

    /// `$XDG_STATE_HOME/picker/forms`, or `~/.local/state/picker/forms`.
    static func directory(_ environment: (String) -> String?) -> String {
        if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") { return state + "/picker/forms" }
        let home = environment("HOME").flatMap { $0.isEmpty ? nil : $0 } ?? "/"
        return (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/.local/state/picker/forms"
    }

    /// The remembered values that still fit `plan`'s fields; none when there is no file yet.
    /// A file that cannot be read or understood is reported on standard error and ignored.
    @MainActor
    func load(_ plan: FormPlan) -> [String: FormValue] {
        guard let data = FileManager.default.contents(atPath: path) else {
            if access(path, F_OK) == 0 { warn("cannot be read") }
            return [:]
        }
        let document: JSONDocument
        do {
            document = try JSONDocument.read(Array(data), name: "the file")
        } catch {
            warn("is not remembered answers (\(error))")
            return [:]
        }
        guard case .object(let members) = document else {
            warn("is not remembered answers (it holds \(document.typeName), not an object)")
            return [:]
        }
        var values: [String: FormValue] = [:]
        for (key, stored) in members {
            guard let field = plan.form.field(forKey: key), let style = plan.style(for: key),
                let value = style.restored(stored, of: field)
            else { continue }
            values[key] = value
        }
        return values
    }

    /// Keeps `answers` for the next run. A failure is reported on standard error and is not the
    /// run's: the answers have been given.
    @MainActor
    func save(_ answers: FormAnswers, plan: FormPlan) {
        let values = answers.values
        let members = plan.keys.compactMap { key -> (String, JSONText.Value)? in
            guard let value = values[key], let style = plan.style(for: key) else { return nil }
            return (key, style.stored(value))
        }
        do {
            try replace(with: Array((JSONText.object(members) + "\n").utf8))
        } catch {
            Output.error("--remember \(name): cannot keep the answers in \(path): \(error)")
        }
    }

    /// Writes `bytes` to a temporary file beside the file (mode 0600), then renames it over.
    private func replace(with bytes: [UInt8]) throws {
        let directory = String(path[..<path.lastIndex(of: "/")!])
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw FormMemoryError(reason: "cannot make its directory")
        }
        var template = Array((path + ".XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw FormMemoryError(reason: String(cString: strerror(errno))) }
        fchmod(fd, 0o600)
        var failure = Output.writeAll(bytes, to: fd)
        if failure == nil, fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
        if close(fd) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil, rename(template, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(template)
            throw FormMemoryError(reason: failure)
        }
    }

    private func warn(_ problem: String) {
        Output.error("--remember \(name): \(path) \(problem); starting from the defaults")
    }
}

/// Why the remembered answers could not be written.
struct FormMemoryError: Error, CustomStringConvertible {
    let reason: String
    var description: String { reason }
}
