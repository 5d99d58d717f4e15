/// The iOS text styles the slider uses, with Apple's Dynamic Type sizes (Human Interface Guidelines, iOS typography tables).
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    /// Readout chips (`.footnote`).
    case footnote
    /// The header line (`.title3`).
    case title3
    /// Value labels of a single slider (`.body`).
    case body
    /// Small captions (`.caption`).
    case caption1

    /// Point size at a Dynamic Type size.
    public func size(_ dynamicType: DynamicTypeSize) -> Double { metrics(dynamicType).size }

    /// Line height in points at a Dynamic Type size.
    public func lineHeight(_ dynamicType: DynamicTypeSize) -> Double { metrics(dynamicType).lineHeight }

    private func metrics(_ dynamicType: DynamicTypeSize) -> (size: Double, lineHeight: Double) {
        let index = DynamicTypeSize.allCases.firstIndex(of: dynamicType) ?? 3
        let table: [(Double, Double)]
        switch self {
        case .footnote:
            table = [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)]
        case .title3:
            table = [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)]
        case .body:
            table = [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)]
        case .caption1:
            table = [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)]
        }
        return table[index]
    }
}
