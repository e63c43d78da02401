#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer with LeakSanitizer, then the
# lab's default run, `report` and every docs/lab-scripts script under
# LeakSanitizer, and fails on any leak (docs/Reliability.md, "Lifetimes and
# leaks"). The only suppressions are XCTest's runner's own (it leaks two small
# objects on Linux) and FoundationXML's error for each parse error (the lab's
# tests feed it ill-formed documents on purpose); nothing of RACPort's is
# excused. A RAC-faithful cycle (an
# undisposed subscription to a never-ending hot source) is disposed by the test
# that makes it.
#
#   Scripts/leak-check.sh                # the suite, then the lab
#   Scripts/leak-check.sh --lab          # the lab only (what CI runs today)
#   Scripts/leak-check.sh --lab-scripts  # the docs/lab-scripts scripts only
#
# It builds into the package's own .build (as `swift test --sanitize=address`
# does), so run it after the plain and ThreadSanitizer runs, as .ci/run does.
set -uo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
lab_only=false
scripts_only=false
case "${1:-}" in
  --lab) lab_only=true ;;
  --lab-scripts) lab_only=true; scripts_only=true ;;
  "") ;;
  *) echo "usage: Scripts/leak-check.sh [--lab | --lab-scripts]" >&2; exit 64 ;;
esac
logs=$(mktemp -d "${TMPDIR:-/tmp}/racport-leaks.XXXXXX")
printf 'leak:libXCTest.so\nleak:_CFErrorCreateFromXMLInterface\n' > "$logs/lsan.supp"
export LSAN_OPTIONS="suppressions=$logs/lsan.supp"
failed=0

if ! $lab_only; then
  swift test --sanitize=address > "$logs/suite.log" 2>&1
  status=$?
  tail -n 3 "$logs/suite.log"
  if [ $status -ne 0 ] || grep -qE "AddressSanitizer|LeakSanitizer" "$logs/suite.log"; then
    grep -E "^SUMMARY: AddressSanitizer|ERROR: (Address|Leak)Sanitizer" "$logs/suite.log" >&2
    # The first reports, with their stacks, so a CI log shows what leaked.
    grep -A14 -E "^(Direct|Indirect) leak|ERROR: AddressSanitizer" "$logs/suite.log" | head -n 120 >&2
    echo "error: the test suite under AddressSanitizer failed or leaked (see $logs/suite.log)" >&2
    failed=1
  fi
fi

swift build --sanitize=address --product rac-lab 2>&1 | tail -n 1
lab=$(swift build --sanitize=address --show-bin-path)/rac-lab
# run NAME ARGS...: runs the lab, keeping its standard error; fails on a leak.
# (Exit codes are the lab's own: compare exits 1 when the faces differ, 64 for
# a script it refuses; only the sanitizer's report counts here.)
run() {
  local name=$1
  shift
  "$lab" "$@" > /dev/null 2> "$logs/$name.err"
  if grep -qE "AddressSanitizer|LeakSanitizer" "$logs/$name.err"; then
    echo "error: rac-lab $* leaked or failed under AddressSanitizer:" >&2
    grep -E "^SUMMARY" "$logs/$name.err" >&2
    failed=1
  fi
}
count=0
if ! $scripts_only; then
  run default
  run report report
  count=2
fi
for script in docs/lab-scripts/*.rac; do
  run "script-$(basename "$script" .rac)" compare "$script"
  count=$((count + 1))
done
echo "rac-lab: $count runs checked under LeakSanitizer"

if [ $failed -ne 0 ]; then
  echo "leak check failed; logs in $logs" >&2
  exit 1
fi
rm -rf "$logs"
echo "no leaks"
