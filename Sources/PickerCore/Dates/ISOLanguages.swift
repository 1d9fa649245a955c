import Foundation

/// The language codes ICU counts as ISO 639 languages (`Locale.LanguageCode.isISOLanguage`), kept
/// here because asking ICU builds its whole list of languages as Swift values: about 130 K
/// instructions on the path to a date picker's first screen. Like `ISORegions`, the lists are
/// ICU's own (the three-letter forms of two-letter languages included, "eng" as well as "en"),
/// and `ISOLanguagesTests` compares them with ICU for every two- and three-letter code, so a
/// toolchain whose ICU differs fails that test rather than drifting.
package enum ISOLanguages {
    /// The two-letter codes, in alphabetical order.
    package static let twoLetterCodes =
        "aaabaeafakamanarasavayazbabebgbibmbnbobrbscacechcocrcscucvcydadedvdzeeeleneoeseteufafffifjfofrfygagdglgngugv"
        + "hahehihohrhthuhyhziaidieigiiikioisitiujajvkakgkikjkkklkmknkokrkskukvkwkylalblglilnloltlulvmgmhmimkmlmnmrmsmt"
        + "mynanbndnengnlnnnonrnvnyocojomorospapiplpsptqurmrnrorurwsascsdsesgsiskslsmsnsosqsrssstsusvswtatetgthtitktnto"
        + "trtstttwtyugukuruzvevivowawoxhyiyozazhzu"

    /// The three-letter codes, in alphabetical order.
    package static let threeLetterCodes =
        "aarabkaceachadaadyaebafhafragqainakaakkakzalealnaltamhanganpapwaraarcargarnaroarparqarsarwaryarzasaaseasmast"
        + "avaaveavkawaaymazebakbalbambanbarbasbaxbbcbbjbejbelbembenberbewbezbfdbfqbgcbgnbhobikbinbisbjnbkmblablobodbos"
        + "bpybqibrabrebrhbrxbssbuabugbulbumbynbyvcadcarcatcaycchccpcebcescggchachbchechgchkchmchnchochpchrchuchvchycic"
        + "ckbcopcorcoscpscrecrhcsbcswcymdakdandardavdeldendeudgrdindivdjedoidsbdtpduadumdyodyudzgdzoebuefieglegyekaell"
        + "elxengenmepoestesueuseweewoextfanfaofasfatfijfilfinfitfonfrafrcfrmfrofrpfrrfrsfryfulfurgaagaggangaygbagbzgez"
        + "gilglagleglgglkglvgmhgohgomgongorgotgrbgrcgrngswgucgujgurguzgwihaihakhathauhawhebherhifhilhinhithmnhmohrvhsb"
        + "hsnhunhuphyeibaibbiboidoiiiikuileiloinaindinhipkislitaizhjamjavjbojgojmcjpnjprjrbjutkaakabkackajkalkamkankas"
        + "katkaukawkazkbdkblkcgkdekeakenkfokgpkhakhmkhokhqkhwkikkinkirkiukkjklnkmbkoikokkomkonkorkoskpekrckrikrjkrlkru"
        + "ksbksfkshkuakumkurkutkxvladlaglahlamlaolatlavlezlfnlijlimlinlitlivlktlmolollozlrcltgltzlualublugluilunluolus"
        + "lutluylzhlzzmadmafmagmahmaimakmalmanmarmasmdemdfmdhmdrmenmermfemgamghmgomicmidminmismkdmlgmltmncmnimohmonmos"
        + "mrimrjmsamuamulmusmwlmwrmwvmyamyemyvmznnannapnaqnaunavnblndendondsnepnewnianiunjonldnmgnnhnnonnpnobnognonnor"
        + "novnqonsonusnwcnyanymnynnyonziociojioriormosaossotaotkouipagpalpampanpappaupcdpcmpdcpdtpeopflphnplipmspntpol"
        + "ponporpqmprgpropusqucquequgrajraprarrejrgnrhgrifrofrohromronrtmruerugrunruprusrwksadsagsahsamsansaqsassatsaz"
        + "sbasbpscnscosdcsdhseesehseiselsessgasgsshishnshusidsinsjdsjesjuslislkslvslysmasmesmjsmnsmosmssnasndsnksogsom"
        + "sotspasqisrdsrnsrpsrrsswssystqsuksunsussuxswaswbswesycsyrszltahtamtattcyteltemteotertettgkthatigtirtivtkltkr"
        + "tlhtlitlytmhtogtoktontpitrutrvtsdtsitsntsottttuktumturtvltwitwqtyvtzmudmugauigukrumbundurduzbvaivecvenvepvie"
        + "vlsvmfvmwvolvotvrovunwaewalwarwaswbpwlnwolwuuxalxhoxmfxnrxogyaoyapyavybbyidyoryrlyuezapzblzeazenzghzhazhozul"
        + "zunzxxzza"

    /// Whether `code` (two or three letters, any case) is an ISO 639 language as ICU has it.
    package static func contains(_ code: String) -> Bool {
        var bytes: [UInt8] = []
        for byte in code.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): bytes.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 0x20)
            default: return false
            }
        }
        guard bytes.count == 2 || bytes.count == 3 else { return false }
        let table = bytes.count == 2 ? twoLetterCodes.utf8 : threeLetterCodes.utf8
        var index = table.startIndex
        while index < table.endIndex {
            var matches = true
            for byte in bytes {
                if table[index] != byte { matches = false }
                index = table.index(after: index)
            }
            if matches { return true }
        }
        return false
    }
}
