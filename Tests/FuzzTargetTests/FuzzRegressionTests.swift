import Foundation
import Testing
@testable import FuzzTarget

/// Every input under `Fixtures/fuzz-regressions/` (each one a crash or broken promise libFuzzer once found) runs
/// through the fuzz entry point without a crash and with every promise kept.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/fuzz-regressions").path

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test("Each regression input runs clean", arguments: inputs)
    func regression(name: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.folder + "/" + name))
        #expect(FuzzInput.run(Array(bytes)) == [])
    }

    @Test("The entry point splits scene and trace at the first NUL and runs both")
    func pairedInput() throws {
        let fixtures = URL(fileURLWithPath: Self.folder).deletingLastPathComponent().path
        let scene = try #require(FileManager.default.contents(atPath: fixtures + "/scenes/price.json"))
        let trace = try #require(FileManager.default.contents(atPath: fixtures + "/traces/price-drag.json"))
        #expect(FuzzInput.run([0] + Array(scene) + [0] + Array(trace)) == [])
        #expect(FuzzInput.run([0] + Array(scene)) == [])
        #expect(FuzzInput.run([]) == [])
    }

    @Test("From mode 0x80 up, bytes drive the engine with any Double: NaN, infinities, ±1.7e308")
    func engineMode() {
        var r = ByteReader([6, 5, 6, 6, 6, 7, 1, 100, 7, 0x7F, 0xF0, 0, 0, 0, 0, 0, 0][...])
        #expect(r.double().isNaN)
        #expect(r.double() == .infinity)
        #expect(r.double() == -.infinity)
        #expect(r.double() == 100)
        #expect(r.double() == .infinity)
        #expect(r.double() == 0)
        #expect(r.isAtEnd)
        // Every flag combination over bytes of every kind, through events, scenes and SVG, without a crash.
        for flags in 0...255 {
            let bytes: [UInt8] = [0x80, UInt8(flags)] + (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ flags) }
            #expect(FuzzInput.run(bytes) == [])
        }
    }
}
