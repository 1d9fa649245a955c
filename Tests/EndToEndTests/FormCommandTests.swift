import Foundation
import Testing

/// `picker form` without a terminal: the spec read (JSON and `--field`), every problem a one-line
/// error naming the field before anything is drawn, the answers written for `eval`, `--json` and
/// `--print0`, the defaults and remembered answers as the answers, and the missing-required error.
@Suite struct FormCommandTests {
    /// Runs `picker form` with `arguments` without a terminal (standard input from /dev/null, or
    /// from `input`).
    static func run(
        _ arguments: [String], environment: [String: String] = [:], input: String? = nil
    ) throws -> (status: Int32?, output: [UInt8], error: String) {
        let session: TerminalSession
        if let input {
            let file = try E2E.temporaryDirectory().path + "/stdin"
            try input.write(toFile: file, atomically: true, encoding: .utf8)
            session = try TerminalSession(
                executable: "/bin/sh",
                arguments: ["-c", #"f=$1; shift; exec setsid -w "$0" "$@" < "$f""#, try pickerExecutablePath(), file]
                    + ["form"] + arguments,
                environment: environment)
        } else {
            session = try E2E.pickerWithoutTerminal(["form"] + arguments, environment: environment)
        }
        return (session.waitForExit(), session.standardOutputBytes, session.standardError)
    }

    /// Runs `picker form` on the spec `json`, written to a file.
    static func run(spec json: String, _ arguments: [String] = [], environment: [String: String] = [:]) throws -> (
        status: Int32?, output: [UInt8], error: String
    ) {
        let path = try E2E.temporaryDirectory().path + "/spec.json"
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return try run(arguments + [path], environment: environment)
    }

    /// The first line of a message without the spec's folder (the file is always `spec.json`).
    static func message(_ error: String) -> String {
        let line = error.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard let start = line.range(of: "/spec.json: ") else { return line }
        return "picker: spec.json: " + line[start.upperBound...]
    }

    // MARK: The compact syntax

    @Test func fieldsFromTheCommandLineAnswerTheirDefaults() throws {
        let (status, output, error) = try Self.run([
            "--field", "env:choose:Environment:items=dev,staging,prod:default=staging",
            "--field", "when:date:Deploy on:default=2026-12-01",
            "--field", "replicas:number:Replicas:min=1:max=10:step=0.5:default=3",
            "--field", "notify:confirm:Tell the team?:default=yes",
            "--field", #"note:input:A note:default=a\:b\=c\,d \\ e"#,
        ])
        #expect(status == 0, "\(error)")
        #expect(
            String(decoding: output, as: UTF8.self)
                == "env='staging'\nwhen='2026-12-01'\nreplicas='3.0'\nnotify='true'\nnote='a:b=c,d \\ e'\n")
    }

