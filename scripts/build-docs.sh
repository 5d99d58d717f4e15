#!/usr/bin/env bash
# Builds the DocC documentation of the documented modules with the toolchain's docc, and fails on any warning docc
# prints (an unresolved symbol link or <doc:> reference included).
#
#   bash scripts/build-docs.sh            # every module below
#   bash scripts/build-docs.sh SliderEngine
#
# Symbol graphs come from a build in its own scratch folder (.build/docs-build): the symbol-graph compiler flags
# would otherwise make the next plain `swift build` or `swift test` recompile these modules. Archives go to
# .build/docs/<Module>.doccarchive (static hosting layout: open with any static file server).
# DOCC may name the docc binary; otherwise the one beside `swift` (or `xcrun --find docc` on macOS) is used.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=("$@")
[ ${#modules[@]} -gt 0 ] || modules=(SliderEngine SliderSnapshots SliderCheck SliderSnapshotTesting)

docc=${DOCC:-}
if [ -z "$docc" ]; then
    if command -v docc >/dev/null 2>&1; then
        docc=$(command -v docc)
    elif swift=$(command -v swift 2>/dev/null) && [ -x "$(dirname "$(readlink -f "$swift")")/docc" ]; then
        docc="$(dirname "$(readlink -f "$swift")")/docc"
    elif command -v xcrun >/dev/null 2>&1; then
        docc=$(xcrun --find docc)
    else
        echo "error: docc not found; it ships with the Swift toolchain (set DOCC=/path/to/docc)" >&2
        exit 1
    fi
fi

root=$(pwd)
scratch="$root/.build/docs-build"
graphs="$scratch/symbol-graphs"
staging="$scratch/catalog-graphs"

build_graphs() {
    mkdir -p "$graphs"
    for module in "${modules[@]}"; do
        swift build --scratch-path "$scratch" --target "$module" \
            -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs"
    done
}

echo "== symbol graphs of ${modules[*]} (swift build --scratch-path .build/docs-build)"
build_graphs
# The compiler writes a module's symbol graph only when it compiles the module: if the folder was emptied while the
# build stayed up to date, build again from clean rather than document from nothing.
for module in "${modules[@]}"; do
    if [ ! -s "$graphs/$module.symbols.json" ]; then
        echo "   no symbol graph for $module in an up-to-date build: rebuilding .build/docs-build from clean"
        rm -rf "$scratch"
        build_graphs
        break
    fi
done

failed=0
for module in "${modules[@]}"; do
    catalog="Sources/$module/$module.docc"
    out=".build/docs/$module.doccarchive"
    if [ ! -d "$catalog" ]; then echo "error: no catalog at $catalog" >&2; exit 1; fi
    # One module per archive: its own symbol graph and the graphs of its extensions to other modules
    # (Module@Other.symbols.json), nothing of the other modules built alongside.
    rm -rf "${staging:?}/$module" "$out"
    mkdir -p "$staging/$module" .build/docs
    cp "$graphs/$module.symbols.json" "$staging/$module/"
    for extension in "$graphs/$module@"*.symbols.json; do
        if [ -e "$extension" ]; then cp "$extension" "$staging/$module/"; fi
    done
    echo "== docc convert $catalog -> $out"
    status=0
    log=$("$docc" convert "$catalog" \
        --additional-symbol-graph-dir "$staging/$module" \
        --output-dir "$out" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "rangesliderkit.$module" \
        --diagnostic-filter warning \
        --warnings-as-errors 2>&1) || status=$?
    [ -z "$log" ] || printf '%s\n' "$log"
    # --warnings-as-errors turns warnings into errors and a non-zero status; the scan of the output is a second net
    # for a docc that prints a warning and still exits 0.
    if [ "$status" -ne 0 ] || grep -qiE '(^|[[:space:]])(warning|error):' <<<"$log"; then
        echo "FAIL: docc reported problems in $catalog (status $status)" >&2
        failed=1
    elif [ ! -f "$out/data/documentation/$(tr '[:upper:]' '[:lower:]' <<<"$module").json" ]; then
        echo "FAIL: $out has no page for the module $module" >&2
        failed=1
    fi
done
[ "$failed" -eq 0 ] || exit 1
echo "documentation: $(printf '.build/docs/%s.doccarchive ' "${modules[@]}")"
