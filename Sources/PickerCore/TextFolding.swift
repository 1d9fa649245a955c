import Foundation

/// Case- and diacritic-insensitive text comparison for type-ahead: "cHe" finds "Chewbacca" and
/// "eli" finds "Élise".
///
/// Folding lowercases and removes diacritics (Foundation's
/// `folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)`); pure ASCII text
/// takes a fast path that only lowercases.
package enum TextFolding {
    /// `s` lowercased, with diacritics removed ("Élise" becomes "elise", "Straße" becomes "strasse").
    package static func fold(_ s: String) -> String {
        if s.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: s.utf8.map(lowercasedASCII), as: UTF8.self)
        }
        return s.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// Whether `text`, once folded, starts with `foldedPrefix` (which must already be folded, for
    /// example by ``fold(_:)``).
    package static func hasPrefix(_ text: String, foldedPrefix: String) -> Bool {
        if foldedPrefix.isEmpty { return true }
        return fold(text).unicodeScalars.starts(with: foldedPrefix.unicodeScalars)
    }

    /// An ASCII byte lowercased (`A`–`Z` become `a`–`z`; every other byte is returned as is).
    @inline(__always)
    package static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }
}
