// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "RangeSliderKit",
    // Synchronization's Mutex and Atomic (the snapshot counters, the stop request) need these systems.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        // Scenes: nodes, colours, text measured with Inter's metrics, the accessibility tree, springs and the
        // animation timeline. Pure data.
        .library(name: "SceneGraph", targets: ["SceneGraph"]),
        // The slider: the reducer, the scene built from its state, and replay (events to frames). Pure.
        .library(name: "SliderEngine", targets: ["SliderEngine"]),
        // Scene and trace files: the JSON reader, the streaming trace reader, importers, lint, export, generator.
        .library(name: "SliderDocuments", targets: ["SliderDocuments"]),
        // SVG: stills, animated SVG, SVG change summaries.
        .library(name: "SVGRender", targets: ["SVGRender"]),
        // Pixels: the rasteriser, PNG and APNG.
        .library(name: "RasterRender", targets: ["RasterRender"]),
        // HTML pages: the replay player and the check review report.
        .library(name: "SliderReports", targets: ["SliderReports"]),
        // Snapshot strategies (`Snapshotting`, with pullback), record modes and golden files: what assertSnapshot and
        // `render-cli check` share.
        .library(name: "SliderSnapshots", targets: ["SliderSnapshots"]),
        // Files on disk: frames folders, golden suites (`check`), safe output.
        .library(name: "SliderCheck", targets: ["SliderCheck"]),
        // assertSnapshot for users' test targets (the one module that links a test framework).
        .library(name: "SliderSnapshotTesting", targets: ["SliderSnapshotTesting"]),
        .executable(name: "render-cli", targets: ["render-cli"]),
    ],
    targets: [
        .target(name: "SceneGraph"),
        .target(name: "SliderEngine", dependencies: ["SceneGraph"]),
        .target(name: "SliderDocuments", dependencies: ["SliderEngine", "SceneGraph"]),
        .target(name: "SVGRender", dependencies: ["SceneGraph"]),
        .target(name: "RasterRender", dependencies: ["SceneGraph"]),
        .target(name: "SliderReports", dependencies: ["SceneGraph"]),
        // One system call Foundation does not offer: swapping two folders atomically.
        .target(name: "CSystem"),
        .target(name: "SliderSnapshots", dependencies: ["SliderEngine", "SceneGraph", "SVGRender", "RasterRender", "SliderReports"]),
        .target(name: "SliderCheck", dependencies: ["SliderSnapshots", "SliderDocuments", "SliderEngine", "SceneGraph", "SVGRender",
                                                    "RasterRender", "SliderReports", "CSystem"]),
        .target(name: "SliderSnapshotTesting", dependencies: ["SliderSnapshots", "SliderEngine", "SceneGraph", "SVGRender"]),
        .executableTarget(name: "render-cli", dependencies: ["SliderSnapshots", "SliderCheck", "SliderDocuments", "SliderEngine", "SceneGraph", "SVGRender",
                                                             "RasterRender", "SliderReports"]),
        // The figures of docs/performance.md: swift run -c release slider-bench.
        .executableTarget(name: "slider-bench", dependencies: ["SliderSnapshots", "SliderCheck", "SliderDocuments", "SliderEngine", "SceneGraph", "SVGRender"]),
        // libFuzzer's driver, declared for the fuzz target's -DFUZZING build (the runtime comes with -sanitize=fuzzer).
        .target(name: "CFuzzer"),
        // The libFuzzer target over the readers, importers, engine, replay and SVG (scripts/fuzz.sh builds it with
        // -sanitize=fuzzer,address -DFUZZING); the plain build replays a corpus through the same entry point.
        .executableTarget(name: "FuzzTarget", dependencies: ["SliderDocuments", "SliderEngine", "SceneGraph", "SVGRender", "CFuzzer"]),
        // What the test targets share: the seeded generator and temporary folders removed when the tests exit.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SceneGraphTests", dependencies: ["SceneGraph", "TestSupport"]),
        .testTarget(name: "SliderEngineTests", dependencies: ["SliderEngine", "SliderDocuments", "SceneGraph", "SVGRender", "TestSupport"]),
        .testTarget(name: "SVGRenderTests", dependencies: ["SVGRender", "RasterRender", "SliderReports", "SceneGraph", "TestSupport"]),
        .testTarget(name: "SliderCheckTests", dependencies: ["SliderSnapshots", "SliderCheck", "SliderDocuments", "SliderEngine", "SceneGraph", "SVGRender",
                                                             "RasterRender", "SliderReports", "TestSupport"]),
        .testTarget(name: "SliderSnapshotTestingTests", dependencies: ["SliderSnapshots", "SliderSnapshotTesting", "SliderCheck", "SliderDocuments", "SliderEngine",
                                                                       "SceneGraph", "SVGRender", "RasterRender", "SliderReports", "TestSupport"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "FuzzTargetTests", dependencies: ["FuzzTarget", "SliderDocuments", "SliderEngine"]),
        .testTarget(name: "SliderBenchTests", dependencies: ["slider-bench"]),
        .testTarget(name: "RenderCLITests", dependencies: ["SliderSnapshots", "render-cli", "SliderCheck", "SliderDocuments", "SliderEngine", "SceneGraph", "SVGRender",
                                                           "RasterRender", "SliderReports", "TestSupport"]),
    ]
)
