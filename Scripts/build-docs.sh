#!/usr/bin/env bash
# Builds the DocC documentation of RACClassic, RACModern, RACSwift,
# RACBridge, RACSwiftBridge and RACTesting (the migration kit) with the
# toolchain's own `docc` (no package plugin, so the library keeps no
# dependencies), treating every DocC warning as an error, and checks that every
# public symbol has a doc comment.
#
# The six archives and a landing page make one static site in
# .build-docs/site: index.html links the modules, each at <Module>/ (built
# with that hosting base path). DocC pages load their content with fetch, so
# they need a web server, not file:// URLs: the landing page says so, and
# --preview serves the site. The modules come from the normal build
# (.build, what `swift build` makes), so nothing is compiled twice.
#
#   Scripts/build-docs.sh                 # builds .build-docs/site
#   Scripts/build-docs.sh --preview [PORT] # builds, then serves it at http://localhost:PORT/ (default 8000)
set -euo pipefail
cd "$(dirname "$0")/.."
preview=false
port=8000
case "${1:-}" in
  --preview) preview=true; port=${2:-8000} ;;
  "") ;;
  *) echo "usage: Scripts/build-docs.sh [--preview [PORT]]" >&2; exit 64 ;;
esac
scratch=.build-docs
graphs="$scratch/symbol-graphs"
site="$scratch/site"
rm -rf "$graphs" "$scratch/archives" "$site"
mkdir -p "$graphs" "$site"

# The normal debug build (incremental: what `swift build` already compiled
# is reused).
swift build --target RACBridge 2>&1 | tail -n 1
swift build --target RACSwiftBridge 2>&1 | tail -n 1
swift build --target RACTesting 2>&1 | tail -n 1
bin=$(swift build --show-bin-path)
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
for module in RACClassic RACModern RACSwift RACBridge RACSwiftBridge RACTesting; do
  swift-symbolgraph-extract -module-name "$module" -target "$triple" \
    -I "$bin/Modules" -Xcc -fmodule-map-file="$bin/CRACAtomics.build/module.modulemap" \
    -minimum-access-level public -emit-extension-block-symbols -output-dir "$graphs"
done

python3 - "$graphs" <<'PY'
import glob, json, sys
missing = []
for path in sorted(glob.glob(sys.argv[1] + "/*.symbols.json")):
    for symbol in json.load(open(path))["symbols"]:
        if symbol["kind"]["identifier"] == "swift.extension":
            continue  # an extension block; its members carry the docs
        if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
            continue  # inherited from another module's protocol extension (Bag's Sequence methods, an enum's hash)
        if symbol["accessLevel"] in ("public", "open") and not symbol.get("docComment"):
            missing.append(".".join(symbol["pathComponents"]) + "  (" + path.rsplit("/", 1)[-1] + ")")
if missing:
    print("error: public symbols without a doc comment:", *sorted(set(missing)), sep="\n  ")
    sys.exit(1)
print("every public symbol has a doc comment")
PY

