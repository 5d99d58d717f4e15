import SceneGraph

/// What an audit found, over the conditions it drew: the findings in order, their counts, and their text and JSON
/// forms.
public struct AccessibilityAuditReport: Hashable, Sendable {
    /// The conditions audited, in order.
    public var conditions: [AuditCondition]
    /// The findings, in ``AuditFinding`` order.
    public var findings: [AuditFinding]

    /// Creates a report.
    public init(conditions: [AuditCondition], findings: [AuditFinding]) {
        self.conditions = conditions
        self.findings = findings
    }

    /// How many findings are errors.
    public var errorCount: Int { findings.filter { $0.severity == .error }.count }
    /// How many findings are warnings.
    public var warningCount: Int { findings.filter { $0.severity == .warning }.count }

    /// Whether the audit fails: on any error, or also on any warning when `warnings` is true.
    public func fails(onWarnings warnings: Bool = false) -> Bool {
        errorCount > 0 || (warnings && warningCount > 0)
    }

    /// The findings as lines for a terminal, a log or a golden file:
    ///
    /// ```
    /// warning  contrast  track.fill  1.21:1, needs 3:1
    ///   The fill (#a9dcb7) against the track (#e6e4de) is 1.21:1, under the 3:1 …
    ///   in: large leftToRight light
    /// 0 errors, 1 warning in 1 condition
    /// ```
    ///
    /// Control and bidi characters from labels are escaped, so a label cannot fake or reorder a line.
    public var text: String {
        var lines: [String] = []
        for f in findings {
            lines.append("\(f.severity.rawValue)  \(f.type.rawValue)  \(f.element)  \(f.measured), needs \(f.threshold)")
            lines.append("  " + f.message)
            if !f.conditions.isEmpty { lines.append("  in: " + describe(f.conditions)) }
        }
        lines.append(summary)
        return lines.map(VisibleText.escaped).joined(separator: "\n") + "\n"
    }

    /// `every condition`, or the conditions by direction and scheme with runs of audited sizes shortened:
    /// `xSmall…large leftToRight light; accessibility5 rightToLeft light`.
    func describe(_ seen: [AuditCondition]) -> String {
        if conditions.count > 1 && Set(seen) == Set(conditions) { return "every condition (\(conditions.count))" }
        var groups: [String] = []
        var i = 0
        while i < seen.count {
            var j = i
            while j + 1 < seen.count && seen[j + 1].layoutDirection == seen[i].layoutDirection
                && seen[j + 1].colorScheme == seen[i].colorScheme { j += 1 }
            // Sizes in this group, runs of sizes audited one after the other shortened to first…last.
            let audited = conditions.filter { $0.layoutDirection == seen[i].layoutDirection && $0.colorScheme == seen[i].colorScheme }
                .map(\.dynamicTypeSize)
            var parts: [String] = []
            var k = i
            while k <= j {
                var m = k
                while m < j, let a = audited.firstIndex(of: seen[m].dynamicTypeSize), a + 1 < audited.count,
                      audited[a + 1] == seen[m + 1].dynamicTypeSize { m += 1 }
                let first = seen[k].dynamicTypeSize.rawValue, last = seen[m].dynamicTypeSize.rawValue
                parts.append(m > k + 1 ? "\(first)…\(last)" : m == k + 1 ? "\(first), \(last)" : first)
                k = m + 1
            }
            groups.append(parts.joined(separator: ", ") + " \(seen[i].layoutDirection.rawValue) \(seen[i].colorScheme.rawValue)")
            i = j + 1
        }
        return groups.joined(separator: "; ")
    }

    /// `1 error, 2 warnings in 24 conditions` (without the conditions for the audit of one scene).
    public var summary: String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let found = "\(count(errorCount, "error")), \(count(warningCount, "warning"))"
        return conditions.isEmpty ? found : found + " in \(count(conditions.count, "condition"))"
    }

    /// The report as JSON, keys in a fixed order:
    /// `{"errors":0,"warnings":1,"conditions":[…],"findings":[{"type":…,"severity":…,"element":…,"measured":…,
    /// "threshold":…,"message":…,"conditions":[…]}]}` and a final newline.
    public var json: String {
        var out: [UInt8] = []
        JSONText.appendField("{\"errors\":", errorCount, to: &out)
        JSONText.appendField(",\"warnings\":", warningCount, to: &out)
        JSONText.appendField(",\"conditions\":", list: conditions.map(\.label), to: &out)
        JSONText.appendLiteral(",\"findings\":[", to: &out)
        for (i, f) in findings.enumerated() {
            JSONText.appendField(i > 0 ? ",{\"type\":" : "{\"type\":", f.type.rawValue, to: &out)
            JSONText.appendField(",\"severity\":", f.severity.rawValue, to: &out)
            JSONText.appendField(",\"element\":", f.element, to: &out)
            JSONText.appendField(",\"measured\":", f.measured, to: &out)
            JSONText.appendField(",\"threshold\":", f.threshold, to: &out)
            JSONText.appendField(",\"message\":", f.message, to: &out)
            JSONText.appendField(",\"conditions\":", list: f.conditions.map(\.label), to: &out)
            JSONText.appendLiteral("}", to: &out)
        }
        JSONText.appendLiteral("]}\n", to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
