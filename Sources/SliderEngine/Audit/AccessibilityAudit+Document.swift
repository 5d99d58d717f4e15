import SceneGraph

extension AccessibilityAudit {
    /// Audits a scene file or a page at rest (with its held thumb, if any) in every combination of the given
    /// Dynamic Type sizes, layout directions and colour schemes, and checks text growth across the sizes.
    ///
    /// - Parameters:
    ///   - document: A slider file or a page.
    ///   - sizes: The Dynamic Type sizes (nil: the document's own; `DynamicTypeSize.allCases` for all twelve).
    ///   - directions: The layout directions (nil: the document's own).
    ///   - schemes: The colour schemes (nil: the document's own).
    /// - Returns: A report whose findings are merged across conditions: one finding lists every condition it was
    ///   seen in.
    public static func audit(_ document: SceneDocument, sizes: [DynamicTypeSize]? = nil, directions: [LayoutDirection]? = nil,
                             schemes: [ColorScheme]? = nil) -> AccessibilityAuditReport {
        let env = document.environment
        let sizes = unique(sizes ?? [env.dynamicTypeSize]).sorted()
        let directions = unique(directions ?? [env.layoutDirection])
        let schemes = unique(schemes ?? [env.colorScheme])
        var conditions: [AuditCondition] = []
        var found: [AuditFinding] = []
        for scheme in schemes {
            for direction in directions {
                var series: [(size: DynamicTypeSize, scene: Scene)] = []
                for size in sizes {
                    var doc = document
                    doc.environment.dynamicTypeSize = size
                    doc.environment.layoutDirection = direction
                    doc.environment.colorScheme = scheme
                    let condition = AuditCondition(doc.environment)
                    conditions.append(condition)
                    let scene = doc.stillScene()
                    series.append((size, scene))
                    let base = scheme == .dark ? Color.black : Color.white
                    for var finding in audit(scene, sliderFrames: doc.sliderFrames, base: base) {
                        finding.conditions = [condition]
                        found.append(finding)
                    }
                }
                for (size, var finding) in dynamicTypeBySize(series) {
                    finding.conditions = [AuditCondition(dynamicTypeSize: size, layoutDirection: direction, colorScheme: scheme)]
                    found.append(finding)
                }
            }
        }
        return AccessibilityAuditReport(conditions: conditions.sorted(), findings: merge(found))
    }

    /// Findings alike in everything but their condition become one, listing the conditions in order.
    static func merge(_ findings: [AuditFinding]) -> [AuditFinding] {
        var merged: [AuditFinding] = []
        var index: [String: Int] = [:]
        for finding in findings {
            let key = [finding.type.rawValue, finding.severity.rawValue, finding.element, finding.measured, finding.threshold,
                       finding.message].joined(separator: "\u{1F}")
            if let i = index[key] {
                merged[i].conditions += finding.conditions
            } else {
                index[key] = merged.count
                merged.append(finding)
            }
        }
        for i in merged.indices { merged[i].conditions = unique(merged[i].conditions).sorted() }
        return merged.sorted(by: AuditFinding.precedes)
    }

    private static func unique<T: Equatable>(_ items: [T]) -> [T] {
        var out: [T] = []
        for item in items where !out.contains(item) { out.append(item) }
        return out
    }
}
