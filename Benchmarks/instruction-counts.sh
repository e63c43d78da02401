#!/usr/bin/env bash
# Instructions per event for each benchmark row, RACClassic, RACModern and
# RACSwift side by side, counted by callgrind (deterministic: steady on a
# loaded machine, where wall clock is noise). Builds
# Benchmarks/InstructionCounts in release (a client of RACPort, as the
# benchmark package is) and runs each row under `valgrind --tool=callgrind`,
# counting only inside the row's measured region (`measuredRegion`, see
# Sources/InstructionCounts/Support.swift).
#
#   Benchmarks/instruction-counts.sh               # every row
#   Benchmarks/instruction-counts.sh 'B1|B3'       # rows whose whole name matches the regexp
#
# Rows: B1-B6 and B8 of compare.sh (B7 is contention and has no meaning under
# callgrind, which runs one thread at a time). Every face is counted the same
# way, each row written as the benchmark writes it: the hot rows send into a
# `RACSubject` in RACClassic and a pipe in RACModern and RACSwift; the replay
# rows use `RACReplaySubject` in RACClassic, `SignalProducer.buffer` in
# RACModern and a pipe + `replayLazily(upTo:)` in RACSwift (ReactiveSwift 7
# has no `buffer`), as the benchmarks do; the rows suffixed "idiom" spell the
# pipe + `replayLazily(upTo:)` in RACModern too, to separate what the engine
# costs from what the idiom costs. C/M is RACClassic's count over RACModern's,
# S/M RACSwift's over RACModern's (for the replay rows: over `buffer`'s).
# Callgrind outputs stay in Benchmarks/InstructionCounts/.build/callgrind/ for
# callgrind_annotate.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
package="$here/InstructionCounts"
filter="${1:-.*}"
# SwiftPM does not recompile a client when only an inlinable body changed in
# a dependency: touch the rows so that they are compiled against the engine
# as it is now.
touch "$package"/Sources/InstructionCounts/*.swift
# When engine files are added or removed, SwiftPM can keep a stale build
# description of the dependency ("missing inputs"): drop it and build again.
if ! swift build -c release --package-path "$package" >&2; then
  echo "instruction-counts.sh: build failed; retrying without the cached build description" >&2
  rm -f "$package/.build/release.yaml" "$package/.build/build.db" "$package"/.build/*/release/description.json
  swift build -c release --package-path "$package" >&2
fi
binary="$(swift build -c release --package-path "$package" --show-bin-path)/InstructionCounts"
out="$package/.build/callgrind"
mkdir -p "$out"

count() { # row library -> instructions per event
  local row="$1" library="$2" file="$out/$1.$2.out" events
  events="$(valgrind --tool=callgrind --callgrind-out-file="$file" --collect-atstart=no \
    --toggle-collect='*measuredRegion*' "$binary" "$row" "$library" 2>/dev/null)"
  local total
  total="$(callgrind_annotate "$file" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1; exit }')"
  python3 -c "print(f'{$total / $events:.1f}')"
}

rows=(B1 B2 B3 B4live B4late B5fill B5replay B6 B8c1 B8c16 B8c1024 B8cmax)
printf '| row | RACClassic | RACModern | RACSwift | C/M | S/M | RACModern pipe + replayLazily | S/M idiom |\n'
printf '|---|---|---|---|---|---|---|---|\n'
for row in "${rows[@]}"; do
  [[ "$row" =~ ^($filter)$ ]] || continue
  c="$(count "$row" RACClassic)"
  m="$(count "$row" RACModern)"
  s="$(count "$row" RACSwift)"
  classicRatio="$(python3 -c "print(f'{$c / $m:.2f}x')")"
  ratio="$(python3 -c "print(f'{$s / $m:.2f}x')")"
  idiom="-" idiomRatio="-"
  case "$row" in
    B4* | B5* | B8*)
      idiom="$(count "${row}idiom" RACModern)"
      idiomRatio="$(python3 -c "print(f'{$s / $idiom:.2f}x')")"
      ;;
  esac
  printf '| %s | %s | %s | %s | %s | %s | %s | %s |\n' "$row" "$c" "$m" "$s" "$classicRatio" "$ratio" "$idiom" "$idiomRatio"
done
