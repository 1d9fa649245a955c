import Foundation
import PickerCore
import Terminal

/// The accessible form of a prompt: plain lines on the terminal that a screen reader can follow,
/// with no cursor movement, colour or redrawing. Chosen with `--accessible`, and for `TERM=dumb`.
///
/// The question is asked on the terminal the run loop opens in line mode (`/dev/tty`); the answer
/// is an item's text, a number from the list (`#17` when an item's text is a number too), or the
/// start of an item (case- and diacritic-insensitive); an empty line keeps the current choice; end
/// of input (Ctrl-D) cancels.
@MainActor
public struct LinePrompt {
    /// Lists longer than this are not printed whole: the user types the start of an item.
    public static let listLimit = 30
    /// The most matches a search lists.
    public static let matchLimit = 10
    private let session: LineSession
    /// Whether the lines say how to answer beyond the question (how to search a long list, that
    /// several choices are separated by commas); false for `--no-hints`
    /// (`PromptOptions.showsHints`). What the answer needs (the choices, the current value, how
    /// to end a text of several lines) is always said.
    public var showsHints = true
    /// The word that, typed alone as an answer, asks to go back to the question before (a form's
    /// line form sets it); nil for none.
    package var backWord: String? {
        get { back.word }
        nonmutating set { back.word = newValue }
    }
    /// Whether the last read ended with ``backWord`` (it read as end of input): a form's line
    /// form reads it, and it is cleared by the next read.
    package var wentBack: Bool { back.requested }
    /// The back word and whether it was typed, shared by the copies of this prompt that the
    /// line forms of a form's fields are handed.
    private let back = BackRequest()

    /// The back word and whether it was typed.
    private final class BackRequest {
        var word: String?
        var requested = false
    }

    /// Asks on the controlling terminal (or `host`'s), which the run loop opens in line mode;
    /// `timeout` counts from now across every question asked.
    ///
    /// - Throws: ``PromptError`` with the reason `noTerminal` when there is no terminal.
    public init(timeout: Double?, host: EventLoop.Host = .system) throws(PromptError) {
        let loop = EventLoop(options: EventLoopOptions(timeout: timeout), host: host)
        do {
            session = try loop.openLines()
        } catch let error as TerminalError {
            throw PromptError.noTerminal(error)
        } catch {
            throw PromptError("\(error)")
        }
    }

    /// Asks through a line session the loop opened (with its clock and deadline).
    package init(session: LineSession) {
        self.session = session
    }

    /// Lets go of the terminal.
    public func close() { session.close() }

    /// Writes one line (made inert).
    public func say(_ text: String) {
        session.write(InertText.make(text) + "\n")
    }

    /// Writes `text` (made inert) without a newline: a question the answer is typed after.
    func ask(_ text: String) {
        session.write(InertText.make(text))
    }

    /// Reads one line: `.cancelled` at end of input, `.timedOut` once the deadline passed.
    func readLine() -> PromptOutcome<String> {
        backOrOutcome(session.readLine())
    }

    /// Reads one line with the terminal's echo off (a password); Ctrl-C is `.interrupted`, and
    /// the terminal's echo comes back whatever ends the read.
    func readSecretLine() -> PromptOutcome<String> {
        backOrOutcome(session.readSecretLine())
    }

    /// The outcome of a read, ``backWord`` alone read as end of input (noted in ``wentBack``), so
    /// that whichever line form asked returns at once.
    private func backOrOutcome(_ input: LineSession.Input) -> PromptOutcome<String> {
        back.requested = false
        if let word = back.word, case .line(let bytes) = input,
            String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == word
        {
            back.requested = true
            return .cancelled
        }
        return Self.outcome(input)
    }

    private static func outcome(_ input: LineSession.Input) -> PromptOutcome<String> {
        switch input {
        case .line(let bytes): .answered(String(decoding: bytes, as: UTF8.self))
        case .end: .cancelled
        case .timedOut: .timedOut
        case .interrupted: .interrupted
        }
    }

