import Foundation
import SceneGraph
import SliderEngine

/// Reading `TraceStream`'s input: filling the buffer from the file, whitespace, whole values for the tree reader, and
/// syntax errors at the current place.
extension TraceStream {
    /// Makes sure `n` bytes from `position` are in `bytes`, reading more (and dropping what was consumed); false at
    /// the end of the input.
    @discardableResult
    func fill(_ n: Int) throws -> Bool {
        while bytes.count - position < n {
            guard !atEnd, let descriptor else { return false }
            if position > 0 {
                bytes.removeFirst(position)
                lineStart -= position
                position = 0
            }
            // A stop asked for (the command line's SIGINT) ends the stream here, before each read and when a
            // read from a pipe that stays open is interrupted by the signal; the read waits for bytes in steps of a
            // tenth of a second, each followed by a look at the request.
            try StopRequest.check()
            guard StopRequest.wait(descriptor, until: .readable) else { continue }
            let chunk = 256 << 10
            let old = bytes.count
            // Array(repeating:count:) is specialized in the standard library; appending a `repeatElement` is not,
            // and in a debug build (a user's test target) took 44 ms for these 256 KB, twice for each trace read.
            bytes.append(contentsOf: [UInt8](repeating: 0, count: chunk))
            let n = bytes.withUnsafeMutableBytes { POSIX.readBytes(descriptor, $0.baseAddress! + old, chunk) }
            if n < 0 {
                bytes.removeLast(chunk)
                if errno == EINTR { continue }
                throw DocumentError(file: file, message: String(cString: strerror(errno)), kind: .unreadable)
            }
            bytes.removeLast(chunk - n)
            if n == 0 { atEnd = true }
        }
        return true
    }

    /// Like `fill`, but the end of the input is a syntax error.
    func need(_ n: Int) throws {
        guard try fill(n) else { throw syntax(unterminatedMessage()) }
    }

    func unterminatedMessage() -> String {
        switch state {
        case .events: return "unterminated array: expected ',' or ']', found end of file"
        case .start: return "expected a value, found end of file"
        default: return "unterminated object: expected ',' or '}', found end of file"
        }
    }

    func skipWhitespace() {
        while true {
            if position >= bytes.count {
                guard (try? fill(1)) == true else { return }
            }
            let c = bytes[position]
            if c > 0x20 { return }
            switch c {
            case 0x20, 0x09, 0x0D: position += 1
            case 0x0A:
                position += 1
                line += 1
                lineStart = position
            default: return
            }
        }
    }

    /// The value at `position`, read whole by the tree reader (after making sure it is all in `bytes`).
    func parsedValue() throws -> JSONValue {
        _ = try measureElement()
        let parsed: (value: JSONValue, end: Int, line: Int, lineStart: Int)
        do {
            parsed = try JSONParser.parseValue(in: bytes, at: position, line: line, lineStart: lineStart)
        } catch let e as JSONSyntaxError {
            throw DocumentError(file: file, line: e.line, column: e.column, message: "invalid JSON: \(e.message)")
        }
        position = parsed.end
        line = parsed.line
        lineStart = parsed.lineStart
        return parsed.value
    }

    func syntax(_ message: String) -> DocumentError {
        DocumentError(file: file, line: line, column: position - lineStart + 1, message: "invalid JSON: " + message)
    }

    func describeCurrent() -> String {
        guard position < bytes.count else { return "end of file" }
        let b = bytes[position]
        if b >= 0x20 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x\(String(b, radix: 16))"
    }
}
