import Foundation
import SliderEngine
import SliderDocuments
import TestSupport

/// The repository's `Fixtures/` folder.
let fixtures: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Fixtures").path
}()

/// A fresh temporary folder for one test.
func temporaryFolder() -> String {
    Scratch.folder("slider-rendering")
}

/// The bytes of a file.
func readFile(_ path: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else { throw CocoaError(.fileReadNoSuchFile) }
    return [UInt8](data)
}

/// A fixture scene.
func scene(_ name: String) throws -> SceneDocument { try SceneDocument(contentsOf: fixtures + "/scenes/\(name).json") }

/// A fixture trace for a scene.
func trace(_ name: String, for document: SceneDocument) throws -> TraceDocument {
    try TraceDocument(contentsOf: fixtures + "/traces/\(name).json", for: document)
}
