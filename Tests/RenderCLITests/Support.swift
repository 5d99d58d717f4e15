import Foundation
import Testing
import SliderCheck
import SliderSnapshots
@testable import render_cli
@testable import SliderEngine
@testable import SliderDocuments
import TestSupport

/// Runs the command line in-process and returns its exit status and output.
func runCLI(_ arguments: [String]) -> (code: ExitCode, stdout: String, stderr: String) {
    var output = Output()
    let code = RenderCLI.run(arguments, output: &output)
    return (code, String(decoding: output.stdout, as: UTF8.self), String(decoding: output.stderr, as: UTF8.self))
}

/// The repository's `Fixtures/` folder.
let fixtures: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Fixtures").path
}()

/// A fresh temporary folder for one test.
func temporaryFolder() -> String {
    Scratch.folder("render-cli")
}

/// Writes `text` to a file named `name` in a fresh folder and returns its path.
func writeTemporary(_ name: String, _ text: String) -> String {
    let path = temporaryFolder() + "/" + name
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    return path
}

/// The bytes of a file (the test fails when it cannot be read).
func readFile(_ path: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else { throw CocoaError(.fileReadNoSuchFile) }
    return [UInt8](data)
}

/// Names of the files in a folder ending in `suffix`, sorted.
func listFiles(_ folder: String, suffix: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(suffix) && !$0.hasPrefix(".") }.sorted()
}

/// Whether a file exists.
func fileExists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

/// Width and height from a PNG's IHDR.
func pngSize(_ bytes: [UInt8]) -> (Int, Int)? {
    guard bytes.count > 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
    func word(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
    return (word(16), word(20))
}
