import Foundation

/// The built `render-cli` next to the test bundle.
let renderCLI: String = {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [bundle.appendingPathComponent("render-cli").path,
                      bundle.deletingLastPathComponent().appendingPathComponent("render-cli").path] where FileManager.default.isExecutableFile(atPath: candidate) {
        return candidate
    }
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent(".build/debug/render-cli").path
}()

/// What a process did.
struct ProcessResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs a shell command line (bash), with `$CLI` naming the built render-cli, and waits for it.
@discardableResult
func shell(_ script: String, in folder: String? = nil) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    var environment = ProcessInfo.processInfo.environment
    environment["CLI"] = renderCLI
    process.environment = environment
    if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read both pipes while the process runs, so a chatty process cannot block on a full pipe.
    nonisolated(unsafe) var errData = Data()
    let reader = Thread { errData = err.fileHandleForReading.readDataToEndOfFile() }
    reader.start()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while reader.isExecuting || !reader.isFinished { usleep(1000) }
    return ProcessResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
}

/// The type of what is at a path, without following a final symlink: "file", "directory", "link", "fifo", "char".
func fileType(_ path: String) -> String {
    var info = stat()
    guard lstat(path, &info) == 0 else { return "missing" }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return "file"
    case S_IFDIR: return "directory"
    case S_IFLNK: return "link"
    case S_IFIFO: return "fifo"
    case S_IFCHR: return "char"
    default: return "other"
    }
}
