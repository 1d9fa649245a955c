#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the terminal's terminfo entry says about its colours: the one capability the pickers
/// read from the terminfo database, so that a terminal without colours (`TERM=vt100`,
/// `xterm-mono`) gets attributes only, as under `NO_COLOR`.
///
/// The entry is found as ncurses finds it — `$TERMINFO`, `~/.terminfo`, the folders of
/// `$TERMINFO_DIRS`, then `/etc/terminfo`, `/lib/terminfo`, `/usr/share/terminfo` — under the
/// name's first letter (or, as macOS stores them, its hexadecimal code), and read in the compiled
/// format of term(5): the legacy one (16-bit numbers) or the extended one (32-bit numbers).
enum TerminalInfo {
    /// The index of `max_colors` among the numeric capabilities.
    private static let colorsIndex = 13
    /// The most bytes of an entry read: entries are a few kilobytes.
    private static let largestEntry = 1 << 16

    /// What the entry of `term` says of its colours: nil when no entry is found; else the number
    /// of colours, 0 for an entry without the capability.
    static func colors(term: String, _ variable: (String) -> String?) -> Int? {
        guard !term.isEmpty, !term.contains("/"), term != ".", term != "..", let first = term.utf8.first else {
            return nil
        }
        let hex = String(first, radix: 16)
        for folder in folders(variable) {
            for letter in [String(UnicodeScalar(first)), hex] {
                if let entry = contents(of: folder + "/" + letter + "/" + term) { return colors(in: entry) }
            }
        }
        return nil
    }

    /// The folders to look in, in ncurses' order.
    private static func folders(_ variable: (String) -> String?) -> [String] {
        var folders: [String] = []
        if let own = variable("TERMINFO"), !own.isEmpty { folders.append(own) }
        if let home = variable("HOME"), !home.isEmpty { folders.append(home + "/.terminfo") }
        let system = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo"]
        if let list = variable("TERMINFO_DIRS"), !list.isEmpty {
            for part in list.split(separator: ":", omittingEmptySubsequences: false) {
                if part.isEmpty { folders += system } else { folders.append(String(part)) }
            }
        } else {
            folders += system
        }
        return folders
    }

    /// The bytes of the file at `path`, if it can be read.
    private static func contents(of path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: largestEntry)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { break }
            count += got
        }
        return Array(bytes[..<count])
    }

    /// The colours a compiled entry gives: 0 when it has no `max_colors` (or a malformed entry).
    static func colors(in entry: [UInt8]) -> Int {
        func short(_ offset: Int) -> Int? {
            guard offset + 2 <= entry.count else { return nil }
            return Int(Int16(bitPattern: UInt16(entry[offset]) | UInt16(entry[offset + 1]) << 8))
        }
        guard let magic = short(0), let namesSize = short(2), let boolCount = short(4), let numberCount = short(6),
            namesSize >= 0, boolCount >= 0, numberCount >= 0
        else { return 0 }
        let width: Int
        switch magic {
        case 0o432: width = 2
        case 0o1036: width = 4
        default: return 0
        }
        guard numberCount > colorsIndex else { return 0 }
        var offset = 12 + namesSize + boolCount
        if offset % 2 == 1 { offset += 1 }
        offset += colorsIndex * width
        guard offset + width <= entry.count else { return 0 }
        var value = 0
        for byte in 0..<width { value |= Int(entry[offset + byte]) << (8 * byte) }
        let signed = width == 2 ? Int(Int16(truncatingIfNeeded: value)) : Int(Int32(truncatingIfNeeded: value))
        return max(0, signed)
    }
}
