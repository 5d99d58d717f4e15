// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RangeSliderKit",
    products: [
        .library(name: "SliderEngine", targets: ["SliderEngine"]),
        .library(name: "SceneGraph", targets: ["SceneGraph"]),
        .library(name: "SVGRender", targets: ["SVGRender"]),
        .executable(name: "render-cli", targets: ["render-cli"]),
    ],
    targets: [
        .target(name: "SceneGraph"),
        .target(name: "SliderEngine", dependencies: ["SceneGraph"]),
        .target(name: "SVGRender", dependencies: ["SceneGraph"]),
        .executableTarget(name: "render-cli", dependencies: ["SliderEngine", "SceneGraph", "SVGRender"]),
        .testTarget(name: "SceneGraphTests", dependencies: ["SceneGraph"]),
        .testTarget(name: "SliderEngineTests", dependencies: ["SliderEngine", "SceneGraph"]),
        .testTarget(name: "SVGRenderTests", dependencies: ["SVGRender", "SceneGraph"]),
        .testTarget(name: "RenderCLITests", dependencies: ["render-cli", "SliderEngine", "SceneGraph", "SVGRender"]),
    ]
)
