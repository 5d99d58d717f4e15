import Foundation
import Testing
import TestSupport
@testable import SliderEngine
@testable import SliderDocuments

/// The document reader's fast paths: each must give what the general way gives, for every input.
@Suite("Document reader fast paths")
struct DocumentFastPathTests {
    /// Every string of up to `length` pieces from `alphabet`.
    static func words(_ alphabet: [String], upTo length: Int) -> [String] {
        var all = [""], last = [""]
        for _ in 0..<length {
            last = last.flatMap { w in alphabet.map { w + $0 } }
            all += last
        }
        return all
    }

    @Test("A locale identifier of ASCII is accepted byte by byte exactly when the rule accepts it")
    func locales() {
        let words = Self.words(["e", "N", "7", "_", "-", "x"], upTo: 6) + Self.words(["ab", "c", "1", "_", "é"], upTo: 4)
            + ["en_US", "ar_EG", "zh-Hant-TW", "sr_Latn_RS", "de_DE_u1234567", "de_DE_123456789", "e", "engl", "en_", "_US", "en__US", "12_US"]
        var disagreements: [String] = []
        for w in words {
            let fast = SceneFile.isASCIILocale(w), rule = SceneFile.isLocaleIdentifier(w)
            // The fast path never accepts what the rule refuses, and takes every identifier of ASCII that it accepts.
            if fast && !rule || (!fast && rule && w.utf8.allSatisfy { $0 < 0x80 }) { disagreements.append(w) }
        }
        expectGreater(words.count, 50_000)
        expectEqual(disagreements.count, 0, "first: \(disagreements.prefix(5))")
        #expect(SceneFile.isLocaleIdentifier("ét_ÉT") && !SceneFile.isASCIILocale("ét_ÉT"))
    }

    @Test("Strings read with and without escapes and non-ASCII text, every key and value as written")
    func strings() throws {
        // As written in the file (raw strings: a backslash here is one in the file), and as read.
        let samples = [#"plain"#, #""#, #"with space"#, #"tab\tand\nnewline"#, #"quote \" and backslash \\"#, #"é and 😀"#,
                       #"\u00e9\ud83d\ude00"#, #"a long plain string of more than fifteen bytes"#, #"ends in escape \u0041"#, #"x\/y"#]
        let expected = ["plain", "", "with space", "tab\tand\nnewline", "quote \" and backslash \\", "é and 😀", "é😀",
                        "a long plain string of more than fifteen bytes", "ends in escape A", "x/y"]
        for (sample, want) in zip(samples, expected) {
            let text = "{\"k\(sample)\": \"\(sample)\"}"
            let o = try JSONField.root(Array(text.utf8), file: "t.json").object()
            expectEqual(o.members.first?.key, "k" + want, "\(sample)")
            try expectEqual(o.members.first.map { try JSONField(value: $0.value, path: "$", file: "t.json").string() }, want, "\(sample)")
        }
        // A control character or a bad byte is still refused where it is.
        #expect(throws: DocumentError.self) { try JSONField.root(Array("{\"a\u{1}b\": 1}".utf8), file: "t.json") }
        #expect(throws: DocumentError.self) { try JSONField.root([0x7B, 0x22, 0x61, 0xFF, 0x22, 0x3A, 0x31, 0x7D], file: "t.json") }
    }

    @Test("A fixed count of numbers reads as the items one by one would, with the same error at the same place")
    func numbersAsItems() throws {
        let inputs = ["[0, 10]", "[1.5, -2e3]", "[0]", "[0, 1, 2]", "[]", "[0, \"1\"]", "[null, 1]", "[0, [1]]", "{\"a\": 1}", "7"]
        for input in inputs {
            let field = try JSONField.root(Array("{\"v\": \(input)}".utf8), file: "t.json").object().required("v")
            // The reading `numbers(count:)` replaces: fields for every item, then each one's number.
            let itemByItem = Result { () throws -> [Double] in
                let items = try field.array()
                guard items.count == 2 else {
                    throw field.fail("expected an array of 2 numbers, found \(items.count) item\(items.count == 1 ? "" : "s")")
                }
                return try items.map { try $0.number() }
            }
            let direct = Result { try field.numbers(count: 2) }
            switch (itemByItem, direct) {
            case (.success(let a), .success(let b)): #expect(a == b, "\(input)")
            case (.failure(let a), .failure(let b)): #expect(String(describing: a) == String(describing: b), "\(input)")
            default: Issue.record("\(input): \(itemByItem) against \(direct)")
            }
        }
    }

    @Test("Paths are written out when asked for, and are the ones the fields were reached by")
    func paths() throws {
        let text = #"{"slider": {"bounds": [0, 10], "odd key": {"x": [1, [2, {"y": true}]]}}}"#
        let root = try JSONField.root(Array(text.utf8), file: "t.json")
        let slider = try root.object().required("slider")
        expectEqual(slider.path, "$.slider")
        try expectEqual(slider.object().required("bounds").array()[1].path, "$.slider.bounds[1]")
        let odd = try slider.object().required("odd key")
        expectEqual(odd.path, "$.slider[\"odd key\"]")
        let y = try odd.object().required("x").array()[1].array()[1].object().required("y")
        expectEqual(y.path, "$.slider[\"odd key\"].x[1][1].y")
        let error = y.fail("no")
        expectContains(error.description, "at $.slider[\"odd key\"].x[1][1].y")
        expectEqual(JSONPath.member("café"), "[\"café\"]")
        expectEqual(JSONPath.member("$schema"), ".$schema")
        expectPrefix(JSONPath.member(String(repeating: "k", count: 81)), "[\"")
    }

    @Test("Numbers read on the fast path are, to the bit, what Double(text) gives")
    func numbers() throws {
        var texts = ["0", "-0", "1", "-1", "120", "480", "999999999999999", "-999999999999999", "1000000000000000",
                     "9007199254740993", "12345678901234567890", "0.5", "-0.0", "1e3", "1E-3", "2.5e+2", "123456789012345"]
        // Every width from 1 to 17 digits, and a few values of each.
        for digits in 1...17 {
            for lead in ["1", "4", "9"] { texts.append(lead + String(repeating: "7", count: digits - 1)) }
            texts.append("-" + "3" + String(repeating: "0", count: digits - 1))
        }
        for text in texts {
            let field = try JSONField.root(Array("[\(text), true, false, null]".utf8), file: "t.json").array()
            let read = try field[0].number()
            expectEqual(read.bitPattern, Double(text)!.bitPattern, "\(text)")
            guard case .number(_, let kept) = field[0].value.kind else { Issue.record("not a number: \(text)"); continue }
            expectEqual(kept, text)
            #expect(try field[1].bool() == true && field[2].bool() == false && field[3].isNull)
        }
        // A literal cut short or misspelt is still refused where it is.
        for bad in ["[tru]", "[nul", "[falsy]", "[True]"] {
            #expect(throws: DocumentError.self) { try JSONField.root(Array(bad.utf8), file: "t.json") }
        }
    }
}
