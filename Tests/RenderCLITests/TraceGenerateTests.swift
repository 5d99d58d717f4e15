import Foundation
@testable import SliderEngine
@testable import SliderDocuments
import Testing
import TestSupport
import SliderCheck
import SliderSnapshots
@testable import render_cli

@Suite("trace generate")
struct TraceGenerateTests {
    func generate(_ arguments: [String]) throws -> [TimedEvent<Double>] {
        let result = runCLI(["trace", "generate"] + arguments)
        expectEqual(result.code, .ok, "\(result.stderr)")
        return try traceEvents(result.stdout)
    }

    @Test("The grammar: each verb, its defaults and its options", arguments: [
        ("tap 100", TraceGesture.touch(from: .init(x: 100), to: nil, duration: 0.1, ease: .linear)),
        ("tap 100,58 --duration 0.05", .touch(from: .init(x: 100, y: 58), to: nil, duration: 0.05, ease: .linear)),
        ("press-hold 120", .touch(from: .init(x: 120), to: nil, duration: 0.8, ease: .linear)),
        ("drag 50 200", .touch(from: .init(x: 50), to: .init(x: 200), duration: 0.4, ease: .linear)),
        ("drag -10,57 200 --ease in-out --duration 1", .touch(from: .init(x: -10, y: 57), to: .init(x: 200), duration: 1, ease: .inOut)),
        ("fling 200 40", .touch(from: .init(x: 200), to: .init(x: 40), duration: 0.12, ease: .out)),
        ("pause 0.3", .pause(0.3)),
        ("voiceover upper +3", .voiceover(.upper, count: 3, every: 0.3)),
        ("voiceover lower -2 --every 0.5", .voiceover(.lower, count: -2, every: 0.5)),
        ("  voiceover   4 ", .voiceover(nil, count: 4, every: 0.3)),
    ])
    func grammar(text: String, gesture: TraceGesture) throws {
        try expectEqual(TraceGesture.parse(text, index: 1), gesture)
    }

    @Test("Gestures follow each other after the gap; a pause replaces it; swipes are 0.3 s apart")
    func timeline() throws {
        let events = try generate(["tap 100", "pause 0.3", "drag 50 60 --duration 0.05", "voiceover upper +2", "voiceover lower -1"])
        expectEqual(events, [
            down(0, 100), up(0.1),
            down(0.4, 50), move(0.4167, 53.33), move(0.4333, 56.67), move(0.45, 60), up(0.45),
            TimedEvent(t: 0.65, .increment(.upper)), TimedEvent(t: 0.95, .increment(.upper)),
            TimedEvent(t: 1.15, .decrement(.lower)),
        ])
        // --gap and --rate; a leading pause delays the start.
        let slow = try generate(["pause 1", "drag 0 10 --duration 0.1", "tap 5,20", "--gap", "0.5", "--rate", "20"])
        expectEqual(slow, [down(1, 0), move(1.05, 5), move(1.1, 10), up(1.1), down(1.6, 5, 20), up(1.7)])
    }

    @Test("Eases: linear steps are even, in-out is slow at both ends, a fling's ease-out is fast first")
    func eases() throws {
        let xs = { (events: [TimedEvent<Double>]) -> [Double] in
            events.compactMap { if case .touchMove(let x, _) = $0.event { return x } else { return nil } }
        }
        expectEqual(xs(try generate(["drag 0 100 --duration 0.1", "--rate", "40"])), [25, 50, 75, 100])
        expectEqual(xs(try generate(["drag 0 100 --duration 0.1 --ease in-out", "--rate", "40"])), [6.25, 50, 93.75, 100])
        let fling = xs(try generate(["fling 200 40"]))
        expectEqual(fling, (1...7).map { TraceWriter.coordinate(200 - 160 * TraceGesture.Ease.out(Double($0) / 7)) })
        expectLess(fling[0] - 200, fling[6] - fling[5])  // the first step is the longest (both are negative)
        expectEqual(TraceGesture.Ease.out(0.5), 0.875)
        expectEqual(TraceGesture.Ease.inOut(0.25), 0.0625)
        // y is interpolated when both points have one, and kept when only the first does.
        let ys = try generate(["drag 0,10 10,20 --duration 0.05", "drag 0,30 10 --duration 0.05"]).compactMap { e -> Double? in
            if case .touchMove(_, let y) = e.event { return y } else { return nil }
        }
        expectEqual(ys, [13.33, 16.67, 20, 30, 30, 30])
    }

