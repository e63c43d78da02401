#!/usr/bin/env bash
# Renders what a person looks at in rac-lab, in headless Chromium, to PNGs:
# every seed scenario's marble diagram (`rac-lab scenario ID --format svg`),
# a compare diagram, the capacity plot (`rac-lab capacity --format svg`) and
# the HTML report (`rac-lab report`), whole and section by section. Look at
# the PNGs before saying a change to the drawings is done.
#
#   Scripts/screenshot-lab.sh [OUT]     # default OUT: .build-screenshots
#   Scripts/screenshot-lab.sh --docs    # also refreshes the pictures docs/Lab.md shows (docs/images)
#
# Needs Chromium (Debian: apt-get install -y chromium). CI does not run this.
#
# With one Chromium build and one set of fonts, two runs write the same bytes
# (every PNG, capacity.png too: the SVGs are the same, and Chromium's
# screenshot has no timestamp, animation or font loading to wait for); another
# Chromium build or other installed fonts may draw the same SVG with other
# pixels or encode it with other bytes. So --docs rewrites a picture only when
# its pixels changed (Scripts/same-picture.py), not when only its bytes did.
set -euo pipefail
cd "$(dirname "$0")/.."
docs=false
if [ "${1:-}" = --docs ]; then docs=true; shift; fi
out=${1:-.build-screenshots}
mkdir -p "$out"
out=$(cd "$out" && pwd)
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$browser" ]; then
  echo "error: no Chromium found; install it (Debian: apt-get install -y chromium)" >&2
  exit 1
fi
swift build --product rac-lab 2>&1 | tail -n 1
lab=$(swift build --show-bin-path)/rac-lab

# shot FILE PNG WIDTH HEIGHT: one screenshot of FILE (an absolute path under
# $out, maybe with #anchor).
shot() {
  rm -f "$2"  # never taken for this run's: a PNG an earlier run left
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --window-size="$3,$4" --screenshot="$2" "file://$1" > /dev/null 2>&1
  [ -s "$2" ] || { echo "error: Chromium wrote no $2" >&2; exit 1; }
  echo "wrote $2"
}
# svgshot SVG PNG: a screenshot exactly the size the SVG says it is.
svgshot() {
  local size
  size=$(sed -n 's/.*<svg [^>]*width="\([0-9]*\)" height="\([0-9]*\)".*/\1 \2/p' "$1" | head -n 1)
  shot "$1" "$2" ${size% *} ${size#* }
}

for id in $("$lab" list | cut -d' ' -f1); do
  "$lab" scenario "$id" --format svg > "$out/$id.svg" || true
  svgshot "$out/$id.svg" "$out/$id.png"
done
# compare exits 1 when the flavors differ, as they do here: the drawing is wanted.
"$lab" compare docs/lab-scripts/subject-is-hot.rac --format svg > "$out/compare-subject-is-hot.svg" || true
svgshot "$out/compare-subject-is-hot.svg" "$out/compare-subject-is-hot.png"
"$lab" capacity --count 20 --capacity 0,1,2,5,10,20,unbounded --format svg > "$out/capacity.svg"
svgshot "$out/capacity.svg" "$out/capacity.png"
"$lab" report > "$out/report.html"
shot "$out/report.html" "$out/report.png" 1280 2400
shot "$out/report.html" "$out/report-top.png" 1280 1400
# Each part of the page alone (a fragment URL does not scroll in a headless
# screenshot): the page's head, then only that section or seed.
for part in S3 S7a S16 S22 six-requests side-effects capacity how; do
  python3 - "$out/report.html" "$part" > "$out/report-$part.html" <<'PY'
import re, sys
page, part = open(sys.argv[1]).read(), sys.argv[2]
head = page[:page.index("</header>") + len("</header>")]
tag = "section" if page.find('<section id="%s">' % part) >= 0 else "article"
start = page.index('<%s%s id="%s">' % (tag, ' class="seed"' if tag == "article" else "", part))
print(head + page[start:page.index("</%s>" % tag, start) + len(tag) + 3] + "</body></html>")
PY
  shot "$out/report-$part.html" "$out/report-$part.png" 1280 1400
done
echo "screenshots in $out/"
if $docs; then
  mkdir -p docs/images
  for name in S1 S11 S16 S17 compare-subject-is-hot capacity report-top; do
    if python3 Scripts/same-picture.py "$out/$name.png" "docs/images/$name.png" > /dev/null; then
      echo "unchanged docs/images/$name.png"
    else
      cp "$out/$name.png" "docs/images/$name.png"
      echo "refreshed docs/images/$name.png"
    fi
  done
fi
