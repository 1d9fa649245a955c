import ArgumentParser

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command line as the kernel gave it: bytes.
///
/// `CommandLine.arguments` decodes each argument as UTF-8, replacing what is not UTF-8 with
/// U+FFFD, so an item whose bytes are not UTF-8 (a file name, a `find -print0` line) could not be
/// named by `--selected` or `--default`. The options that name an item, and the items given as
/// arguments, take their bytes from here; everything else reads the decoded text.
///
/// With ArgumentParser the bytes come from a second reading of a *tagged* command line, made only
/// when some argument is not UTF-8: each such argument (or, for `--name=value`, its value) is
/// replaced by a tag — NUL, which no argument can hold, then its position — that
/// ``bytes(of:)`` turns back into the bytes given. The parser places a tag exactly where it places
/// the argument, so options, their values and items keep their meaning.
struct ArgumentBytes {
    /// Every argument after the program's name, as given.
    let raw: [[UInt8]]
    /// The same, decoded as UTF-8 with U+FFFD for what is not: what the parsers read.
    let strings: [String]

    /// The arguments `picker` was started with.
    static func current() -> ArgumentBytes {
        let count = Int(CommandLine.argc)
        var raw: [[UInt8]] = []
        raw.reserveCapacity(max(0, count - 1))
        for index in 1..<max(1, count) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            raw.append(Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) })
        }
        return ArgumentBytes(raw: raw)
    }

    /// Arguments given as bytes (tests, and `current()`).
    init(raw: [[UInt8]]) {
        self.raw = raw
        strings = raw.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether every argument is UTF-8 (then the decoded text is the bytes, and nothing is tagged).
    var isUTF8: Bool {
        raw.allSatisfy(Self.isUTF8)
    }

    /// The tag that stands for argument `index` (or, with `valueOnly`, for what follows its
    /// first "=").
    private static func tag(_ index: Int, valueOnly: Bool) -> String {
        "\0" + (valueOnly ? "=" : "") + String(index)
    }

    /// The arguments with each one that is not UTF-8 replaced by its tag: a whole argument, or
    /// the value of an option written `--name=value`. Option names are left as they are (one
    /// that is not UTF-8 is refused as unknown either way).
    var tagged: [String] {
        var ended = false
        return raw.indices.map { index in
            let text = strings[index]
            guard !Self.isUTF8(raw[index]) else {
                if !ended && raw[index] == Array("--".utf8) { ended = true }
                return text
            }
            if !ended && text.hasPrefix("-") {
                guard text.hasPrefix("--"), let equals = text.firstIndex(of: "=") else { return text }
                return String(text[...equals]) + Self.tag(index, valueOnly: true)
            }
            return Self.tag(index, valueOnly: false)
        }
    }

    /// `command` read again from the tagged arguments when some argument is not UTF-8 (its
    /// values then go through ``bytes(of:)``); nil when every argument is UTF-8, or when the
    /// tagged reading is not a `Command`.
    func reparsed<Command: ParsableCommand>(_ command: Command.Type) -> Command? {
        guard !isUTF8 else { return nil }
        return (try? PickerCommand.parseAsRoot(tagged)) as? Command
    }

    /// The bytes a parsed value stands for: those of the argument it tags, else its UTF-8.
    func bytes(of value: String) -> [UInt8] {
        guard value.hasPrefix("\0") else { return Array(value.utf8) }
        let valueOnly = value.dropFirst().hasPrefix("=")
        guard let index = Int(value.dropFirst(valueOnly ? 2 : 1)), raw.indices.contains(index) else {
            return Array(value.utf8)
        }
        guard valueOnly, let equals = raw[index].firstIndex(of: UInt8(ascii: "=")) else { return raw[index] }
        return Array(raw[index][(equals + 1)...])
    }

    /// Whether `bytes` are UTF-8 text.
    static func isUTF8(_ bytes: [UInt8]) -> Bool {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid: continue
            case .error: return false
            case .emptyInput: return true
            }
        }
    }

    /// `bytes` as a message quotes them: the UTF-8 text, with each byte that is not part of it
    /// written `\xFF` (the message is made inert when it is shown).
    static func quoted(_ bytes: [UInt8]) -> String {
        var text = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset..<(offset + length)] {
                    let hex = String(byte, radix: 16, uppercase: true)
                    text += "\\x" + (hex.count < 2 ? "0" : "") + hex
                }
                offset += length
            case .emptyInput:
                return text
            }
        }
    }
}
