import Testing
import TestSupport

/// The checks every test target uses in place of the simplest `#expect`s (TestSupport's Expect.swift).
@Suite("The tests' check functions")
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

    @Test("The text and sequence checks record an issue when the text or the elements do not hold the part")
    func partsFail() {
        withKnownIssue { expectContains("exit 65", "exit 64") }
        withKnownIssue { expectNotContains("exit 65", "65") }
        withKnownIssue { expectContains([1, 2, 3], 4) }
        withKnownIssue { expectNotContains(Set(["a"]), "a") }
        withKnownIssue { expectPrefix("render-cli", "cli") }
        withKnownIssue { expectSuffix("render-cli", "render") }
        expectContains("exit 65", "65")
        expectNotContains([1, 2, 3], 4)
        expectPrefix("render-cli", "render")
        expectSuffix("render-cli", "cli")
    }

    @Test("The nil and order checks record an issue when the value or the order is not as asked, none when it is")
    func nilAndOrderFail() {
        withKnownIssue { expectNil(Optional(3)) }
        withKnownIssue { expectNotNil(Int?.none) }
        withKnownIssue { expectLess(2, 2) }
        withKnownIssue { expectLessOrEqual(2.5, 2) }
        withKnownIssue { expectGreater(2, 2) }
        withKnownIssue { expectGreaterOrEqual("a", "b") }
        expectNil(Int?.none)
        expectNotNil(Optional(3))
        expectLess(1, 2)
        expectLessOrEqual(2, 2)
        expectGreater(3, 2)
        expectGreaterOrEqual("b", "b")
    }
}
