#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing answers and errors.
enum Output {
    /// Prints the answer line on standard output.
    static func print(_ line: String) {
        write(STDOUT_FILENO, line + "\n")
    }

    /// Prints a one-line error on standard error, prefixed with the command's name.
    static func error(_ message: String) {
        let oneLine = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        write(STDERR_FILENO, "picker: " + oneLine + "\n")
    }

    private static func write(_ fd: Int32, _ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { systemWrite(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n <= 0 { break }
            offset += n
        }
    }
}

/// Just enough JSON for answers: objects, arrays, strings and numbers, escaped per RFC 8259.
enum JSONText {
    /// A JSON value.
    indirect enum Value {
        case string(String)
        case number(Int)
        case array([Value])
    }

    /// An object with keys in the given order.
    static func object(_ members: [(String, Value)]) -> String {
        "{" + members.map { quote($0.0) + ":" + render($0.1) }.joined(separator: ",") + "}"
    }

    /// One value as text.
    static func render(_ value: Value) -> String {
        switch value {
        case .string(let s): quote(s)
        case .number(let n): String(n)
        case .array(let items): "[" + items.map(render).joined(separator: ",") + "]"
        }
    }

    /// A JSON string literal.
    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// The C library's write(2), reachable from inside a type that has its own `write`.
private func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, pointer, count)
}
