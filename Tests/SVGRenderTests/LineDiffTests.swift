import Testing
import TestSupport
@testable import SVGRender
@testable import SliderReports
@testable import RasterRender

@Suite("Line diff")
struct LineDiffTests {
    /// Length of a longest common subsequence, by dynamic programming.
    static func lcs(_ a: [Int], _ b: [Int]) -> Int {
        var row = [Int](repeating: 0, count: b.count + 1)
        for x in a {
            var diagonal = 0
            for j in 0..<b.count {
                let saved = row[j + 1]
                row[j + 1] = x == b[j] ? diagonal + 1 : max(row[j + 1], row[j])
                diagonal = saved
            }
        }
        return row[b.count]
    }

    @Test("The edit script is minimal and rebuilds the new text, on 2,000 random pairs")
    func minimalAndCorrect() {
        var random = SplitMix64(seed: 42)
        for _ in 0..<2000 {
            let a = (0..<random.below(30)).map { _ in random.below(4) }
            let b = (0..<random.below(30)).map { _ in random.below(4) }
            let script = LineDiff.script(a, b)
            var rebuilt: [Int] = []
            var changes = 0
            var nextA = 0
            for edit in script {
                switch edit {
                case .same(let k, let j):
                    expectEqual(a[k], b[j])
                    expectEqual(k, nextA)
                    nextA += 1
                    rebuilt.append(b[j])
                case .delete(let k):
                    expectEqual(k, nextA)
                    nextA += 1
                    changes += 1
                case .insert(let j):
                    rebuilt.append(b[j])
                    changes += 1
                }
            }
            expectEqual(rebuilt, b)
            expectEqual(nextA, a.count)
            expectEqual(changes, a.count + b.count - 2 * Self.lcs(a, b), "a \(a) b \(b)")
        }
    }

    @Test("A one-line change in a large file shows as that line with its context")
    func largeFilesStayMinimal() throws {
        let lines = (0..<5000).map { "<rect id=\"cell\($0)\" fill=\"#ff5b3a\"/>" }
        var changed = lines
        for i in stride(from: 10, to: 5000, by: 50) { changed[i] = "<rect id=\"cell\(i)\" fill=\"#7c3aed\"/>" }
        let diff = try #require(LineDiff.diff(expected: lines.joined(separator: "\n"), actual: changed.joined(separator: "\n"), limit: 40))
        expectPrefix(diff, "   9  <rect id=\"cell8\"")
        expectContains(diff, " - 11  <rect id=\"cell10\" fill=\"#ff5b3a\"/>\n + 11  <rect id=\"cell10\" fill=\"#7c3aed\"/>")
        expectSuffix(diff, "   … 200 changed lines in all, 12 shown")
        expectEqual(diff.split(separator: "\n").count, 41)
    }

    @Test("Changes come with two lines of context on each side, and gaps are marked")
    func context() throws {
        let a = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj", b = "a\nb\nX\nd\ne\nf\ng\nh\nY\nj"
        expectEqual(LineDiff.diff(expected: a, actual: b), "   1  a\n   2  b\n - 3  c\n + 3  X\n   4  d\n   5  e\n   …\n   7  g\n   8  h\n - 9  i\n + 9  Y\n   10  j")
        expectNil(LineDiff.diff(expected: a, actual: a))
    }
}