for module in RACClassic RACModern RACSwift RACBridge RACSwiftBridge RACTesting; do
  moduleGraphs="$scratch/graphs-$module"
  rm -rf "$moduleGraphs" && mkdir -p "$moduleGraphs"
  if [ "$module" = RACBridge ] || [ "$module" = RACSwiftBridge ]; then
    # A bridge re-exports the faces it joins; its own graph repeats their symbols.
    # Keep only the module itself and its extensions (the conversions).
    python3 -c 'import json, sys; g = json.load(open(sys.argv[1])); g["symbols"] = []; g["relationships"] = []; json.dump(g, open(sys.argv[2], "w"))' \
      "$graphs/$module.symbols.json" "$moduleGraphs/$module.symbols.json"
  else
    cp "$graphs/$module".symbols.json "$moduleGraphs/"
  fi
  cp "$graphs/$module"@*.symbols.json "$moduleGraphs/" 2>/dev/null || true
  # A copy of the catalog (the articles docs/ shares are symlinks), with
  # tables too wide for DocC's page rewritten to fit.
  catalog="$scratch/catalogs/$module.docc"
  rm -rf "$catalog" && mkdir -p "$scratch/catalogs" && cp -RL "Sources/$module/$module.docc" "$catalog"
  python3 Scripts/docc-fit-tables.py "$catalog"/*.md
  docc convert "$catalog" \
    --additional-symbol-graph-dir "$moduleGraphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.racport.$module" \
    --hosting-base-path "$module" \
    --output-path "$site/$module" \
    --warnings-as-errors
  echo "built $site/$module"
done

# The landing page: one self-contained file that links the six modules.
cat > "$site/index.html" <<'HTML'
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>RACPort documentation</title>
<style>
body { font-family: -apple-system, Helvetica, Arial, sans-serif; max-width: 760px; margin: 48px auto; padding: 0 24px;
  color: #1d1d1f; line-height: 1.5; }
h1 { font-size: 32px; margin-bottom: 4px; }
a.module { display: block; border: 1px solid #d2d2d7; border-radius: 12px; padding: 16px 20px; margin: 16px 0;
  color: inherit; text-decoration: none; }
a.module:hover { border-color: #0066cc; }
a.module strong { color: #0066cc; font-size: 20px; }
code { font-family: Menlo, Consolas, monospace; font-size: 14px; }
p.serve { background: #fff8e1; border: 1px solid #ffe082; border-radius: 8px; padding: 10px 14px; font-size: 15px; }
</style>
</head>
<body>
<h1>RACPort</h1>
<p>ReactiveCocoa's hot and cold signals on modern Swift: one engine, three faces (RAC2, RAC4 and ReactiveSwift 7
names), and bridges between them.</p>
<p class="serve"><strong>Open these pages through a web server</strong>: the module pages load their content
with <code>fetch</code>, which browsers refuse for <code>file://</code> pages, so opened from the folder they
stay blank. <code>Scripts/build-docs.sh --preview</code> builds and serves this site at
<code>http://localhost:8000/</code>; any static server pointed at this folder works too
(<code>python3 -m http.server --directory .build-docs/site</code>).</p>
<a class="module" href="RACClassic/documentation/racclassic/"><strong>RACClassic</strong><br>
RAC2 names: <code>RACSignal</code>, <code>RACSubject</code>, <code>RACReplaySubject</code>,
<code>RACMulticastConnection</code>, <code>RACCommand</code>. Articles: hot and cold signals, the event contract,
migrating.</a>
<a class="module" href="RACModern/documentation/racmodern/"><strong>RACModern</strong><br>
RAC 4.2.2 names and meaning: <code>Signal</code>, <code>SignalProducer</code>,
<code>buffer</code>, <code>replayLazily</code>, <code>Action</code>, <code>MutableProperty</code>.</a>
<a class="module" href="RACSwift/documentation/racswift/"><strong>RACSwift</strong><br>
ReactiveSwift 7.2.1's whole public API and meaning: ReactiveSwift code changes only its import. Articles: hot and
cold signals, the event contract, migrating.</a>
<a class="module" href="RACBridge/documentation/racbridge/"><strong>RACBridge</strong><br>
<code>toSignalProducer()</code> and <code>toRACSignal()</code> between RACClassic and RACModern, over the same engine
object.</a>
<a class="module" href="RACSwiftBridge/documentation/racswiftbridge/"><strong>RACSwiftBridge</strong><br>
RACSwift to and from the other two faces (<code>toRACSwiftProducer()</code>, <code>toRACSignal()</code>,
<code>toRACModern()</code>), in the RACBridge product.</a>
<a class="module" href="RACTesting/documentation/ractesting/"><strong>RACTesting</strong><br>
The migration kit: one virtual clock for both faces, timeline recorders, marbles, and
<code>expectEqualTimelines</code> to prove a RAC4 port does what the RAC2 original did.</a>
</body>
</html>
HTML
echo "built $site/index.html (the landing page)"

if $preview; then
  echo "serving $site at http://localhost:$port/ (Ctrl-C stops)"
  exec python3 -m http.server "$port" --bind 127.0.0.1 --directory "$site"
fi
