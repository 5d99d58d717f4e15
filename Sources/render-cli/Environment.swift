import Foundation

/// The environment commands read (`GITHUB_ACTIONS`, `GITHUB_STEP_SUMMARY`): the process's, or one a test sets for
/// the calls inside `withValue`, since tests run side by side in one process.
enum CLIEnvironment {
    @TaskLocal static var override: [String: String]?

    /// The variables in effect.
    static var values: [String: String] { override ?? ProcessInfo.processInfo.environment }
}
