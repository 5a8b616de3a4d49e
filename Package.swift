// swift-tools-version:6.0
import PackageDescription

/// Every `public import` is a decision and no C module leaks into a signature.
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "Lifeline",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "lifeline", targets: ["lifeline"])
    ],
    targets: [
        // MARK: C libraries from the system, one wrapper module each

        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        // libmicrohttpd for `serve`: linked on macOS; on Linux only its header, as loading
        // the library and its TLS chain was half of every start (see CMicroHTTPD/shim.h).
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]
        ),
        .systemLibrary(name: "CMicroHTTPDHeader"),
        .target(name: "YAMLSupport", dependencies: ["CYAML"], swiftSettings: strict),
        // Our own shim: the atomic directory exchange and file-system flush, in C.
        .target(name: "CFileSystem"),
        .target(name: "FileAccess", dependencies: ["CFileSystem"], swiftSettings: strict),
        .target(name: "MarkdownSupport", dependencies: ["CCmarkGFM"], swiftSettings: strict),
        .target(name: "GraphvizSupport", dependencies: ["CGraphviz"], swiftSettings: strict),
        .target(
            name: "HTTPSupport",
            dependencies: [
                .target(name: "CMicroHTTPD", condition: .when(platforms: [.macOS])),
                .target(name: "CMicroHTTPDHeader", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: strict
        ),

        // MARK: Pure Swift: values, rules, templates

        .target(name: "Diagnostics", swiftSettings: strict),
        .target(name: "JSON", swiftSettings: strict),
        .target(name: "Mustache", swiftSettings: strict),
        .target(name: "FileWatching", swiftSettings: strict),
        .target(name: "DefaultTemplates", swiftSettings: strict),
        .target(name: "ParallelWork", swiftSettings: strict),
        .target(name: "LifecycleModel", dependencies: ["Diagnostics"], swiftSettings: strict),
        .target(
            name: "ContentLoader",
            dependencies: ["YAMLSupport", "MarkdownSupport", "FileAccess", "LifecycleModel", "Diagnostics", "ParallelWork"],
            swiftSettings: strict
        ),
        .target(
            name: "LifecycleSimulator",
            dependencies: ["LifecycleModel", "Diagnostics", "ParallelWork"],
            swiftSettings: strict
        ),
        // Rewrites parts of a content file in place, every other byte kept (update-expect).
        .target(name: "ContentEditing", dependencies: ["YAMLSupport"], swiftSettings: strict),
        .target(name: "ContentSchema", dependencies: ["LifecycleModel", "JSON"], swiftSettings: strict),
        .target(
            name: "SiteRenderer",
            dependencies: ["LifecycleModel", "LifecycleSimulator", "Mustache", "Diagnostics", "ContentSchema", "ParallelWork"],
            swiftSettings: strict
        ),

        // MARK: Composition root and command line

        .target(
            name: "SiteBuilder",
            dependencies: [
                "ContentLoader", "LifecycleSimulator", "SiteRenderer",
                "MarkdownSupport", "GraphvizSupport", "Diagnostics", "Mustache", "DefaultTemplates", "FileAccess", "ParallelWork",
            ],
            swiftSettings: strict
        ),
        .target(
            name: "LifelineCLI",
            dependencies: [
                "SiteBuilder", "ContentLoader", "ContentEditing", "LifecycleModel", "LifecycleSimulator", "Diagnostics",
                "LivePreview", "DefaultTemplates", "JSON", "FileAccess", "ContentSchema",
            ],
            swiftSettings: strict
        ),
        .executableTarget(name: "lifeline", dependencies: ["LifelineCLI"], swiftSettings: strict),
        .target(
            name: "LivePreview",
            dependencies: ["SiteBuilder", "HTTPSupport", "FileWatching", "FileAccess", "Diagnostics", "ParallelWork"],
            swiftSettings: strict
        ),
        .target(name: "TestSupport", dependencies: ["Diagnostics", "JSON", "YAMLSupport"], swiftSettings: strict),

        // MARK: Fuzzing: libFuzzer targets with scripts/fuzz; plain replay executables otherwise

        .target(name: "CFuzzing", path: "Fuzz/CFuzzing"),
        .target(
            name: "FuzzTargets",
            dependencies: ["ContentLoader", "LifecycleSimulator", "LifecycleModel", "Mustache", "MarkdownSupport", "Diagnostics", "FileAccess"],
            path: "Fuzz/Targets",
            swiftSettings: strict
        ),
        .executableTarget(name: "fuzz-yaml", dependencies: ["FuzzTargets", "CFuzzing"], path: "Fuzz/Entry/yaml", swiftSettings: strict),
        .executableTarget(name: "fuzz-log", dependencies: ["FuzzTargets", "CFuzzing"], path: "Fuzz/Entry/log", swiftSettings: strict),
        .executableTarget(name: "fuzz-mustache", dependencies: ["FuzzTargets", "CFuzzing"], path: "Fuzz/Entry/mustache", swiftSettings: strict),
        .executableTarget(name: "fuzz-markdown", dependencies: ["FuzzTargets", "CFuzzing"], path: "Fuzz/Entry/markdown", swiftSettings: strict),

        // MARK: Tests (Swift Testing)

        .testTarget(name: "YAMLSupportTests", dependencies: ["YAMLSupport"], swiftSettings: strict),
        .testTarget(name: "MarkdownSupportTests", dependencies: ["MarkdownSupport", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "GraphvizSupportTests", dependencies: ["GraphvizSupport", "CGraphviz"], swiftSettings: strict),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"], swiftSettings: strict),
        .testTarget(name: "HTTPSupportTests", dependencies: ["HTTPSupport", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "FileWatchingTests", dependencies: ["FileWatching", "TestSupport"], swiftSettings: strict),
        .testTarget(
            name: "LivePreviewTests",
            dependencies: ["LivePreview", "SiteBuilder", "FileAccess", "TestSupport"],
            swiftSettings: strict
        ),
        .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets"], path: "Tests/FuzzTargetsTests", swiftSettings: strict),
        // The Mustache spec's fixtures (with their licence) are read from the source tree.
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"], exclude: ["Spec"], swiftSettings: strict),
        .testTarget(name: "ParallelWorkTests", dependencies: ["ParallelWork"], swiftSettings: strict),
        .testTarget(name: "ContentEditingTests", dependencies: ["ContentEditing"], swiftSettings: strict),
        .testTarget(
            name: "ContentSchemaTests",
            dependencies: ["ContentSchema", "JSON", "TestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ContentLoaderTests",
            dependencies: ["ContentLoader", "TestSupport", "ContentSchema", "JSON"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "LifecycleSimulatorTests",
            dependencies: ["LifecycleSimulator", "ContentLoader", "TestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "SiteRendererTests",
            dependencies: ["SiteRenderer", "Mustache", "TestSupport", "ContentLoader"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "SiteBuilderTests",
            dependencies: [
                "SiteBuilder", "SiteRenderer", "GraphvizSupport", "FileAccess", "DefaultTemplates", "ContentLoader", "LifecycleModel",
                "LifecycleSimulator", "TestSupport",
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "LifelineCLITests",
            dependencies: ["LifelineCLI", "LifecycleSimulator", "TestSupport", "LivePreview", "ContentSchema", "JSON"],
            exclude: ["UpdateExpect/Golden"],
            swiftSettings: strict
        ),
    ]
)
