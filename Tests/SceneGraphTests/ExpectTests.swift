import Testing
import TestSupport

/// The equality checks every test target uses in place of `#expect(a == b)` (TestSupport's Expect.swift).
@Suite("The tests' equality checks")
struct ExpectTests {
    @Test("expectEqual and expectNotEqual record one issue at the caller's line, with both values; none when they hold")
    func failAtTheCallersLine() {
        let equalLine = #line + 2
        withKnownIssue {
            expectEqual(19.5, 20.0)
        } matching: { issue in
            let text = String(describing: issue)
            return issue.sourceLocation?.line == equalLine && text.contains("19.5") && text.contains("20.0")
        }
        let notEqualLine = #line + 2
        withKnownIssue {
            expectNotEqual("one", "one", "a comment")
        } matching: { issue in
            issue.sourceLocation?.line == notEqualLine && String(describing: issue).contains("one")
                && issue.comments.contains("a comment")
        }
        expectEqual([1, 2], [1, 2])
        expectNotEqual(Optional(1), nil)
    }
}
