import Foundation

/// The two-letter region codes ICU counts as ISO 3166 regions (`Locale.Region.isISORegion`), kept
/// here because asking ICU loads its whole region table: about 3 M instructions, half a
/// millisecond, on the path to a date picker's first screen. The list is ICU's own, deprecated
/// and reserved codes included (`BU`, `CS`, `EU`, `UN`, `ZZ`); `ISORegionsTests` compares it with
/// ICU letter by letter, so a toolchain whose ICU differs fails that test rather than drifting.
/// Three-digit UN M.49 codes (`419`) are rare in a locale name and are still asked of ICU.
package enum ISORegions {
    /// The codes, two letters each, in alphabetical order.
    package static let letterCodes =
        "ACADAEAFAGAIALAMANAOAQARASATAUAWAXAZBABBBDBEBFBGBHBIBJBLBMBNBOBQBRBSBTBUBVBWBYBZCACCCDCFCGCHCICKCLCMCNCOCPCQ"
        + "CRCSCTCUCVCWCXCYCZDDDEDGDJDKDMDODYDZEAECEEEGEHERESETEUEZFIFJFKFMFOFQFRFXGAGBGDGEGFGGGHGIGLGMGNGPGQGRGSGTGUGW"
        + "GYHKHMHNHRHTHUHVICIDIEILIMINIOIQIRISITJEJMJOJPJTKEKGKHKIKMKNKPKRKWKYKZLALBLCLILKLRLSLTLULVLYMAMCMDMEMFMGMHMI"
        + "MKMLMMMNMOMPMQMRMSMTMUMVMWMXMYMZNANCNENFNGNHNINLNONPNQNRNTNUNZOMPAPCPEPFPGPHPKPLPMPNPRPSPTPUPWPYPZQAQOQURERH"
        + "RORSRURWSASBSCSDSESGSHSISJSKSLSMSNSOSRSSSTSUSVSXSYSZTATCTDTFTGTHTJTKTLTMTNTOTPTRTTTVTWTZUAUGUKUMUNUSUYUZVAVC"
        + "VDVEVGVIVNVUWFWKWSXKYDYEYTYUZAZMZRZWZZ"

    /// Whether `code` (upper-case letters or three digits) is an ISO 3166 region as ICU has it.
    package static func contains(_ code: String) -> Bool {
        let bytes = Array(code.utf8)
        if bytes.count == 3, bytes.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            return Locale.Region(code).isISORegion
        }
        guard bytes.count == 2 else { return false }
        var pairs = letterCodes.utf8.makeIterator()
        while let first = pairs.next(), let second = pairs.next() {
            if first == bytes[0] && second == bytes[1] { return true }
        }
        return false
    }
}
