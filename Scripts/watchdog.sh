#!/usr/bin/env bash
# Runs a command with a time limit; when the limit passes, it says what was
# still running before it stops the command, so a hang in CI is a diagnosis,
# not a timeout with no trace:
#   - the tests that started and never finished (Swift Testing's lines),
#   - every process the command started, with the stacks of all its threads
#     (gdb, when it is installed and may attach).
# The command's output goes to standard output and to LOG, as `tee` would.
#
#   Scripts/watchdog.sh SECONDS LOG -- COMMAND [ARGUMENTS...]
#
# Exits with the command's status, or 124 when the limit passed.
set -uo pipefail
if [ $# -lt 4 ] || [ "$3" != "--" ]; then
  echo "usage: Scripts/watchdog.sh SECONDS LOG -- COMMAND [ARGUMENTS...]" >&2
  exit 64
fi
limit=$1
log=$2
shift 3

# The command runs in its own process group (setsid), reading nothing: a test
# or tool waiting for standard input must not wait on CI's.
# The log exists before `tail` follows it.
: > "$log"
setsid "$@" < /dev/null > "$log" 2>&1 &
leader=$!
tail -n +1 -f "$log" --pid="$leader" &
follower=$!

waited=0
while kill -0 "$leader" 2> /dev/null; do
  if [ "$waited" -ge "$limit" ]; then
    sleep 1
    {
      echo
      echo "watchdog: '$*' still running after ${limit}s; what it was doing:"
      echo "--- tests started and not finished"
      # "◇ Test name() started." without a later "✔/✘ Test name() ..." line.
      grep -E '^◇ Test .* started\.$' "$log" | sed -E 's/^◇ Test (.*) started\.$/\1/' | sort -u > "$log.started"
      grep -E '^[✔✘➜] Test ' "$log" | sed -E 's/^[✔✘➜] Test (.*\)) .*/\1/' | sort -u > "$log.ended"
      comm -23 "$log.started" "$log.ended"
      rm -f "$log.started" "$log.ended"
      echo "--- processes"
      ps -o pid,ppid,etimes,time,stat,args --forest -g "$leader" || true
      if command -v gdb > /dev/null; then
        for pid in $(ps -o pid= -g "$leader"); do
          echo "--- stacks of $pid: $(tr '\0' ' ' < "/proc/$pid/cmdline" 2> /dev/null | cut -c1-200)"
          timeout 120 gdb -p "$pid" -batch -nx -ex 'set pagination off' -ex 'thread apply all bt 25' 2>&1 \
            | grep -E '^(Thread|#)' | head -n 400
        done
      fi
    } >&2
    kill -TERM -- "-$leader" 2> /dev/null
    sleep 5
    kill -KILL -- "-$leader" 2> /dev/null
    wait "$leader" 2> /dev/null
    kill "$follower" 2> /dev/null
    echo "watchdog: stopped after ${limit}s" >&2
    exit 124
  fi
  sleep 5
  waited=$((waited + 5))
done
wait "$leader"
status=$?
wait "$follower" 2> /dev/null
exit "$status"
