/// An sRGB colour with straight (not premultiplied) alpha, each component in 0...1.
public struct Color: Hashable, Sendable, Codable {
    /// Red component.
    public var red: Double
    /// Green component.
    public var green: Double
    /// Blue component.
    public var blue: Double
    /// Alpha component.
    public var alpha: Double

    /// Creates a colour from components in 0...1; values outside are clamped.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.unit(red)
        self.green = Self.unit(green)
        self.blue = Self.unit(blue)
        self.alpha = Self.unit(alpha)
    }

    /// Creates a colour from a 24-bit `0xRRGGBB` value.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`; nil when the text is not one of those.
    public init?(hexString text: String) {
        var digits = Substring(text)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
        switch digits.count {
        case 3:
            let r = (value >> 8) & 0xF, g = (value >> 4) & 0xF, b = value & 0xF
            self.init(hex: (r * 17) << 16 | (g * 17) << 8 | b * 17)
        case 6:
            self.init(hex: value)
        case 8:
            self.init(hex: value >> 8, alpha: Double(value & 0xFF) / 255)
        default:
            return nil
        }
    }

    /// Opaque black.
    public static let black = Color(hex: 0x000000)
    /// Opaque white.
    public static let white = Color(hex: 0xFFFFFF)
    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// Whether `other` has the same components bit for bit: stricter than `==`, which calls 0 and -0 equal. Caches of
    /// drawn output compare colours this way, so that nothing they hand out could have been drawn differently.
    @inlinable
    public func hasSameBits(as other: Color) -> Bool {
        red.bitPattern == other.red.bitPattern && green.bitPattern == other.green.bitPattern
            && blue.bitPattern == other.blue.bitPattern && alpha.bitPattern == other.alpha.bitPattern
    }

    /// The same colour with a different alpha.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The 8-bit channel values, rounded half away from zero. A component set outside 0...1 after the colour was
    /// made (the components are `var`s) counts as the nearest end of that range, and a non-finite one as 0, as the
    /// initialisers clamp them.
    ///
    public var bytes: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha))
    }

    /// `#rrggbb` in lower case, alpha left out.
    public var hexRGB: String {
        let b = bytes
        return "#" + Self.hexPair(b.red) + Self.hexPair(b.green) + Self.hexPair(b.blue)
    }

    private static func unit(_ x: Double) -> Double { x.isFinite ? min(max(x, 0), 1) : 0 }

    /// The byte of a component, `x × 255 + ½` truncated: 0 below 0 and for NaN, 255 from 1 up, so the conversion
    /// never traps (the components are `var`s, and a decoded colour is not clamped).
    /// Always inlined: `@inlinable` alone left it a call in the SVG writer's colour attributes, three a colour.
    @inlinable @inline(__always)
    package static func byte(_ x: Double) -> UInt8 {
        let v = x * 255 + 0.5
        // Both comparisons are false for NaN.
        return v >= 1 ? (v < 255 ? UInt8(truncatingIfNeeded: Int(v)) : 255) : 0
    }
    private static func hexPair(_ v: UInt8) -> String {
        let digits: [Character] = Array("0123456789abcdef")
        return String([digits[Int(v >> 4)], digits[Int(v & 0xF)]])
    }
}

/// A value kept inside 0...1, such as an opacity or a saturation amount.
public struct UnitInterval: Hashable, Sendable, Codable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The clamped value.
    public let value: Double

    /// Clamps `value` into 0...1; a non-finite value becomes 0.
    public init(_ value: Double) {
        self.value = value.isFinite ? min(max(value, 0), 1) : 0
    }

    /// Creates the value from a literal, clamped.
    public init(floatLiteral value: Double) { self.init(value) }
    /// Creates the value from a literal, clamped.
    public init(integerLiteral value: Int) { self.init(Double(value)) }

    /// Fully on: 1.
    public static let one = UnitInterval(1)
    /// Fully off: 0.
    public static let zero = UnitInterval(0)
}
