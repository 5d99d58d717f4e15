// swift-tools-version:6.0
// A stand-in for swift-snapshot-testing: its public names and signatures (the ones a test target calls), with a small
// implementation of its own, so scripts/test-outsider.sh can check that a target importing both libraries compiles
// with unqualified calls of either. Not the real library, and not a dependency of RangeSliderKit.
import PackageDescription

let package = Package(
    name: "swift-snapshot-testing",
    products: [.library(name: "SnapshotTesting", targets: ["SnapshotTesting"])],
    targets: [.target(name: "SnapshotTesting")]
)