    @Test("A single slider's swipes name no thumb")
    func singleSlider() throws {
        let result = runCLI(["trace", "generate", "voiceover +1", "voiceover -1"])
        expectContains(result.stdout, #"{ "t": 0, "type": "increment" },"#)
        try expectEqual(traceEvents(result.stdout, kind: .single), [TimedEvent(t: 0, .increment(.lower)), TimedEvent(t: 0.2, .decrement(.lower))])
    }

    @Test("Bad gestures are usage errors that quote the gesture", arguments: [
        (["tapp 100"], "gesture 1 'tapp 100': unknown gesture 'tapp'; did you mean 'tap'?"),
        (["tap 100", "swipe 3"], "gesture 2 'swipe 3': unknown gesture 'swipe'; expected one of tap, press-hold, drag, fling, pause, voiceover (each gesture is one quoted argument)"),
        (["tap", "100"], "gesture 1 'tap': tap takes one point, X[,Y], found 0 values; quote each gesture as one argument, such as \"tap 100\""),
        (["tap left"], "gesture 1 'tap left': 'left' is not a point; expected X or X,Y in points, such as 100 or 100,58"),
        (["drag 50"], "gesture 1 'drag 50': drag takes two points, X1[,Y1] X2[,Y2], found 1 value"),
        (["drag 50 200,58"], "gesture 1 'drag 50 200,58': give y on the first point too, or on neither"),
        (["drag 1 2 --durtion 3"], "gesture 1 'drag 1 2 --durtion 3': drag takes no option '--durtion'; did you mean '--duration'?"),
        (["drag 1 2 --duration 0"], "gesture 1 'drag 1 2 --duration 0': '--duration' expects seconds from 0 to 3600 (more than 0), got '0'"),
        (["drag 1 2 --ease bounce"], "gesture 1 'drag 1 2 --ease bounce': unknown --ease 'bounce'; expected linear, in-out or out"),
        (["tap 1 --ease out"], "gesture 1 'tap 1 --ease out': tap takes no option '--ease'; it takes --duration"),
        (["pause"], "gesture 1 'pause': pause takes one duration in seconds from 0 to 3600, such as 'pause 0.3'; quote each gesture as one argument, such as \"tap 100\""),
        (["voiceover upper"], "gesture 1 'voiceover upper': voiceover takes an optional thumb (lower or upper) and a swipe count such as +3 or -2"),
        (["voiceover middle +1"], "gesture 1 'voiceover middle +1': voiceover takes an optional thumb (lower or upper) and a swipe count such as +3 or -2"),
        (["voiceover upper 0"], "gesture 1 'voiceover upper 0': voiceover takes an optional thumb (lower or upper) and a swipe count such as +3 or -2"),
        (["voiceover upper +1", "voiceover -1"], "name a thumb in every voiceover gesture (a range slider) or in none (a single slider)"),
        (["tap 1", "--gap", "-1"], "'--gap' expects seconds from 0 to 3600, got '-1'"),
    ])
    func badGestures(arguments: [String], message: String) {
        let result = runCLI(["trace", "generate"] + arguments)
        expectEqual(result.code, .usage)
        expectEqual(result.stderr, "Error: \(message)\n" + traceUsageTail("generate"))
    }

    @Test("Generated traces lint clean, and their comment says how they were made")
    func lintClean() {
        let result = runCLI(["trace", "generate", "tap 100,58", "pause 0.3", "drag 50 200 --duration 0.4", "fling 200 40",
                             "press-hold 120 --duration 0.8", "voiceover upper +3", "--gap", "0.25"])
        expectPrefix(result.stdout, """
            {
              "comment": "Generated by render-cli trace generate 'tap 100,58' 'pause 0.3' 'drag 50 200 --duration 0.4' 'fling 200 40' 'press-hold 120 --duration 0.8' 'voiceover upper +3' --gap 0.25",

            """)
        let path = writeTemporary("g.json", result.stdout)
        let lint = runCLI(["trace", "lint", "--scene", fixtures + "/scenes/price.json", path])
        expectEqual(lint.code, .ok)
        expectEqual(lint.stdout, "\(path): clean, 42 events\n")
    }

    @Test("End to end: a generated drag of the lower price thumb from its centre to x = 200 replays to [480, 480] with one impact")
    func replayDrag() {
        // The lower thumb's centre: radius 14 + 0.12 × (330 − 28) = 50.24.
        let trace = writeTemporary("drag.json", runCLI(["trace", "generate", "drag 50.24 200 --duration 0.4"]).stdout)
        let result = runCLI(["replay", fixtures + "/scenes/price.json", trace])
        expectEqual(result.code, .ok)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        expectEqual(lines.first, #"{"t":0.0167,"type":"value","value":[140,480]}"#)
        expectEqual(lines.filter { $0.contains("impact") }, [#"{"t":0.3,"type":"haptic","style":"impact"}"#])
        expectEqual(lines.suffix(3), [
            #"{"t":0.3,"type":"value","value":[480,480]}"#,
            #"{"t":0.3,"type":"haptic","style":"impact"}"#,
            #"{"type":"final","value":[480,480]}"#,
        ])
        expectEqual(lines.filter { $0.contains("selection") }.count, 6)
        // The same gesture through WebDriver and back replays to the same values.
        let actions = writeTemporary("a.json", runCLI(["trace", "export", "--to", "webdriver", trace]).stdout)
        let back = writeTemporary("back.json", runCLI(["trace", "import", "--from", "webdriver", "--rate", "60", "--x-only", actions]).stdout)
        let again = runCLI(["replay", fixtures + "/scenes/price.json", back]).stdout.split(separator: "\n").map(String.init)
        let values = { (lines: [String]) in lines.filter { $0.contains("value") }.map { $0.components(separatedBy: "\"value\":").last ?? "" } }
        expectEqual(values(again), values(lines))
    }
}
