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
}
