import Testing
import TestSupport

@testable import SceneGraph

@Suite struct TransactionTests {
    @Test func aPrefixMatchesTheIdAndItsDottedDescendantsOnly() {
        #expect(Transaction.matches(prefix: "chips", id: "chips"))
        #expect(Transaction.matches(prefix: "chips", id: "chips.lower.background"))
        #expect(!Transaction.matches(prefix: "chips", id: "chipsX"))
        #expect(!Transaction.matches(prefix: "chips", id: "chip"))
        #expect(!Transaction.matches(prefix: "chips.lower", id: "chips"))
        #expect(!Transaction.matches(prefix: "chips", id: "xchips.lower"))
        #expect(Transaction.matches(prefix: "", id: "anything"))
    }

    @Test func theFirstMatchingRuleWinsElseTheDefault() {
        let glide = Animation.spring(duration: 0.3, bounce: 0.3)
        let quick = Animation.interactiveSpring()
        let t = Transaction(
            defaultAnimation: glide,
            rules: [.init("thumb.lower", quick), .init("thumb", nil), .init("thumb.lower.face", glide)])
        expectEqual(t.animation(for: "thumb.lower"), quick)
        expectEqual(t.animation(for: "thumb.lower.face"), quick)  // the earlier, broader rule wins
        expectNil(t.animation(for: "thumb.upper"))  // an explicit nil rule means jump, not the default
        expectNil(t.animation(for: "thumb"))
        expectEqual(t.animation(for: "thumbs"), glide)
        expectEqual(t.animation(for: "track.fill"), glide)
        expectNil(Transaction.none.animation(for: "track.fill"))
        expectEqual(Transaction.animated(quick).animation(for: "x"), quick)
    }

    @Test func textCrossFadesAreLookedUpByPrefix() {
        let t = Transaction(crossFadeText: [.init("chip.lower", duration: 0.2), .init("chip", duration: 0.3)])
        expectEqual(t.textCrossFadeDuration(for: "chip.lower.text0"), 0.2)
        expectEqual(t.textCrossFadeDuration(for: "chip.upper.text0"), 0.3)
        expectNil(t.textCrossFadeDuration(for: "header.lower"))
    }
}
