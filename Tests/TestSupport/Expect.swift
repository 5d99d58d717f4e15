import Testing

// `#expect(a == b)`, `#expect(text.contains(part))`, `#expect(x == nil)`, `#expect(a < b)` and their kin as plain
// functions. Each `#expect` is a macro: the compiler expands it and type-checks the expansion's closures, about 7.5 ms
// a simple check against 1.5 ms for a call of one of these, which expand the macro once. A failure is reported at the
// caller's line with the values, as `(actual → 19.5) == (expected → 20.0)`; what is lost is the caller's source text,
// which the line shows.
// Checks of any other shape (`&&`, closures, tuples) keep `#expect`, for its decomposed message.

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

/// Records an issue at the caller's line when `text` does not contain `part`.
public func expectContains(_ text: String, _ part: String, _ comment: Comment? = nil,
                           sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(text.contains(part), comment, sourceLocation: sourceLocation)
}

/// Records an issue at the caller's line when `text` contains `part`.
public func expectNotContains(_ text: String, _ part: String, _ comment: Comment? = nil,
                              sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(!text.contains(part), comment, sourceLocation: sourceLocation)
}

/// Records an issue at the caller's line when `elements` does not hold `element`.
public func expectContains<S: Sequence>(_ elements: S, _ element: S.Element, _ comment: Comment? = nil,
                                        sourceLocation: SourceLocation = #_sourceLocation) where S.Element: Equatable {
    #expect(elements.contains(element), comment, sourceLocation: sourceLocation)
}

/// Records an issue at the caller's line when `elements` holds `element`.
public func expectNotContains<S: Sequence>(_ elements: S, _ element: S.Element, _ comment: Comment? = nil,
                                           sourceLocation: SourceLocation = #_sourceLocation) where S.Element: Equatable {
    #expect(!elements.contains(element), comment, sourceLocation: sourceLocation)
}

/// Records an issue at the caller's line when `text` does not start with `prefix`.
public func expectPrefix(_ text: String, _ prefix: String, _ comment: Comment? = nil,
                         sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(text.hasPrefix(prefix), comment, sourceLocation: sourceLocation)
}

/// Records an issue at the caller's line when `text` does not end with `suffix`.
public func expectSuffix(_ text: String, _ suffix: String, _ comment: Comment? = nil,
                         sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(text.hasSuffix(suffix), comment, sourceLocation: sourceLocation)
}

/// Records an issue at the caller's line when `value` is not nil.
public func expectNil<T>(_ value: T?, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(value == nil, comment, sourceLocation: sourceLocation)
}

/// Records an issue at the caller's line when `value` is nil.
public func expectNotNil<T>(_ value: T?, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(value != nil, comment, sourceLocation: sourceLocation)
}

/// Records an issue at the caller's line unless `a < b`.
public func expectLess<T: Comparable>(_ a: T, _ b: T, _ comment: Comment? = nil,
                                      sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(a < b, comment, sourceLocation: sourceLocation)
}

/// Records an issue at the caller's line unless `a <= b`.
public func expectLessOrEqual<T: Comparable>(_ a: T, _ b: T, _ comment: Comment? = nil,
                                             sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(a <= b, comment, sourceLocation: sourceLocation)
}

/// Records an issue at the caller's line unless `a > b`.
public func expectGreater<T: Comparable>(_ a: T, _ b: T, _ comment: Comment? = nil,
                                         sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(a > b, comment, sourceLocation: sourceLocation)
}

/// Records an issue at the caller's line unless `a >= b`.
public func expectGreaterOrEqual<T: Comparable>(_ a: T, _ b: T, _ comment: Comment? = nil,
                                                sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(a >= b, comment, sourceLocation: sourceLocation)
}
