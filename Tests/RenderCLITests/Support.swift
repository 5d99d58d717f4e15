import Foundation
import Testing
@testable import render_cli

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
    let path = NSTemporaryDirectory() + "render-cli-tests-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Writes `text` to a file named `name` in a fresh folder and returns its path.
func writeTemporary(_ name: String, _ text: String) -> String {
    let path = temporaryFolder() + "/" + name
    FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    return path
}