    /// Asks for one of `count` rows titled by `title(_:)`, starting from `initial`.
    ///
    /// An answer that is exactly a row's title (`exactItem`) picks that row, even when it is a
    /// number; `#17` always picks by number; a plain number picks by number otherwise; other text
    /// is the start of a title.
    public func choose(
        question: String, count: Int, initial: Int, title: (Int) -> String,
        exactItem: ((String) -> Int?)? = nil, search: (String) -> [Int]
    ) -> PromptOutcome<Int> {
        chooseRows(
            question: question, count: count, initial: initial, limit: 1, title: title, exactItem: exactItem,
            search: search
        ).map { $0[0] }
    }

    /// Asks for up to `limit` of `count` rows, given on one line separated by commas (each as
    /// ``choose(question:count:initial:title:exactItem:search:)`` takes one); a line that is
    /// exactly a row's title is that row, commas and all. Returns the rows in the order given.
    public func chooseRows(
        question: String, count: Int, initial: Int, limit: Int, title: (Int) -> String,
        exactItem: ((String) -> Int?)? = nil, search: (String) -> [Int]
    ) -> PromptOutcome<[Int]> {
        guard count > 0 else { return .cancelled }
        if count == 1 {
            // A list of one reads as a mistake; say plainly that there is nothing else to choose.
            say("There is only one choice: \(title(0)).")
        } else if count <= Self.listLimit {
            for row in 0..<count { say("  \(row + 1)) \(title(row))") }
        } else if showsHints {
            say("\(count) choices: type part of one (or some of its words) to see those that match.")
        } else {
            say("\(count) choices.")
        }
        let current = min(max(initial, 0), count - 1)
        let several = limit > 1 && count > 1 && showsHints ? "; several separated by commas" : ""
        return ask("\(question) (Enter for \(title(current))\(several)): ", keep: [current]) { line in
            // An item's exact text wins over its reading as a number ("30" is the minute 30, not
            // the 30th choice) and over commas; "#30" is always a number.
            if let row = exactRow(line, count: count, title: title, exactItem: exactItem) { return [row] }
            let parts = limit > 1 ? line.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } : [line]
            var rows: [Int] = []
            for part in parts where !part.isEmpty {
                guard let row = resolve(part, count: count, title: title, exactItem: exactItem, search: search) else {
                    return nil
                }
                if !rows.contains(row) { rows.append(row) }
            }
            guard !rows.isEmpty else { return nil }
            guard rows.count <= limit else {
                say("That is \(rows.count) choices: give at most \(limit).")
                return nil
            }
            return rows
        }
    }

    /// The row whose title is exactly `text`: asked of `exactItem` where the caller has a faster
    /// way (an item store), else found by comparing every title.
    private func exactRow(
        _ text: String, count: Int, title: (Int) -> String, exactItem: ((String) -> Int?)?
    ) -> Int? {
        if let exactItem { return exactItem(text) }
        return (0..<count).first { title($0) == text }
    }

    /// The row one answer names, or nil after saying why there is none.
    private func resolve(
        _ text: String, count: Int, title: (Int) -> String, exactItem: ((String) -> Int?)?,
        search: (String) -> [Int]
    ) -> Int? {
        if let row = exactRow(text, count: count, title: title, exactItem: exactItem) { return row }
        if text.hasPrefix("#"), let number = Int(text.dropFirst()) {
            if number >= 1 && number <= count { return number - 1 }
            say("There is no choice \(text): give a number from #1 to #\(count).")
            return nil
        }
        if let number = Int(text) {
            if number >= 1 && number <= count { return number - 1 }
            say("There is no choice \(number): give a number from 1 to \(count).")
            return nil
        }
        let matches = search(TextFolding.fold(text))
        switch matches.count {
        case 0: say("No choice matches \"\(text)\".")
        case 1: return matches[0]
        default:
            let many = matches.count == Self.matchLimit ? "The first \(Self.matchLimit)" : String(matches.count)
            say("\(many) choices that match \"\(text)\":")
            for row in matches { say("  \(row + 1)) \(title(row))") }
        }
        return nil
    }

    /// The first rows (at most 10) of `count` whose titles start with a folded prefix.
    public static func search(count: Int, title: (Int) -> String, prefix: String) -> [Int] {
        var found: [Int] = []
        for row in 0..<count where TextFolding.hasPrefix(title(row), foldedPrefix: prefix) {
            found.append(row)
            if found.count == 10 { break }
        }
        return found
    }
}
