/// A readable line diff for golden mismatches: changed lines with `-` (golden) and `+` (actual), two lines of context,
/// and line numbers. Longest-common-subsequence based, capped so huge files still diff quickly.
public enum LineDiff {
    /// nil when equal; otherwise at most `limit` lines of diff.
    public static func diff(expected: String, actual: String, limit: Int = 60) -> String? {
        guard expected != actual else { return nil }
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        // Trim the common head and tail, then diff the middle.
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        let midA = Array(a[head..<(a.count - tail)]), midB = Array(b[head..<(b.count - tail)])
        var ops: [(Character, Int, Substring)] = []
        if midA.count * midB.count <= 4_000_000 {
            // LCS table on the middle part.
            let n = midA.count, m = midB.count
            var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    table[i][j] = midA[i] == midB[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
            var i = 0, j = 0
            while i < n || j < m {
                if i < n, j < m, midA[i] == midB[j] {
                    ops.append((" ", head + i + 1, midA[i])); i += 1; j += 1
                } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                    ops.append(("-", head + i + 1, midA[i])); i += 1
                } else {
                    ops.append(("+", head + j + 1, midB[j])); j += 1
                }
            }
        } else {
            ops = midA.enumerated().map { ("-", head + $0.offset + 1, $0.element) }
                + midB.enumerated().map { ("+", head + $0.offset + 1, $0.element) }
        }
        var lines: [String] = []
        let before = a[max(0, head - 2)..<head]
        for (k, line) in before.enumerated() { lines.append("   \(head - before.count + k + 1)  \(line)") }
        for (op, number, line) in ops {
            if lines.count >= limit {
                lines.append("   … \(ops.count) changed lines in all")
                break
            }
            lines.append(" \(op) \(number)  \(line)")
        }
        return lines.joined(separator: "\n")
    }
}
