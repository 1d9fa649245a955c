#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command line as the kernel gave it: bytes.
///
/// `CommandLine.arguments` decodes each argument as UTF-8, replacing what is not UTF-8 with
/// U+FFFD, so an item whose bytes are not UTF-8 (a file name, a `find -print0` line) could not be
/// named by `--selected` or `--default`. The reader (``Subcommand/read(_:)``) takes the bytes;
/// each value carries them beside its decoded text (``ArgumentValue``).
enum ArgumentBytes {
    /// The arguments `picker` was started with, after its name.
    static func current() -> [[UInt8]] {
        let count = Int(CommandLine.argc)
        var raw: [[UInt8]] = []
        raw.reserveCapacity(max(0, count - 1))
        for index in 1..<max(1, count) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            raw.append(Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) })
        }
        return raw
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
