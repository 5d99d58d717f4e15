import Testing

// `#expect(a == b)` as plain functions. Each `#expect` is a macro: the compiler expands it and type-checks the
// expansion's closures, about 10 ms a use; with 1,600 equality checks that was a sixth of `swift test`'s build. These
// functions expand the macro once. A failure is reported at the caller's line with both values, as
// `(actual → 19.5) == (expected → 20.0)`; what is lost is the caller's source text, which the line shows.
// Checks of a condition that is not an equality keep `#expect`, for its decomposed message.

/// Records an issue at the caller's line when `actual` is not `expected`.
public func expectEqual<T: Equatable>(_ actual: T, _ expected: T, _ comment: Comment? = nil,
                                      sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(actual == expected, comment, sourceLocation: sourceLocation)
}

/// Records an issue at the caller's line when `actual` is `unexpected`.
public func expectNotEqual<T: Equatable>(_ actual: T, _ unexpected: T, _ comment: Comment? = nil,
                                         sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(actual != unexpected, comment, sourceLocation: sourceLocation)
}
