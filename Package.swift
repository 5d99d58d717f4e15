// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RangeSliderKit",
    products: [
        // The slider: reducer, scene building, scene and trace files, trace importers, replay.
        .library(name: "SliderEngine", targets: ["SliderEngine"]),
        // Scenes, the accessibility tree and the animation timeline.
        .library(name: "SceneGraph", targets: ["SceneGraph"]),
        // Scenes to files: SVG, contact sheets, animated SVG, the HTML player, snapshot strategies.
        .library(name: "SVGRender", targets: ["SVGRender"]),
        // The slider's documents to files: replays rendered to frames and players, golden suites, slider strategies.
        .library(name: "SliderRendering", targets: ["SliderRendering"]),
        // assertSnapshot for users' test targets (links Swift Testing and XCTest; nothing else does).
        .library(name: "SliderSnapshotTesting", targets: ["SliderSnapshotTesting"]),
        .executable(name: "render-cli", targets: ["render-cli"]),
    ],
    targets: [
        .target(name: "SceneGraph"),
        .target(name: "SliderEngine", dependencies: ["SceneGraph"]),
        .target(name: "SVGRender", dependencies: ["SceneGraph"]),
        // One system call Foundation does not offer: swapping two folders atomically.
        .target(name: "CSystem"),
        .target(name: "SliderRendering", dependencies: ["SliderEngine", "SceneGraph", "SVGRender", "CSystem"]),
        .target(name: "SliderSnapshotTesting", dependencies: ["SliderRendering", "SliderEngine", "SceneGraph", "SVGRender"]),
        .executableTarget(name: "render-cli", dependencies: ["SliderRendering", "SliderEngine", "SceneGraph", "SVGRender"]),
        // The speed figures of the README: swift run -c release slider-bench.
        .executableTarget(name: "slider-bench", dependencies: ["SliderRendering", "SliderEngine", "SceneGraph", "SVGRender"]),
        // libFuzzer's driver, declared for the fuzz target's -DFUZZING build (the runtime comes with -sanitize=fuzzer).
        .target(name: "CFuzzer"),
        // The libFuzzer target over the readers, importers, engine, replay and SVG (scripts/fuzz.sh builds it with
        // -sanitize=fuzzer,address -DFUZZING); the plain build replays a corpus through the same entry point.
        .executableTarget(name: "FuzzTarget", dependencies: ["SliderEngine", "SceneGraph", "SVGRender", "CFuzzer"]),
        // What the test targets share: the seeded generator and temporary folders removed when the tests exit.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SceneGraphTests", dependencies: ["SceneGraph", "TestSupport"]),
        .testTarget(name: "SliderEngineTests", dependencies: ["SliderEngine", "SceneGraph", "SVGRender", "TestSupport"]),
        .testTarget(name: "SVGRenderTests", dependencies: ["SVGRender", "SceneGraph", "TestSupport"]),
        .testTarget(name: "SliderRenderingTests", dependencies: ["SliderRendering", "SliderEngine", "SceneGraph", "SVGRender", "TestSupport"]),
        .testTarget(name: "SliderSnapshotTestingTests", dependencies: ["SliderSnapshotTesting", "SliderRendering", "SliderEngine", "SceneGraph", "SVGRender", "TestSupport"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "FuzzTargetTests", dependencies: ["FuzzTarget", "SliderEngine"]),
        .testTarget(name: "SliderBenchTests", dependencies: ["slider-bench"]),
        .testTarget(name: "RenderCLITests", dependencies: ["render-cli", "SliderRendering", "SliderEngine", "SceneGraph", "SVGRender", "TestSupport"]),
    ]
)
