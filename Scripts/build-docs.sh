#!/usr/bin/env bash
# Builds the DocC documentation of RACClassic, RACModern and RACBridge with the
# toolchain's own `docc` (no package plugin, so the library keeps no
# dependencies), treating every DocC warning as an error, and checks that every
# public symbol has a doc comment.
#
#   Scripts/build-docs.sh            # archives in .build-docs/archives/<Module>.doccarchive
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-docs
graphs="$scratch/symbol-graphs"
rm -rf "$graphs" "$scratch/archives"
mkdir -p "$graphs" "$scratch/archives"

swift build --scratch-path "$scratch" --target RACBridge 2>&1 | tail -n 1
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
for module in RACClassic RACModern RACBridge; do
  swift-symbolgraph-extract -module-name "$module" -target "$triple" \
    -I "$scratch/debug/Modules" -minimum-access-level public -emit-extension-block-symbols -output-dir "$graphs"
done

python3 - "$graphs" <<'PY'
import glob, json, sys
missing = []
for path in sorted(glob.glob(sys.argv[1] + "/*.symbols.json")):
    for symbol in json.load(open(path))["symbols"]:
        if symbol["kind"]["identifier"] == "swift.extension":
            continue  # an extension block; its members carry the docs
        if symbol["accessLevel"] in ("public", "open") and not symbol.get("docComment"):
            missing.append(".".join(symbol["pathComponents"]) + "  (" + path.rsplit("/", 1)[-1] + ")")
if missing:
    print("error: public symbols without a doc comment:", *sorted(set(missing)), sep="\n  ")
    sys.exit(1)
print("every public symbol has a doc comment")
PY

for module in RACClassic RACModern RACBridge; do
  moduleGraphs="$scratch/graphs-$module"
  rm -rf "$moduleGraphs" && mkdir -p "$moduleGraphs"
  if [ "$module" = RACBridge ]; then
    # RACBridge re-exports both faces; its own graph repeats their symbols.
    # Keep only the module itself and its extensions (the conversions).
    python3 -c 'import json, sys; g = json.load(open(sys.argv[1])); g["symbols"] = []; g["relationships"] = []; json.dump(g, open(sys.argv[2], "w"))' \
      "$graphs/$module.symbols.json" "$moduleGraphs/$module.symbols.json"
  else
    cp "$graphs/$module".symbols.json "$moduleGraphs/"
  fi
  cp "$graphs/$module"@*.symbols.json "$moduleGraphs/" 2>/dev/null || true
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$moduleGraphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.racport.$module" \
    --output-path "$scratch/archives/$module.doccarchive" \
    --warnings-as-errors
  echo "built $scratch/archives/$module.doccarchive"
done
