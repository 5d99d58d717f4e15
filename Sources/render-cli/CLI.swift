#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Exit statuses, after BSD's sysexits.
enum ExitCode: Int32 {
    case ok = 0
    case failed = 1
    case usage = 64
    case dataError = 65
    case ioError = 74
}

/// Everything that stops a command, each with its exit status. Printed in one place, by `RenderCLI.main`.
enum CLIError: Error, Equatable {
    /// Wrong arguments: prints the usage line and where to find help.
    case usage(String, command: String?)
    /// A malformed input file.
    case data(InputError)
    /// A file could not be read or written.
    case io(String)
    /// A check ran and found differences; the report was already printed.
    case failed(String)

    var exitCode: ExitCode {
        switch self {
        case .usage: return .usage
        case .data: return .dataError
        case .io: return .ioError
        case .failed: return .failed
        }
    }
}

/// One subcommand.
protocol Subcommand {
    static var name: String { get }
    static var abstract: String { get }
    static var usage: String { get }
    static var discussion: String { get }
    static var options: [(flags: String, help: String)] { get }
    /// Runs with the arguments after the subcommand name; writes results through `output`.
    static func run(_ arguments: [String], output: inout Output) throws
}

/// Where a command's text goes. Tests capture it; the real run writes to the file descriptors.
struct Output {
    var stdout: [UInt8] = []
    var stderr: [UInt8] = []
    /// Whether stderr is a terminal, so progress lines may redraw in place.
    var stderrIsTerminal = false
    /// Flush stdout as it grows (the real run), or keep it (tests).
    var streaming = false

    mutating func print(_ line: String, terminator: String = "\n") {
        stdout.append(contentsOf: Array(line.utf8))
        stdout.append(contentsOf: Array(terminator.utf8))
        if streaming && stdout.count > 1 << 16 { flush() }
    }

    mutating func write(_ bytes: [UInt8]) {
        stdout.append(contentsOf: bytes)
        if streaming && stdout.count > 1 << 16 { flush() }
    }

    mutating func note(_ line: String) {
        stderr.append(contentsOf: Array(line.utf8))
        stderr.append(0x0A)
        if streaming { flush() }
    }

    /// A progress message: redrawn in place on a terminal, silent otherwise.
    mutating func progress(_ line: String, done: Bool = false) {
        guard stderrIsTerminal else { return }
        stderr.append(contentsOf: Array(("\r\u{1B}[2K" + line + (done ? "\n" : "")).utf8))
        if streaming { flush() }
    }

    mutating func flush() {
        guard streaming else { return }
        Self.writeAll(1, stdout)
        Self.writeAll(2, stderr)
        stdout.removeAll(keepingCapacity: true)
        stderr.removeAll(keepingCapacity: true)
    }

    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n <= 0 { return }
            offset += n
        }
    }
}

/// The command line: `render-cli <subcommand> …`.
@main
enum RenderCLI {
    static var subcommands: [any Subcommand.Type] { [ReplayCommand.self, RenderCommand.self, CheckCommand.self, BenchCommand.self, TraceCommand.self] }

    static func main() {
        var output = Output()
        output.streaming = true
        output.stderrIsTerminal = isatty(2) == 1
        let status = run(Array(CommandLine.arguments.dropFirst()), output: &output)
        output.flush()
        exit(status.rawValue)
    }

    /// Runs a command line and returns its exit status; all printing of errors happens here.
    static func run(_ arguments: [String], output: inout Output) -> ExitCode {
        do {
            guard let first = arguments.first else {
                output.print(help())
                return .ok
            }
            if first == "--help" || first == "-h" || first == "help" {
                if arguments.count > 1, let command = subcommands.first(where: { $0.name == arguments[1] }) {
                    output.print(help(command))
                } else {
                    output.print(help())
                }
                return .ok
            }
            if first == "--version" {
                output.print(version)
                return .ok
            }
            guard let command = subcommands.first(where: { $0.name == first }) else {
                var message = "unknown subcommand '\(first)'"
                if let near = closest(first, in: subcommands.map { $0.name }) { message += "; did you mean '\(near)'?" }
                throw CLIError.usage(message, command: nil)
            }
            let rest = Array(arguments.dropFirst())
            if rest.contains("--help") || rest.contains("-h") {
                // `trace import --help` describes the verb alone.
                if command == TraceCommand.self, let word = rest.first, let verb = TraceCommand.verbs.first(where: { $0.name == word }) {
                    output.print(help(verb))
                } else {
                    output.print(help(command))
                }
                return .ok
            }
            try command.run(rest, output: &output)
            return .ok
        } catch let error as CLIError {
            report(error, output: &output)
            return error.exitCode
        } catch let error as InputError {
            report(.data(error), output: &output)
            return .dataError
        } catch {
            output.note("Error: \(error)")
            return .failed
        }
    }

    static func report(_ error: CLIError, output: inout Output) {
        switch error {
        case .usage(let message, let name):
            output.note("Error: \(message)")
            if let name, let command = Self.command(named: name) {
                output.note("Usage: \(command.usage)")
                output.note("  See 'render-cli \(name) --help' for more information.")
            } else {
                output.note("Usage: render-cli <subcommand> [options]")
                output.note("  See 'render-cli --help' for more information.")
            }
        case .data(let e):
            output.note("Error: \(e.description)")
        case .io(let message):
            output.note("Error: \(message)")
        case .failed(let message):
            if !message.isEmpty { output.note("Error: \(message)") }
        }
    }

    /// A subcommand by its full name: "replay", or a verb such as "trace import".
    static func command(named name: String) -> (any Subcommand.Type)? {
        let words = name.split(separator: " ").map(String.init)
        guard let first = subcommands.first(where: { $0.name == words.first }) else { return nil }
        if words.count == 2, first == TraceCommand.self { return TraceCommand.verbs.first { $0.name == words[1] } }
        return words.count == 1 ? first : nil
    }

    static let version = "render-cli 0.1.0"

    static func help() -> String {
        var lines = [
            "OVERVIEW: Replay, render and check the seed Range Slider and SwiftUI's Slider without a device.",
            "",
            "USAGE: render-cli <subcommand> [options]",
            "",
            "OPTIONS:",
            "  -h, --help              Show help for render-cli or a subcommand.",
            "  --version               Show the version.",
            "",
            "SUBCOMMANDS:",
        ]
        for command in subcommands {
            lines.append("  " + command.name.padding(24) + command.abstract)
        }
        lines.append("")
        lines.append("  See 'render-cli help <subcommand>' for detailed help.")
        return lines.joined(separator: "\n")
    }

    static func help(_ command: any Subcommand.Type) -> String {
        var lines = ["OVERVIEW: \(command.abstract)", ""]
        if !command.discussion.isEmpty { lines += [command.discussion, ""] }
        lines += ["USAGE: \(command.usage)", "", "OPTIONS:"]
        for option in command.options + [("-h, --help", "Show help information.")] {
            lines.append("  " + option.flags.padding(24) + option.help)
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    /// Pads with spaces to at least `width` characters, keeping one space after a long word.
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
