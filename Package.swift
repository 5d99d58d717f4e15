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
        // Release builds link the Swift runtime and Foundation statically (as `--static-swift-stdlib` does): every
        // command starts about 3 ms sooner, without loading and binding a dozen shared libraries, and the binary
        // runs on a machine without the Swift toolchain. Debug builds (tests, `swift run`) stay dynamic, quick to link.
        .executableTarget(name: "render-cli", dependencies: ["SliderRendering", "SliderEngine", "SceneGraph", "SVGRender"],
                          linkerSettings: [
                              // Not position-independent, as Go links its programs: the 53,674 relative relocations
                              // a PIE needs are resolved at link time instead of at every start, which wrote to (and
                              // so copied) every page of the binary's pointer data; see the README's table of choices.
                              .unsafeFlags(["-static-stdlib", "-Xclang-linker", "-no-pie"], .when(configuration: .release)),
                              // What the static Foundation modules would name themselves when compiled against them.
                              .linkedLibrary("_FoundationICU", .when(configuration: .release)),
                              .linkedLibrary("_FoundationCShims", .when(configuration: .release)),
                              .linkedLibrary("_FoundationCollections", .when(configuration: .release)),
                          ]),
        // The speed figures of the README: swift run -c release slider-bench.
        .executableTarget(name: "slider-bench", dependencies: ["SliderRendering", "SliderEngine", "SceneGraph", "SVGRender", "CSystem"]),
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
        .testTarget(name: "RenderCLITests", dependencies: ["render-cli", "SliderRendering", "SliderEngine", "SceneGraph", "SVGRender", "TestSupport"]),
    ]
)
