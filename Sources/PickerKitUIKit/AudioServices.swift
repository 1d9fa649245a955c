import PickerKit

// AudioToolbox's system sounds, as UIKit apps play them: a port drops `import AudioToolbox` the way
// it changes `import UIKit`, and these come with `import PickerKitUIKit`. A terminal has one sound,
// its bell: every sound rings it, with the next frame of the running `UIKitHost`.

/// A system sound's identifier, as AudioToolbox's.
public typealias SystemSoundID = UInt32

#if !canImport(Darwin)
    /// A status code, as Apple's `OSStatus` (0 is success).
    public typealias OSStatus = Int32
    /// A URL as Core Foundation names it. Linux has no Core Foundation types to bridge to, so it is
    /// Foundation's `URL`, and `url as CFURL` compiles as written.
    public typealias CFURL = URL
#endif

/// Success.
public let kAudioServicesNoError: OSStatus = 0
/// The sound file could not be used (missing, unreadable, or not a WAV, AIFF or CAF file), or
/// the identifier names no sound.
public let kAudioServicesSystemSoundUnspecifiedError: OSStatus = -1500
/// The identifier that vibrates a phone; in a terminal it rings the bell like every sound.
public let kSystemSoundID_Vibrate: SystemSoundID = 0x0000_0FFF

/// Makes a system sound of the file at `inFileURL` and writes its identifier to
/// `outSystemSoundID`: the file must be a readable WAV, AIFF or CAF file, as on iOS. Returns
/// ``kAudioServicesNoError``, or ``kAudioServicesSystemSoundUnspecifiedError`` (and writes
/// nothing) when the file cannot be used.
@MainActor
@discardableResult
public func AudioServicesCreateSystemSoundID(
    _ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>
) -> OSStatus {
    #if canImport(Darwin)
        let url = inFileURL as URL
    #else
        let url = inFileURL
    #endif
    guard SystemSounds.isSoundFile(url) else { return kAudioServicesSystemSoundUnspecifiedError }
    outSystemSoundID.pointee = SystemSounds.register(url)
    return kAudioServicesNoError
}

/// Plays a system sound: a sound made by ``AudioServicesCreateSystemSoundID(_:_:)``, one of iOS's
/// built-in sounds (1000 to 1999), or ``kSystemSoundID_Vibrate``. In the terminal it rings the
/// bell with the next frame; an identifier that names no sound plays nothing, as on iOS.
@MainActor
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {
    guard SystemSounds.plays(inSystemSoundID) else { return }
    UIKitHost.running?.bell()
}

/// Plays a system sound as an alert (on a phone, with a vibration): the bell, as
/// ``AudioServicesPlaySystemSound(_:)``.
@MainActor
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {
    AudioServicesPlaySystemSound(inSystemSoundID)
}

/// Forgets a sound made by ``AudioServicesCreateSystemSoundID(_:_:)``.
@MainActor
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus {
    SystemSounds.files.removeValue(forKey: inSystemSoundID) == nil
        ? kAudioServicesSystemSoundUnspecifiedError : kAudioServicesNoError
}

/// The sounds made from files, by identifier.
@MainActor
enum SystemSounds {
    static var files: [SystemSoundID: URL] = [:]
    /// The next identifier to hand out (iOS starts its own above the built-in sounds too).
    private static var next: SystemSoundID = 4097

    /// Gives the file an identifier.
    static func register(_ url: URL) -> SystemSoundID {
        let id = next
        next = next == .max ? 4097 : next + 1
        files[id] = url
        return id
    }

    /// Whether playing `id` makes a sound.
    static func plays(_ id: SystemSoundID) -> Bool {
        files[id] != nil || (1000..<2000).contains(id) || id == kSystemSoundID_Vibrate
    }

    /// Whether the file at `url` can be read and starts as a WAV, AIFF or CAF file does.
    static func isSoundFile(_ url: URL) -> Bool {
        guard url.isFileURL, let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 12), head.count >= 4 else { return false }
        let bytes = [UInt8](head)
        func text(_ range: Range<Int>) -> String {
            range.upperBound <= bytes.count ? String(decoding: bytes[range], as: UTF8.self) : ""
        }
        switch text(0..<4) {
        case "RIFF": return text(8..<12) == "WAVE"
        case "FORM": return ["AIFF", "AIFC"].contains(text(8..<12))
        case "caff": return true
        default: return false
        }
    }
}
