import SceneGraph
import SliderEngine

/// The values inside a slider's entry: locales, value labels, formats, colours and styles.
extension SceneFile {
    static func locale(_ f: JSONField) throws -> String {
        let s = try f.string()
        guard isASCIILocale(s) || isLocaleIdentifier(s) else { throw f.fail("\"\(Excerpt.of(s))\" is not a locale identifier such as \"en_US\" or \"ar_EG\"") }
        return s
    }

    /// A language of 2 or 3 letters, then parts of 1 to 8 letters or digits, after `_` or `-`.
    static func isLocaleIdentifier(_ s: String) -> Bool {
        let parts = s.split(separator: "_", omittingEmptySubsequences: false).flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }
        return !parts.isEmpty && (2...3).contains(parts[0].count) && parts[0].allSatisfy(\.isLetter)
            && parts.dropFirst().allSatisfy { !$0.isEmpty && $0.count <= 8 && $0.allSatisfy { $0.isLetter || $0.isNumber } }
    }

    /// `isLocaleIdentifier` for an identifier of ASCII only, where a letter is `A`–`Z` or `a`–`z` and a number `0`–`9`,
    /// read byte by byte rather than through each character's Unicode properties, which cost far more. False for
    /// anything else, which the rule itself then reads.
    static func isASCIILocale(_ s: String) -> Bool {
        var part = 0, length = 0
        for b in s.utf8 {
            if b == UInt8(ascii: "_") || b == UInt8(ascii: "-") {
                guard part == 0 ? (2...3).contains(length) : (1...8).contains(length) else { return false }
                part += 1
                length = 0
                continue
            }
            let letter = (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z")
            guard letter || (part > 0 && b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) else { return false }
            length += 1
        }
        return part == 0 ? (2...3).contains(length) : (1...8).contains(length)
    }

    static func valueLabel(_ f: JSONField) throws -> ValueLabel {
        if case .string(let text) = f.value.kind { return .text(text) }
        let o = try f.object()
        try o.allowOnly(["text", "icon"])
        if let t = o.nonNull("text") { return .text(try t.string()) }
        if let i = o.nonNull("icon") { return .icon(try i.oneOf(Icon.self)) }
        throw f.fail("expected {\"text\": …} or {\"icon\": …}")
    }

    static func format(_ f: JSONField) throws -> ValueFormat {
        let o = try f.object()
        try o.allowOnly(["style", "code", "fractionLength", "grouping"])
        let name = try o.nonNull("style")?.string() ?? "automatic"
        let style: ValueFormat.Style
        switch name {
        case "automatic": style = .automatic
        case "number": style = .number
        case "percent": style = .percent
        case "integer": style = .integer
        case "currency":
            let codeField = try o.required("code")
            let code = try codeField.string()
            guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw codeField.fail("\"\(Excerpt.of(code))\" is not an ISO 4217 currency code such as \"USD\"")
            }
            style = .currency(code: code.uppercased())
        default:
            throw try o.required("style").fail("unknown format style \"\(Excerpt.of(name))\"; expected one of \"automatic\", \"number\", \"currency\", \"percent\", \"integer\"")
        }
        if name != "currency", let c = o.optional("code") { throw c.fail("code applies to the currency style only") }
        var format = ValueFormat(style)
        if let fl = o.nonNull("fractionLength") {
            let digit: (JSONField) throws -> Int = { d in Int(try d.number("a whole number of digits from 0 to 15") { $0 >= 0 && $0 <= 15 && $0 == $0.rounded() }) }
            if case .array = fl.value.kind {
                let items = try fl.array()
                guard items.count == 2 else { throw fl.fail("expected [min, max] or one number, found \(items.count) items") }
                let low = try digit(items[0]), high = try digit(items[1])
                guard low <= high else { throw fl.fail("the minimum \(low) is larger than the maximum \(high)") }
                format.minimumFractionDigits = low
                format.maximumFractionDigits = high
            } else {
                let n = try digit(fl)
                format.minimumFractionDigits = n
                format.maximumFractionDigits = n
            }
        }
        if let g = o.nonNull("grouping") { format.grouping = try g.bool() }
        return format
    }

    static func color(_ f: JSONField) throws -> AdaptiveColor {
        func one(_ f: JSONField) throws -> (UInt32, Double) {
            let s = try f.string()
            guard let c = Color(hexString: s), s.hasPrefix("#") else {
                throw f.fail("\"\(Excerpt.of(s))\" is not a colour; expected \"#RRGGBB\", \"#RGB\" or \"#RRGGBBAA\"")
            }
            let b = c.bytes
            return (UInt32(b.red) << 16 | UInt32(b.green) << 8 | UInt32(b.blue), c.alpha)
        }
        if case .string = f.value.kind {
            let (hex, alpha) = try one(f)
            return AdaptiveColor(hex, alpha: alpha)
        }
        let o = try f.object()
        try o.allowOnly(["light", "dark"])
        let (light, lightAlpha) = try one(o.required("light"))
        let (dark, darkAlpha) = try one(o.required("dark"))
        return AdaptiveColor(light: light, dark: dark, lightAlpha: lightAlpha, darkAlpha: darkAlpha)
    }

    static func style(_ f: JSONField) throws -> StyleOverrides {
        let o = try f.object()
        let colorKeys = ["track", "fill", "thumb", "thumbBorder", "ink", "label", "secondaryLabel", "chip"]
        try o.allowOnly(colorKeys + ["trackHeight", "thumbSize"])
        var s = StyleOverrides()
        if let v = o.nonNull("track") { s.track = try color(v) }
        if let v = o.nonNull("fill") { s.fill = try color(v) }
        if let v = o.nonNull("thumb") { s.thumb = try color(v) }
        if let v = o.nonNull("thumbBorder") { s.thumbBorder = try color(v) }
        if let v = o.nonNull("ink") { s.ink = try color(v) }
        if let v = o.nonNull("label") { s.label = try color(v) }
        if let v = o.nonNull("secondaryLabel") { s.secondaryLabel = try color(v) }
        if let v = o.nonNull("chip") { s.chip = try color(v) }
        if let v = o.nonNull("trackHeight") { s.trackHeight = try v.number("a height from 0 to 200") { $0 >= 0 && $0 <= 200 } }
        if let v = o.nonNull("thumbSize") { s.thumbSize = try v.number("a size from 0 to 400") { $0 >= 0 && $0 <= 400 } }
        return s
    }
}
