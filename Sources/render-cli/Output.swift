import Foundation
import SliderCheck
import SliderSnapshots

/// Where a command's text goes. Tests capture it; the real run writes to the file descriptors as it goes, and
/// remembers the first failure to write stdout (a closed pipe, a full disk) so the command can stop and `main` can
/// exit with the right status.
struct Output {
    var stdout: [UInt8] = []
    var stderr: [UInt8] = []
    /// Whether stderr is a terminal, so progress lines may redraw in place.
    var stderrIsTerminal = false
    /// Flush stdout as it grows (the real run), or keep it (tests).
    var streaming = false
    /// The errno of the first failed write to stdout.
    private(set) var stdoutFailure: Int32?

    mutating func print(_ line: String, terminator: String = "\n") {
        stdout.append(contentsOf: line.utf8)
        stdout.append(contentsOf: terminator.utf8)
        if streaming && stdout.count > 1 << 16 { flush() }
    }

    mutating func write(_ bytes: some Sequence<UInt8>) {
        stdout.append(contentsOf: bytes)
        if streaming && stdout.count > 1 << 16 { flush() }
    }

    /// Writes bytes to stdout and throws once stdout can take no more, so a long stream stops early.
    mutating func stream(_ bytes: ArraySlice<UInt8>) throws {
        write(bytes)
        if stdoutFailure != nil { throw StdoutClosed() }
    }

    mutating func note(_ line: String) {
        stderr.append(contentsOf: line.utf8)
        stderr.append(0x0A)
        if streaming { flush() }
    }

    /// A progress message: redrawn in place on a terminal, silent otherwise.
    mutating func progress(_ line: String, done: Bool = false) {
        guard stderrIsTerminal else { return }
        stderr.append(contentsOf: ("\r\u{1B}[2K" + line + (done ? "\n" : "")).utf8)
        if streaming { flush() }
    }

    mutating func flush() {
        guard streaming else { return }
        if stdoutFailure == nil, let error = Self.writeAll(1, stdout, stoppable: true) { stdoutFailure = error }
        _ = Self.writeAll(2, stderr)
        stdout.removeAll(keepingCapacity: true)
        stderr.removeAll(keepingCapacity: true)
    }

    /// Writes everything, retrying short writes; returns the errno of a failure. A `stoppable` write (stdout) ends
    /// with EINTR once a stop was asked for (`StopRequest`) where it would otherwise wait again: a reader that stalls,
    /// or a pipe that took only part of a write when the signal came, does not keep a stopped run waiting. Error
    /// messages to stderr are not stoppable.
    @discardableResult
    static func writeAll(_ fd: Int32, _ bytes: [UInt8], stoppable: Bool = false) -> Int32? {
        bytes.withUnsafeBytes { buffer in
            switch SafeFile.writeEvery(buffer, to: fd, stoppable: stoppable) {
            case nil: nil
            case .failed(let code): code
            case .tookNothing: EIO
            case .stopped: EINTR
            }
        }
    }
}

/// Stdout stopped taking bytes; `main` reports it.
struct StdoutClosed: Error {}