    @Test func aWheelAnswersAValueForEachColumn() throws {
        let field = ["--field", #"at:wheel:At:column=9,10,11:column=00,30:default=10,30:separator=\:"#]
        let (status, output, error) = try Self.run(field)
        #expect(status == 0, "\(error)")
        #expect(String(decoding: output, as: UTF8.self) == "at='10:30'\n")
        let json = try Self.run(["--json"] + field)
        #expect(String(decoding: json.output, as: UTF8.self) == #"{"at":["10","30"]}"# + "\n")
        let spec = #"{"fields": [{"key": "at", "kind": "wheel", "column": ["9,10", "00,30"], "default": ["9", "30"]}]}"#
        #expect(String(decoding: try Self.run(spec: spec).output, as: UTF8.self) == "at='9\t30'\n")
    }

    @Test func aDependentWheelIsReadAsPickerWheelReadsIt() throws {
        let file = try E2E.temporaryDirectory().path + "/places.json"
        try #"{"France": ["Lyon", "Paris"], "Japan": ["Kyoto", "Tōkyō"]}"#.write(
            toFile: file, atomically: true, encoding: .utf8)
        let field = "at:wheel:At:dependent=\(file):default=Japan,Tōkyō"
        let (status, output, error) = try Self.run(["--field", field, "--json"])
        #expect(status == 0, "\(error)")
        #expect(String(decoding: output, as: UTF8.self) == #"{"at":["Japan","Tōkyō"]}"# + "\n")
        let refused = try Self.run(["--field", "at:wheel:At:dependent=\(file):default=Japan,Paris"])
        #expect(refused.status == 2)
        #expect(
            refused.error == "picker: the form: the field at: the default is refused: Paris is not in its column.\n")
        let missing = try Self.run(["--field", "at:wheel:At:dependent=\(file).gone"])
        #expect(missing.status == 2)
        #expect(missing.error == "picker: --field \"at\": dependent: \(file).gone: no such file\n")
    }

    @Test(arguments: [
        (
            ["--field", "env"],
            "picker: --field 1 'env': write it as KEY:KIND[:LABEL][:OPTION=VALUE]… (such as env:choose:Environment:items=dev,prod)"
        ),
        (
            ["--field", "env:chose:Env"],
            #"picker: --field "env": "chose" is not a kind of field; did you mean "choose"? (kinds: choose, wheel, date, number, confirm, input, write, file, note)"#
        ),
        (
            ["--field", "env:choose:Env:itmes=a,b"],
            #"picker: --field "env": a choose field has no "itmes"; did you mean "items"?"#
        ),
        (["--field", "env:choose:Env"], #"picker: --field "env": a choose field needs items (items=a,b,c)"#),
        (["--field", "n:number:N:min=5:max=1"], #"picker: --field "n": --min 5 is greater than --max 1"#),
        (
            ["--field", "n:number:N:min=1,5"],
            #"picker: --field "n": --min "1,5" has a comma: write the decimal point as "." and no thousands separators"#
        ),
        (["--field", "n:number:N:min"], #"picker: --field "n": min needs a value (min=…)"#),
        (["--field", "n:number:N:min=1:min=2"], #"picker: --field "n": min is given twice; give it once"#),
        (
            ["--field", "a:input:A:default=x:y"],
            #"picker: --field "a": an input field has no "y" (it takes key, kind, label, default, required, placeholder, shown-when, password, pattern, min-length, max-length, validate)"#
        ),
        (["--field", "f:input:F:default=a:default=b"], #"picker: --field "f": default is given twice; give it once"#),
        (
            ["--field", "f:file:F:default=Package.swift:limit=2"],
            #"picker: --field "f": a file field has no "limit" (it takes key, kind, label, default, required, placeholder, shown-when, dir, all, type, ext)"#
        ),
        (["--field", "n:number:N:wrap=1"], #"picker: --field "n": wrap takes no value (write it alone)"#),
        (
            ["--field", "d:date:D:default=2026-13-01"],
            #"picker: --field "d": --default: invalid date "2026-13-01": month 13 does not exist (01–12)"#
        ),
        (
            ["--field", "d:date:D:min=2026-02-01:max=2026-01-01"],
            #"picker: --field "d": --min 2026-02-01 is later than --max 2026-01-01"#
        ),
        (
            ["--field", "d:date:D:mode=countdown"],
            "picker: the form: the field d: a count-down duration is not a date: use a number field"
        ),
        (
            ["--field", "a:input", "--field", "a:write"],
            #"picker: --field "a": the key "a" is given to another field too"#
        ),
        (
            ["--field", "my-key:input"],
            #"picker: --field "my-key": the key "my-key" is not a shell name (letters, digits and _, not starting with a digit), which eval needs; --json takes any key"#
        ),
        (
            ["--field", "IFS:input"],
            #"picker: --field "IFS": the key "IFS" is a variable the shell itself reads; choose another name"#
        ),
        (
            ["--field", "x:confirm:X:wrap"],
            #"picker: --field "x": a confirm field has no "wrap" (it takes key, kind, label, default, required, placeholder, shown-when)"#
        ),
        (
            ["--field", #"x:input:X:pattern=\\d+:default=abc"#],
            #"picker: --field "x": --default is refused: The text must match \d+."#
        ),
        (
            ["--field", "x:input:X:pattern=[a"],
            #"picker: --field "x": --pattern: the pattern [a is not a regular expression: expected ']'"#
        ),
        (["--field", #"x:input:X\"#], #"picker: --field 1 'x:input:X\' ends with a backslash: write \\ for one"#),
        (
            ["--field", "env:choose:E:items=a,b", "--field", "r:input:R:shown-when=env=c"],
            #"picker: --field "r" shown-when: "c" is not a value the field "env" can have"#
        ),
        (
            ["--field", "r:input:R:shown-when=env=c"],
            #"picker: --field "r" shown-when: "env" is not a field before it (a condition names an earlier field)"#
        ),
        (
            ["--field", "t:choose:T:items=a,b:default=a,b"],
            #"picker: --field "t": --default is given 2 times, but one item is chosen without --limit or --no-limit"#
        ),
        (
            ["--field", "f:file:F:default=/nowhere/at/all"],
            #"picker: --field "f": --default '/nowhere/at/all' is not there: No such file or directory"#
        ),
        (
            ["--field", "at:wheel:At"],
            #"picker: --field "at": give the columns with --column (once per column) or --dependent FILE"#
        ),
        (
            ["--field", "at:wheel:At:column=9,10:column=00,30:default=10,45"],
            "picker: the form: the field at: the default is refused: 45 is not in its column."
        ),
        (["--json", "--print0", "--field", "a:input"], "picker: --print0 and --json cannot be used together"),
        (
            ["--section", "Empty", "--field", "a:input", "--section", "Also"],
            #"picker: --section "Also" has no --field"#
        ),
        (
            ["--remember", "a/b", "--field", "a:input"],
            #"picker: --remember "a/b" is not a name: it may not contain / or be . or .."#
        ),
    ])
    func aProblemOfTheCompactSyntaxNamesTheFieldBeforeAnythingIsDrawn(arguments: [String], message: String) throws {
        let (status, output, error) = try Self.run(arguments)
        #expect(status == 2)
        #expect(output.isEmpty)
        #expect(error == message + "\n")
    }

    // MARK: The JSON spec

    @Test(arguments: [
        (#"{"fields": [}"#, "picker: spec.json: not valid JSON (line 1, column 13: a value was expected)"),
        (
            #"{"fields": [], "fields": []}"#,
            #"picker: spec.json: not valid JSON (line 1, column 16: "fields" is given twice in one object)"#
        ),
        (
            "{\n  \"fields\": [\n    {\"key\": \"a\" \"kind\": 1}]}",
            #"picker: spec.json: not valid JSON (line 3, column 17: a "," or "}" was expected)"#
        ),
        (#"{"feilds": []}"#, #"picker: spec.json: the spec has an unknown member "feilds"; did you mean "fields"?"#),
        (
            #"{"colour": []}"#,
            #"picker: spec.json: the spec has an unknown member "colour" (it takes title, sections, fields)"#
        ),
        (#"[1]"#, "picker: spec.json: the spec is an array; an object was expected"),
        (#"{"title": 3, "fields": []}"#, #"picker: spec.json: "title" is a number; a string was expected"#),
        (#"{"fields": {}}"#, "picker: spec.json: fields is an object; an array was expected"),
        (#"{"fields": []}"#, "picker: the form: the form has no field to answer"),
        (
            #"{"fields": [], "sections": []}"#,
            #"picker: spec.json: the spec has both "sections" and "fields": give one or the other"#
        ),
        (
            #"{"fields": [{"key": "n", "kind": "number", "min": [1]}]}"#,
            #"picker: spec.json: fields[0] (field "n") "min" is an array; a string or a number was expected"#
        ),
        (
            #"{"fields": [{"key": "n", "kind": "numbr"}]}"#,
            #"picker: spec.json: fields[0] (field "n"): "numbr" is not a kind of field; did you mean "number"? (kinds: choose, wheel, date, number, confirm, input, write, file, note)"#
        ),
        (
            #"{"fields": [{"key": "n", "kind": "number", "mni": 1}]}"#,
            #"picker: spec.json: fields[0] (field "n"): a number field has no "mni"; did you mean "min"?"#
        ),
        (
            #"{"fields": [{"key": "n", "kind": "number", "required": "yes"}]}"#,
            #"picker: spec.json: fields[0] (field "n") "required" is a string; true or false was expected"#
        ),
        (
            #"{"fields": [{"key": "n", "kind": "number"}, {"key": "n", "kind": "input"}]}"#,
            #"picker: spec.json: fields[1] (field "n"): the key "n" is given to another field too"#
        ),
        (
            #"{"fields": [{"key": "my key", "kind": "input"}]}"#,
            #"picker: spec.json: fields[0] (field "my key"): the key "my key" is not a shell name (letters, digits and _, not starting with a digit), which eval needs; --json takes any key"#
        ),
        (#"{"fields": [{"key": "n"}]}"#, #"picker: spec.json: fields[0] has no "kind""#),
        (#"{"fields": [{"kind": "input"}]}"#, #"picker: spec.json: fields[0] has no "key""#),
        (
            #"{"fields": [{"key": "d", "kind": "date", "default": "2026-02-30"}]}"#,
            #"picker: spec.json: fields[0] (field "d"): --default: invalid date "2026-02-30": 2026-02 has no day 30 (it has 28 days: 2026 is not a leap year)"#
        ),
        (
            #"{"fields": [{"key": "n", "kind": "number", "min": 5, "max": 1}]}"#,
            #"picker: spec.json: fields[0] (field "n"): --min 5 is greater than --max 1"#
        ),
        (
            #"{"fields": [{"key": "n", "kind": "number", "min": 1e2}]}"#,
            #"picker: spec.json: fields[0] (field "n"): --min "1e2" has an exponent: write the number out, as 100"#
        ),
        (
            #"{"sections": [{"fields": [{"kind": "note", "text": "hi", "txt": 1}]}]}"#,
            #"picker: spec.json: sections[0].fields[0] (a note) has an unknown member "txt"; did you mean "text"?"#
        ),
        (#"{"sections": [{"header": "A"}]}"#, #"picker: spec.json: sections[0] has no "fields""#),
        (
            #"{"fields": [{"key": "a", "kind": "confirm"}, {"key": "b", "kind": "input", "shown-when": {"field": "a", "is": "maybe"}}]}"#,
            #"picker: spec.json: fields[1] (field "b") "shown-when": "maybe" is not a value the field "a" can have"#
        ),
        (
            #"{"fields": [{"key": "a", "kind": "confirm"}, {"key": "b", "kind": "input", "shown-when": {"field": "a", "is": true, "is-not": false}}]}"#,
            #"picker: spec.json: fields[1] (field "b") "shown-when" takes one of "is" and "is-not" (the value or values to compare)"#
        ),
        (
            #"{"fields": [{"key": "b", "kind": "input", "shown-when": {"field": "b", "is": "x"}}]}"#,
            #"picker: spec.json: fields[0] (field "b") "shown-when": "b" is not a field before it (a condition names an earlier field)"#
        ),
    ])
    func aProblemOfTheJSONSpecNamesThePlaceBeforeAnythingIsDrawn(json: String, message: String) throws {
        let (status, output, error) = try Self.run(spec: json)
        #expect(status == 2)
        #expect(output.isEmpty)
        #expect(Self.message(error) == message, "\(error)")
        #expect(error.filter { $0 == "\n" }.count == 1)
    }

    @Test(arguments: [
        (
            #"{"fields": [{"key": "a\x", "kind": "input"}]}"#,
            #"picker: spec.json: not valid JSON (line 1, column 23: \x is not an escape of JSON)"#
        ),
        (
            #"{"fields": [{"key": "a\ud800", "kind": "input"}]}"#,
            #"picker: spec.json: not valid JSON (line 1, column 23: half of a surrogate pair)"#
        ),
        (
            #"{"fields": [{"key": "a\u12g4", "kind": "input"}]}"#,
            #"picker: spec.json: not valid JSON (line 1, column 25: \u needs four hexadecimal digits)"#
        ),
        (
            "{\"fields\": [{\"key\": \"a\tb\", \"kind\": \"input\"}]}",
            #"picker: spec.json: not valid JSON (line 1, column 23: a control character must be escaped in a string)"#
        ),
        (
            #"{"fields": [{"key": "a", "kind": "number", "min": 01}]}"#,
            #"picker: spec.json: not valid JSON (line 1, column 51: a number does not start with 0)"#
        ),
        (
            #"{"fields": [{"key": "a", "kind": "input"}]} x"#,
            #"picker: spec.json: not valid JSON (line 1, column 45: there is more after the value)"#
        ),
        (
            #"{"fields": [{"key": "a", "kind": "input"},]}"#,
            #"picker: spec.json: not valid JSON (line 1, column 43: a value was expected)"#
        ),
        (" \n", #"picker: spec.json: the spec is empty (give a JSON object with "fields" or "sections")"#),
    ])
    func theJSONReaderIsStrict(json: String, message: String) throws {
        let (status, _, error) = try Self.run(spec: json)
        #expect(status == 2)
        #expect(Self.message(error) == message, "\(error)")
    }

    @Test func jsonEscapesAreRead() throws {
        let spec =
            #"{"fields": [{"key": "a", "kind": "write", "label": "\u00c9t\u00e9", "default": "\u00e9\ud83d\ude80\"\\\/\n"}]}"#
        let (status, output, error) = try Self.run(spec: spec, ["--json"])
        #expect(status == 0, "\(error)")
        #expect(String(decoding: output, as: UTF8.self) == #"{"a":"é🚀\"\\/\n"}"# + "\n")
    }

    @Test func aSpecThatIsNotUTF8IsRefusedWithItsPlace() throws {
        let path = try E2E.temporaryDirectory().path + "/spec.json"
        try Data(#"{"fields": [{"key": "é"#.utf8 + [0xFF] + #"", "kind": "input"}]}"#.utf8).write(
            to: URL(fileURLWithPath: path))
        let (status, _, error) = try Self.run([path])
        #expect(status == 2)
        #expect(Self.message(error) == "picker: spec.json: not valid JSON (line 1, column 23: the text is not UTF-8)")
    }

    @Test func theSpecMayComeOnStandardInput() throws {
        let spec = #"{"title": "T", "fields": [{"key": "a", "kind": "number", "min": 1, "max": 9, "default": 4}]}"#
        for arguments in [[], ["-"]] {
            let (status, output, error) = try Self.run(arguments, input: spec)
            #expect(status == 0, "\(error)")
            #expect(String(decoding: output, as: UTF8.self) == "a='4'\n")
        }
        let (status, _, error) = try Self.run([], input: "{")
        #expect(status == 2)
        #expect(
            error
                == "picker: standard input: not valid JSON (line 1, column 2: a member's name (a string) was expected)\n"
        )
    }

    @Test func exactNumbersKeepTheirDecimals() throws {
        let spec = #"{"fields": [{"key": "n", "kind": "number", "min": 0, "max": 1, "step": 0.10, "default": 0.3}]}"#
        let (status, output, _) = try Self.run(spec: spec)
        #expect(status == 0)
        #expect(String(decoding: output, as: UTF8.self) == "n='0.30'\n")
        let json = try Self.run(spec: spec, ["--json"])
        #expect(String(decoding: json.output, as: UTF8.self) == #"{"n":0.30}"# + "\n")
    }

    // MARK: Without a terminal

    static let conditional = #"""
        {"sections": [
          {"header": "Target", "fields": [
            {"key": "env", "kind": "choose", "items": ["dev", "staging", "prod"], "default": "dev"},
            {"key": "region", "kind": "choose", "items": ["eu", "us"], "required": true,
             "shown-when": {"field": "env", "is-not": "dev"}}]},
          {"header": "Size", "fields": [
            {"key": "replicas", "kind": "number", "min": 1, "max": 10, "required": true},
            {"key": "notify", "kind": "confirm"}]}]}
        """#

    @Test func withoutATerminalAMissingRequiredFieldIsNamed() throws {
        let (status, output, error) = try Self.run(spec: Self.conditional)
        #expect(status == 2)
        #expect(output.isEmpty)
        #expect(
            error == "picker: no terminal to ask on, and no value for the required field replicas: give it a default\n")
    }

    @Test func withoutATerminalEveryRequiredFieldShownWithoutAValueIsNamed() throws {
        let spec = Self.conditional.replacingOccurrences(of: #""default": "dev""#, with: #""default": "prod""#)
        let (status, _, error) = try Self.run(spec: spec)
        #expect(status == 2)
        #expect(
            error
                == "picker: no terminal to ask on, and no value for the required fields region, replicas: give each a default\n"
        )
    }

    @Test func withoutATerminalTheDefaultsAreTheAnswersAndAHiddenFieldIsEmpty() throws {
        let spec = Self.conditional.replacingOccurrences(of: #""max": 10,"#, with: #""max": 10, "default": 2,"#)
        let (status, output, error) = try Self.run(spec: spec)
        #expect(status == 0, "\(error)")
        #expect(String(decoding: output, as: UTF8.self) == "env='dev'\nregion=''\nreplicas='2'\nnotify='false'\n")
        let json = try Self.run(spec: spec, ["--json"])
        #expect(
            String(decoding: json.output, as: UTF8.self) == #"{"env":"dev","region":null,"replicas":2,"notify":false}"#
                + "\n")
    }

    @Test func withoutATerminalAValidateCommandJudgesTheDefault() throws {
        let (status, _, error) = try Self.run([
            "--field", "name:input:Name:default=root:validate=echo taken >&2; exit 1",
        ])
        #expect(status == 2)
        #expect(error == "picker: no terminal to ask on, and the field name is refused: taken\n")
    }

    // MARK: The answers

    /// A spec whose values are everything a shell might trip on.
    static let awkward = #"""
        {"fields": [
          {"key": "quote", "kind": "input", "default": "it's \"q\" $HOME `x` \\back"},
          {"key": "lines", "kind": "write", "default": "one\ntwo\n\n  three"},
          {"key": "intl", "kind": "input", "default": "Zürich — 東京 🚀 '\u0301 end"},
          {"key": "tags", "kind": "choose", "items": ["a b", "c'd", "e"], "no-limit": true, "default": ["a b", "c'd"]},
          {"key": "size", "kind": "number", "min": 0, "max": 10, "step": 0.25, "default": 2.5},
          {"key": "ok", "kind": "confirm", "default": true},
          {"key": "day", "kind": "date", "mode": "datetime", "default": "2026-12-01T09:30"},
          {"key": "empty", "kind": "input"}]}
        """#

    /// The values `awkward` answers, as a shell holds them.
    static let awkwardValues = [
        "it's \"q\" $HOME `x` \\back", "one\ntwo\n\n  three", "Zürich — 東京 🚀 '\u{301} end", "a b\nc'd", "2.50", "true",
        "2026-12-01T09:30", "",
    ]

    @Test func theAnswersAreQuotedForEval() throws {
        let (status, output, error) = try Self.run(spec: Self.awkward)
        #expect(status == 0, "\(error)")
        #expect(
            String(decoding: output, as: UTF8.self) == """
                quote='it'\\''s "q" $HOME `x` \\back'
                lines='one
                two

                  three'
                intl='Zürich — 東京 🚀 '\\''\u{301} end'
                tags='a b
                c'\\''d'
                size='2.50'
                ok='true'
                day='2026-12-01T09:30'
                empty=''

                """)
    }

    /// The shells the answers are checked in: those of sh, bash, zsh and dash installed here.
    static let shells = ["sh", "bash", "zsh", "dash"].filter { which($0) != nil }

    @Test(arguments: shells)
    func theAnswersRoundTripThroughEval(shell: String) throws {
        let path = try #require(Self.which(shell))
        let spec = try E2E.temporaryDirectory().path + "/spec.json"
        try Self.awkward.write(toFile: spec, atomically: true, encoding: .utf8)
        let script =
            #"eval "$("$PICKER" form "$1")" && printf '%s\0' "$quote" "$lines" "$intl" "$tags" "$size" "$ok" "$day" "$empty""#
        let session = try TerminalSession(
            executable: "/bin/sh",
            arguments: ["-c", #"exec setsid -w "$0" -c "$1" "$0" "$2" < /dev/null"#, path, script, spec],
            environment: ["PICKER": try pickerExecutablePath()])
        #expect(session.waitForExit() == 0, "\(shell): \(session.standardError)")
        let values = session.standardOutputBytes.split(separator: 0, omittingEmptySubsequences: false).dropLast()
        #expect(values.map { String(decoding: $0, as: UTF8.self) } == Self.awkwardValues, "\(shell)")
    }

    @Test func theJSONAnswersAreTypedAndParse() throws {
        let (status, output, error) = try Self.run(spec: Self.awkward, ["--json"])
        #expect(status == 0, "\(error)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output)) as? [String: Any])
        #expect(object["quote"] as? String == Self.awkwardValues[0])
        #expect(object["lines"] as? String == Self.awkwardValues[1])
        #expect(object["intl"] as? String == Self.awkwardValues[2])
        #expect(object["tags"] as? [String] == ["a b", "c'd"])
        #expect((object["size"] as? NSNumber)?.doubleValue == 2.5)
        #expect(object["ok"] as? Bool == true)
        #expect(object["day"] as? String == "2026-12-01T09:30")
        #expect(object["empty"] is NSNull)
        // Typed as they are written: a number and a boolean, not strings.
        let text = String(decoding: output, as: UTF8.self)
        #expect(text.contains(#""size":2.50,"ok":true,"#))
    }

    @Test func withJSONAKeyNeedNotBeAShellName() throws {
        let (status, output, _) = try Self.run(["--json", "--field", "my key:input:Mine:default=x"])
        #expect(status == 0)
        #expect(String(decoding: output, as: UTF8.self) == #"{"my key":"x"}"# + "\n")
    }

    @Test func print0EndsEachUnquotedAnswerWithNUL() throws {
        let (status, output, _) = try Self.run(spec: Self.awkward, ["--print0"])
        #expect(status == 0)
        let records = output.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        let keys = ["quote", "lines", "intl", "tags", "size", "ok", "day", "empty"]
        #expect(records == zip(keys, Self.awkwardValues).map { $0 + "=" + $1 } + [""])
    }

    @Test func aFailedWriteIsStatus74() throws {
        let session = try TerminalSession(
            executable: "/bin/sh",
            arguments: [
                "-c",
                #"setsid -w "$0" form --field 'a:input:A:default=x' < /dev/null | true; "#
                    + #"setsid -w "$0" form --field 'a:input:A:default=x' < /dev/null > /dev/full; echo "status $?""#,
                try pickerExecutablePath(),
            ])
        #expect(session.waitForExit() == 0)
        #expect(session.standardOutput == "status 74\n")
    }

    // MARK: --remember

    @Test func rememberedAnswersAreTheStartingValuesAndAStaleOneIsDropped() throws {
        let state = try E2E.temporaryDirectory().path
        let folder = state + "/picker/forms"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // replicas 40 is out of range now; "blue" is no longer an item; "gone" is no field.
        try #"{"env":"prod","region":"blue","replicas":40,"notify":true,"gone":"x"}"#.write(
            toFile: folder + "/deploy.json", atomically: true, encoding: .utf8)
        let spec = Self.conditional.replacingOccurrences(of: #""max": 10,"#, with: #""max": 10, "default": 2,"#)
            .replacingOccurrences(of: #""required": true,"#, with: #""default": "eu","#)
        let (status, output, error) = try Self.run(
            spec: spec, ["--remember", "deploy"], environment: ["XDG_STATE_HOME": state])
        #expect(status == 0, "\(error)")
        #expect(error == "")
        #expect(String(decoding: output, as: UTF8.self) == "env='prod'\nregion='eu'\nreplicas='2'\nnotify='true'\n")
    }

    @Test func aCorruptMemoryIsIgnoredWithAWarning() throws {
        let state = try E2E.temporaryDirectory().path
        let folder = state + "/picker/forms"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "{\"env\": ".write(toFile: folder + "/deploy.json", atomically: true, encoding: .utf8)
        let (status, output, error) = try Self.run(
            ["--remember", "deploy", "--field", "env:choose:Env:items=dev,prod:default=dev"],
            environment: ["XDG_STATE_HOME": state])
        #expect(status == 0)
        #expect(String(decoding: output, as: UTF8.self) == "env='dev'\n")
        #expect(
            error
                == "picker: --remember deploy: \(folder)/deploy.json is not remembered answers (the file: not valid JSON (line 1, column 9: the text ends where a value was expected)); starting from the defaults\n"
        )
    }

    // MARK: With a terminal

    /// Runs the four-field form in a terminal, changes the environment to staging in its sheet,
    /// switches "Tell the team?" on and submits; gives the session once it has ended.
    static func submitFourFields(_ extra: [String] = [], environment: [String: String] = [:]) throws
        -> TerminalSession
    {
        var environment = environment
        environment.merge(ScreenScript.pinnedEnvironment) { own, _ in own }
        let session = try E2E.picker(WholeScreenFormTests.fourFields + extra, environment: environment)
        #expect(session.waitForText("Submit"))
        E2E.waitForStillness(session)
        for (keys, shows) in [
            (Keys.enter, "Done"), (Keys.down, nil), (Keys.enter, "staging ›"), (Keys.repeated(Keys.down, 3), nil),
            (" ", "On"), (Keys.down, nil),
        ] {
            session.send(keys)
            if let shows { #expect(session.waitForText(shows), "\(session.screenText)") }
            E2E.waitForStillness(session)
        }
        session.send(Keys.enter)
        return session
    }

    @Test func theSubmittedAnswersArePrinted() throws {
        let session = try Self.submitFourFields()
        #expect(session.waitForExit() == 0, "\(session.screenText)")
        #expect(session.standardOutput == "env='staging'\nwhen='2024-02-01'\nreplicas='3'\nnotify='true'\n")
    }

    @Test func aFormIsNeverWaitedForOnATerminal() throws {
        let session = try E2E.picker(["form"])
        #expect(session.waitForExit() == 2)
        #expect(
            session.standardError
                == "picker: no form: give a spec file, --field options, or the spec on standard input\n")
    }

    @Test func accessibleAsksTheFieldsOneByOneInLines() throws {
        let session = try E2E.picker([
            "form", "--accessible",
            "--field", "env:choose:Environment:items=dev,staging,prod:default=dev",
            "--field", "replicas:number:Replicas:min=1:max=10:default=3",
            "--field", "notify:confirm:Tell the team",
        ])
        for (shows, answer) in [("Environment", "2"), ("Replicas", "4"), ("Tell the team", "yes")] {
            #expect(session.waitForText(shows), "\(session.screenText)")
            session.send(answer + "\r")
        }
        #expect(session.waitForExit() == 0, "\(session.screenText)")
        #expect(session.standardOutput == "env='staging'\nreplicas='4'\nnotify='true'\n")
    }

    @Test func atTheTimeoutTheValuesShownAreTheAnswers() throws {
        let session = try E2E.picker(
            WholeScreenFormTests.fourFields + ["--timeout", "0.5"], environment: ScreenScript.pinnedEnvironment)
        #expect(session.waitForExit() == 0, "\(session.screenText)")
        #expect(session.standardOutput == "env='dev'\nwhen='2024-02-01'\nreplicas='3'\nnotify='false'\n")
        let status = try E2E.picker(
            WholeScreenFormTests.fourFields + ["--timeout", "0.5", "--timeout-status"],
            environment: ScreenScript.pinnedEnvironment)
        #expect(status.waitForExit() == 124)
        #expect(status.standardOutput == "")
    }

    @Test func escCancelsWithStatus1AndRemembersNothing() throws {
        let state = try E2E.temporaryDirectory().path
        let session = try E2E.picker(
            WholeScreenFormTests.fourFields + ["--remember", "deploy"], environment: ["XDG_STATE_HOME": state])
        #expect(session.waitForText("Submit"))
        E2E.waitForStillness(session)
        session.send(Keys.escape)
        #expect(session.waitForExit() == 1)
        #expect(session.standardOutput == "")
        #expect(!FileManager.default.fileExists(atPath: state + "/picker/forms/deploy.json"))
    }

    @Test func rememberKeepsTheSubmittedAnswersInAPrivateFileWrittenWhole() throws {
        let state = try E2E.temporaryDirectory().path
        let session = try Self.submitFourFields(["--remember", "deploy"], environment: ["XDG_STATE_HOME": state])
        #expect(session.waitForExit() == 0, "\(session.screenText)")
        let folder = state + "/picker/forms"
        // Written to a temporary file and renamed: nothing else is left in the folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["deploy.json"])
        let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/deploy.json")
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let kept = try String(contentsOfFile: folder + "/deploy.json", encoding: .utf8)
        #expect(kept == #"{"env":"staging","when":"2024-02-01","replicas":3,"notify":true}"# + "\n")
        // The next run starts from them: without a terminal they are its answers.
        let (status, output, error) = try Self.run(
            Array(WholeScreenFormTests.fourFields.dropFirst()) + ["--remember", "deploy"],
            environment: ["XDG_STATE_HOME": state])
        #expect(status == 0, "\(error)")
        #expect(
            String(decoding: output, as: UTF8.self) == "env='staging'\nwhen='2024-02-01'\nreplicas='3'\nnotify='true'\n"
        )
    }

    /// The path of `program`, if it is installed.
    static func which(_ program: String) -> String? {
        for folder in ["/bin", "/usr/bin", "/usr/local/bin"]
        where FileManager.default.isExecutableFile(atPath: folder + "/" + program) {
            return folder + "/" + program
        }
        return nil
    }
}
