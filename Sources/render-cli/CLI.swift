import Foundation
import SceneGraph
import SliderEngine
import SliderDocuments
import SliderCheck
import SliderSnapshots
import SVGRender
import SliderReports
import RasterRender


/// Exit statuses, after BSD's sysexits; 128 + N after signal N.
struct ExitCode: Equatable, Sendable {
    /// The status the process exits with.
    let status: Int32

    static let ok = ExitCode(status: 0)
    static let failed = ExitCode(status: 1)
    static let usage = ExitCode(status: 64)
    static let dataError = ExitCode(status: 65)
    static let ioError = ExitCode(status: 74)

    /// 128 + the signal that stopped the run.
    static func signal(_ number: Int32) -> ExitCode { ExitCode(status: 128 + number) }
}

/// Everything that stops a command, each with its exit status. Printed in one place, by `RenderCLI.main`.
enum CLIError: Error, Equatable {
    /// Wrong arguments: prints the usage line and where to find help.
    case usage(String, command: String?)
    /// A malformed input file.
    case data(String)
    /// A file could not be read or written.
    case io(String)
    /// A check ran and found differences; the report was already printed.
    case failed(String)
    /// SIGINT or SIGTERM: the partial output was removed.
    case interrupted(signal: Int32, String)

    var exitCode: ExitCode {
        switch self {
        case .usage: return .usage
        case .data: return .dataError
        case .io: return .ioError
        case .failed: return .failed
        case .interrupted(let signal, _): return .signal(signal)
        }
    }

    /// The library errors as command-line errors.
    static func from(_ error: any Error) -> CLIError {
        // Once SIGINT or SIGTERM arrived, whatever stopped the run (a read the signal interrupted, a reader that
        // saw the request) ends it with 128 + the signal.
        if !(error is CLIError), (error as? OutputError)?.signal == nil, let signal = Interrupt.signal {
            return .interrupted(signal: signal, Interrupt.error(signal, at: "").description)
        }
        switch error {
        case let e as CLIError: return e
        case let e as DocumentError: return e.kind == .unreadable ? .io(e.description) : .data(e.description)
        case let e as OutputError:
            if let signal = e.signal { return .interrupted(signal: signal, e.description) }
            return .io(e.description)
        case let e as ReplayLimitError: return .data(e.description)
        case let e as SnapshotError: return .io(e.description)
        case let e as CheckRunError: return .failed(e.description)
        case let e as AcceptRefused: return .failed(e.description)
        default: return .failed("\(error)")
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

/// The command line: `render-cli <subcommand> …`.
@main
enum RenderCLI {
    static var subcommands: [any Subcommand.Type] {
        [ReplayCommand.self, RenderCommand.self, AuditCommand.self, CheckCommand.self, AcceptCommand.self, ReportCommand.self, GalleryCommand.self,
         TraceCommand.self]
    }

    /// The verbs of a subcommand that has them (`trace import`, `report merge`).
    static func verbs(of command: any Subcommand.Type) -> [any Subcommand.Type] {
        if command == TraceCommand.self { return TraceCommand.verbs }
        if command == ReportCommand.self { return ReportCommand.verbs }
        return []
    }

    static func main() {
        Interrupt.install()
        var output = Output()
        output.streaming = true
        output.stderrIsTerminal = isatty(2) == 1
        var status = run(Array(CommandLine.arguments.dropFirst()), output: &output)
        output.flush()
        if let signal = Interrupt.signal, output.stdoutFailure != nil || status.status != ExitCode.signal(signal).status {
            // Stopped while stdout's reader stalled, or between the command's end and its last line.
            if status.status != ExitCode.signal(signal).status {
                Output.writeAll(2, Array("Error: \(Interrupt.error(signal, at: "").description)\n".utf8))
            }
            status = .signal(signal)
        } else if let failure = output.stdoutFailure {
            if failure == EPIPE {
                // The reader went away (`| head -1`): stop quietly, as a program killed by SIGPIPE would.
                status = .signal(SIGPIPE)
            } else {
                Output.writeAll(2, Array("Error: cannot write to stdout: \(String(cString: strerror(failure)))\n".utf8))
                status = .ioError
            }
        }
        exit(status.status)
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
                if let near = Suggestion.closest(first, in: subcommands.map { $0.name }) { message += "; did you mean '\(near)'?" }
                throw CLIError.usage(message, command: nil)
            }
            let rest = Array(arguments.dropFirst())
            if rest.contains("--help") || rest.contains("-h") {
                // `trace import --help` describes the verb alone.
                if let word = rest.first, let verb = verbs(of: command).first(where: { $0.name == word }) {
                    output.print(help(verb))
                } else {
                    output.print(help(command))
                }
                return .ok
            }
            try command.run(rest, output: &output)
            return .ok
        } catch {
            let failure = CLIError.from(error)
            report(failure, output: &output)
            return failure.exitCode
        }
    }

    static func report(_ error: CLIError, output: inout Output) {
        var shown = Output()
        describe(error, output: &shown)
        // Whatever an input put into a message, nothing reaches the terminal raw: no escape sequences, no bidi.
        for line in String(decoding: shown.stderr, as: UTF8.self).split(separator: "\n") {
            output.note(VisibleText.escaped(String(line)))
        }
    }

    static func describe(_ error: CLIError, output: inout Output) {
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
        case .data(let message), .io(let message):
            output.note("Error: \(message)")
        case .failed(let message):
            if !message.isEmpty { output.note("Error: \(message)") }
        case .interrupted(_, let message):
            output.note("Error: \(message)")
        }
    }

    /// A subcommand by its full name: "replay", or a verb such as "trace import".
    static func command(named name: String) -> (any Subcommand.Type)? {
        let words = name.split(separator: " ").map(String.init)
        guard let first = subcommands.first(where: { $0.name == words.first }) else { return nil }
        if words.count == 2 { return verbs(of: first).first { $0.name == words[1] } }
        return words.count == 1 ? first : nil
    }

    static let version = "render-cli 0.3.0"

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
