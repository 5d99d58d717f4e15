/// A readable line diff for snapshot mismatches, in the manner of a unified diff: each change with two lines of
/// context, `-` for the expected (golden) line and `+` for the actual one, with line numbers.
///
/// The edit script is minimal: Myers' O(ND) algorithm in its linear-space form (the middle snake, divided and
/// conquered), so a one-colour change in a large contact sheet shows as the handful of lines that changed, not as
/// the whole file. What is printed is capped at `limit` lines; what is computed is not.
public enum LineDiff {
    /// One line of an edit script.
    public enum Edit: Hashable, Sendable {
        /// Line `expected` of the golden equals line `actual` of the output (0-based).
        case same(expected: Int, actual: Int)
        /// Line `expected` of the golden is gone.
        case delete(expected: Int)
        /// Line `actual` of the output is new.
        case insert(actual: Int)
    }

    /// nil when equal; otherwise at most `limit` printed lines of diff, then a count of what was left out.
    public static func diff(expected: String, actual: String, limit: Int = 60, context: Int = 2) -> String? {
        guard expected != actual else { return nil }
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let edits = script(a, b)
        let changed = edits.filter { if case .same = $0 { return false } else { return true } }.count
        // Keep the edits within `context` of a change.
        var keep = [Bool](repeating: false, count: edits.count)
        for (i, edit) in edits.enumerated() {
            if case .same = edit { continue }
            for j in max(0, i - context)...min(edits.count - 1, i + context) { keep[j] = true }
        }
        var lines: [String] = []
        var shownChanges = 0
        var previous = -1
        for (i, edit) in edits.enumerated() where keep[i] {
            if lines.count >= limit {
                lines.append("   … \(changed) changed lines in all, \(shownChanges) shown")
                return lines.joined(separator: "\n")
            }
            if previous >= 0 && i > previous + 1 { lines.append("   …") }
            previous = i
            switch edit {
            case .same(_, let j): lines.append("   \(j + 1)  \(b[j])")
            case .delete(let k): lines.append(" - \(k + 1)  \(a[k])"); shownChanges += 1
            case .insert(let j): lines.append(" + \(j + 1)  \(b[j])"); shownChanges += 1
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A shortest edit script turning `a` into `b`.
    public static func script<T: Equatable>(_ a: [T], _ b: [T]) -> [Edit] {
        var edits: [Edit] = []
        edits.reserveCapacity(max(a.count, b.count))
        var v = MyersBuffers(size: 0)
        divide(a, 0, a.count, b, 0, b.count, &v, &edits)
        return edits
    }

    /// The reusable arrays of the forward and backward searches.
    struct MyersBuffers {
        var forward: [Int]
        var backward: [Int]

        init(size: Int) {
            forward = [Int](repeating: 0, count: size)
            backward = [Int](repeating: 0, count: size)
        }
    }

    /// Appends the edits of a[aLo..<aHi] against b[bLo..<bHi].
    static func divide<T: Equatable>(_ a: [T], _ aLo: Int, _ aHi: Int, _ b: [T], _ bLo: Int, _ bHi: Int,
                                     _ v: inout MyersBuffers, _ edits: inout [Edit]) {
        var aLo = aLo, bLo = bLo, aHi = aHi, bHi = bHi
        // Common head and tail.
        while aLo < aHi, bLo < bHi, a[aLo] == b[bLo] {
            edits.append(.same(expected: aLo, actual: bLo))
            aLo += 1
            bLo += 1
        }
        var tail = 0
        while aHi > aLo, bHi > bLo, a[aHi - 1] == b[bHi - 1] {
            aHi -= 1
            bHi -= 1
            tail += 1
        }
        if aLo == aHi {
            for j in bLo..<bHi { edits.append(.insert(actual: j)) }
        } else if bLo == bHi {
            for k in aLo..<aHi { edits.append(.delete(expected: k)) }
        } else {
            let snake = middleSnake(a, aLo, aHi, b, bLo, bHi, &v)
            let whole = snake.x == aLo && snake.y == bLo && snake.u == snake.x && snake.v == snake.y
            guard !whole else {
                // No snake (cannot happen for a correct search): replace the range.
                for k in aLo..<aHi { edits.append(.delete(expected: k)) }
                for j in bLo..<bHi { edits.append(.insert(actual: j)) }
                for k in 0..<tail { edits.append(.same(expected: aHi + k, actual: bHi + k)) }
                return
            }
            divide(a, aLo, snake.x, b, bLo, snake.y, &v, &edits)
            for k in 0..<(snake.u - snake.x) { edits.append(.same(expected: snake.x + k, actual: snake.y + k)) }
            divide(a, snake.u, aHi, b, snake.v, bHi, &v, &edits)
        }
        for k in 0..<tail { edits.append(.same(expected: aHi + k, actual: bHi + k)) }
    }

    /// The middle snake of Myers' linear-space refinement: a run of matches from (x, y) to (u, v) on an optimal path.
    /// Both ranges are non-empty and differ at both ends.
    static func middleSnake<T: Equatable>(_ a: [T], _ aLo: Int, _ aHi: Int, _ b: [T], _ bLo: Int, _ bHi: Int,
                                          _ buffers: inout MyersBuffers) -> (x: Int, y: Int, u: Int, v: Int) {
        let n = aHi - aLo, m = bHi - bLo
        let delta = n - m
        let odd = delta & 1 != 0
        let maxD = (n + m + 1) / 2
        let offset = maxD + 1
        let size = 2 * maxD + 3
        if buffers.forward.count < size { buffers = MyersBuffers(size: size) }
        buffers.forward[offset + 1] = 0
        buffers.backward[offset + 1] = 0
        for d in 0...maxD {
            // Forward: furthest x on each diagonal k = x - y.
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && buffers.forward[offset + k - 1] < buffers.forward[offset + k + 1]) {
                    x = buffers.forward[offset + k + 1]
                } else {
                    x = buffers.forward[offset + k - 1] + 1
                }
                var y = x - k
                let x0 = x, y0 = y
                while x < n, y < m, a[aLo + x] == b[bLo + y] { x += 1; y += 1 }
                buffers.forward[offset + k] = x
                let kb = delta - k
                if odd, kb >= -(d - 1), kb <= d - 1, x + buffers.backward[offset + kb] >= n {
                    return (aLo + x0, bLo + y0, aLo + x, bLo + y)
                }
            }
            // Backward: furthest x' on each diagonal of the reversed sequences.
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && buffers.backward[offset + k - 1] < buffers.backward[offset + k + 1]) {
                    x = buffers.backward[offset + k + 1]
                } else {
                    x = buffers.backward[offset + k - 1] + 1
                }
                var y = x - k
                let x0 = x, y0 = y
                while x < n, y < m, a[aHi - 1 - x] == b[bHi - 1 - y] { x += 1; y += 1 }
                buffers.backward[offset + k] = x
                let kf = delta - k
                if !odd, kf >= -d, kf <= d, x + buffers.forward[offset + kf] >= n {
                    return (aHi - x, bHi - y, aHi - x0, bHi - y0)
                }
            }
        }
        // Not reached for non-empty ranges; fall back to a plain replacement.
        return (aLo, bLo, aLo, bLo)
    }
}
